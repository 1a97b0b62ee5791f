/**
 * The document every code sandbox runs in (public/sandbox/frame.html). Opened in an
 * <iframe sandbox="allow-scripts"> without allow-same-origin, it gets an opaque origin, and it is served
 * with its own Content-Security-Policy (scripts/security-headers.mjs). The page boots it with a runtime
 * by postMessage; see public/sandbox/frame.js.
 */
export const SANDBOX_FRAME_URL = '/sandbox/frame.html';

/** Creates the hidden or visible sandbox frame (not yet in the document). */
export function sandboxFrame(title: string): HTMLIFrameElement {
  const f = document.createElement('iframe');
  f.setAttribute('sandbox', 'allow-scripts');
  f.setAttribute('title', title);
  f.setAttribute('referrerpolicy', 'no-referrer');
  f.src = SANDBOX_FRAME_URL;
  return f;
}
