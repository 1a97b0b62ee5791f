/** What the page keeps in localStorage: the drawing, plus the few view settings worth restoring. */
export const SCENE_KEY = 'devbench:excalidraw:scene';

export interface SavedScene {
  elements: readonly Record<string, unknown>[];
  appState: Record<string, unknown>;
  files: Record<string, unknown>;
}

/** App state fields that are kept across reloads; the rest (selection, open dialogs, tool) is not. */
export const KEPT_APP_STATE = [
  'viewBackgroundColor',
  'gridSize',
  'gridModeEnabled',
  'scrollX',
  'scrollY',
  'zoom',
  'currentItemStrokeColor',
  'currentItemBackgroundColor',
  'currentItemFontFamily',
  'currentItemRoughness',
  'currentItemStrokeWidth',
] as const;

export function pickAppState(appState: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of KEPT_APP_STATE) if (appState[key] !== undefined) out[key] = appState[key];
  return out;
}

/** A scene from data read back (storage or a share link); anything malformed counts as no scene. */
export function sceneOf(value: unknown): SavedScene | null {
  const data = value as Partial<SavedScene> | null;
  if (!data || typeof data !== 'object' || !Array.isArray(data.elements)) return null;
  return {
    elements: data.elements.filter(
      (e): e is Record<string, unknown> =>
        typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'string' && !(e as { isDeleted?: unknown }).isDeleted,
    ),
    appState: data.appState && typeof data.appState === 'object' ? pickAppState(data.appState) : {},
    files: data.files && typeof data.files === 'object' ? data.files : {},
  };
}

/** Reads a saved scene; anything malformed counts as no scene rather than breaking the editor. */
export function parseScene(json: string | null): SavedScene | null {
  if (!json) return null;
  try {
    return sceneOf(JSON.parse(json));
  } catch {
    return null;
  }
}

/**
 * A share link holds the scene in its fragment, as every tool's state does (src/lib/url-state.ts):
 * `#` + encodeURIComponent(JSON.stringify({ scene })).
 */
export function sceneFromState(state: Record<string, unknown> | null): SavedScene | null {
  return state ? sceneOf(state.scene) : null;
}

/** A scene as it is saved and shared: its live elements, the app state worth keeping, and only the files they use. */
export function savedScene(
  elements: readonly Record<string, unknown>[],
  appState: Record<string, unknown>,
  files: Record<string, unknown>,
): SavedScene {
  const live = elements.filter((e) => !e.isDeleted);
  return { elements: live, appState: pickAppState(appState), files: usedFiles(live, files) };
}

/** Only images still used by a live element are saved, so deleted pictures do not fill the quota. */
export function usedFiles(elements: readonly Record<string, unknown>[], files: Record<string, unknown>): Record<string, unknown> {
  const used: Record<string, unknown> = {};
  for (const el of elements) {
    const id = el.fileId;
    if (typeof id === 'string' && files[id]) used[id] = files[id];
  }
  return used;
}
