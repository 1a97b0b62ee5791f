'use client';

import { Button, Group, Loader, useComputedColorScheme } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { useHydrated } from '@/components/kit/use-hydrated';
import type { ToolError } from '@/lib/result';
import { safeStorage } from '@/lib/storage';
import type * as CanvasModule from './ExcalidrawCanvas';
import { parseScene, pickAppState, SCENE_KEY, usedFiles, type SavedScene } from './excalidraw.scene';
import { keepFontsLocal } from './local-fonts';
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
  const [initial, setInitial] = useState<SavedScene | null>(null);
  const [count, setCount] = useState(0);
  const [error, setError] = useState<ToolError | null>(null);
  const [status, setStatus] = useState('Loading the Excalidraw editor…');
  const apiRef = useRef<CanvasModule.ExcalidrawApi | null>(null);
  const pendingRef = useRef<SavedScene | null>(null);
  const timerRef = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timerRef.current);
    const scene = pendingRef.current;
    if (!scene) return;
    pendingRef.current = null;
    if (!safeStorage.set(SCENE_KEY, JSON.stringify(scene)))
      setStatus('The drawing is too large to keep in this browser’s storage; export it to keep a copy.');
  }, []);

  useEffect(() => {
    // Fonts come from the site itself (scripts/copy-vendor.mjs), never from Excalidraw's CDN; this
    // must be set before the editor's code runs.
    window.EXCALIDRAW_ASSET_PATH = '/vendor/excalidraw/';
    keepFontsLocal();
    let cancelled = false;
    // Loaded after the first paint so the page shell and toolbar appear at once.
    const timer = window.setTimeout(() => {
      import('./ExcalidrawCanvas')
        .then((m) => {
          if (cancelled) return;
          const saved = parseScene(safeStorage.get(SCENE_KEY));
          setInitial(saved ?? { elements: [], appState: {}, files: {} });
          setCount(saved?.elements.filter((e) => !e.isDeleted).length ?? 0);
          setMod(m);
          setStatus('Your drawing is saved in this browser as you work.');
        })
        .catch((e: unknown) => !cancelled && setError({ message: `The editor could not load: ${errorOf(e).message}` }));
    }, 0);
    window.addEventListener('pagehide', flush);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const onChange = useCallback<CanvasProps['onChange']>(
    (elements, appState, files) => {
      const live = elements.filter((e) => !e.isDeleted) as unknown as Record<string, unknown>[];
      setCount(live.length);
      pendingRef.current = {
        elements: live,
        appState: pickAppState(appState as unknown as Record<string, unknown>),
        files: usedFiles(live, files as unknown as Record<string, unknown>),
      };
      window.clearTimeout(timerRef.current);
      timerRef.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  const scene = () => {
    const api = apiRef.current;
    if (!api || !mod) return null;
    return { elements: mod.getNonDeletedElements(api.getSceneElements()), appState: api.getAppState(), files: api.getFiles() };
  };

  const exportPng = async () => {
    const s = scene();
    if (!s || !mod) return;
    try {
      const blob = await mod.exportToBlob({ ...s, appState: { ...s.appState, exportBackground: true }, mimeType: 'image/png', exportPadding: 16 });
      downloadBlob(blob, 'drawing.png', 'image/png');
      setError(null);
    } catch (e) {
      setError({ message: `PNG export failed: ${errorOf(e).message}` });
    }
  };

  const exportSvg = async () => {
    const s = scene();
    if (!s || !mod) return;
    try {
      const svg = await mod.exportToSvg({ ...s, appState: { ...s.appState, exportBackground: true }, exportPadding: 16 });
      downloadBlob(`<?xml version="1.0" encoding="UTF-8"?>\n${svg.outerHTML}`, 'drawing.svg', 'image/svg+xml');
      setError(null);
    } catch (e) {
      setError({ message: `SVG export failed: ${errorOf(e).message}` });
    }
  };

  const clear = () => {
    const api = apiRef.current;
    if (!api || !mod) return;
    // Recorded in the editor's history, so Ctrl+Z (Cmd+Z) brings the drawing back.
    api.updateScene({ elements: [], captureUpdate: mod.CaptureUpdateAction.IMMEDIATELY });
    setStatus('Cleared. Press Ctrl+Z (Cmd+Z on a Mac) in the editor to undo.');
  };

  const Canvas = mod?.default as ComponentType<CanvasProps> | undefined;

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={classes.paneHeader}>
        <h2 className={classes.paneTitle}>Drawing</h2>
        <Group gap={6}>
          <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} />} disabled={!mod || count === 0} onClick={exportPng}>
            Export PNG
          </Button>
          <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} />} disabled={!mod || count === 0} onClick={exportSvg}>
            Export SVG
          </Button>
          <Button size="compact-sm" variant="default" leftSection={<IconTrash size={14} />} disabled={!mod || count === 0} onClick={clear}>
            Clear
          </Button>
        </Group>
      </div>
      <ErrorPanel error={error} />
      <section
        aria-label="Drawing canvas"
        style={{
          height: '70vh',
          minHeight: 420,
          position: 'relative',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        {Canvas && initial ? (
          <Canvas
            initialData={{ elements: initial.elements, appState: initial.appState, files: initial.files } as CanvasProps['initialData']}
            onApi={(api) => {
              apiRef.current = api;
            }}
            onChange={onChange}
            theme={dark ? 'dark' : 'light'}
          />
        ) : (
          <Group justify="center" align="center" h="100%" gap="xs">
            {!error && <Loader size="sm" />}
            <span>{error ? 'The editor is unavailable.' : 'Loading the editor…'}</span>
          </Group>
        )}
      </section>
      <div className={classes.status} aria-live="polite">
        {status} {mod ? `· ${count} element${count === 1 ? '' : 's'}` : ''}
      </div>
    </div>
  );
}
