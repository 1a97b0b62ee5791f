'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { fileAsInputText } from '@/lib/bytes-text';
import { x509Sample } from './x509.sample';

const defaults = {};
/** @peculiar/x509 loads on the first run (never with the page); the report's countdowns count from now. */
const run = (input: string) => import('./x509.core').then((m) => m.decodeX509(input));
/** About six certificates of PEM. */
const WORKER_CHARS = 20_000;
const worker = () => new Worker(new URL('./x509.worker.ts', import.meta.url));

export default function X509Decoder() {
  return (
    <TransformTool
      slug="x509/decoder"
      sample={x509Sample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      // @peculiar/x509 takes a few milliseconds a certificate: more than a handful of PEM blocks go to the worker.
      workerThreshold={WORKER_CHARS}
      readFile={fileAsInputText}
      accept=".pem,.crt,.cer,.der,.csr,.key,.pub,.txt,application/x-x509-ca-cert,application/pkix-cert,text/plain"
      inputPlaceholder="Paste PEM blocks (a certificate, a chain, a CSR, a key) or Base64 DER, or drop a .pem/.crt/.der file"
      download={{ filename: 'certificate-report.txt', mime: 'text/plain' }}
    />
  );
}
