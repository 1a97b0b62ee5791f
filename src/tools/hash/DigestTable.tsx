'use client';

import { Button, Progress } from '@mantine/core';
import { CopyButton } from '@/components/kit/ToolActions';
import { ALGORITHMS, encodeDigest, type DigestEncoding, type Digests } from './hash-format';

/** Every algorithm's digest in one list, each with its own Copy button; a progress bar while a large source is read. */
export function DigestTable({
  digests,
  encoding,
  prefix = '',
  busy,
  progress,
  onCancel,
}: {
  digests: Digests | null;
  encoding: DigestEncoding;
  prefix?: string;
  busy: boolean;
  progress: number;
  onCancel?: () => void;
}) {
  return (
    <div>
      {busy && onCancel && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
          <Progress value={progress * 100} style={{ flex: 1 }} aria-label="Hashing progress" />
          <span style={{ fontSize: 12, fontFamily: 'var(--mantine-font-family-monospace)', minWidth: 40 }}>{Math.floor(progress * 100)}%</span>
          <Button size="compact-sm" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
      <dl style={{ margin: 0, display: 'grid', gap: 10, opacity: busy ? 0.6 : 1 }}>
        {ALGORITHMS.map((a) => {
          const name = `${prefix}${a.name}`;
          const value = digests ? encodeDigest(digests[a.id], encoding) : '';
          return (
            <div key={a.id}>
              <dt style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 13, fontWeight: 600 }}>
                {name}
                <CopyButton text={value} disabled={!value} label={`Copy ${name}`} />
              </dt>
              <dd
                aria-label={name}
                style={{
                  margin: '4px 0 0',
                  padding: '6px 10px',
                  minHeight: 32,
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 4,
                  fontFamily: 'var(--mantine-font-family-monospace)',
                  fontSize: 13,
                  wordBreak: 'break-all',
                }}
              >
                {value}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
