import { z } from 'zod';
import { defineOperation, type AnyOperation } from '../operation';

/** The X.509 decoder. `run` imports its core (and @peculiar/x509) when first used. */
export const x509Ops: AnyOperation[] = [
  defineOperation({
    id: 'x509/decoder',
    title: 'X.509 certificate decode',
    description:
      'Decodes PEM certificates, chains, CSRs and keys, Base64 DER or a PKCS#12 (.p12/.pfx) file with its password into a report: subject, issuer, serial, validity, key, signature algorithm, SANs, extensions, SHA-1/SHA-256 fingerprints and chain order.',
    input: 'text',
    output: 'text',
    options: z.object({
      password: z.string().default('').describe('The password of a PKCS#12 (.p12/.pfx) input (empty when it has none)'),
    }),
    run: async (text, o) => (await import('@/tools/x509/x509.core')).decodeX509(text, { password: o.password }),
  }),
];
