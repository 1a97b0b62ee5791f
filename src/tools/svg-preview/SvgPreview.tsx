'use client';

import { DropPane } from '@/components/kit/DropPane';
import { Button, Group, SegmentedControl, Textarea } from '@mantine/core';
import { IconDownload, IconPhoto, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import { formatBytes, utf8Length } from '@/lib/text-stats';
import {
  addMissingNamespaces,
  describeSaving,
  optimizeSvg,
  parseSvg,
  pngSize,
  sanitizeSvg,
  svgDataUri,
  type DomApi,
  type Purifier,
  type SvgInfo,
} from './svg-preview.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'svg-preview';
const sample = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4f9cf9"/>
      <stop offset="1" stop-color="#b8e0ff"/>
    </linearGradient>
  </defs>
  <!-- A hill under a sun -->
  <rect width="240" height="160" rx="16" fill="url(#sky)"/>
  <circle cx="180" cy="48" r="22" fill="#ffd43b" stroke="#fab005" stroke-width="4"/>
  <path d="M0 130 Q 70 70 140 120 T 240 110 V 160 H 0 Z" fill="#2f9e44"/>
  <text x="16" y="34" font-family="sans-serif" font-size="18" fill="#fff">Hello, SVG</text>
</svg>`;

const defaults = { input: sample, background: 'checker', scale: '2', encoding: 'base64' };
const backgrounds = [
  { value: 'checker', label: 'Checkerboard' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
const backgroundCss: Record<string, string> = {
  checker: 'repeating-conic-gradient(#d0d4d9 0% 25%, #ffffff 0% 50%) 50% / 20px 20px',
  light: '#ffffff',
  dark: '#1a1b1e',
};
const scales = ['0.5', '1', '2', '3', '4', '8'].map((s) => ({ value: s, label: `${s}×` }));

let purifier: Promise<Purifier> | null = null;
/** DOMPurify loads with the island's first preview and is created once for this window. */
const loadPurifier = () => (purifier ??= import('dompurify').then((m) => m.default(window) as unknown as Purifier));

interface View {
  /** The text that was previewed (input plus any namespace fixes). */
  source: string;
  /** Sanitised SVG as a base64 data URI: what the <img> shows and the PNG is drawn from. */
  previewUri: string;
  info: SvgInfo;
  removed: string[];
  added: string[];
}

export default function SvgPreview() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [view, setView] = useState<View | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [optimised, setOptimised] = useState<{ from: string; source: string; data: string } | null>(null);
  const [actionError, setActionError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState<'optimise' | 'png' | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const dom: DomApi = { DOMParser: window.DOMParser, XMLSerializer: window.XMLSerializer };
      const { text, added } = addMissingNamespaces(state.input);
      const parsed = parseSvg(text, dom);
      if (!parsed.ok) {
        if (!cancelled) {
          setError(parsed.error);
          setView(null);
        }
        return;
      }
      // The built-in sample is our own markup and needs no cleaning; anything else (typed, opened, restored
      // from a link or from storage) goes through DOMPurify before it is drawn. Skipping it for the sample
      // keeps DOMPurify out of the first page load.
      let svg = new dom.XMLSerializer().serializeToString(parsed.value.doc.documentElement);
      let removed: string[] = [];
      if (state.input !== sample) {
        const purify = await loadPurifier();
        if (cancelled) return;
        const clean = sanitizeSvg(parsed.value.doc, purify, dom);
        if (!clean.ok) {
          setError(clean.error);
          setView(null);
          return;
        }
        svg = clean.value.svg;
        removed = clean.value.removed;
      }
      if (cancelled) return;
      setError(null);
      setView({ source: text, previewUri: svgDataUri(svg), info: parsed.value.info, removed, added });
    }, 150);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [state.input]);

  /** First interaction: load the editor and the sanitiser, so a paste is previewed without a wait. */
  const activate = () => {
    requestEditorUpgrade();
    void loadPurifier();
  };

  const readFile = async (file: File) => {
    requestEditorUpgrade();
    update({ input: await file.text() });
  };

  const optimise = async () => {
    setBusy('optimise');
    setActionError(null);
    try {
      const { optimize } = await import('svgo/browser');
      const source = addMissingNamespaces(state.input).text;
      const r = optimizeSvg(source, optimize);
      if (r.ok) setOptimised({ from: state.input, source, data: r.value });
      else setActionError(r.error);
    } catch (e) {
      setActionError({ message: `The optimiser could not be loaded: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setBusy(null);
    }
  };

  const downloadPng = async () => {
    if (!view) return;
    setActionError(null);
    const size = pngSize(view.info, Number(state.scale));
    if (!size.ok) {
      setActionError(size.error);
      return;
    }
    setBusy('png');
    try {
      const img = new Image();
      img.src = view.previewUri;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size.value.width;
      canvas.height = size.value.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('this browser gave no 2D canvas');
      ctx.drawImage(img, 0, 0, size.value.width, size.value.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('the canvas could not be encoded as PNG');
      downloadBlob(blob, 'image.png', 'image/png');
    } catch (e) {
      setActionError({ message: `The PNG could not be made: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setBusy(null);
    }
  };

  const current = optimised && optimised.from === state.input ? optimised : null;
  const dataUri = view ? svgDataUri(view.source, state.encoding === 'url' ? 'url' : 'base64') : '';
  const info = view?.info;

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined} onPointerDownCapture={activate} onFocusCapture={activate} onKeyDownCapture={activate}>
      <div className={classes.options}>
        <SegmentedControl
          aria-label="Preview background"
          value={state.background}
          data={backgrounds}
          onChange={(background) => update({ background })}
        />
      </div>
      <div className={classes.panes}>
        <DropPane label="Input pane" onFile={(file) => void readFile(file)}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>SVG</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: sample })} />
              <OpenFileButton onFile={readFile} accept=".svg,image/svg+xml" />
              <ClearButton onClick={() => update({ input: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={(input) => update({ input })}
            language="xml"
            placeholder="Paste SVG markup, or drop an .svg file"
          />
          <ErrorPanel error={error} />
        </DropPane>
        <section aria-label="Preview pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Preview</h2>
          </div>
          <div
            role="region"
            aria-label="Preview"
            style={{
              height: 360,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'auto',
              borderRadius: 4,
              border: '1px solid var(--mantine-color-default-border)',
              background: backgroundCss[state.background] ?? backgroundCss.checker,
            }}
          >
            {view && info && (
              // eslint-disable-next-line @next/next/no-img-element -- a data: URI of the user's SVG; next/image cannot optimise it
              <img
                src={view.previewUri}
                alt="SVG preview"
                width={Math.max(1, Math.round(info.width))}
                height={Math.max(1, Math.round(info.height))}
                style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              />
            )}
          </div>
          <div className={classes.status} aria-live="polite">
            {view && info
              ? `${formatBytes(utf8Length(state.input))} · ${Math.round(info.width * 100) / 100} × ${Math.round(info.height * 100) / 100} px${
                  info.sizeFrom === 'viewBox' ? ' (from the viewBox)' : info.sizeFrom === 'default' ? ' (no size given: browser default)' : ''
                } · ${info.elements} elements`
              : ''}
          </div>
          {view && view.added.length > 0 && (
            <p style={{ fontSize: 13, margin: '4px 0' }}>Added the missing {view.added.join(' and ')} declaration for the preview and the exports.</p>
          )}
          {view && view.removed.length > 0 && (
            <p style={{ fontSize: 13, margin: '4px 0' }} role="note">
              Left out of the preview for safety: {view.removed.join(', ')}.
            </p>
          )}
        </section>
      </div>

      <h2 className={classes.paneTitle} style={{ marginTop: 20 }}>
        Optimise and export
      </h2>
      <Group gap="sm" mt={8} align="end">
        <Button variant="default" leftSection={<IconSparkles size={16} />} onClick={optimise} loading={busy === 'optimise'} disabled={!view}>
          Optimise with SVGO
        </Button>
        <div>
          <div style={{ fontSize: 14, fontWeight: 500, marginBottom: 4 }} id="svg-png-scale">
            PNG scale
          </div>
          <SegmentedControl aria-labelledby="svg-png-scale" value={state.scale} data={scales} onChange={(scale) => update({ scale })} />
        </div>
        <Button variant="default" leftSection={<IconPhoto size={16} />} onClick={downloadPng} loading={busy === 'png'} disabled={!view}>
          Download PNG
        </Button>
      </Group>
      {view && info && (
        <p className={classes.status}>
          PNG size at {state.scale}×:{' '}
          {pngSize(info, Number(state.scale)).ok
            ? `${Math.round(info.width * Number(state.scale))} × ${Math.round(info.height * Number(state.scale))} px`
            : 'too large'}
        </p>
      )}
      <ErrorPanel error={actionError} />
      {current && (
        <div style={{ marginTop: 8 }}>
          <p style={{ fontSize: 14, margin: '0 0 6px' }} aria-label="Optimisation result">
            Optimised: {describeSaving(current.source, current.data)}
          </p>
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={() => downloadBlob(current.data, 'optimised.svg', 'image/svg+xml')}
            >
              Download optimised SVG
            </Button>
            <CopyButton text={current.data} label="Copy optimised SVG" />
            <Button size="compact-sm" variant="default" onClick={() => update({ input: current.data })}>
              Use optimised in the editor
            </Button>
          </Group>
        </div>
      )}

      <Group justify="space-between" align="end" mt="lg" mb={4}>
        <h2 className={classes.paneTitle}>Data URI</h2>
        <Group gap={6}>
          <SegmentedControl
            size="xs"
            aria-label="Data URI encoding"
            value={state.encoding}
            data={[
              { value: 'base64', label: 'Base64' },
              { value: 'url', label: 'URL-encoded' },
            ]}
            onChange={(encoding) => update({ encoding })}
          />
          <CopyButton text={dataUri} label="Copy data URI" disabled={!dataUri} />
        </Group>
      </Group>
      <Textarea
        aria-label="Data URI"
        value={dataUri}
        readOnly
        rows={5}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12, wordBreak: 'break-all' } }}
      />
      <p className={classes.status}>{dataUri ? `${formatBytes(dataUri.length)}; use it as an <img> src or in CSS url("…").` : ''}</p>
    </div>
  );
}
