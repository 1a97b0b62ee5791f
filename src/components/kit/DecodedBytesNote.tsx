'use client';

import { formatBytes } from '@/lib/bytes-text';
import { DownloadButton } from './ToolActions';

/**
 * Under a decoder's output: how many bytes came out, and for bytes that are not UTF-8 text (shown as Base64) a
 * button that downloads them as they are. Nothing while encoding (`bytes` null).
 */
export function DecodedBytesNote({ value, filename = 'decoded.bin' }: { value: { binary: boolean; bytes: Uint8Array | null }; filename?: string }) {
  const { bytes, binary } = value;
  if (!bytes) return null;
  return (
    <p style={{ fontSize: 13, margin: '6px 0 0', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>
        {formatBytes(bytes.length)} decoded{binary ? ': not UTF-8 text, so shown as Base64.' : ' as UTF-8 text.'}
      </span>
      {binary && <DownloadButton data={() => bytes as Uint8Array<ArrayBuffer>} filename={filename} mime="application/octet-stream" />}
    </p>
  );
}
