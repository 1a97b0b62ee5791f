'use client';

import { Button, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { SelectField, TextField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { decodeQr, renderQr } from '@/lib/qr';
import type { Result, ToolError } from '@/lib/result';
import type { ToolSlug } from '@/registry/tools';
import { accountUri, generateSecret, otpCode, OTP_ALGORITHMS, parseAccountUri, type OtpAccount, type OtpAlgorithm, type OtpType } from './otp.core';

const SLUG: ToolSlug = 'otp';
const SAMPLE = {
  secret: 'JBSWY3DPEHPK3PXP',
  issuer: 'Devbench',
  label: 'ada@example.com',
  type: 'totp',
  algorithm: 'SHA1',
  digits: '6',
  period: '30',
  counter: '0',
};
const defaults = { ...SAMPLE, uri: '' };

const TYPES = [
  { value: 'totp', label: 'TOTP (time)' },
  { value: 'hotp', label: 'HOTP (counter)' },
];
const ALGS = OTP_ALGORITHMS.map((a) => ({ value: a, label: a }));
const DIGITS = ['6', '7', '8'].map((d) => ({ value: d, label: d }));
const mono = { fontFamily: 'var(--mantine-font-family-monospace)' };

/** Reads the first QR code of an image file: the pixels through a canvas, then jsQR. */
async function readQrImage(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0);
  const { data, width, height } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  return decodeQr(data, width, height);
}

/** The current second, ticking while the page is visible. */
function useClock(enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [enabled]);
  return Math.floor(now / 1000);
}

export default function OtpGenerator() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [uriError, setUriError] = useState<ToolError | null>(null);
  const account: OtpAccount = {
    type: state.type as OtpType,
    secret: state.secret,
    issuer: state.issuer,
    label: state.label,
    algorithm: state.algorithm as OtpAlgorithm,
    digits: Number(state.digits),
    period: Number(state.period),
    counter: Number(state.counter),
  };
  const totp = account.type === 'totp';
  const second = useClock(mounted && totp);
  const step = totp && account.period > 0 ? Math.floor(second / account.period) : 0;

  const code = useToolRun({
    deps: [state.secret, state.type, state.algorithm, state.digits, state.period, state.counter, step],
    enabled: mounted,
    delay: 0,
    run: () => otpCode(account, second * 1000),
  });
  const link = useToolRun<{ uri: string; svg: string }>({
    deps: [state.secret, state.type, state.algorithm, state.digits, state.period, state.counter, state.issuer, state.label],
    enabled: mounted,
    delay: 60,
    run: async (): Promise<Result<{ uri: string; svg: string }>> => {
      const uri = await accountUri(account);
      if (!uri.ok) return uri;
      const qr = await renderQr(uri.value, { level: 'M', size: 192, fg: '#000000', bg: '#ffffff' });
      return qr.ok ? { ok: true, value: { uri: uri.value, svg: qr.value.svg } } : qr;
    },
  });
  const remaining = totp ? account.period - (second % account.period) : null;

  const readUri = async (text: string) => {
    if (text.trim() === '') {
      setUriError(null);
      update({ uri: text });
      return;
    }
    const r = await parseAccountUri(text);
    setUriError(r.ok ? null : r.error);
    if (r.ok) {
      const a = r.value;
      update({
        uri: text,
        secret: a.secret,
        issuer: a.issuer,
        label: a.label,
        type: a.type,
        algorithm: a.algorithm,
        digits: String(a.digits),
        period: String(a.period),
        counter: String(a.counter),
      });
    } else update({ uri: text });
  };
  const readImage = async (file: File) => {
    try {
      const text = await readQrImage(file);
      if (text === null) setUriError({ message: 'No QR code was found in that image' });
      else await readUri(text);
    } catch {
      setUriError({ message: 'That file could not be read as an image' });
    }
  };

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={code.pending || link.pending || undefined}>
      <div className={classes.paneHeader}>
        <h2 className={classes.paneTitle}>Account</h2>
        <Group gap={6}>
          <SampleButton onClick={() => update({ ...SAMPLE, uri: '' })} />
          <ClearButton onClick={() => update({ secret: '', issuer: '', label: '', uri: '' })} />
          <ShareButton slug={SLUG} state={state} />
        </Group>
      </div>
      <div className={classes.options}>
        <label className={classes.field} style={{ flex: '1 1 320px' }}>
          <span className={classes.fieldLabel}>Secret (Base32)</span>
          <input
            className={classes.fieldInput}
            value={state.secret}
            onChange={(e) => update({ secret: e.currentTarget.value })}
            spellCheck={false}
            autoComplete="off"
            style={mono}
          />
        </label>
        <Button size="sm" variant="default" onClick={() => update({ secret: generateSecret() })}>
          Generate a secret
        </Button>
      </div>
      <div className={classes.options}>
        <SelectField label="Type" value={state.type} data={TYPES} onChange={(type) => update({ type })} />
        <SelectField label="Algorithm" value={state.algorithm} data={ALGS} onChange={(algorithm) => update({ algorithm })} />
        <SelectField label="Digits" value={state.digits} data={DIGITS} onChange={(digits) => update({ digits })} />
        {totp ? (
          <TextField label="Period (s)" value={state.period} onChange={(period) => update({ period })} width={90} />
        ) : (
          <TextField label="Counter" value={state.counter} onChange={(counter) => update({ counter })} width={120} />
        )}
        <TextField label="Issuer" value={state.issuer} onChange={(issuer) => update({ issuer })} />
        <TextField label="Account name" value={state.label} onChange={(label) => update({ label })} />
      </div>
      <ErrorPanel error={code.error} />
      <div className={classes.panes} style={{ marginTop: 12 }}>
        <section aria-label="Code">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>{totp ? 'Current code' : 'Code'}</h2>
            <CopyButton text={code.value?.code ?? ''} disabled={!code.value} />
          </div>
          <output aria-label="One-time password" style={{ ...mono, fontSize: 40, letterSpacing: 4, display: 'block' }}>
            {code.value?.code ?? '—'}
          </output>
          {totp && remaining !== null && Number.isFinite(remaining) && code.value && (
            <div>
              <p className={classes.status} aria-live="off">{`Next code in ${remaining} s (time step ${code.value.counter})`}</p>
              <progress max={account.period} value={remaining} aria-label="Time left" style={{ width: '100%' }} />
            </div>
          )}
          {!totp && (
            <Button size="compact-sm" variant="default" onClick={() => update({ counter: String((Number(state.counter) || 0) + 1) })}>
              Next counter
            </Button>
          )}
        </section>
        <section aria-label="otpauth link">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>otpauth:// link and QR code</h2>
            <Group gap={6}>
              <CopyButton text={link.value?.uri ?? ''} label="Copy link" disabled={!link.value} />
              <OpenFileButton label="Read a QR image" accept="image/*" onFile={(f) => void readImage(f)} />
            </Group>
          </div>
          <p className={classes.status} style={{ ...mono, wordBreak: 'break-all' }} aria-label="Link">
            {link.value?.uri ?? ''}
          </p>
          {link.value && (
            // The SVG is made by qrcode from our own link text: no markup of the user's reaches the page.
            <div role="img" aria-label="QR code" style={{ width: 192, height: 192 }} dangerouslySetInnerHTML={{ __html: link.value.svg }} />
          )}
          <label className={classes.field} style={{ display: 'flex', marginTop: 8 }}>
            <span className={classes.fieldLabel}>Paste an otpauth:// link</span>
            <input
              className={classes.fieldInput}
              value={state.uri}
              onChange={(e) => void readUri(e.currentTarget.value)}
              placeholder="otpauth://totp/Issuer:name?secret=…&issuer=Issuer"
              spellCheck={false}
              style={mono}
            />
          </label>
          <ErrorPanel error={uriError} />
        </section>
      </div>
    </div>
  );
}
