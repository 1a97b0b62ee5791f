/**
 * The editors start as plain textareas (prerendered, instantly usable, no JavaScript cost on load)
 * and become CodeMirror on the first interaction with the tool, so CodeMirror's ~100 KB never counts
 * against first load. This tiny store tells every editor of the page when to upgrade.
 */
import type * as CodeMirrorSetup from './codemirror-setup';

type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let modulePromise: Promise<typeof CodeMirrorSetup> | null = null;

export function loadCodeMirror() {
  return (modulePromise ??= import('./codemirror-setup'));
}

export function requestEditorUpgrade() {
  if (requested) return;
  requested = true;
  void loadCodeMirror();
  for (const l of listeners) l();
}

/**
 * Spread on a tool's root element: the first pointer, focus or key anywhere in it upgrades its editors (capture
 * phase, so it runs before the editor's own handlers).
 */
export const upgradeEditorsOnUse = {
  onPointerDownCapture: requestEditorUpgrade,
  onFocusCapture: requestEditorUpgrade,
  onKeyDownCapture: requestEditorUpgrade,
} as const;

export function isUpgradeRequested() {
  return requested;
}

export function onUpgradeRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
