'use client';

import { Group } from '@mantine/core';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { CopyButton, DownloadButton } from '@/components/kit/ToolActions';
import { formatBytes } from '@/lib/text-stats';
import type { MinifySizes } from './minify-sizes';

/**
 * Up to this many characters a page minifies on the main thread (a few milliseconds once the library has loaded);
 * anything larger goes to the worker, since terser and html-minifier take about a second per 100 KB on a slow machine.
 */
export const MAIN_THREAD_CHARS = 10_000;

const percent = (before: number, after: number) => (before === 0 ? '' : ` (${(((before - after) / before) * 100).toFixed(1)}% smaller)`);

/** The sizes line under the output: before, after, and after gzip. */
export function SizesNote({ sizes }: { sizes: MinifySizes }) {
  if (sizes.before === 0) return null;
  return (
    <p aria-label="Sizes" style={{ fontSize: 14, margin: '8px 0 0' }}>
      Original {formatBytes(sizes.before)} → minified {formatBytes(sizes.after)}
      {percent(sizes.before, sizes.after)}
      {sizes.gzip != null && ` · ${formatBytes(sizes.gzip)} gzipped`}
    </p>
  );
}

/** Notes of the minifier: the warnings it gave (what it left as it was). */
export function WarningsNote({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Warnings" style={{ fontSize: 13, margin: '6px 0 0', paddingLeft: 18, color: 'var(--mantine-color-orange-text)' }}>
      {warnings.map((w, i) => (
        <li key={i}>{w}</li>
      ))}
    </ul>
  );
}

/** The source map under the output, with its own Copy and Download. */
export function SourceMapView({ map, filename }: { map: string; filename: string }) {
  return (
    <section aria-label="Source map pane" style={{ marginTop: 12 }}>
      <Group justify="space-between" gap={6} mb={4}>
        <h3 style={{ fontSize: 15, margin: 0 }}>Source map</h3>
        <Group gap={6}>
          <CopyButton text={map} label="Copy map" />
          <DownloadButton data={() => map} filename={filename} mime="application/json" />
        </Group>
      </Group>
      <CodeEditor label="Source map" value={map} readOnly language="json" wrap height={160} />
    </section>
  );
}
