'use client';

import { NativeSelect, TextInput } from '@mantine/core';
import { DirectionOption } from '@/components/kit/DirectionOption';
import { TransformTool } from '@/components/kit/TransformTool';
import { DownloadButton } from '@/components/kit/ToolActions';
import { fileAsInputText, formatBytes } from '@/lib/bytes-text';
import { ratio, runGzip, type GzipOptions, type GzipResult } from './gzip.core';

type Options = { direction: string; format: string; quality: string };
const defaults: Options = { direction: 'compress', format: 'gzip', quality: '11' };

// The quality stays text here and in the worker's request: the core reads it (and says when it is not 0-11).
const run = (input: string, o: Options) => runGzip(input, o as GzipOptions);
const worker = () => new Worker(new URL('./gzip.worker.ts', import.meta.url));

const formats = [
  { value: 'gzip', label: 'gzip (.gz, Content-Encoding: gzip)' },
  { value: 'zlib', label: 'zlib (RFC 1950, 78 9c …)' },
  { value: 'deflate', label: 'Raw deflate (RFC 1951, no header)' },
  { value: 'brotli', label: 'Brotli (.br, Content-Encoding: br)' },
];
/** Decompressing can also guess: gzip and zlib by their first bytes, else brotli. */
const decompressFormats = [{ value: 'auto', label: 'Auto-detect (gzip, zlib or brotli)' }, ...formats];
const EXTENSION: Record<string, string> = { gzip: 'gz', zlib: 'zz', deflate: 'deflate', brotli: 'br' };

function Notes({ value }: { value: GzipResult }) {
  const { compressed: compressing, format } = value;
  const original = compressing ? value.inputSize : value.bytes.length;
  const packed = compressing ? value.bytes.length : value.inputSize;
  return (
    <p style={{ fontSize: 13, margin: '6px 0 0', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <span aria-label="Sizes">
        Original {formatBytes(original)} · compressed {formatBytes(packed)}
        {original > 0 ? ` · ${ratio(original, packed)}` : ''}
        {value.detected ? ` · detected format: ${value.detected}` : ''}
        {!compressing && value.binary ? ' · not UTF-8 text, so shown as Base64' : ''}
      </span>
      {value.binary && value.bytes.length > 0 && (
        <DownloadButton
          data={() => value.bytes as Uint8Array<ArrayBuffer>}
          filename={compressing ? `data.${EXTENSION[format]}` : 'decompressed.bin'}
          mime={compressing && format === 'gzip' ? 'application/gzip' : 'application/octet-stream'}
        />
      )}
    </p>
  );
}

const DIRECTIONS = [
  { value: 'compress', label: 'Compress' },
  { value: 'decompress', label: 'Decompress' },
];

export default function GzipTool() {
  return (
    <TransformTool
      slug="gzip"
      sample={'{"message": "Compress me, compress me, compress me!", "repeat": "abcabcabcabcabcabcabcabc"}\n'}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      // Brotli is WebAssembly, which the page's policy allows in workers only: every run goes to the worker.
      workerThreshold={0}
      toText={(v) => v.text}
      readFile={fileAsInputText}
      wrapInput
      wrapOutput
      download={{ filename: 'output.txt', mime: 'text/plain' }}
      renderNotes={(v) => <Notes value={v} />}
      renderOptions={(o, update) => (
        <>
          <DirectionOption
            direction={o.direction}
            // Compressing has nothing to detect: auto becomes gzip.
            update={(patch) => update(patch.direction === 'compress' && o.format === 'auto' ? { ...patch, format: 'gzip' } : patch)}
            data={DIRECTIONS}
          />
          <NativeSelect
            label="Format"
            value={o.format}
            data={o.direction === 'decompress' ? decompressFormats : formats}
            onChange={(e) => update({ format: e.currentTarget.value })}
          />
          {o.direction === 'compress' && o.format === 'brotli' && (
            <TextInput
              label="Quality"
              description="0 fastest … 11 smallest"
              type="number"
              min={0}
              max={11}
              step={1}
              w={150}
              value={o.quality}
              onChange={(e) => update({ quality: e.currentTarget.value })}
            />
          )}
        </>
      )}
    />
  );
}
