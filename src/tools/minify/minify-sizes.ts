import { compress } from '@/lib/compression';
import { utf8Length } from '@/lib/text-stats';

/** The sizes a minifier page reports: the input and the output in UTF-8 bytes, and the output gzipped. */
export interface MinifySizes {
  before: number;
  after: number;
  /** The output compressed with gzip (level 6), as a server would send it; null when it could not be measured. */
  gzip: number | null;
}

/** Measures the input and the output (the platform's CompressionStream gives the gzip size, in Node as in browsers). */
export async function measure(input: string, output: string): Promise<MinifySizes> {
  const gz = await compress(new TextEncoder().encode(output), 'gzip');
  return { before: utf8Length(input), after: utf8Length(output), gzip: gz.ok ? gz.value.length : null };
}
