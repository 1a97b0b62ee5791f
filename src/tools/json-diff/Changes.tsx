'use client';

import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import kit from '@/components/kit/kit.module.css';
import { CopyButton, DownloadButton } from '@/components/kit/ToolActions';
import { stringifyDeep } from '@/lib/stringify-deep';
import type { JsonChange } from './json-diff.core';
import { changesText } from './change-text';
import { ChangeList } from './ChangeList';
import type { Outcome } from './use-json-diff';

// The Changes section: filters by kind and path, Copy and Download, the list and the status line.

type KindFilter = 'all' | JsonChange['kind'];

export function Changes({ outcome, busy, onPick }: { outcome: Outcome; busy: boolean; onPick: (path: string) => void }) {
  const [kind, setKind] = useState<KindFilter>('all');
  const [query, setQuery] = useState('');

  const diff = outcome.diff;
  const counts = useMemo(() => {
    const c = { added: 0, removed: 0, changed: 0 };
    for (const ch of diff?.changes ?? []) c[ch.kind]++;
    return c;
  }, [diff]);
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (diff?.changes ?? []).filter((c) => (kind === 'all' || c.kind === kind) && (q === '' || c.path.toLowerCase().includes(q)));
  }, [diff, kind, query]);
  const text = diff ? changesText(diff) : '';

  const status = diff
    ? `${diff.equal ? 'Equal' : `${diff.changes.length} ${diff.changes.length === 1 ? 'change' : 'changes'}: ${counts.added} added, ${counts.removed} removed, ${counts.changed} changed`}${
        outcome.ms != null ? ` · ${outcome.ms} ms` : ''
      }`
    : '';

  return (
    <>
      <div className={kit.paneHeader} style={{ marginTop: 16 }}>
        <h2 className={kit.paneTitle}>Changes</h2>
        <Group gap={8}>
          <NativeSelect
            size="xs"
            aria-label="Show changes"
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as KindFilter)}
            data={[
              { value: 'all', label: `All (${diff?.changes.length ?? 0})` },
              { value: 'added', label: `Added (${counts.added})` },
              { value: 'removed', label: `Removed (${counts.removed})` },
              { value: 'changed', label: `Changed (${counts.changed})` },
            ]}
          />
          <TextInput
            size="xs"
            aria-label="Filter by path"
            placeholder="Filter by path"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            w={180}
          />
          <CopyButton text={text} disabled={!diff} />
          <DownloadButton
            data={() => stringifyDeep(diff?.changes ?? [], 2)}
            filename="json-diff.json"
            mime="application/json"
            disabled={!diff || diff.equal}
          />
        </Group>
      </div>
      <ChangeList diff={diff} visible={visible} onPick={onPick} />
      <div className={kit.status} aria-live="polite">
        {status}
        {busy ? ' · working…' : ''}
      </div>
    </>
  );
}
