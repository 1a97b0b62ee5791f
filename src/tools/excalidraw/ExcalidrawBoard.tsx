'use client';

import { Button, Group, useComputedColorScheme } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { ShareButton } from '@/components/kit/ToolActions';
import classes from '@/components/kit/kit.module.css';
import { useHydrated } from '@/components/kit/use-hydrated';
import type { ToolError } from '@/lib/result';
import { safeStorage } from '@/lib/storage';
import { decodeStateFragment } from '@/lib/url-state';
import type * as CanvasModule from './ExcalidrawCanvas';
import { parseScene, savedScene, SCENE_KEY, sceneFromState, type SavedScene } from './excalidraw.scene';
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
    window.addEventListener('pagehide', flush);
    return () => {
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
  }, []);

  /** The first pointer, key, focus or touch in the drawing area opens the editor; a tool chosen meanwhile is kept. */
  const open = useCallback(
    (chosen?: ToolType) => {
      if (chosen) setTool(chosen);
      load();
    },
    [load],
  );

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
              onPointerDown: () => open(),
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
          <StaticCanvas scene={initial} loading={loading} failed={!!error} dark={dark} onOpen={open} />
        )}
      </section>
      <div className={classes.status} aria-live="polite">
        {status} {initial ? `· ${count} element${count === 1 ? '' : 's'}` : ''}
      </div>
    </div>
  );
}
