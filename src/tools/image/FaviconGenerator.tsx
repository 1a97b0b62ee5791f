'use client';

import { Button, Group } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { downloadBlob } from '@/components/kit/actions';
import { TextField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { CopyButton, DownloadButton } from '@/components/kit/ToolActions';
import { formatBytes } from '@/lib/bytes-text';
import { ok } from '@/lib/result';
import { readImageFile } from './image.file';
import type { FaviconFile, FaviconOptions, FaviconResult } from './image.run';
import { FAVICON_SAMPLE } from './image.sample';
import { ImageFigure, PasteImage, useObjectUrl } from './ImagePreview';

type Options = { name: string; themeColor: string };
const defaults: Options = { name: 'My site', themeColor: '#ffffff' };

/**
 * Every image goes to the worker (the codecs are WebAssembly). This runs for an empty input, and for the sample at
 * the first render, whose answer is made ahead of time (favicon.sample-output.ts, loaded only then).
 */
const run = async (input: string, o: Options) => {
  if (input.trim() === '') return ok(null);
  if (input === FAVICON_SAMPLE && o.name === defaults.name && o.themeColor === defaults.themeColor)
    return ok((await import('./favicon.sample-output')).faviconSampleOutput as FaviconResult | null);
  return (await import('./image.run')).faviconInput(input, o as FaviconOptions);
};
const worker = () => new Worker(new URL('./favicon.worker.ts', import.meta.url));

const mimeOf = (f: FaviconFile) => (f.file.endsWith('.png') ? 'image/png' : f.file.endsWith('.ico') ? 'image/x-icon' : 'application/manifest+json');

function Icon({ file }: { file: FaviconFile }) {
  const url = useObjectUrl(file.bytes, mimeOf(file));
  const shown = Math.min(file.size ?? 48, 96);
  return (
    <figure style={{ margin: 0, width: 150 }} aria-label={file.file}>
      <div
        style={{
          height: 100,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'repeating-conic-gradient(#8883 0% 25%, transparent 0% 50%) 0 0 / 16px 16px',
        }}
      >
        {url && (
          // eslint-disable-next-line @next/next/no-img-element -- an object URL of bytes in the page: nothing to optimise
          <img src={url} alt={file.file} width={shown} height={shown} style={{ imageRendering: (file.size ?? 48) < 64 ? 'pixelated' : undefined }} />
        )}
      </div>
      <figcaption style={{ fontSize: 12, margin: '4px 0' }}>
        {file.file}
        <br />
        {file.size ? `${file.size} × ${file.size}, ` : '16, 32 and 48 px, '}
        {formatBytes(file.bytes.length)}
      </figcaption>
      <DownloadButton data={() => file.bytes as Uint8Array<ArrayBuffer>} filename={file.file} mime={mimeOf(file)} />
    </figure>
  );
}

function Snippet({ label, text }: { label: string; text: string }) {
  return (
    <section aria-label={label} style={{ marginTop: 12 }}>
      <Group justify="space-between" mb={4}>
        <strong style={{ fontSize: 14 }}>{label}</strong>
        <CopyButton text={text} />
      </Group>
      <pre
        style={{ fontSize: 12, margin: 0, padding: 8, overflowX: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
      >
        {text}
      </pre>
    </section>
  );
}

function FaviconSet({ value }: { value: FaviconResult }) {
  const ico = value.files.find((f) => f.file === 'favicon.ico')!;
  const preview = useObjectUrl(ico.bytes, 'image/x-icon');
  return (
    <section aria-label="Favicon set" style={{ marginTop: 8 }}>
      <Group gap={8} mb={8}>
        <Button
          size="compact-sm"
          leftSection={<IconFileZip size={14} />}
          onClick={async () => {
            const { zipFavicon } = await import('./image.run');
            downloadBlob(zipFavicon(value.files) as Uint8Array<ArrayBuffer>, 'favicons.zip', 'application/zip');
          }}
        >
          Download all (ZIP)
        </Button>
        <span style={{ fontSize: 13 }}>
          From a {value.source.type.toUpperCase()} of {value.source.width} × {value.source.height}
        </span>
      </Group>
      {value.notes.map((n) => (
        <p key={n} style={{ fontSize: 13, margin: '0 0 6px' }}>
          {n}
        </p>
      ))}
      <Group gap={10} align="flex-start">
        {value.files
          .filter((f) => f.file !== 'site.webmanifest')
          .map((f) => (
            <Icon key={f.file} file={f} />
          ))}
      </Group>
      <ImageFigure src={preview} alt="favicon.ico in a tab" caption="favicon.ico as a browser shows it" maxHeight={32} />
      <Snippet label="Link tags for <head>" text={value.links} />
      <Snippet label="site.webmanifest" text={value.manifest} />
    </section>
  );
}

export default function FaviconGenerator() {
  return (
    <PasteImage>
      <TransformTool
        slug="image/favicon"
        sample={FAVICON_SAMPLE}
        defaultOptions={defaults}
        run={run}
        worker={worker}
        workerThreshold={0}
        toText={(v) => v?.links ?? ''}
        readFile={(file) => readImageFile(file, 512)}
        accept="image/png,image/jpeg,image/webp,image/avif,image/svg+xml,.svg"
        wrapInput
        inputPlaceholder="Open or drop a square image (PNG, SVG, JPEG, WebP or AVIF), ideally 512 × 512 or larger"
        outputActions={false}
        download={{ filename: 'favicon-links.html', mime: 'text/html' }}
        renderOutput={(v) => (v ? <FaviconSet value={v} /> : <p style={{ fontSize: 14 }}>Open or drop an image to make a favicon set from it.</p>)}
        renderOptions={(o, update) => (
          <>
            <TextField label="Site name" value={o.name} onChange={(name) => update({ name })} width={180} />
            <TextField label="Theme colour" value={o.themeColor} onChange={(themeColor) => update({ themeColor })} width={100} />
          </>
        )}
      />
    </PasteImage>
  );
}
