'use client';

import { Group } from '@mantine/core';
import { useState } from 'react';
import { TransformTool } from '@/components/kit/TransformTool';
import { CopyButton, DownloadButton } from '@/components/kit/ToolActions';
import { formatBytes } from '@/lib/text-stats';
import { parseDataUri, sniffImageMime, toDataUri, type DataUri } from './base64.core';

const defaults = {};
const run = (input: string) => parseDataUri(input);
const toText = (d: DataUri) => toDataUri(d.mime, d.bytes);

// A 16×16 PNG (an indigo square with a white border), small enough to read in the share link.
const sample =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHElEQVR42mP4TyJgAGKfvK9EolENoxoGWgNJAACFkf1YOxlxYAAAAABJRU5ErkJggg==';

async function readImage(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return toDataUri(file.type || sniffImageMime(bytes) || 'application/octet-stream', bytes);
}

const extension = (mime: string) => ({ 'image/svg+xml': 'svg', 'image/jpeg': 'jpg', 'image/x-icon': 'ico' })[mime] ?? mime.split('/')[1] ?? 'bin';

function ImagePreview({ data }: { data: DataUri }) {
  const uri = toDataUri(data.mime, data.bytes);
  // Tagged with its URI so a new image never shows the previous one's dimensions.
  const [measured, setMeasured] = useState<{ uri: string; w: number; h: number } | null>(null);
  const size = measured?.uri === uri ? measured : null;
  return (
    <section aria-label="Preview" style={{ marginTop: 12 }}>
      <Group gap={6} mb={8}>
        <CopyButton text={`url("${uri}")`} label="Copy as CSS url()" />
        <CopyButton text={`<img src="${uri}" alt="">`} label="Copy as <img>" />
        <DownloadButton data={() => data.bytes as BlobPart} filename={`image.${extension(data.mime)}`} mime={data.mime} />
      </Group>
      <div
        style={{
          padding: 12,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          backgroundImage: 'repeating-conic-gradient(#8883 0% 25%, transparent 0% 50%)',
          backgroundSize: '16px 16px',
        }}
      >
        {/* A data URI in <img> never runs scripts, even for SVG, so previewing pasted content is safe. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={uri}
          alt="Preview of the decoded image"
          style={{ maxWidth: '100%', maxHeight: 360, display: 'block' }}
          onLoad={(e) => setMeasured({ uri, w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
        />
      </div>
      <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
        {data.mime}, {formatBytes(data.bytes.length)}
        {size ? `, ${size.w} × ${size.h} px` : ''}
      </p>
    </section>
  );
}

export default function Base64ImageEncoder() {
  return (
    <TransformTool
      slug="base64-image-encoder"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      toText={toText}
      readFile={readImage}
      accept="image/*"
      wrapInput
      wrapOutput
      inputPlaceholder="Drop or open an image, or paste a data URI or Base64"
      download={{ filename: 'data-uri.txt', mime: 'text/plain' }}
      renderNotes={(d) => <ImagePreview data={d} />}
    />
  );
}
