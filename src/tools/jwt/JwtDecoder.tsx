'use client';

import { useNow } from '@/components/kit/use-now';
import { Group } from '@mantine/core';
import { useDeferredValue, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { CodeBlock } from '@/components/kit/CodeBlock';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import kit from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import {
  algorithmInfo,
  decodeJwt,
  formatLocal,
  formatUtc,
  relativeTime,
  timeStatus,
  type Claim,
  type DecodedJwe,
  type DecodedJws,
  type TimeState,
} from './jwt.core';
import type { VerifyRequest } from './jwt-verify.core';
import { SAMPLE_SECRET, SAMPLE_TOKEN } from './jwt.sample';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'jwt/decoder';
// Only the token and how a secret is written are kept and shared; secrets and keys stay in this tab's memory.
const defaults = { input: SAMPLE_TOKEN, secretEncoding: 'text' };

type Tone = 'good' | 'bad' | 'warn' | 'quiet';

const toneStyle = (tone: Tone): CSSProperties => {
  if (tone === 'quiet') return { background: 'var(--mantine-color-default-hover)', color: 'var(--mantine-color-dimmed)' };
  const color = { good: 'green', bad: 'red', warn: 'orange' }[tone];
  return { background: `var(--mantine-color-${color}-light)`, color: `var(--mantine-color-${color}-light-color)` };
};

const TIME_TONE: Record<TimeState, Tone> = { valid: 'good', expired: 'bad', 'not-yet-valid': 'warn', 'no-expiry': 'warn', unknown: 'warn' };

function StatusLine({ tone, kind, children }: { tone: Tone; kind: 'token' | 'signature'; children: ReactNode }) {
  return (
    <div
      data-status={kind}
      data-tone={tone}
      style={{ ...toneStyle(tone), padding: '6px 10px', borderRadius: 4, fontSize: 14, marginBottom: 6, wordBreak: 'break-word' }}
    >
      {children}
    </div>
  );
}

const subTitle: CSSProperties = { fontSize: 14, fontWeight: 600, margin: '14px 0 4px' };
const cell: CSSProperties = { padding: '6px 10px 6px 0', verticalAlign: 'top', textAlign: 'left' };
const mono: CSSProperties = { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13, wordBreak: 'break-all' };
const dim: CSSProperties = { color: 'var(--mantine-color-dimmed)', fontSize: 13 };

function ClaimValue({ claim, now }: { claim: Claim; now: number | null }) {
  return (
    <>
      <div style={mono}>{claim.display}</div>
      {claim.timeMs !== undefined && (
        <div style={{ fontSize: 13 }}>
          <div>{formatUtc(claim.timeMs)}</div>
          {/* Local time and distance depend on the browser's zone and clock, so they appear once it runs. */}
          {now !== null && (
            <>
              <div>{formatLocal(claim.timeMs)} (your time)</div>
              <div style={{ color: 'var(--mantine-color-dimmed)' }}>{relativeTime(claim.timeMs, now)}</div>
            </>
          )}
        </div>
      )}
      {claim.note && <div style={{ fontSize: 13, color: 'var(--mantine-color-orange-text)' }}>{claim.note}</div>}
    </>
  );
}

function ClaimsTable({ claims, now }: { claims: Claim[]; now: number | null }) {
  if (claims.length === 0) return <p style={dim}>The payload has no claims.</p>;
  return (
    <table aria-label="Claims" style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <th scope="col" style={cell}>
            Claim
          </th>
          <th scope="col" style={cell}>
            Value
          </th>
          <th scope="col" style={cell}>
            Meaning
          </th>
        </tr>
      </thead>
      <tbody>
        {claims.map((c) => (
          <tr key={c.name} data-claim={c.name} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <th scope="row" style={{ ...cell, fontWeight: 500, whiteSpace: 'nowrap' }}>
              <code>{c.name}</code>
              {c.label && <div style={{ fontWeight: 400, ...dim }}>{c.label}</div>}
            </th>
            <td style={cell}>
              <ClaimValue claim={c} now={now} />
            </td>
            <td style={{ ...cell, ...dim, paddingRight: 0 }}>{c.meaning ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Check = { tone: Tone; message: string; notes: string[]; error: ToolError | null };

/** Checks the signature with the lazily loaded WebCrypto code; until the check of this request is in, says so. */
function useVerification(jws: DecodedJws | null, key: string, secretEncoding: string): { check: Check | null; pending: boolean } {
  const alg = jws?.alg ?? null;
  const kid = typeof jws?.header.kid === 'string' ? jws.header.kid : undefined;
  const signingInput = jws?.signingInput ?? '';
  const signature = jws?.signature ?? '';
  const family = algorithmInfo(alg)?.family;
  const request = useMemo<VerifyRequest | null>(
    () =>
      family && family !== 'none' && key.trim() !== ''
        ? { alg, kid, signingInput, signature, key, secretEncoding: secretEncoding === 'base64' ? 'base64' : 'text' }
        : null,
    [family, alg, kid, signingInput, signature, key, secretEncoding],
  );
  const verifying = useToolRun<Check>({
    deps: [request],
    enabled: request !== null,
    delay: 150,
    run: async () => {
      try {
        const { verifySignature } = await import('./jwt-verify.core');
        const r = await verifySignature(request!);
        return {
          ok: true,
          value: r.ok
            ? { tone: r.value.verified ? 'good' : 'bad', message: r.value.message, notes: r.value.notes, error: null }
            : { tone: 'warn', message: 'Signature not checked: the key cannot be used', notes: [], error: r.error },
        };
      } catch {
        return {
          ok: true,
          value: { tone: 'warn', message: 'Signature not checked: the verifier could not load (are you offline?)', notes: [], error: null },
        };
      }
    },
  });

  if (!request) return { check: null, pending: false };
  const check =
    !verifying.pending && verifying.value ? verifying.value : { tone: 'quiet' as const, message: 'Checking the signature…', notes: [], error: null };
  return { check, pending: verifying.pending };
}

/** What the signature line says before (or without) a key. */
function signaturePrompt(jws: DecodedJws): { tone: Tone; message: string } {
  const info = algorithmInfo(jws.alg);
  if (!info)
    return {
      tone: 'warn',
      message: jws.alg
        ? `Signature not checked: ${jws.alg} is not an algorithm this tool can verify`
        : 'Signature not checked: the header has no alg',
    };
  if (info.family === 'none') return { tone: 'bad', message: 'Unsigned token (alg none): anyone can write or change it, so never accept one' };
  return { tone: 'quiet', message: `Signature not verified: enter the ${info.family === 'hmac' ? 'secret' : 'public key'} to check it` };
}

function VerifyPanel({
  jws,
  secret,
  publicKey,
  secretEncoding,
  check,
  onSecret,
  onPublicKey,
  onEncoding,
}: {
  jws: DecodedJws;
  secret: string;
  publicKey: string;
  secretEncoding: string;
  check: Check | null;
  onSecret: (v: string) => void;
  onPublicKey: (v: string) => void;
  onEncoding: (v: string) => void;
}) {
  const info = algorithmInfo(jws.alg);
  if (!info || info.family === 'none') return null;
  return (
    <section aria-label="Verify signature" style={{ marginTop: 16 }}>
      <div className={kit.paneHeader}>
        <h2 className={kit.paneTitle}>Verify signature ({jws.alg})</h2>
      </div>
      {info.family === 'hmac' ? (
        <div className={kit.options} style={{ marginBottom: 4 }}>
          <label className={kit.field} style={{ flex: '1 1 240px' }}>
            <span className={kit.fieldLabel}>Secret</span>
            <input
              className={kit.fieldInput}
              aria-label="Secret"
              value={secret}
              onChange={(e) => onSecret(e.currentTarget.value)}
              placeholder="The shared secret the token was signed with"
              spellCheck={false}
              autoComplete="off"
              style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
            />
          </label>
          <label className={kit.check}>
            <input type="checkbox" checked={secretEncoding === 'base64'} onChange={(e) => onEncoding(e.currentTarget.checked ? 'base64' : 'text')} />
            <span>Secret is Base64-encoded</span>
          </label>
        </div>
      ) : (
        <CodeEditor
          label="Public key"
          value={publicKey}
          onChange={onPublicKey}
          height={150}
          wrap
          placeholder={'-----BEGIN PUBLIC KEY-----, a certificate, or a JWK such as {"kty": "RSA", "n": …, "e": "AQAB"}'}
        />
      )}
      <ErrorPanel error={check?.error ?? null} />
      {check?.notes.map((n) => (
        <p key={n} style={{ ...dim, color: 'var(--mantine-color-orange-text)', margin: '6px 0 0' }}>
          {n}
        </p>
      ))}
      <p style={{ ...dim, margin: '6px 0 0' }}>Keys stay in this tab: they are not saved, sent anywhere or put in share links.</p>
    </section>
  );
}

function JweView({ jwe }: { jwe: DecodedJwe }) {
  return (
    <>
      <StatusLine tone="warn" kind="token">
        Encrypted token (JWE{jwe.alg ? `, ${jwe.alg}` : ''}
        {jwe.enc ? ` with ${jwe.enc}` : ''}): its claims are encrypted and cannot be read without the recipient&apos;s private key. Only the protected
        header is readable.
      </StatusLine>
      <h3 style={subTitle}>Protected header</h3>
      <CodeBlock code={jwe.headerJson} label="Header" language="json" />
    </>
  );
}

function JwsView({ jws, now, signature }: { jws: DecodedJws; now: number | null; signature: { tone: Tone; message: string } }) {
  const info = algorithmInfo(jws.alg);
  const time = now === null ? null : timeStatus(jws.claims, now);
  return (
    <>
      {/* The time line is not a live region: for a token about to expire it changes every second. */}
      <div style={{ minHeight: 70 }}>
        {time && (
          <StatusLine tone={TIME_TONE[time.state]} kind="token">
            {time.message}
          </StatusLine>
        )}
        <div role="status">
          <StatusLine tone={signature.tone} kind="signature">
            {signature.message}
          </StatusLine>
        </div>
      </div>
      {jws.warnings.map((w) => (
        <p key={w} style={{ fontSize: 13, color: 'var(--mantine-color-orange-text)', margin: '4px 0' }}>
          {w}
        </p>
      ))}
      <h3 style={subTitle}>Header</h3>
      <p style={{ ...dim, margin: '0 0 4px' }}>
        Algorithm <code>{jws.alg ?? '(none given)'}</code>
        {info ? `: ${info.description}` : ''}
      </p>
      <CodeBlock code={jws.headerJson} label="Header" language="json" />
      <h3 style={subTitle}>Payload</h3>
      <CodeBlock code={jws.payloadJson} label="Payload" language="json" />
      <h3 style={subTitle}>Claims</h3>
      <ClaimsTable claims={jws.claims} now={now} />
      <h3 style={subTitle}>Signature</h3>
      {jws.signature ? (
        <Group gap={8} align="flex-start" wrap="nowrap">
          <code data-signature style={{ ...mono, flex: 1 }}>
            {jws.signature}
          </code>
          <CopyButton text={jws.signature} />
        </Group>
      ) : (
        <p style={dim}>None: the third part is empty.</p>
      )}
      <p style={{ ...dim, margin: '4px 0 0' }}>
        Base64URL, {jws.signatureBytes} bytes{jws.alg ? `, ${jws.alg}` : ''}
      </p>
    </>
  );
}

export default function JwtDecoder() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const now = useNow();
  const input = useDeferredValue(state.input);
  const result = useMemo(() => decodeJwt(input), [input]);
  const [secret, setSecret] = useState('');
  const [publicKey, setPublicKey] = useState('');

  const empty = input.trim() === '';
  const token = result.ok ? result.value : null;
  const jws = token?.kind === 'jws' ? token : null;
  const family = algorithmInfo(jws?.alg ?? null)?.family;
  const { check, pending } = useVerification(jws, family === 'hmac' ? secret : publicKey, state.secretEncoding);
  const signature = jws ? (check ?? signaturePrompt(jws)) : null;

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={pending || input !== state.input || undefined}>
      <div className={kit.panes}>
        <section aria-label="Token pane">
          <div className={kit.paneHeader}>
            <h2 className={kit.paneTitle}>Token</h2>
            <Group gap={6}>
              <SampleButton
                onClick={() => {
                  update({ input: SAMPLE_TOKEN, secretEncoding: 'text' });
                  setSecret(SAMPLE_SECRET);
                }}
              />
              <ClearButton onClick={() => update({ input: '' })} />
              <ShareButton slug={SLUG} state={{ input: state.input }} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={(v) => update({ input: v })}
            height={200}
            wrap
            placeholder="Paste a JWT (eyJ…), with or without Bearer"
          />
          <ErrorPanel error={!empty && !result.ok ? result.error : null} />
          {jws && (
            <VerifyPanel
              jws={jws}
              secret={secret}
              publicKey={publicKey}
              secretEncoding={state.secretEncoding}
              check={check}
              onSecret={setSecret}
              onPublicKey={setPublicKey}
              onEncoding={(v) => update({ secretEncoding: v })}
            />
          )}
        </section>
        <section aria-label="Decoded pane">
          <div className={kit.paneHeader}>
            <h2 className={kit.paneTitle}>Decoded</h2>
          </div>
          {jws && signature && <JwsView jws={jws} now={now} signature={signature} />}
          {token?.kind === 'jwe' && <JweView jwe={token} />}
          {!token && <p style={dim}>{empty ? 'Paste a token to see its header, payload and claims.' : 'Nothing to show until the token decodes.'}</p>}
        </section>
      </div>
      <p style={{ ...dim, marginTop: 8 }}>
        Everything runs in your browser: the token and keys are never sent anywhere. Trust the claims only once the signature is verified.
      </p>
    </div>
  );
}
