import { z } from 'zod';
import { defineOperation, type AnyOperation } from '../operation';

/** The X.509 decoder. `run` imports its core (and @peculiar/x509) when first used. */
export const x509Ops: AnyOperation[] = [
  defineOperation({
    id: 'x509/decoder',
    title: 'X.509 certificate decode',
    description:
      'Decodes PEM certificates, chains, CSRs and keys (or Base64 DER) into a report: subject, issuer, serial, validity, key, signature algorithm, SANs, extensions, SHA-1/SHA-256 fingerprints and chain order.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => (await import('@/tools/x509/x509.core')).decodeX509(text),
  }),
];
