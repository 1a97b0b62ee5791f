import type { AnyOperation } from './operation';
import { barcodeOps } from './groups/barcode';
import { codegenOps } from './groups/codegen';
import { convertOps } from './groups/convert';
import { cryptoOps } from './groups/crypto';
import { cryptoKeysOps } from './groups/crypto-keys';
import { curlOps } from './groups/curl';
import { dataOps } from './groups/data';
import { decodeOps } from './groups/decode';
import { encodeOps } from './groups/encode';
import { encodingsOps } from './groups/encodings';
import { excelOps } from './groups/excel';
import { escapeTableOps } from './groups/escape-table';
import { formatOps } from './groups/format';
import { generateOps } from './groups/generate';
import { idOps } from './groups/ids';
import { imageOps } from './groups/image';
import { minifyOps } from './groups/minify';
import { pdfOps } from './groups/pdf';
import { pgpOps } from './groups/pgp';
import { schemaOps } from './groups/schema';
import { textOps } from './groups/text';
import { unitsOps } from './groups/units';
import { x509Ops } from './groups/x509';

export type { AnyOperation, Operation, InputKind, OutputKind } from './operation';

/** Every operation, in the order a list shows them. */
export const operations: readonly AnyOperation[] = [
  ...encodeOps,
  ...decodeOps,
  ...formatOps,
  ...minifyOps,
  ...convertOps,
  ...codegenOps,
  ...dataOps,
  ...textOps,
  ...encodingsOps,
  ...generateOps,
  ...idOps,
  ...cryptoOps,
  ...pgpOps,
  ...cryptoKeysOps,
  ...schemaOps,
  ...unitsOps,
  ...escapeTableOps,
  ...curlOps,
  ...x509Ops,
  ...imageOps,
  ...excelOps,
  ...pdfOps,
  ...barcodeOps,
];

const byId = new Map(operations.map((op) => [op.id, op]));

export function getOperation(id: string): AnyOperation | undefined {
  return byId.get(id);
}

/** Levenshtein distance, for suggesting the ids closest to a mistyped one. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}

/** The ids closest to `id`: those containing it or contained in it first, then by edit distance. */
export function closestIds(id: string, count = 3): string[] {
  const q = id.toLowerCase();
  return operations
    .map((op) => {
      const target = op.id.toLowerCase();
      const contains = target.includes(q) || q.includes(target) ? 0 : 1;
      return { id: op.id, contains, d: distance(q, target) };
    })
    .sort((a, b) => a.contains - b.contains || a.d - b.d || a.id.localeCompare(b.id))
    .slice(0, count)
    .map((x) => x.id);
}
