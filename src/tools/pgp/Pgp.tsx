'use client';

import { Button, Group } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { ContinueInRecipe } from '@/components/kit/ContinueInRecipe';
import { DropPane } from '@/components/kit/DropPane';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CheckField, SelectField, TextField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { typingDelay, useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import type { ToolSlug } from '@/registry/tools';
import type { GeneratedKey, GenerateSettings, PgpJob, PgpKeyType, PgpMode, PgpShown } from './pgp.options';
import { SAMPLE_ENCRYPTED, SAMPLE_MESSAGE, SAMPLE_PASSPHRASE, SAMPLE_PRIVATE_KEY, SAMPLE_PUBLIC_KEY, SAMPLE_SIGNED } from './pgp.sample';

const SLUG: ToolSlug = 'pgp';
/**
 * Kept across reloads: everything but passphrases and passwords, which stay in this page's memory. A share link also
 * leaves out the private key (see `shared` below).
 */
const defaults = {
  mode: 'encrypt',
  input: SAMPLE_MESSAGE,
  publicKeys: SAMPLE_PUBLIC_KEY,
  privateKey: '',
  sign: false,
  detached: false,
  signature: '',
  name: '',
  email: '',
  keyType: 'curve25519',
  expiryDays: '0',
};
/** Small messages run at once; larger ones wait for a pause in the typing. */
const INSTANT_CHARS = 4_000;

const MODES = [
  { value: 'encrypt', label: 'Encrypt' },
  { value: 'decrypt', label: 'Decrypt' },
  { value: 'sign', label: 'Sign' },
  { value: 'verify', label: 'Verify' },
  { value: 'inspect', label: 'Inspect key' },
  { value: 'generate', label: 'Generate key' },
];
const KEY_TYPES = [
  { value: 'curve25519', label: 'ECC Curve25519 (Ed25519 + Cv25519)' },
  { value: 'rsa3072', label: 'RSA 3072' },
  { value: 'rsa4096', label: 'RSA 4096 (slow to make)' },
];
const EXPIRY = [
  { value: '0', label: 'Never' },
  { value: '365', label: '1 year' },
  { value: '730', label: '2 years' },
  { value: '1825', label: '5 years' },
];
const SIGN_KINDS = [
  { value: 'cleartext', label: 'Cleartext-signed message' },
  { value: 'detached', label: 'Detached signature' },
];

const INPUT_TITLES: Record<PgpMode, string> = {
  encrypt: 'Message',
  decrypt: 'Encrypted message',
  sign: 'Message',
  verify: 'Signed message',
  inspect: 'Key',
  generate: 'Key',
};
const OUTPUT_TITLES: Record<PgpMode, string> = {
  encrypt: 'Encrypted message',
  decrypt: 'Decrypted message',
  sign: 'Signed',
  verify: 'Signature check',
  inspect: 'What the key holds',
  generate: 'New key',
};

const mono: CSSProperties = { fontFamily: 'var(--mantine-font-family-monospace)' };
const keyArea: CSSProperties = { ...mono, height: 'auto', padding: 8, fontSize: 12, width: '100%' };
const pgpWorker = () => new Worker(new URL('./pgp.worker.ts', import.meta.url));

/** A labelled text area for an armored key or signature. */
function ArmorField(props: { label: string; value: string; onChange: (v: string) => void; placeholder: string }) {
  return (
    <label className={classes.field} style={{ display: 'flex', flex: '1 1 320px', marginBottom: 12 }}>
      <span className={classes.fieldLabel}>{props.label}</span>
      <textarea
        className={classes.fieldInput}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        spellCheck={false}
        autoComplete="off"
        rows={4}
        placeholder={props.placeholder}
        style={keyArea}
      />
    </label>
  );
}

/** A passphrase or password, hidden unless asked; kept in memory only. */
function SecretField(props: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className={classes.field} style={{ flex: '1 1 200px' }}>
      <span className={classes.fieldLabel}>{props.label}</span>
      <input
        className={classes.fieldInput}
        type="password"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </label>
  );
}

/** One armored result of key generation, with its copy and download buttons. */
function KeyBlock({ label, text, filename }: { label: string; text: string; filename: string }) {
  return (
    <div style={{ flex: '1 1 360px', minWidth: 0 }}>
      <Group gap={6} justify="space-between">
        <h3 className={classes.paneTitle}>{label}</h3>
        <Group gap={6}>
          <CopyButton text={text} label={`Copy ${label.toLowerCase()}`} />
          <DownloadButton data={() => text} filename={filename} mime="application/pgp-keys" />
        </Group>
      </Group>
      <pre aria-label={label} style={{ ...mono, fontSize: 12, margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </pre>
    </div>
  );
}

export default function Pgp() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const runner = useWorkerRunner<{ job: PgpJob }, PgpShown>(pgpWorker);
  const keyRunner = useWorkerRunner<{ generate: GenerateSettings }, GeneratedKey>(pgpWorker);
  const [passphrase, setPassphrase] = useState('');
  const [password, setPassword] = useState('');
  const [newPassphrase, setNewPassphrase] = useState('');
  const mode = state.mode as PgpMode;
  const generating = mode === 'generate';

  const job: PgpJob = {
    mode,
    input: state.input,
    publicKeys: mode === 'sign' || mode === 'inspect' ? '' : state.publicKeys,
    privateKey: mode === 'decrypt' || mode === 'sign' || (mode === 'encrypt' && state.sign) ? state.privateKey : '',
    passphrase,
    password: mode === 'encrypt' || mode === 'decrypt' ? password : '',
    sign: state.sign,
    detached: state.detached,
    signature: mode === 'verify' ? state.signature : '',
  };
  const jobKey = JSON.stringify(job);
  const run = useToolRun<PgpShown>({
    deps: [jobKey],
    worker: runner,
    enabled: mounted && !generating,
    delay: state.input.length <= INSTANT_CHARS ? 0 : typingDelay(state.input.length),
    run: () => runner.run({ job }),
  });

  /** What the last Generate press asked for: a new object each press, so each makes a new key. */
  const [asked, setAsked] = useState<GenerateSettings | null>(null);
  const made = useToolRun<GeneratedKey>({
    deps: [asked],
    enabled: asked !== null,
    worker: keyRunner,
    delay: 0,
    run: () => keyRunner.run({ generate: asked! }),
  });

  const sample = () => {
    const samples: Record<PgpMode, Partial<typeof defaults>> = {
      encrypt: { input: SAMPLE_MESSAGE, publicKeys: SAMPLE_PUBLIC_KEY },
      decrypt: { input: SAMPLE_ENCRYPTED, privateKey: SAMPLE_PRIVATE_KEY },
      sign: { input: SAMPLE_MESSAGE, privateKey: SAMPLE_PRIVATE_KEY },
      verify: { input: SAMPLE_SIGNED, publicKeys: SAMPLE_PUBLIC_KEY, signature: '' },
      inspect: { input: SAMPLE_PUBLIC_KEY },
      generate: { name: 'Sample User', email: 'sample@example.org' },
    };
    update(samples[mode]);
    if (mode === 'decrypt' || mode === 'sign') setPassphrase(SAMPLE_PASSPHRASE);
  };
  const readFile = (file: File) =>
    void file.text().then((input) => {
      // A whole file runs without the typing debounce.
      run.runNow();
      update({ input });
    });
  // A share link carries no private key (and no passphrase, which is never stored).
  const { privateKey: _privateKey, ...shared } = state;
  void _privateKey;
  const text = run.value?.text ?? '';
  const key = made.value;

  const privateKeyField = (
    <>
      <ArmorField
        label="Private key"
        value={state.privateKey}
        onChange={(privateKey) => update({ privateKey })}
        placeholder="-----BEGIN PGP PRIVATE KEY BLOCK-----"
      />
      <SecretField label="Passphrase" value={passphrase} onChange={setPassphrase} />
    </>
  );

  return (
    <div
      {...upgradeEditorsOnUse}
      data-tool={SLUG}
      data-ready={mounted || undefined}
      data-pending={run.pending || made.pending || undefined}
      onFocusCapture={() => {
        upgradeEditorsOnUse.onFocusCapture();
        // OpenPGP.js is large: it loads in the worker while the visitor is still typing.
        runner.warm();
      }}
    >
      <div className={classes.options}>
        <SelectField label="Mode" value={mode} data={MODES} onChange={(m) => update({ mode: m })} />
        {mode === 'sign' && (
          <SelectField
            label="Output"
            value={state.detached ? 'detached' : 'cleartext'}
            data={SIGN_KINDS}
            onChange={(v) => update({ detached: v === 'detached' })}
          />
        )}
        {mode === 'encrypt' && <CheckField label="Also sign" checked={state.sign} onChange={(s) => update({ sign: s })} />}
        {(mode === 'encrypt' || mode === 'decrypt') && <SecretField label="Password (instead of keys)" value={password} onChange={setPassword} />}
        {generating && (
          <>
            <TextField label="Name" value={state.name} onChange={(name) => update({ name })} width={180} />
            <TextField label="Email" value={state.email} onChange={(email) => update({ email })} width={220} />
            <SelectField label="Key type" value={state.keyType} data={KEY_TYPES} onChange={(keyType) => update({ keyType })} />
            <SelectField label="Expires" value={state.expiryDays} data={EXPIRY} onChange={(expiryDays) => update({ expiryDays })} />
            <SecretField label="New key's passphrase" value={newPassphrase} onChange={setNewPassphrase} />
          </>
        )}
      </div>
      <div className={classes.options}>
        {(mode === 'encrypt' || mode === 'verify' || mode === 'decrypt') && (
          <ArmorField
            label={
              mode === 'encrypt'
                ? "Recipients' public keys"
                : mode === 'verify'
                  ? "Signer's public key"
                  : "Sender's public key (to check the signature)"
            }
            value={state.publicKeys}
            onChange={(publicKeys) => update({ publicKeys })}
            placeholder="-----BEGIN PGP PUBLIC KEY BLOCK-----"
          />
        )}
        {(mode === 'decrypt' || mode === 'sign' || (mode === 'encrypt' && state.sign)) && privateKeyField}
        {mode === 'verify' && (
          <ArmorField
            label="Detached signature (when the input is the signed file's text)"
            value={state.signature}
            onChange={(signature) => update({ signature })}
            placeholder="-----BEGIN PGP SIGNATURE-----"
          />
        )}
      </div>
      {generating ? (
        <section aria-label="New key">
          <Group gap={6} mb={12}>
            <Button
              onClick={() =>
                setAsked({
                  name: state.name,
                  email: state.email,
                  type: state.keyType as PgpKeyType,
                  passphrase: newPassphrase,
                  expiryDays: Number(state.expiryDays),
                })
              }
              loading={made.busy}
            >
              Generate key
            </Button>
            <SampleButton onClick={sample} />
            {key && (
              <Button
                variant="default"
                onClick={() => {
                  update({ publicKeys: key.publicKey, privateKey: key.privateKey });
                  setPassphrase(newPassphrase);
                }}
              >
                Use this key on the other modes
              </Button>
            )}
          </Group>
          <ErrorPanel error={made.error} />
          {key && !made.error && (
            <>
              <pre className={classes.status} style={{ ...mono, whiteSpace: 'pre-wrap' }} aria-label="Fingerprint">
                {`Fingerprint: ${key.fingerprint}\n${key.summary}`}
              </pre>
              <Group align="flex-start" gap={16}>
                <KeyBlock label="Public key" text={key.publicKey} filename="public-key.asc" />
                <KeyBlock label="Private key" text={key.privateKey} filename="private-key.asc" />
              </Group>
            </>
          )}
        </section>
      ) : (
        <div className={classes.panes}>
          <DropPane label="Input pane" onFile={readFile}>
            <div className={classes.paneHeader}>
              <h2 className={classes.paneTitle}>{INPUT_TITLES[mode]}</h2>
              <Group gap={6}>
                <SampleButton onClick={sample} />
                <OpenFileButton onFile={readFile} accept=".asc,.txt,.pgp,.gpg,.sig,text/plain" />
                <ClearButton onClick={() => update({ input: '' })} />
                <ShareButton slug={SLUG} state={shared} />
              </Group>
            </div>
            <CodeEditor
              label="Input"
              value={state.input}
              onChange={(v, kind) => {
                if (kind === 'paste') run.runNow();
                update({ input: v });
              }}
              placeholder={mode === 'inspect' ? '-----BEGIN PGP PUBLIC KEY BLOCK-----' : 'Paste or type here, or drop a file'}
              wrap
            />
            <ErrorPanel error={run.error} />
          </DropPane>
          <section aria-label="Output pane">
            <div className={classes.paneHeader}>
              <h2 className={classes.paneTitle}>{OUTPUT_TITLES[mode]}</h2>
              <Group gap={6}>
                <CopyButton text={text} disabled={!text} />
                <DownloadButton
                  data={() => text}
                  filename={mode === 'encrypt' || mode === 'sign' ? 'message.asc' : 'pgp.txt'}
                  mime="text/plain"
                  disabled={!text}
                />
              </Group>
            </div>
            <CodeEditor label="Output" value={run.error ? '' : text} readOnly wrap />
            {!run.error &&
              run.value?.notes.map((n) => (
                <p key={n} className={classes.status} role="status">
                  {n}
                </p>
              ))}
          </section>
        </div>
      )}
      <div className={classes.status} aria-live="polite">
        {generating
          ? made.busy
            ? 'Generating… (RSA 4096 can take several seconds)'
            : made.ms != null
              ? `Made in ${made.ms} ms`
              : 'OpenPGP v4 keys, readable by GnuPG 2.2 and 2.4'
          : `Input: ${state.input.length.toLocaleString('en-US')} characters${run.busy ? ' · working…' : run.ms != null ? ` · ${run.ms} ms` : ''}`}
      </div>
      {/* The page's recipe step is pgp/encrypt (src/ops/groups/pgp.ts); it never carries the private key. */}
      {mode === 'encrypt' && <ContinueInRecipe slug={SLUG} state={shared} />}
    </div>
  );
}
