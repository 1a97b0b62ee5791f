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

/** A point of a stroke, in pixels from the drawing area's top left corner. */
export interface StrokePoint {
  x: number;
  y: number;
}

/** What a pointer drew on the static frame before the editor was there: the tool chosen then, and its points. */
export interface EarlyStroke {
  tool: string;
  points: readonly StrokePoint[];
}

/** The editor's view and current style (its app state), as much of it as drawing a stroke again needs. */
export interface StrokeView {
  scrollX: number;
  scrollY: number;
  zoom: { value: number };
  currentItemStrokeColor: string;
  currentItemBackgroundColor: string;
  currentItemFillStyle: string;
  currentItemStrokeWidth: number;
  currentItemStrokeStyle: string;
  currentItemRoughness: number;
  currentItemOpacity: number;
  currentItemRoundness: string;
  currentItemStartArrowhead: string | null;
  currentItemEndArrowhead: string | null;
}

/** Excalidraw's roundness types (its ROUNDNESS): corners of rectangles, and curves of diamonds and lines. */
const ADAPTIVE_RADIUS = 3;
const PROPORTIONAL_RADIUS = 2;

/**
 * The element the editor would have made of this stroke with its tool (the partial form its restoreElements
 * completes), in scene coordinates at the editor's scroll and zoom; null for a tool that draws nothing by dragging
 * (the selection, text) or a stroke that did not move. As the editor does: a shape spans the box from where the
 * pointer went down to where it came up, a line or an arrow goes from one to the other, and a free-hand stroke
 * keeps every point.
 */
export function earlyStrokeElement(stroke: EarlyStroke, view: StrokeView): Record<string, unknown> | null {
  const zoom = view.zoom.value || 1;
  const pts = stroke.points.map((p) => ({ x: p.x / zoom - view.scrollX, y: p.y / zoom - view.scrollY }));
  if (pts.length < 2) return null;
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (pts.every((p) => p.x === first.x && p.y === first.y)) return null;
  const round = view.currentItemRoundness === 'round';
  const style = {
    strokeColor: view.currentItemStrokeColor,
    backgroundColor: view.currentItemBackgroundColor,
    fillStyle: view.currentItemFillStyle,
    strokeWidth: view.currentItemStrokeWidth,
    strokeStyle: view.currentItemStrokeStyle,
    roughness: view.currentItemRoughness,
    opacity: view.currentItemOpacity,
  };
  switch (stroke.tool) {
    case 'rectangle':
    case 'diamond':
    case 'ellipse':
      return {
        type: stroke.tool,
        x: Math.min(first.x, last.x),
        y: Math.min(first.y, last.y),
        width: Math.abs(last.x - first.x),
        height: Math.abs(last.y - first.y),
        ...style,
        roundness: !round || stroke.tool === 'ellipse' ? null : { type: stroke.tool === 'rectangle' ? ADAPTIVE_RADIUS : PROPORTIONAL_RADIUS },
      };
    case 'line':
    case 'arrow':
      return {
        type: stroke.tool,
        x: first.x,
        y: first.y,
        points: [
          [0, 0],
          [last.x - first.x, last.y - first.y],
        ],
        ...style,
        roundness: round ? { type: PROPORTIONAL_RADIUS } : null,
        ...(stroke.tool === 'arrow' ? { startArrowhead: view.currentItemStartArrowhead, endArrowhead: view.currentItemEndArrowhead } : {}),
      };
    case 'freedraw': {
      const xs = pts.map((p) => p.x);
      const ys = pts.map((p) => p.y);
      return {
        type: 'freedraw',
        x: first.x,
        y: first.y,
        width: Math.max(...xs) - Math.min(...xs),
        height: Math.max(...ys) - Math.min(...ys),
        points: pts.map((p) => [p.x - first.x, p.y - first.y]),
        pressures: [],
        simulatePressure: true,
        ...style,
        backgroundColor: 'transparent',
        roundness: null,
      };
    }
    default:
      return null;
  }
}
