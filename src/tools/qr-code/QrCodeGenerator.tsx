'use client';

import { Button, Group } from '@mantine/core';
import { IconPhotoScan } from '@tabler/icons-react';
import { useMemo, useState, type ClipboardEvent } from 'react';
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
import type { Result, ToolError } from '@/lib/result';
import {
  BLANK_QR_STATE,
  buildPayload,
  colourWarning,
  decodeQr,
  LEVEL_RECOVERY,
  parseHex,
  renderQr,
  sizeNote,
  SIZES,
  type QrLevel,
  type QrRendered,
} from './qr-code.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'qr-code/generator';
const SAMPLE_TEXT = 'https://devbench.example/qr-code/generator/';
const defaults = {
  ...BLANK_QR_STATE,
  text: SAMPLE_TEXT,
  level: 'M',
  size: '256',
  fg: '#000000',
  bg: '#ffffff',
};

const KINDS = [
  { value: 'text', label: 'Text' },
  { value: 'url', label: 'URL' },
  { value: 'wifi', label: 'Wi-Fi' },
  { value: 'vcard', label: 'Contact (vCard)' },
];
const LEVEL_CHOICES = (['L', 'M', 'Q', 'H'] as const).map((l) => ({ value: l, label: `${l} (${LEVEL_RECOVERY[l]} recovery)` }));
const SIZE_CHOICES = SIZES.map((s) => ({ value: String(s), label: `${s} px` }));
const SECURITY = [
  { value: 'WPA', label: 'WPA/WPA2/WPA3' },
  { value: 'WEP', label: 'WEP' },
  { value: 'nopass', label: 'No password' },
];

/** The largest side an image is decoded at: phone photos are scaled down so jsQR stays quick. */
const MAX_DECODE_SIDE = 1600;

async function imagePixels(file: Blob): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_DECODE_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('this browser cannot read images into a canvas');
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { data: ctx.getImageData(0, 0, width, height).data, width, height };
}

type Decoded =
  | { status: 'idle' }
  | { status: 'reading'; name: string }
  | { status: 'done'; name: string; text: string | null }
  | { status: 'error'; message: string };

export default function QrCodeGenerator() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const level = (['L', 'M', 'Q', 'H'].includes(state.level) ? state.level : 'M') as QrLevel;
  const size = Math.min(Math.max(Number(state.size) || 256, 64), 2048);
  const fg = parseHex(state.fg) ? state.fg : '#000000';
  const bg = parseHex(state.bg) ? state.bg : '#ffffff';
  const payload = useMemo(() => buildPayload(state), [state]);
  const [decoded, setDecoded] = useState<Decoded>({ status: 'idle' });

  const drawing = useToolRun<QrRendered>({
    // Everything the picture depends on.
    deps: payload.ok ? [payload.value, level, size, fg, bg] : [],
    enabled: payload.ok,
    // qrcode loads on first render, after hydration; typing is debounced a little.
    delay: 80,
    run: () =>
      payload.ok
        ? renderQr(payload.value, { level, size, fg, bg }).catch((e: unknown): Result<QrRendered> => ({
            ok: false,
            error: { message: `The QR code library could not load: ${e instanceof Error ? e.message : String(e)}` },
          }))
        : { ok: false, error: payload.error },
  });

  const current = payload.ok && !drawing.pending ? drawing.result : null;
  const error: ToolError | null = !payload.ok ? payload.error : current && !current.ok ? current.error : null;
  const qr = current?.ok ? current.value : null;
  const warning = colourWarning(fg, bg);

  const tooSmall = qr && !error ? sizeNote(size, qr) : null;

  const downloadPng = async () => {
    if (!payload.ok || !qr) return;
    const QRCode = await import('qrcode');
    const canvas = document.createElement('canvas');
    // Whole pixels per module, raised when the size asked for is too small to scan (see pngSize).
    await QRCode.toCanvas(canvas, payload.value, qr.pngOptions);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (blob) await downloadBlob(blob, 'qr-code.png', 'image/png');
  };

  const readImage = async (file: Blob, name: string) => {
    if (file.type && !file.type.startsWith('image/')) {
      setDecoded({ status: 'error', message: `"${name}" is not an image (${file.type}): open a PNG, JPEG, GIF, WebP or BMP picture of a QR code` });
      return;
    }
    setDecoded({ status: 'reading', name });
    try {
      const { data, width, height } = await imagePixels(file);
      setDecoded({ status: 'done', name, text: await decodeQr(data, width, height) });
    } catch (e) {
      setDecoded({ status: 'error', message: `"${name}" could not be read as an image${e instanceof Error && e.message ? ` (${e.message})` : ''}` });
    }
  };

  const onPaste = (e: ClipboardEvent) => {
    const file = Array.from(e.clipboardData.files).find((f) => f.type.startsWith('image/'));
    if (file) {
      e.preventDefault();
      void readImage(file, 'pasted image');
    }
  };

  const field = (label: string, name: keyof typeof defaults) => (
    <TextField label={label} value={String(state[name])} onChange={(v) => update({ [name]: v })} />
  );

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={drawing.pending || undefined}>
      <div className={classes.options}>
        <SelectField label="Content" value={state.kind} data={KINDS} onChange={(kind) => update({ kind })} />
        <SelectField label="Error correction" value={level} data={LEVEL_CHOICES} onChange={(l) => update({ level: l })} />
        <SelectField
          label="Size"
          value={String(size)}
          data={SIZES.includes(size) ? SIZE_CHOICES : [...SIZE_CHOICES, { value: String(size), label: `${size} px` }]}
          onChange={(s) => update({ size: s })}
        />
        <label className={classes.field}>
          <span className={classes.fieldLabel}>Foreground</span>
          <input
            type="color"
            aria-label="Foreground colour"
            value={fg}
            onChange={(e) => update({ fg: e.currentTarget.value })}
            style={{ width: 48, height: 32 }}
          />
        </label>
        <label className={classes.field}>
          <span className={classes.fieldLabel}>Background</span>
          <input
            type="color"
            aria-label="Background colour"
            value={bg}
            onChange={(e) => update({ bg: e.currentTarget.value })}
            style={{ width: 48, height: 32 }}
          />
        </label>
      </div>
      <div className={classes.panes}>
        <section aria-label="Input pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Input</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ ...defaults, level: state.level, size: state.size, fg: state.fg, bg: state.bg })} />
              <ClearButton
                onClick={() =>
                  update({
                    text: '',
                    url: '',
                    ssid: '',
                    password: '',
                    firstName: '',
                    lastName: '',
                    phone: '',
                    email: '',
                    org: '',
                    website: '',
                    hidden: false,
                  })
                }
              />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          {state.kind === 'url' ? (
            <div className={classes.options}>{field('URL', 'url')}</div>
          ) : state.kind === 'wifi' ? (
            <div className={classes.options}>
              {field('Network name (SSID)', 'ssid')}
              <SelectField label="Security" value={state.security} data={SECURITY} onChange={(security) => update({ security })} />
              {state.security !== 'nopass' && field('Password', 'password')}
              <CheckField label="Hidden network" checked={state.hidden} onChange={(hidden) => update({ hidden })} />
            </div>
          ) : state.kind === 'vcard' ? (
            <div className={classes.options}>
              {field('First name', 'firstName')}
              {field('Last name', 'lastName')}
              {field('Phone', 'phone')}
              {field('E-mail', 'email')}
              {field('Organisation', 'org')}
              {field('Website', 'website')}
            </div>
          ) : (
            <CodeEditor
              label="Input"
              value={state.text}
              onChange={(text) => update({ text })}
              placeholder="Text or a link to encode"
              height={160}
              wrap
            />
          )}
          <ErrorPanel error={error} />
          {payload.ok && state.kind !== 'text' && (
            <>
              <h3 className={classes.paneTitle} style={{ marginTop: 12 }}>
                Encoded text
              </h3>
              <pre style={{ fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: '4px 0' }} aria-label="Encoded text">
                {payload.value.replace(/\r\n/g, '\n')}
              </pre>
            </>
          )}
        </section>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>QR code</h2>
            <Group gap={6}>
              <CopyButton text={payload.ok ? payload.value : ''} label="Copy text" disabled={!payload.ok} />
              <Button
                size="compact-sm"
                variant="default"
                disabled={!qr}
                onClick={() => qr && void downloadBlob(qr.svg, 'qr-code.svg', 'image/svg+xml')}
              >
                Download SVG
              </Button>
              <Button size="compact-sm" variant="default" disabled={!qr} onClick={() => void downloadPng()}>
                Download PNG
              </Button>
            </Group>
          </div>
          {warning && (
            <p role="note" style={{ color: 'var(--mantine-color-orange-text)', fontSize: 14, margin: '4px 0 8px' }}>
              {warning}
            </p>
          )}
          {tooSmall && (
            <p role="note" style={{ color: 'var(--mantine-color-orange-text)', fontSize: 14, margin: '4px 0 8px' }}>
              {tooSmall}
            </p>
          )}
          <div
            role="img"
            aria-label={qr ? `QR code, version ${qr.version}` : 'QR code'}
            style={{ width: '100%', maxWidth: qr?.png.size ?? size, aspectRatio: '1', lineHeight: 0 }}
            // The SVG comes from qrcode with colours validated as hex: markup we made, never user HTML.
            dangerouslySetInnerHTML={
              qr && !error
                ? { __html: qr.svg.replace('<svg ', '<svg width="100%" height="100%" ').replace(/ width="\d+" height="\d+"/, '') }
                : undefined
            }
          />
          <p className={classes.status} aria-live="polite">
            {qr && !error
              ? `Version ${qr.version} · ${qr.modules}×${qr.modules} modules · ${qr.bytes.toLocaleString('en-US')} bytes · level ${level} · PNG ${qr.png.size}×${qr.png.size} px`
              : payload.ok && !current
                ? 'rendering…'
                : ''}
          </p>
        </section>
      </div>
      <DropPane label="Read a QR code" onFile={(file) => void readImage(file, file.name)}>
        <div onPaste={onPaste} style={{ marginTop: 16 }}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Read a QR code from an image</h2>
            <Group gap={6}>
              <OpenFileButton
                label="Open image"
                icon={<IconPhotoScan size={14} />}
                accept="image/*"
                onFile={(file) => void readImage(file, file.name)}
              />
              {decoded.status === 'done' && decoded.text !== null && <CopyButton text={decoded.text} />}
            </Group>
          </div>
          <p className={classes.status}>Open, drop or paste (Ctrl+V here) a picture of a QR code: it is read in your browser, never uploaded.</p>
          {decoded.status === 'reading' && <p className={classes.status}>Reading {decoded.name}…</p>}
          {decoded.status === 'error' && <ErrorPanel error={{ message: decoded.message }} />}
          {decoded.status === 'done' &&
            (decoded.text === null ? (
              <ErrorPanel
                error={{
                  message: `No QR code found in ${decoded.name}. Try a sharper or larger picture with the whole code and its white border in view.`,
                }}
              />
            ) : (
              <CodeEditor label="Decoded text" value={decoded.text} readOnly height={140} wrap />
            ))}
        </div>
      </DropPane>
    </div>
  );
}
