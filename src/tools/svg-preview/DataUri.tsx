'use client';

import { Group, SegmentedControl, Textarea } from '@mantine/core';
import classes from '@/components/kit/kit.module.css';
import { CopyButton } from '@/components/kit/ToolActions';
import { formatBytes } from '@/lib/text-stats';
import { svgDataUri } from './svg-preview.core';
import type { View } from './use-svg-preview';

// The previewed SVG as a data: URI, base64 or URL-encoded, to copy.

export function DataUri({ view, encoding, onEncoding }: { view: View | null; encoding: string; onEncoding: (encoding: string) => void }) {
  const dataUri = view ? svgDataUri(view.source, encoding === 'url' ? 'url' : 'base64') : '';
  return (
    <>
      <Group justify="space-between" align="end" mt="lg" mb={4}>
        <h2 className={classes.paneTitle}>Data URI</h2>
        <Group gap={6}>
          <SegmentedControl
            size="xs"
            aria-label="Data URI encoding"
            value={encoding}
            data={[
              { value: 'base64', label: 'Base64' },
              { value: 'url', label: 'URL-encoded' },
            ]}
            onChange={onEncoding}
          />
          <CopyButton text={dataUri} label="Copy data URI" disabled={!dataUri} />
        </Group>
      </Group>
      <Textarea
        aria-label="Data URI"
        value={dataUri}
        readOnly
        rows={5}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12, wordBreak: 'break-all' } }}
      />
      <p className={classes.status}>{dataUri ? `${formatBytes(dataUri.length)}; use it as an <img> src or in CSS url("…").` : ''}</p>
    </>
  );
}
