'use client';

import { Button, Group } from '@mantine/core';
import { IconPhotoScan } from '@tabler/icons-react';
import Link from 'next/link';
import { useState, type ClipboardEvent } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { DropPane } from '@/components/kit/DropPane';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CheckField, SelectField, TextField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import type { ToolError } from '@/lib/result';
import type { ToolSlug } from '@/registry/tools';
import {
  BARCODE_TYPES,
  BARCODES,
  checkDigit,
  describeCheckDigit,
  isBarcodeType,
  type BarcodeOptions,
  type BarcodeType,
  type ReadAnswer,
  type RenderedBarcode,
} from './barcode.core';

const SLUG: ToolSlug = 'barcode';

const defaults = {
  input: BARCODES.code128.sample,
  type: 'code128',
  scale: 2,
  height: 15,
  showText: true,
  checkType: 'ean13',
  check: '',
};

const TYPE_CHOICES = BARCODE_TYPES.map((t) => ({ value: t, label: BARCODES[t].label }));
const SCALES = [1, 2, 3, 4, 5, 6, 8, 10];
const SCALE_CHOICES = SCALES.map((s) => ({ value: String(s), label: `${s} px` }));
const HEIGHTS = [5, 8, 10, 15, 20, 25, 30, 40, 50];
const HEIGHT_CHOICES = HEIGHTS.map((h) => ({ value: String(h), label: `${h} mm` }));
const CHECK_TYPES = (['ean13', 'upca', 'itf14'] as const).map((t) => ({ value: t, label: BARCODES[t].label }));

type Decoded =
  | { status: 'idle' }
  | { status: 'reading'; name: string }
  | { status: 'done'; name: string; answer: ReadAnswer }
  | { status: 'error'; message: string };

const pick = <T extends number>(value: unknown, list: readonly T[], fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

export default function BarcodeTool() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const type: BarcodeType = isBarcodeType(state.type) ? state.type : 'code128';
  const info = BARCODES[type];
  const options: BarcodeOptions = {
    scale: pick(state.scale, SCALES, 2),
    height: pick(state.height, HEIGHTS, 15),
    showText: state.showText !== false,
  };

  const drawer = useWorkerRunner<{ type: BarcodeType; text: string; options: BarcodeOptions }, RenderedBarcode>(
    () => new Worker(new URL('./barcode.worker.ts', import.meta.url)),
  );
  const drawing = useToolRun<RenderedBarcode>({
    deps: [type, state.input, options.scale, options.height, options.showText],
    delay: 120,
    enabled: mounted,
    worker: drawer,
    run: () => drawer.run({ type, text: state.input, options }),
  });
  const current = drawing.pending ? null : drawing.result;
  const error: ToolError | null = current && !current.ok ? current.error : null;
  const code = current?.ok ? current.value : null;

  const reader = useWorkerRunner<{ file: Blob; name: string }, ReadAnswer>(() => new Worker(new URL('./barcode-read.worker.ts', import.meta.url)), {
    timeoutMs: 60_000,
  });
  const [decoded, setDecoded] = useState<Decoded>({ status: 'idle' });

  const readImage = async (file: Blob, name: string) => {
    if (file.type && !file.type.startsWith('image/')) {
      setDecoded({ status: 'error', message: `"${name}" is not an image (${file.type}): open a PNG, JPEG, GIF, WebP or BMP picture of a barcode` });
      return;
    }
    setDecoded({ status: 'reading', name });
    try {
      const r = await reader.run({ file, name });
      setDecoded(r.ok ? { status: 'done', name, answer: r.value } : { status: 'error', message: r.error.message });
    } catch {
      // Cancelled by a newer image: its answer replaces this one.
    }
  };

  const onPaste = (e: ClipboardEvent) => {
    const file = Array.from(e.clipboardData.files).find((f) => f.type.startsWith('image/'));
    if (file) {
      e.preventDefault();
      void readImage(file, 'pasted image');
    }
  };

  const downloadPng = async () => {
    if (!code) return;
    const url = URL.createObjectURL(new Blob([code.svg], { type: 'image/svg+xml' }));
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = code.width;
      canvas.height = code.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, code.width, code.height);
      ctx.drawImage(img, 0, 0, code.width, code.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (blob) await downloadBlob(blob, `${type}.png`, 'image/png');
    } finally {
      URL.revokeObjectURL(url);
    }
  };

  const checkType: BarcodeType = state.checkType === 'upca' || state.checkType === 'itf14' ? state.checkType : 'ean13';
  const checked = state.check.trim() === '' ? null : checkDigit(checkType, state.check);

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={drawing.pending || undefined}>
      <div className={classes.options}>
        <SelectField label="Type" value={type} data={TYPE_CHOICES} onChange={(t) => update({ type: t })} />
        <SelectField label="Module size" value={String(options.scale)} data={SCALE_CHOICES} onChange={(s) => update({ scale: Number(s) })} />
        {info.linear && (
          <>
            <SelectField label="Bar height" value={String(options.height)} data={HEIGHT_CHOICES} onChange={(h) => update({ height: Number(h) })} />
            <CheckField label="Text under the bars" checked={options.showText} onChange={(showText) => update({ showText })} />
          </>
        )}
      </div>
      <div className={classes.panes}>
        <section aria-label="Input pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Input</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: info.sample })} />
              <ClearButton onClick={() => update({ input: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor label="Input" value={state.input} onChange={(input) => update({ input })} placeholder="Data to encode" height={120} wrap />
          <p className={classes.status}>
            {info.label} takes {info.accepts}.
            {type === 'qr' && (
              <>
                {' '}
                For error-correction levels, colours, Wi-Fi and contact codes, use the <Link href="/qr-code/generator/">QR Code Generator</Link>.
              </>
            )}
          </p>
          <ErrorPanel error={error} />
        </section>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Barcode</h2>
            <Group gap={6}>
              <CopyButton text={code?.svg ?? ''} label="Copy SVG" disabled={!code} />
              <Button
                size="compact-sm"
                variant="default"
                disabled={!code}
                onClick={() => code && void downloadBlob(code.svg, `${type}.svg`, 'image/svg+xml')}
              >
                Download SVG
              </Button>
              <Button size="compact-sm" variant="default" disabled={!code} onClick={() => void downloadPng()}>
                Download PNG
              </Button>
            </Group>
          </div>
          <div
            role="img"
            aria-label={code ? `${info.label} barcode` : 'Barcode'}
            data-barcode={code ? type : undefined}
            style={{ maxWidth: '100%', overflowX: 'auto', lineHeight: 0, minHeight: 60 }}
            // The SVG is bwip-js's drawing of validated data: markup we made (text is drawn as paths), never user HTML.
            dangerouslySetInnerHTML={code ? { __html: code.svg } : undefined}
          />
          <p className={classes.status} aria-live="polite">
            {code ? `${info.label} · ${code.width}×${code.height} px` : drawing.pending ? 'rendering…' : ''}
          </p>
        </section>
      </div>
      <section aria-label="Check digit" style={{ marginTop: 16 }}>
        <h2 className={classes.paneTitle}>Check digit</h2>
        <div className={classes.options}>
          <SelectField label="Number type" value={checkType} data={CHECK_TYPES} onChange={(t) => update({ checkType: t })} />
          <TextField label="Number" value={state.check} onChange={(check) => update({ check })} width={220} />
        </div>
        <p
          className={classes.status}
          aria-label="Check digit result"
          style={checked && (!checked.ok || checked.value.valid === false) ? { color: 'var(--mantine-color-red-text)' } : undefined}
        >
          {checked === null
            ? `Type ${checkType === 'upca' ? 11 : checkType === 'itf14' ? 13 : 12} digits to get the check digit, or the full number to verify it.`
            : checked.ok
              ? describeCheckDigit(checkType, checked.value)
              : checked.error.message}
        </p>
      </section>
      <DropPane label="Read a barcode" onFile={(file) => void readImage(file, file.name)}>
        <div onPaste={onPaste} style={{ marginTop: 16 }}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Read barcodes and QR codes from an image</h2>
            <Group gap={6}>
              <OpenFileButton
                label="Open image"
                icon={<IconPhotoScan size={14} />}
                accept="image/*"
                onFile={(file) => void readImage(file, file.name)}
              />
              {decoded.status === 'done' && decoded.answer.codes.length > 0 && (
                <CopyButton text={decoded.answer.codes.map((c) => c.text).join('\n')} />
              )}
            </Group>
          </div>
          <p className={classes.status}>Open, drop or paste (Ctrl+V here) a picture: it is read in your browser, never uploaded.</p>
          {decoded.status === 'reading' && <p className={classes.status}>Reading {decoded.name}…</p>}
          {decoded.status === 'error' && <ErrorPanel error={{ message: decoded.message }} />}
          {decoded.status === 'done' &&
            (decoded.answer.none !== null ? (
              <ErrorPanel error={{ message: decoded.answer.none }} />
            ) : (
              <ul aria-label="Codes found" style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
                {decoded.answer.codes.map((c, i) => (
                  <li key={i} style={{ marginBottom: 8 }}>
                    <strong>{c.format}</strong>
                    <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: '4px 0', fontSize: 14 }}>{c.text}</pre>
                  </li>
                ))}
              </ul>
            ))}
        </div>
      </DropPane>
    </div>
  );
}
