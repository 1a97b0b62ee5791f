/**
 * The editors start as plain textareas (prerendered, instantly usable, no JavaScript cost on load) and become
 * CodeMirror once the visitor has used the tool and paused, so CodeMirror's ~100 KB never counts against first load
 * and its loading and set-up (about a second of a phone's CPU) never stand between a first tap or paste and its
 * answer: that answer is shown in the textareas. A file opened or a text too long for a textarea upgrades at once.
 * This tiny store tells every editor of the page when to upgrade.
 */
import { whenIdle } from '@/lib/idle-prepare';
import type * as CodeMirrorSetup from './codemirror-setup';

type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let modulePromise: Promise<typeof CodeMirrorSetup> | null = null;

export function loadCodeMirror() {
  return (modulePromise ??= import('./codemirror-setup'));
}

/** Upgrades the page's editors now. */
export function requestEditorUpgrade() {
  if (requested) return;
  requested = true;
  window.clearTimeout(quietTimer);
  void loadCodeMirror();
  for (const l of listeners) l();
}

/** How long the visitor's pause must be (no press, key or input in the tool) before the editors upgrade. */
export const UPGRADE_PAUSE_MS = 600;
let quietTimer = 0;

/** Upgrades the page's editors once the visitor pauses: this use (and its answer) first, then CodeMirror, when idle. */
function upgradeAfterPause() {
  if (requested) return;
  window.clearTimeout(quietTimer);
  quietTimer = window.setTimeout(() => whenIdle(requestEditorUpgrade, 1000, 0), UPGRADE_PAUSE_MS);
}

/**
 * Spread on a tool's root element: a pointer, focus, key or input anywhere in it upgrades its editors once the visitor
 * pauses (capture phase, so it runs before the editor's own handlers).
 */
export const upgradeEditorsOnUse = {
  onPointerDownCapture: upgradeAfterPause,
  onFocusCapture: upgradeAfterPause,
  onKeyDownCapture: upgradeAfterPause,
  onInputCapture: upgradeAfterPause,
} as const;

export function isUpgradeRequested() {
  return requested;
}

export function onUpgradeRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
