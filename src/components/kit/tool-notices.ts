/**
 * Notices about a tool's saved input (issue 28): a draft kept when a share link replaced it, a save made in another tab,
 * a save that failed, a last input not restored by itself. The tool's state (use-tool-state.ts) raises them and the page's
 * island host shows them (ToolNotices.tsx), outside the island, so every tool has them without code of its own.
 * A plain store rather than React context: the host and the island are in different chunks and trees.
 */
export type NoticeId = 'kept-draft' | 'other-tab' | 'save-failed' | 'not-restored' | 'private-link';

export interface ToolNotice {
  slug: string;
  id: NoticeId;
  text: string;
  /** 'alert' for what puts the input at risk (a failed save); 'status' for the rest. */
  role: 'status' | 'alert';
  /** Buttons; each one closes the notice after it ran. */
  actions: { label: string; run: () => void }[];
}

let notices: readonly ToolNotice[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly ToolNotice[]) {
  notices = next;
  for (const listener of listeners) listener();
}

/** Shows a notice, or replaces the one of the same tool and id (so a notice is never shown twice). */
export function showNotice(notice: ToolNotice) {
  const at = notices.findIndex((n) => n.slug === notice.slug && n.id === notice.id);
  publish(at < 0 ? [...notices, notice] : notices.map((n, i) => (i === at ? notice : n)));
}

export function hideNotice(slug: string, id: NoticeId) {
  if (notices.some((n) => n.slug === slug && n.id === id)) publish(notices.filter((n) => !(n.slug === slug && n.id === id)));
}

export const currentNotices = () => notices;
const noNotices: readonly ToolNotice[] = [];
export const serverNotices = () => noNotices;

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A size in the words a person reads: 900 B, 300 KB, 1.2 MB. */
export function formatSize(chars: number): string {
  if (chars < 1024) return `${chars} B`;
  if (chars < 1024 * 1024) return `${Math.round(chars / 1024)} KB`;
  return `${(chars / 1024 / 1024).toFixed(1)} MB`;
}
