'use client';

import { useState } from 'react';
import classes from '@/components/kit/kit.module.css';
import { TransformTool } from '@/components/kit/TransformTool';
import { fileAsInputText } from '@/lib/bytes-text';
import { looksLikePkcs12 } from './pkcs12-sniff';
import { x509Sample } from './x509.sample';

type Options = Record<string, string>;
const defaults: Options = {};
/** @peculiar/x509 loads on the first run (never with the page); the report's countdowns count from now. */
const run = (input: string, options: Options) => import('./x509.core').then((m) => m.decodeX509(input, { password: options.password }));
/** About six certificates of PEM. */
const WORKER_CHARS = 20_000;
const worker = () => new Worker(new URL('./x509.worker.ts', import.meta.url));

export default function X509Decoder() {
  // A PKCS#12 file's password lives in this page's memory only: never saved, never in a share link or a recipe.
  const [password, setPassword] = useState('');
  return (
    <TransformTool
      slug="x509/decoder"
      sample={x509Sample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      // @peculiar/x509 takes a few milliseconds a certificate: more than a handful of PEM blocks go to the worker.
      workerThreshold={WORKER_CHARS}
      // Left out while empty, so the first run (the sample's) is the one started with the page.
      memoryOptions={password ? { password } : undefined}
      renderOptions={(_options, _update, input) =>
        looksLikePkcs12(input) && (
          <label className={classes.field}>
            <span className={classes.fieldLabel}>Password</span>
            <input
              className={classes.fieldInput}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              placeholder="empty if none"
            />
          </label>
        )
      }
      readFile={fileAsInputText}
      accept=".pem,.crt,.cer,.der,.csr,.key,.pub,.p12,.pfx,.txt,application/x-x509-ca-cert,application/pkix-cert,application/x-pkcs12,text/plain"
      inputPlaceholder="Paste PEM blocks (a certificate, a chain, a CSR, a key) or Base64 DER, or drop a .pem/.crt/.der or .p12/.pfx file"
      download={{ filename: 'certificate-report.txt', mime: 'text/plain' }}
    />
  );
}
