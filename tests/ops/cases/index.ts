import { cases as codegen } from './codegen';
import { cases as convert } from './convert';
import { cases as crypto } from './crypto';
import { cases as cryptoKeys } from './crypto-keys';
import { cases as curl } from './curl';
import { cases as data } from './data';
import { cases as decode } from './decode';
import { cases as encode } from './encode';
import { cases as encodings } from './encodings';
import { cases as excel } from './excel';
import { cases as escapeTable } from './escape-table';
import { cases as format } from './format';
import { cases as generate } from './generate';
import { cases as ids } from './ids';
import { cases as image } from './image';
import { cases as minify } from './minify';
import { cases as pdf } from './pdf';
import { cases as pgp } from './pgp';
import { cases as schema } from './schema';
import { cases as text } from './text';
import { cases as units } from './units';
import { cases as x509 } from './x509';
import { cases as barcode } from './barcode';
import type { CaseData, OpCase } from './types';

export type { CaseData, OpCase };
export const allCases: OpCase[] = [
  ...encode,
  ...decode,
  ...format,
  ...minify,
  ...convert,
  ...codegen,
  ...data,
  ...text,
  ...encodings,
  ...generate,
  ...ids,
  ...crypto,
  ...pgp,
  ...cryptoKeys,
  ...schema,
  ...units,
  ...escapeTable,
  ...curl,
  ...x509,
  ...image,
  ...excel,
  ...pdf,
  ...barcode,
];

export const caseData = (d: CaseData): string | Uint8Array => (typeof d === 'string' ? d : new Uint8Array(Buffer.from(d.base64, 'base64')));
