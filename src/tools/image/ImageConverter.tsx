'use client';

import { Group } from '@mantine/core';
import { CheckField, NumberField, SelectField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { TransformTool } from '@/components/kit/TransformTool';
import { DownloadButton } from '@/components/kit/ToolActions';
import { formatBytes } from '@/lib/bytes-text';
import { ok } from '@/lib/result';
import { EXTENSION, MIME, saving, type OutputFormat } from './image.core';
import { readImageFile } from './image.file';
import type { ConvertOptions, ConvertResult } from './image.run';
import { CONVERTER_SAMPLE } from './image.sample';
import { converterSampleOutput } from './image.sample-output';
import { ImageFigure, PasteImage, useObjectUrl } from './ImagePreview';

type Options = { format: string; quality: number; width: number; height: number; keepAspect: boolean };
const defaults: Options = { format: 'webp', quality: 75, width: 0, height: 0, keepAspect: true };

// Every image goes to the worker (the codecs are WebAssembly); this runs only for an empty input.
const run = async (input: string, o: Options) =>
  input.trim() === '' ? ok(null) : (await import('./image.run')).convertInput(input, o as ConvertOptions);
const worker = () => new Worker(new URL('./image.worker.ts', import.meta.url));

const FORMATS = [
  { value: 'webp', label: 'WebP' },
  { value: 'avif', label: 'AVIF' },
  { value: 'jpeg', label: 'JPEG' },
  { value: 'png', label: 'PNG (lossless)' },
];

const summary = (v: ConvertResult | null) =>
  v
    ? `${v.source.type.toUpperCase()} ${v.source.width} × ${v.source.height}, ${v.source.size} bytes → ${v.format.toUpperCase()} ${v.width} × ${v.height}, ${v.bytes.length} bytes`
    : '';

/** A width or height typed in: 0 (keep) when empty or not a number, else 1 … 8192. */
const size = (text: string) => Math.min(8192, Math.max(0, Math.round(Number(text) || 0)));

const baseName = (name: string | null) => (name ? name.replace(/\.[a-z0-9]+$/i, '') : 'image');

function Compare({ value }: { value: ConvertResult }) {
  const before = useObjectUrl(value.sourceBytes, MIME[value.source.type]);
  const after = useObjectUrl(value.bytes, MIME[value.format]);
  const file = `${baseName(value.name)}.${EXTENSION[value.format]}`;
  return (
    <section aria-label="Result" style={{ marginTop: 8 }}>
      <Group gap={8} mb={8} align="center">
        <span aria-label="Sizes" style={{ fontSize: 14 }}>
          {formatBytes(value.source.size)} → {formatBytes(value.bytes.length)} ({saving(value.source.size, value.bytes.length)})
        </span>
        <DownloadButton data={() => value.bytes as Uint8Array<ArrayBuffer>} filename={file} mime={MIME[value.format]} />
      </Group>
      <Group gap={12} align="flex-start" wrap="wrap">
        <ImageFigure
          src={before}
          alt="Before"
          caption={`Before: ${value.source.type.toUpperCase()}, ${value.source.width} × ${value.source.height}, ${formatBytes(value.source.size)}`}
        />
        <ImageFigure
          src={after}
          alt="After"
          caption={`After: ${value.format.toUpperCase()}, ${value.width} × ${value.height}, ${formatBytes(value.bytes.length)}`}
        />
      </Group>
    </section>
  );
}

export default function ImageConverter() {
  return (
    <PasteImage>
      <TransformTool
        slug="image/converter"
        sample={CONVERTER_SAMPLE}
        defaultOptions={defaults}
        run={run}
        worker={worker}
        workerThreshold={0}
        sampleResult={converterSampleOutput}
        toText={summary}
        readFile={(file) => readImageFile(file)}
        accept="image/*,.avif,.webp,.svg"
        wrapInput
        inputPlaceholder="Open or drop an image (PNG, JPEG, WebP, AVIF, GIF, BMP or SVG), or paste a data:image/…;base64, URI"
        outputActions={false}
        download={{ filename: 'image.txt', mime: 'text/plain' }}
        renderOutput={(v) => (v ? <Compare value={v} /> : <p style={{ fontSize: 14 }}>Open or drop an image to convert it.</p>)}
        renderOptions={(o, update) => (
          <>
            <SelectField label="Format" value={o.format} data={FORMATS} onChange={(format) => update({ format: format as OutputFormat })} />
            <label className={classes.field}>
              <span className={classes.fieldLabel}>Quality {o.format === 'png' ? '(PNG is lossless)' : o.quality}</span>
              <input
                type="range"
                aria-label="Quality"
                min={1}
                max={100}
                value={o.quality}
                disabled={o.format === 'png'}
                onChange={(e) => update({ quality: Number(e.currentTarget.value) })}
              />
            </label>
            <NumberField
              label="Width"
              value={o.width ? String(o.width) : ''}
              min={0}
              max={8192}
              width={90}
              onChange={(w) => update({ width: size(w) })}
            />
            <NumberField
              label="Height"
              value={o.height ? String(o.height) : ''}
              min={0}
              max={8192}
              width={90}
              onChange={(h) => update({ height: size(h) })}
            />
            <CheckField label="Keep aspect ratio" checked={o.keepAspect} onChange={(keepAspect) => update({ keepAspect })} />
          </>
        )}
      />
    </PasteImage>
  );
}
