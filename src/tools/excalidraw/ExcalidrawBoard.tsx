'use client';

import { Button, Group, useComputedColorScheme } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { ShareButton } from '@/components/kit/ToolActions';
import classes from '@/components/kit/kit.module.css';
import { useHydrated } from '@/components/kit/use-hydrated';
import type { ToolError } from '@/lib/result';
import { safeStorage } from '@/lib/storage';
import { decodeStateFragment, PRIVATE_FRAGMENT } from '@/lib/url-state';
import type * as CanvasModule from './ExcalidrawCanvas';
import {
  earlyStrokeElement,
  parseScene,
  savedScene,
  SCENE_KEY,
  sceneFromState,
  type EarlyStroke,
  type SavedScene,
  type StrokePoint,
  type StrokeView,
} from './excalidraw.scene';
import { keepFontsLocal } from './local-fonts';
import { StaticCanvas, toolOfKey, type ToolType } from './StaticCanvas';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'diagrams/excalidraw';
const SAVE_DELAY_MS = 500;

type Mod = typeof CanvasModule;
type CanvasProps = Parameters<Mod['default']>[0];

declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string | string[];
  }
}

const errorOf = (e: unknown): ToolError => ({ message: e instanceof Error ? e.message : String(e) });

export default function ExcalidrawBoard() {
  const mounted = useHydrated();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark';
  const [mod, setMod] = useState<Mod | null>(null);
  const [loading, setLoading] = useState(false);
  const [initial, setInitial] = useState<SavedScene | null>(null);
  const [count, setCount] = useState(0);
  const [error, setError] = useState<ToolError | null>(null);
  const [status, setStatus] = useState('Your drawing is saved in this browser as you work.');
  const pendingRef = useRef<SavedScene | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  /**
   * Set once loading has begun: the module, and the editor's API once its first scene is loaded (its first
   * onChange: the API exists before the initial data is in, and an export then would be empty).
   */
  const loadRef = useRef<{ mod: Promise<Mod>; api: Promise<CanvasModule.ExcalidrawApi>; onApi: (api: CanvasModule.ExcalidrawApi) => void } | null>(
    null,
  );
  const apiRef = useRef<CanvasModule.ExcalidrawApi | null>(null);
  /** The tool chosen in the static toolbar (or by its key) before the editor was on screen. */
  const [tool, setTool] = useState<ToolType | null>(null);
  const toolRef = useRef<ToolType | null>(null);
  /** Strokes drawn on the static frame, waiting for the editor; and what of them the frame shows meanwhile. */
  const strokesRef = useRef<EarlyStroke[]>([]);
  const [early, setEarly] = useState<StrokePoint[][]>([]);
  /** The editor's module and API, once its first scene is in. */
  const readyRef = useRef<{ m: Mod; api: CanvasModule.ExcalidrawApi } | null>(null);

  /** Draws the strokes made before the editor was there into it, as it would have drawn them (one undo step). */
  const drawEarly = useCallback(() => {
    const ready = readyRef.current;
    if (!ready || strokesRef.current.length === 0) return;
    const { m, api } = ready;
    const view = api.getAppState() as unknown as StrokeView;
    const made = strokesRef.current.map((s) => earlyStrokeElement(s, view)).filter((e) => e !== null);
    strokesRef.current = [];
    setEarly([]);
    if (made.length === 0) return;
    api.updateScene({
      elements: [...api.getSceneElementsIncludingDeleted(), ...m.restoreElements(made as never, null)],
      captureUpdate: m.CaptureUpdateAction.IMMEDIATELY,
    });
  }, []);

  const flush = useCallback(() => {
    window.clearTimeout(timerRef.current);
    const scene = pendingRef.current;
    if (!scene) return;
    pendingRef.current = null;
    if (!safeStorage.set(SCENE_KEY, JSON.stringify(scene)))
      setStatus('The drawing is too large to keep in this browser’s storage; export it to keep a copy.');
  }, []);

  useEffect(() => {
    // The scene of a share link, else the one saved here; shown as a picture until the editor is opened.
    const shared = sceneFromState(decodeStateFragment(window.location.hash));
    const scene = shared ?? parseScene(safeStorage.get(SCENE_KEY)) ?? { elements: [], appState: {}, files: {} };
    if (shared) {
      // The link's scene is now this browser's drawing; a reload shows the later edits, not the link's.
      pendingRef.current = shared;
      flush();
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restored after mount, so hydration matches the prerender
    setInitial(scene);
    setCount(scene.elements.length);
    let live = true;
    // A private link (issue 32): its scene is fetched and decrypted, then replaces what is shown (in the editor too,
    // if it opened meanwhile); the saved drawing stays until then, and stays if the link cannot be opened.
    if (window.location.hash.startsWith(PRIVATE_FRAGMENT)) {
      setStatus('Opening the private link…');
      import('@/components/kit/private-link-client')
        .then((m) => m.openPrivateFragment(window.location.hash))
        .then((state) => {
          if (!live) return;
          const opened = sceneFromState(state);
          if (!opened) throw new Error('The private link does not hold a drawing.');
          pendingRef.current = opened;
          flush();
          history.replaceState(history.state, '', window.location.pathname + window.location.search);
          const api = readyRef.current?.api;
          if (api) api.updateScene({ elements: opened.elements as never });
          else setInitial(opened);
          setCount(opened.elements.length);
          setStatus('Opened the private link; your drawing is saved in this browser as you work.');
        })
        .catch((e: unknown) => live && setStatus(e instanceof Error ? e.message : String(e)));
    }
    window.addEventListener('pagehide', flush);
    return () => {
      live = false;
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** Loads the editor (once); the editor's API once it is on screen. */
  const load = useCallback(() => {
    if (loadRef.current) return loadRef.current;
    // Fonts come from the site itself (scripts/copy-vendor.mjs), never from Excalidraw's CDN; this
    // must be set before the editor's code runs.
    window.EXCALIDRAW_ASSET_PATH = '/vendor/excalidraw/';
    keepFontsLocal();
    setLoading(true);
    let onApi!: (api: CanvasModule.ExcalidrawApi) => void;
    const api = new Promise<CanvasModule.ExcalidrawApi>((resolve) => (onApi = resolve));
    const modPromise = import('./ExcalidrawCanvas');
    loadRef.current = { mod: modPromise, api, onApi };
    void Promise.all([modPromise, api]).then(([m, a]) => {
      readyRef.current = { m, api: a };
      drawEarly();
    });
    modPromise.then(
      (m) => {
        setMod(m);
        setLoading(false);
      },
      (e: unknown) => {
        setLoading(false);
        setError({ message: `The editor could not load: ${errorOf(e).message}` });
      },
    );
    return loadRef.current;
  }, [drawEarly]);

  /** The first pointer, key, focus or touch in the drawing area opens the editor; a tool chosen meanwhile is kept. */
  const open = useCallback(
    (chosen?: ToolType) => {
      if (chosen) {
        toolRef.current = chosen;
        setTool(chosen);
      }
      load();
    },
    [load],
  );

  /**
   * A pointer pressed on the static frame (not on its buttons) while the editor loads: the stroke is followed to its
   * end, shown on the frame, and drawn into the editor with the tool chosen once the editor is there.
   */
  const startStroke = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || (e.target as Element).closest('button')) return;
    const box = e.currentTarget.getBoundingClientRect();
    const at = (ev: { clientX: number; clientY: number }) => ({ x: ev.clientX - box.left, y: ev.clientY - box.top });
    const points = [at(e)];
    const show = () => setEarly((list) => [...list.slice(0, -1), [...points]]);
    setEarly((list) => [...list, [...points]]);
    const move = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return;
      points.push(at(ev));
      show();
    };
    const end = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      // A cancelled pointer was the browser's (a touch that scrolled the page), not a stroke.
      if (ev.type === 'pointercancel') {
        setEarly((list) => list.slice(0, -1));
        return;
      }
      points.push(at(ev));
      show();
      strokesRef.current.push({ tool: toolRef.current ?? 'selection', points });
      drawEarly();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  const onChange = useCallback<CanvasProps['onChange']>(
    (elements, appState, files) => {
      if (apiRef.current) loadRef.current?.onApi(apiRef.current);
      const saved = savedScene(
        elements as unknown as Record<string, unknown>[],
        appState as unknown as Record<string, unknown>,
        files as unknown as Record<string, unknown>,
      );
      setCount(saved.elements.length);
      pendingRef.current = saved;
      window.clearTimeout(timerRef.current);
      timerRef.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  /** The editor's module and its API once its scene is in (loading the editor first if need be). */
  const editor = async () => {
    const { mod: modPromise, api: apiPromise } = load();
    return { m: await modPromise, api: await apiPromise };
  };

  /** The scene on screen (the editor's, once open), with the editor's module for exporting it. */
  const scene = async () => {
    const { m, api } = await editor();
    return { m, elements: m.getNonDeletedElements(api.getSceneElements()), appState: api.getAppState(), files: api.getFiles() };
  };

  const exportPng = async () => {
    try {
      const { m, ...s } = await scene();
      const blob = await m.exportToBlob({ ...s, appState: { ...s.appState, exportBackground: true }, mimeType: 'image/png', exportPadding: 16 });
      downloadBlob(blob, 'drawing.png', 'image/png');
      setError(null);
    } catch (e) {
      setError({ message: `PNG export failed: ${errorOf(e).message}` });
    }
  };

  const exportSvg = async () => {
    try {
      const { m, ...s } = await scene();
      const svg = await m.exportToSvg({ ...s, appState: { ...s.appState, exportBackground: true }, exportPadding: 16 });
      downloadBlob(`<?xml version="1.0" encoding="UTF-8"?>\n${svg.outerHTML}`, 'drawing.svg', 'image/svg+xml');
      setError(null);
    } catch (e) {
      setError({ message: `SVG export failed: ${errorOf(e).message}` });
    }
  };

  /** The drawing as a share link holds it (ShareButton copies the link). */
  const shareState = async () => {
    const { elements, appState, files } = await scene();
    return {
      scene: savedScene(
        elements as unknown as Record<string, unknown>[],
        appState as unknown as Record<string, unknown>,
        files as unknown as Record<string, unknown>,
      ),
    };
  };

  const clear = async () => {
    const { m, api } = await editor();
    // Recorded in the editor's history, so Ctrl+Z (Cmd+Z) brings the drawing back.
    api.updateScene({ elements: [], captureUpdate: m.CaptureUpdateAction.IMMEDIATELY });
    setStatus('Cleared. Press Ctrl+Z (Cmd+Z on a Mac) in the editor to undo.');
  };

  const Canvas = mod?.default as ComponentType<CanvasProps> | undefined;
  const none = !initial || count === 0;

  return (
    // A saved drawing should show on arrival: its key makes the page load its scripts at once (scripts/defer-scripts.mjs).
    <div data-tool={SLUG} data-ready={mounted || undefined} data-saved-state={SCENE_KEY}>
      <div className={classes.paneHeader}>
        <h2 className={classes.paneTitle}>Drawing</h2>
        <Group gap={6}>
          <ShareButton slug={SLUG} state={shareState} disabled={none} />
          <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} />} disabled={none} onClick={exportPng}>
            Export PNG
          </Button>
          <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} />} disabled={none} onClick={exportSvg}>
            Export SVG
          </Button>
          <Button size="compact-sm" variant="default" leftSection={<IconTrash size={14} />} disabled={none} onClick={clear}>
            Clear
          </Button>
        </Group>
      </div>
      <ErrorPanel error={error} />
      <section
        aria-label="Drawing canvas"
        data-editor={Canvas && initial ? 'open' : 'static'}
        // Focusable, so a press on the frame before the page has hydrated is a focus, which the page's loader tells
        // React of once it has (scripts/defer-scripts.mjs): the editor then loads without a second press.
        tabIndex={-1}
        style={{
          height: '70vh',
          minHeight: 420,
          position: 'relative',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          overflow: 'hidden',
        }}
        {...(Canvas
          ? {}
          : {
              onPointerDown: (e: ReactPointerEvent<HTMLElement>) => {
                open();
                startStroke(e);
              },
              onTouchStart: () => open(),
              onFocus: () => open(),
              onKeyDown: (e: KeyboardEvent) => {
                const tool = e.ctrlKey || e.metaKey || e.altKey ? null : toolOfKey(e.key);
                open(tool ?? undefined);
              },
            })}
      >
        {Canvas && initial ? (
          <Canvas
            // The editor starts on the tool chosen before it loaded (its own restore keeps a valid activeTool).
            initialData={
              {
                elements: initial.elements,
                appState: tool ? { ...initial.appState, activeTool: { type: tool } } : initial.appState,
                files: initial.files,
              } as CanvasProps['initialData']
            }
            onApi={(api) => {
              apiRef.current = api;
            }}
            onChange={onChange}
            theme={dark ? 'dark' : 'light'}
          />
        ) : (
          <StaticCanvas scene={initial} strokes={early} loading={loading} failed={!!error} dark={dark} onOpen={open} />
        )}
      </section>
      <div className={classes.status} aria-live="polite">
        {status} {initial ? `· ${count} element${count === 1 ? '' : 's'}` : ''}
      </div>
    </div>
  );
}
