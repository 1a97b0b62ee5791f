import type { ToolMeta } from './tools';

/** The line every tool page shows under its description (issue 32): where the visitor's input goes. */
export const PRIVACY_NOTE_PREFIX = 'Runs in your browser: ';

/**
 * What a tool whose work stays in the page says. A share link carries the tool's state in its fragment, which no
 * browser sends to a server; but a signed-in visitor's account lists the links they share (SPEC: the Shares list),
 * so that is said too.
 */
export const PRIVACY_NOTE = `${PRIVACY_NOTE_PREFIX}what you type is not sent anywhere (signed in, the links you share are kept in your account).`;

/** The tool page's privacy line: the plain one, or the tool's own account of what it sends (`network`). */
export function privacyNote(tool: Pick<ToolMeta, 'slug' | 'network'>): string {
  return tool.network ? `${PRIVACY_NOTE_PREFIX}${tool.network}.` : PRIVACY_NOTE;
}
