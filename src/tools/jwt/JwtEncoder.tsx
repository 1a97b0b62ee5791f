'use client';

import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { DropPane } from '@/components/kit/DropPane';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { SelectField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { typingDelay, useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import type { ToolError } from '@/lib/result';
import type { ToolSlug } from '@/registry/tools';
import {
  generateKeyPair,
  generateSecret,
  isHmac,
  setTimeClaim,
  SIGN_ALGS,
  signJwt,
  UNITS,
  type SignAlg,
  type SignOptions,
  type TimeUnit,
} from './jwt-sign.core';

const SLUG: ToolSlug = 'jwt/encoder';
const SAMPLE_CLAIMS = '{\n  "sub": "1234567890",\n  "name": "Ada Lovelace",\n  "admin": true,\n  "iat": 1700000000\n}';
const SAMPLE_SECRET = 'a-string-secret-at-least-256-bits-long';
const defaults = { input: SAMPLE_CLAIMS, alg: 'HS256', key: SAMPLE_SECRET, secretEncoding: 'text', kid: '', expIn: '1', expUnit: 'hours' };
/** Claims larger than this are signed in the worker (parsing and Base64URL of megabytes). */
const WORKER_THRESHOLD = 200_000;

const ALGS = SIGN_ALGS.map((a) => ({ value: a, label: a }));
const ENCODINGS = [
  { value: 'text', label: 'Text (UTF-8)' },
  { value: 'base64', label: 'Base64' },
];
const UNIT_OPTIONS = Object.keys(UNITS).map((u) => ({ value: u, label: u }));
const mono = { fontFamily: 'var(--mantine-font-family-monospace)' };

type Signed = { token: string; notes: string[] };

export default function JwtEncoder() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [helperError, setHelperError] = useState<ToolError | null>(null);
  const [publicPem, setPublicPem] = useState('');
  const runner = useWorkerRunner<{ input: string; options: SignOptions }, Signed>(() => new Worker(new URL('./jwt-sign.worker.ts', import.meta.url)));
  const options: SignOptions = {
    alg: state.alg as SignAlg,
    key: state.key,
    secretEncoding: state.secretEncoding as 'text' | 'base64',
    kid: state.kid.trim(),
  };
  const hmac = isHmac(state.alg);

  const signed = useToolRun<Signed>({
    deps: [state.input, state.alg, state.key, state.secretEncoding, state.kid],
    worker: runner,
    enabled: mounted,
    delay: state.input.length <= 4000 ? 0 : typingDelay(state.input.length),
    run: () => (state.input.length > WORKER_THRESHOLD ? runner.run({ input: state.input, options }) : signJwt(state.input, options)),
  });
  const token = signed.value?.token ?? '';

  const setClaim = (name: 'iat' | 'nbf' | 'exp', seconds: number) => {
    const r = setTimeClaim(state.input, name, seconds);
    setHelperError(r.ok ? null : r.error);
    if (r.ok) update({ input: r.value });
  };
  const now = () => Math.floor(Date.now() / 1000);
  const newKey = async () => {
    if (hmac) {
      update({ key: generateSecret(state.alg as SignAlg), secretEncoding: 'text' });
      setPublicPem('');
      return;
    }
    const pair = await generateKeyPair(state.alg as SignAlg);
    setHelperError(pair.ok ? null : pair.error);
    if (pair.ok) {
      update({ key: pair.value.privatePem });
      setPublicPem(pair.value.publicPem);
    }
  };

  return (
    <div
      {...upgradeEditorsOnUse}
      data-tool={SLUG}
      data-ready={mounted || undefined}
      data-pending={signed.pending || undefined}
      onFocusCapture={() => {
        upgradeEditorsOnUse.onFocusCapture();
        runner.warm();
      }}
    >
      <div className={classes.options}>
        <SelectField
          label="Algorithm"
          value={state.alg}
          data={ALGS}
          onChange={(alg) => {
            // A secret is no private key and a PEM key no secret: moving between the two kinds starts with an empty key.
            const otherKind = isHmac(alg) !== hmac;
            update(otherKind ? { alg, key: '' } : { alg });
            if (otherKind) setPublicPem('');
          }}
        />
        {hmac && (
          <SelectField
            label="Secret encoding"
            value={state.secretEncoding}
            data={ENCODINGS}
            onChange={(secretEncoding) => update({ secretEncoding })}
          />
        )}
        <label className={classes.field}>
          <span className={classes.fieldLabel}>Key ID (kid)</span>
          <input
            className={classes.fieldInput}
            value={state.kid}
            onChange={(e) => update({ kid: e.currentTarget.value })}
            spellCheck={false}
            style={{ width: 140 }}
          />
        </label>
        <Button size="sm" variant="default" onClick={() => void newKey()}>
          {hmac ? 'Generate a secret' : 'Generate a key pair'}
        </Button>
      </div>
      <label className={classes.field} style={{ display: 'flex', marginBottom: 12 }}>
        <span className={classes.fieldLabel}>{hmac ? 'Secret' : 'Private key (PEM or JWK)'}</span>
        {hmac ? (
          <input
            className={classes.fieldInput}
            value={state.key}
            onChange={(e) => update({ key: e.currentTarget.value })}
            spellCheck={false}
            autoComplete="off"
            style={mono}
          />
        ) : (
          <textarea
            className={classes.fieldInput}
            value={state.key}
            onChange={(e) => update({ key: e.currentTarget.value })}
            spellCheck={false}
            rows={5}
            placeholder="-----BEGIN PRIVATE KEY-----"
            style={{ ...mono, height: 'auto', padding: 8, fontSize: 12 }}
          />
        )}
      </label>
      {publicPem && !hmac && (
        <div style={{ marginBottom: 12 }}>
          <Group gap={6}>
            <span className={classes.fieldLabel}>Public key (to verify the token)</span>
            <CopyButton text={publicPem} label="Copy public key" />
          </Group>
          <pre aria-label="Public key" style={{ ...mono, fontSize: 12, margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
            {publicPem}
          </pre>
        </div>
      )}
      <div className={classes.panes}>
        <DropPane label="Input pane" onFile={(f) => void f.text().then((input) => update({ input }))}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Claims</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: SAMPLE_CLAIMS })} />
              <OpenFileButton onFile={(f) => void f.text().then((input) => update({ input }))} accept=".json,application/json" />
              <ClearButton onClick={() => update({ input: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <Group gap={6} mb={6} wrap="wrap">
            <Button size="compact-sm" variant="light" onClick={() => setClaim('iat', now())}>
              iat = now
            </Button>
            <Button size="compact-sm" variant="light" onClick={() => setClaim('nbf', now())}>
              nbf = now
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setClaim('exp', now() + Math.max(0, Number(state.expIn) || 0) * UNITS[state.expUnit as TimeUnit])}
            >
              exp = now +
            </Button>
            <input
              aria-label="Expires in"
              className={classes.fieldInput}
              type="number"
              min={0}
              value={state.expIn}
              onChange={(e) => update({ expIn: e.currentTarget.value })}
              style={{ width: 70, height: 26 }}
            />
            <select
              aria-label="Unit"
              className={classes.fieldInput}
              value={state.expUnit}
              onChange={(e) => update({ expUnit: e.currentTarget.value })}
              style={{ height: 26 }}
            >
              {UNIT_OPTIONS.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </select>
          </Group>
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={(v, kind) => {
              if (kind === 'paste') signed.runNow();
              update({ input: v });
            }}
            language="json"
            placeholder='{"sub": "123", "exp": 1900000000}'
          />
          <ErrorPanel error={helperError ?? signed.error} />
        </DropPane>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Token</h2>
            <Group gap={6}>
              <CopyButton text={token} disabled={!token} />
              <DownloadButton data={() => token} filename="token.jwt" mime="text/plain" disabled={!token} />
            </Group>
          </div>
          <CodeEditor label="Output" value={signed.error ? '' : token} readOnly wrap />
          {signed.value?.notes.map((n) => (
            <p key={n} className={classes.status}>
              {n}
            </p>
          ))}
          {token && (
            <p className={classes.status}>
              <a href={`/jwt/decoder/#${encodeURIComponent(JSON.stringify({ input: token }))}`}>Open in the JWT decoder</a>
            </p>
          )}
        </section>
      </div>
      <div className={classes.status} aria-live="polite">
        {`Claims: ${state.input.length.toLocaleString('en-US')} characters · ${state.alg}`}
        {signed.busy ? ' · working…' : signed.ms != null ? ` · ${signed.ms} ms` : ''}
      </div>
    </div>
  );
}
