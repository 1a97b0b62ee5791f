'use client';

import { useState } from 'react';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import kit from '@/components/kit/kit.module.css';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolSlug } from '@/registry/tools';
import { Changes } from './Changes';
import { ComparePanes } from '@/components/kit/ComparePanes';
import { sampleLeft, sampleRight } from './json-diff.sample';
import { SideBySide } from './SideBySide';
import { useJsonDiff } from './use-json-diff';

const SLUG: ToolSlug = 'json/diff';
const defaults = { left: sampleLeft, right: sampleRight };

/** The JSON Diff island: two editors, the list of changes, and both documents side by side. */
export default function JsonDiff() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const { outcome, busy, pending } = useJsonDiff(state);
  const [focus, setFocus] = useState<string | null>(null);
  const diff = outcome.diff;

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={pending || undefined}>
      <ComparePanes
        slug={SLUG}
        keys={['left', 'right'] as const}
        titles={['Left', 'Right']}
        state={state}
        update={update}
        sample={{ left: sampleLeft, right: sampleRight }}
        options={{ language: 'json', accept: '.json,application/json,text/plain', height: 300, placeholder: 'Paste a JSON document, or drop a file' }}
      />
      <ErrorPanel error={outcome.error} />

      <Changes outcome={outcome} busy={busy} onPick={setFocus} />

      {diff && !diff.equal && (
        <>
          <div className={kit.paneHeader} style={{ marginTop: 16 }}>
            <h2 className={kit.paneTitle}>Side by side</h2>
            <span style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>Click a change above to scroll to it.</span>
          </div>
          <SideBySide left={outcome.left} right={outcome.right} diff={diff} focus={focus} />
        </>
      )}
    </div>
  );
}
