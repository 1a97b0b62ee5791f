'use client';

import { SegmentedControl } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CheckField, SelectField, TextField } from '@/components/kit/Fields';
import { GenerateActions } from '@/components/kit/GenerateActions';
import classes from '@/components/kit/kit.module.css';
import { ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { takePrerun } from '@/lib/prerun';
import { fail, type Result } from '@/lib/result';
import type { ToolSlug } from '@/registry/tools';
import {
  generatePassphrases,
  generatePasswords,
  generateTokens,
  LOOK_ALIKES,
  MAX_LENGTH,
  MAX_TOKEN_BYTES,
  MAX_WORDS,
  passphraseEntropy,
  passwordAlphabet,
  PASSWORD_DEFAULTS,
  passwordEntropy,
  strengthOf,
  type TokenFormat,
} from './password.core';

const SLUG: ToolSlug = 'password/generator';
const defaults = PASSWORD_DEFAULTS;
type Settings = typeof defaults;
const WORDLIST_SIZE = 2048;
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The entropy of one result for these settings, and how it is counted. */
function entropyOf(s: Settings): Result<{ bits: number; how: string }> {
  if (s.mode === 'passphrase') {
    const words = toNumber(s.words);
    if (!Number.isInteger(words) || words < 1 || words > MAX_WORDS) return fail('');
    const o = { words, separator: s.separator, capitalize: s.capitalize, number: s.number };
    const how = `${words} words × log2(${WORDLIST_SIZE}) = ${words} × 11 bits${s.number ? ' + a digit (log2 10) at a random word (log2 ' + words + ')' : ''}`;
    return { ok: true, value: { bits: passphraseEntropy(o, WORDLIST_SIZE), how } };
  }
  if (s.mode === 'token') {
    const bytes = toNumber(s.bytes);
    if (!Number.isInteger(bytes) || bytes < 1 || bytes > MAX_TOKEN_BYTES) return fail('');
    return { ok: true, value: { bits: bytes * 8, how: `${bytes} random bytes × 8 bits` } };
  }
  const length = toNumber(s.length);
  const alphabet = passwordAlphabet(s);
  if (!alphabet.ok || !Number.isInteger(length) || length < 1 || length > MAX_LENGTH) return fail('');
  const size = alphabet.value.length;
  return { ok: true, value: { bits: passwordEntropy(size, length), how: `log2(${size}^${length}) = ${length} × log2(${size})` } };
}

/** Not in passphrase mode: no word list. */
const NO_WORDS: Result<null> = { ok: true, value: null };
let wordlistLoad: Promise<readonly string[]> | null = null;
/** The BIP-39 list (2048 words, ~6 KB gzip) loads only when a passphrase is asked for; after a failure, the next ask tries again. */
const loadWordlist = () =>
  (wordlistLoad ??= import('@scure/bip39/wordlists/english.js').then(
    (m) => m.wordlist,
    (e: unknown) => {
      wordlistLoad = null;
      throw e;
    },
  ));

export default function PasswordGenerator() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [nonce, setNonce] = useState(0);
  const [batch, setBatch] = useState<Result<string[]> | null>(null);

  const passphrase = state.mode === 'passphrase';
  const words = useToolRun<readonly string[] | null>({
    deps: [passphrase],
    known: passphrase ? null : NO_WORDS,
    delay: 0,
    run: () =>
      loadWordlist().then(
        (list) => ({ ok: true, value: list }),
        () => fail('The word list could not be loaded: check the connection and try again'),
      ),
  });
  const wordlist = words.value;

  const settingsKey = JSON.stringify(state);
  // Secrets are made only in the browser after hydration, so the prerendered page holds none. The first batch is
  // the one the page's prerun (password.prerun.ts) showed as it opened, if it did.
  useEffect(() => {
    if (!mounted) return;
    const shown = takePrerun<string[]>(SLUG);
    const s = JSON.parse(settingsKey) as Settings;
    const count = toNumber(s.count);
    let r: Result<string[]> | null;
    if (shown) r = { ok: true, value: shown };
    else if (s.mode === 'passphrase') {
      r = wordlist
        ? generatePassphrases({ words: toNumber(s.words), separator: s.separator, capitalize: s.capitalize, number: s.number }, count, wordlist)
        : null;
    } else if (s.mode === 'token') r = generateTokens(toNumber(s.bytes), s.tokenFormat as TokenFormat, count);
    else r = generatePasswords({ ...s, length: toNumber(s.length) }, count);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a fresh batch is the effect's whole purpose
    setBatch(r);
  }, [mounted, settingsKey, wordlist, nonce]);

  const output = batch?.ok ? batch.value.join('\n') : '';
  const error = words.error ?? (batch && !batch.ok ? batch.error : null);
  const entropy = useMemo(() => entropyOf(state), [state]);

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined} data-pending={words.pending || undefined}>
      <div className={classes.options}>
        <SegmentedControl
          aria-label="Kind"
          value={state.mode}
          onChange={(mode) => update({ mode })}
          data={[
            { value: 'password', label: 'Password' },
            { value: 'passphrase', label: 'Passphrase' },
            { value: 'token', label: 'Token' },
          ]}
        />
        <TextField label="How many" value={state.count} onChange={(count) => update({ count })} width={80} />
      </div>
      <div className={classes.options}>
        {state.mode === 'password' && (
          <>
            <TextField label="Length" value={state.length} onChange={(length) => update({ length })} width={80} />
            <CheckField label="a-z" checked={state.lower} onChange={(lower) => update({ lower })} />
            <CheckField label="A-Z" checked={state.upper} onChange={(upper) => update({ upper })} />
            <CheckField label="0-9" checked={state.digits} onChange={(digits) => update({ digits })} />
            <CheckField label="Symbols !#$…" checked={state.symbols} onChange={(symbols) => update({ symbols })} />
            <TextField label="Custom characters" value={state.custom} onChange={(custom) => update({ custom })} width={160} />
            <CheckField
              label={`Exclude look-alikes (${LOOK_ALIKES.split('').join(' ')})`}
              checked={state.excludeLookAlikes}
              onChange={(excludeLookAlikes) => update({ excludeLookAlikes })}
            />
          </>
        )}
        {state.mode === 'passphrase' && (
          <>
            <TextField label="Words" value={state.words} onChange={(words) => update({ words })} width={80} />
            <TextField label="Separator" value={state.separator} onChange={(separator) => update({ separator })} width={80} />
            <CheckField label="Capitalise" checked={state.capitalize} onChange={(capitalize) => update({ capitalize })} />
            <CheckField label="Add a number" checked={state.number} onChange={(number) => update({ number })} />
          </>
        )}
        {state.mode === 'token' && (
          <>
            <TextField label="Bytes" value={state.bytes} onChange={(bytes) => update({ bytes })} width={80} />
            <SelectField
              label="Format"
              value={state.tokenFormat}
              onChange={(tokenFormat) => update({ tokenFormat })}
              data={[
                { value: 'hex', label: 'Hex' },
                { value: 'base64url', label: 'Base64URL' },
              ]}
            />
          </>
        )}
      </div>
      <section aria-label="Generated">
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>Generated</h2>
          <GenerateActions onGenerate={() => setNonce((n) => n + 1)} output={output} filename={`${state.mode}s.txt`}>
            <ShareButton slug={SLUG} state={state} />
          </GenerateActions>
        </div>
        <CodeEditor label="Output" value={output} readOnly height={220} wrap />
        {error && <ErrorPanel error={error} />}
        <p aria-label="Entropy" style={{ fontSize: 14, margin: '8px 0 0' }}>
          {entropy.ok
            ? `Entropy: ${entropy.value.bits.toFixed(1)} bits each (${entropy.value.how}), ${strengthOf(entropy.value.bits)}`
            : 'Entropy: —'}
        </p>
        <p className={classes.status} aria-live="polite">
          Made in your browser with crypto.getRandomValues (rejection sampling, no modulo bias). Share links carry the settings, never the secrets.
        </p>
      </section>
    </div>
  );
}
