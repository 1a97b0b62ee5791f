'use client';

import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { DropPane } from '@/components/kit/DropPane';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { SelectField, TextField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolSlug } from '@/registry/tools';
import styles from './crypto-keys.module.css';
import type { Curve, KeyAlgorithm, KeyInfo } from './crypto-keys.core';
import { CRYPTO_KEYS_DEFAULTS, CRYPTO_KEYS_SAMPLE, FORMAT_LABELS, isPrivateKeyText, type KeyFormat } from './crypto-keys.sample';

const SLUG: ToolSlug = 'crypto/keys';

// The core (and its WebCrypto calls) loads with the first run, not with the page.
const core = () => import('./crypto-keys.core');

const FORMAT_ORDER: readonly KeyFormat[] = ['pkcs8', 'spki', 'openssh', 'openssh-private', 'jwk', 'jwk-public'];
const FILES: Record<KeyFormat, { name: string; mime: string }> = {
  pkcs8: { name: 'private.pem', mime: 'application/x-pem-file' },
  spki: { name: 'public.pem', mime: 'application/x-pem-file' },
  jwk: { name: 'private.jwk.json', mime: 'application/json' },
  'jwk-public': { name: 'public.jwk.json', mime: 'application/json' },
  openssh: { name: 'id_key.pub', mime: 'text/plain' },
  'openssh-private': { name: 'id_key', mime: 'text/plain' },
};
const LABELS = FORMAT_LABELS;
const ALGORITHMS = [
  { value: 'ed25519', label: 'Ed25519' },
  { value: 'ecdsa', label: 'ECDSA' },
  { value: 'rsa', label: 'RSA' },
];
const SIZES = ['2048', '3072', '4096'].map((s) => ({ value: s, label: `${s} bits` }));
const CURVES = ['P-256', 'P-384', 'P-521'].map((c) => ({ value: c, label: c }));

function specLabel(algorithm: string, size: string, curve: string): string {
  return algorithm === 'rsa' ? `RSA ${size}` : algorithm === 'ecdsa' ? `ECDSA ${curve}` : 'Ed25519';
}

export default function CryptoKeys() {
  const { state, update } = useToolState(SLUG, CRYPTO_KEYS_DEFAULTS);
  const mounted = useHydrated();
  const [nonce, setNonce] = useState(0);
  const generating = state.mode === 'generate';

  // A new key pair: made only in the browser after hydration (the prerendered page holds no secret), on each change of
  // the key type and on Generate. WebCrypto does the work off the main thread; RSA 4096 takes a second or more.
  const generated = useToolRun<JsonWebKey>({
    deps: [state.algorithm, state.size, state.curve, nonce],
    enabled: mounted && generating,
    delay: 0,
    run: async () =>
      (await core()).generateKey({ algorithm: state.algorithm as KeyAlgorithm, size: Number(state.size), curve: state.curve as Curve }),
  });
  const jwkText = generated.value ? JSON.stringify(generated.value) : '';

  // The key shown: the generated one, or the one pasted, in every format, with its details.
  const shown = useToolRun<KeyInfo>({
    deps: [state.mode, generating ? jwkText : state.input, state.comment],
    enabled: mounted && (!generating || jwkText !== ''),
    delay: generating ? 0 : 150,
    run: async () => {
      const c = await core();
      if (generating) return c.describeKey(JSON.parse(jwkText) as JsonWebKey, { comment: state.comment });
      const key = await c.readKey(state.input);
      return key.ok ? c.describeKey(key.value.jwk, { comment: state.comment || key.value.comment }) : key;
    },
  });

  const info = shown.value;
  const error = (generating ? generated.error : null) ?? shown.error;
  const busy = generated.pending || shown.pending;
  // A share link never carries a private key: in Convert mode with a private key pasted, it holds the settings only.
  const shareState = !generating && isPrivateKeyText(state.input) ? { ...state, input: '' } : state;
  const readFile = async (file: File) => {
    const text = await file.text();
    shown.runNow();
    update({ input: text });
  };

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={busy || undefined}>
      <div className={classes.options}>
        <SegmentedControl
          aria-label="Mode"
          value={state.mode}
          onChange={(mode) => update({ mode })}
          data={[
            { value: 'generate', label: 'Generate' },
            { value: 'convert', label: 'Convert a key' },
          ]}
        />
        {generating && (
          <>
            <SelectField label="Algorithm" value={state.algorithm} onChange={(algorithm) => update({ algorithm })} data={ALGORITHMS} />
            {state.algorithm === 'rsa' && <SelectField label="Size" value={state.size} onChange={(size) => update({ size })} data={SIZES} />}
            {state.algorithm === 'ecdsa' && <SelectField label="Curve" value={state.curve} onChange={(curve) => update({ curve })} data={CURVES} />}
          </>
        )}
        <TextField label="Comment" value={state.comment} onChange={(comment) => update({ comment })} width={200} />
        {generating && (
          <Button size="compact-sm" leftSection={<IconRefresh size={14} />} onClick={() => setNonce((n) => n + 1)} disabled={!mounted}>
            Generate
          </Button>
        )}
        <ShareButton slug={SLUG} state={shareState} />
      </div>

      {!generating && (
        <DropPane label="Input pane" onFile={(file) => void readFile(file)}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Key</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: CRYPTO_KEYS_SAMPLE })} />
              <OpenFileButton onFile={readFile} />
              <ClearButton onClick={() => update({ input: '' })} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={(input, kind) => {
              if (kind === 'paste') shown.runNow();
              update({ input });
            }}
            placeholder="Paste a PEM key (PKCS#8, SPKI, RSA or EC PRIVATE KEY, OPENSSH PRIVATE KEY), a JWK or an OpenSSH public key line"
            height={180}
          />
        </DropPane>
      )}
      <ErrorPanel error={error} />

      <p className={classes.status} aria-live="polite">
        {generating && generated.pending
          ? `Generating a new ${specLabel(state.algorithm, state.size, state.curve)} key pair…`
          : shown.pending
            ? 'Reading the key…'
            : info
              ? 'Made in your browser with WebCrypto; nothing is sent anywhere.'
              : ''}
      </p>

      {info && !error && (
        <section aria-label="Key details">
          <p style={{ margin: '4px 0' }} aria-label="Key type">
            {info.type} {info.isPrivate ? 'private' : 'public'} key, {info.curve ? `${info.curve} (${info.bits} bits)` : `${info.bits} bits`}
          </p>
          <p style={{ margin: '4px 0', fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' }} aria-label="Fingerprint">
            {info.fingerprintLine}
          </p>
        </section>
      )}

      {info &&
        !error &&
        FORMAT_ORDER.filter((f) => info.formats[f] !== undefined).map((f) => {
          const text = info.formats[f]!;
          return (
            <section key={f} data-format={f} style={{ marginTop: 12 }}>
              <div className={classes.paneHeader}>
                <h2 className={classes.paneTitle}>{LABELS[f]}</h2>
                <Group gap={6}>
                  <CopyButton text={text} />
                  <DownloadButton data={() => `${text}\n`} filename={FILES[f].name} mime={FILES[f].mime} />
                </Group>
              </div>
              {/* A key is a few lines: plain text, not an editor (seven editors took seconds to upgrade on a slow CPU). */}
              <pre aria-label={LABELS[f]} className={styles.keyText}>
                {text}
              </pre>
            </section>
          );
        })}
    </div>
  );
}
