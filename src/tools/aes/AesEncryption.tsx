'use client';

import { Button } from '@mantine/core';
import { useState } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CheckField, SelectField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { OpenFileButton } from '@/components/kit/ToolActions';
import { TransformTool } from '@/components/kit/TransformTool';
import { bytesToHex } from '@/lib/hex';
import type { Result, ToolError } from '@/lib/result';
import { DEFAULT_ITERATIONS, decryptAes, encryptAes, opensslCommand, optionsOf, runAesPage, type AesPageOptions, type AesShown } from './aes.core';

const defaults: AesPageOptions = {
  mode: 'encrypt',
  cipher: 'cbc',
  keyType: 'passphrase',
  passphrase: 'correct horse battery staple',
  keyHex: '',
  iterations: DEFAULT_ITERATIONS,
};
const run = (input: string, o: AesPageOptions): Promise<Result<AesShown>> => runAesPage(input, o);
const worker = () => new Worker(new URL('./aes.worker.ts', import.meta.url));
const toText = (v: AesShown) => v.text;

const MODES = [
  { value: 'encrypt', label: 'Encrypt' },
  { value: 'decrypt', label: 'Decrypt' },
];
const CIPHERS = [
  { value: 'cbc', label: 'AES-256-CBC (OpenSSL)' },
  { value: 'gcm', label: 'AES-GCM (authenticated)' },
];
const KEY_TYPES = [
  { value: 'passphrase', label: 'Passphrase (PBKDF2)' },
  { value: 'raw', label: 'Raw key (hex)' },
];

const mono = { fontFamily: 'var(--mantine-font-family-monospace)' };

/** Encrypts or decrypts a whole file with the page's settings and downloads the result. */
function FileCrypt({ options }: { options: AesPageOptions }) {
  const [error, setError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState(false);
  const encrypt = options.mode === 'encrypt';
  const onFile = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      const o = optionsOf(options);
      if (encrypt) {
        const r = await encryptAes(new Uint8Array(await file.arrayBuffer()), o);
        if (r.ok) downloadBlob(r.value, `${file.name}.enc`, 'text/plain');
        else setError(r.error);
      } else {
        const r = await decryptAes(await file.text(), o);
        if (r.ok) downloadBlob(r.value as BlobPart, file.name.replace(/\.enc$/, '') || 'decrypted.bin', 'application/octet-stream');
        else setError(r.error);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ flexBasis: '100%' }}>
      <OpenFileButton label={busy ? 'Working…' : encrypt ? 'Encrypt a file…' : 'Decrypt a file…'} onFile={(f) => void onFile(f)} />
      <ErrorPanel error={error} />
    </div>
  );
}

export default function AesEncryption() {
  const [show, setShow] = useState(false);
  return (
    <TransformTool
      slug="crypto/aes"
      sample={'Meet me by the old oak at ten. Bring the map.'}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={toText}
      wrapInput
      wrapOutput
      download={{ filename: 'aes.txt', mime: 'text/plain' }}
      renderNotes={(v) =>
        v.binary ? (
          <p role="status" className={classes.status}>
            {`The plaintext is ${v.binary.length.toLocaleString('en-US')} bytes of binary data, not text. `}
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => downloadBlob(v.binary as BlobPart, 'decrypted.bin', 'application/octet-stream')}
            >
              Download the file
            </Button>
          </p>
        ) : null
      }
      renderOptions={(o, update) => (
        <>
          <SelectField label="Mode" value={o.mode} data={MODES} onChange={(v) => update({ mode: v as AesPageOptions['mode'] })} />
          <SelectField label="Cipher" value={o.cipher} data={CIPHERS} onChange={(v) => update({ cipher: v as AesPageOptions['cipher'] })} />
          <SelectField label="Key" value={o.keyType} data={KEY_TYPES} onChange={(v) => update({ keyType: v as AesPageOptions['keyType'] })} />
          {o.keyType === 'passphrase' ? (
            <>
              <label className={classes.field} style={{ flex: '1 1 220px' }}>
                <span className={classes.fieldLabel}>Passphrase</span>
                <input
                  className={classes.fieldInput}
                  type={show ? 'text' : 'password'}
                  value={o.passphrase}
                  onChange={(e) => update({ passphrase: e.currentTarget.value })}
                  autoComplete="off"
                  spellCheck={false}
                />
              </label>
              <CheckField label="Show" checked={show} onChange={setShow} />
              <label className={classes.field}>
                <span className={classes.fieldLabel}>PBKDF2 iterations</span>
                <input
                  className={classes.fieldInput}
                  type="number"
                  min={1}
                  step={1}
                  value={o.iterations}
                  onChange={(e) => update({ iterations: e.currentTarget.value === '' ? 0 : Number(e.currentTarget.value) })}
                  style={{ width: 130 }}
                />
              </label>
            </>
          ) : (
            <>
              <label className={classes.field} style={{ flex: '1 1 360px' }}>
                <span className={classes.fieldLabel}>Key (hex)</span>
                <input
                  className={classes.fieldInput}
                  value={o.keyHex}
                  onChange={(e) => update({ keyHex: e.currentTarget.value })}
                  placeholder="64 hex digits for AES-256"
                  autoComplete="off"
                  spellCheck={false}
                  style={mono}
                />
              </label>
              <Button
                size="sm"
                variant="default"
                onClick={() => update({ keyHex: bytesToHex(crypto.getRandomValues(new Uint8Array(32))) })}
                style={{ alignSelf: 'flex-end' }}
              >
                Generate a key
              </Button>
            </>
          )}
          <FileCrypt options={o} />
          {o.cipher === 'cbc' && o.keyType === 'passphrase' && (
            <p className={classes.status} style={{ ...mono, flexBasis: '100%', margin: 0 }}>
              {`${o.mode === 'encrypt' ? 'Decrypt with' : 'Made by'}: ${opensslCommand(o.mode, o.iterations)}`}
            </p>
          )}
        </>
      )}
    />
  );
}
