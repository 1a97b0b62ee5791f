'use client';

import { Group, SegmentedControl } from '@mantine/core';
import { ComparePanes } from '@/components/kit/ComparePanes';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CheckField, SelectField } from '@/components/kit/Fields';
import kit from '@/components/kit/kit.module.css';
import { CopyButton, DownloadButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolSlug } from '@/registry/tools';
import { DiffView } from './DiffView';
import { sampleChanged, sampleOriginal } from './text-diff.sample';
import { useTextDiff } from './use-text-diff';

const SLUG: ToolSlug = 'text/diff';
const defaults = {
  original: sampleOriginal,
  changed: sampleChanged,
  mode: 'lines',
  view: 'split',
  ignoreWhitespace: false,
  ignoreCase: false,
  ext: 'patch',
};

const MODES = [
  { value: 'lines', label: 'Lines' },
  { value: 'words', label: 'Words' },
  { value: 'chars', label: 'Characters' },
];
const EXTENSIONS = [
  { value: 'patch', label: '.patch' },
  { value: 'diff', label: '.diff' },
];

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** The Text Diff island: Original and Changed editors, the differences by line, word or character, and the patch. */
export default function TextDiff() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const { outcome, busy, pending } = useTextDiff(state.original, state.changed, {
    mode: state.mode,
    ignoreWhitespace: state.ignoreWhitespace,
    ignoreCase: state.ignoreCase,
  });
  const diff = outcome.diff;

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={pending || undefined}>
      <div className={kit.options}>
        <SelectField label="Compare by" value={state.mode} data={MODES} onChange={(mode) => update({ mode })} />
        <SegmentedControl
          aria-label="View"
          value={state.view}
          onChange={(view) => update({ view })}
          data={[
            { value: 'split', label: 'Side by side' },
            { value: 'unified', label: 'Unified' },
          ]}
        />
        <CheckField label="Ignore whitespace" checked={state.ignoreWhitespace} onChange={(ignoreWhitespace) => update({ ignoreWhitespace })} />
        <CheckField label="Ignore case" checked={state.ignoreCase} onChange={(ignoreCase) => update({ ignoreCase })} />
      </div>
      <ComparePanes
        slug={SLUG}
        keys={['original', 'changed'] as const}
        titles={['Original', 'Changed']}
        state={state}
        update={update}
        sample={{ original: sampleOriginal, changed: sampleChanged }}
        options={{ height: 260, placeholder: 'Paste or type text, or drop a file' }}
      />
      <ErrorPanel error={outcome.error} />
      <section aria-label="Differences" style={{ marginTop: 16 }}>
        <div className={kit.paneHeader}>
          <h2 className={kit.paneTitle}>Differences</h2>
          <Group gap={6}>
            <SelectField label="Patch file" value={state.ext} data={EXTENSIONS} onChange={(ext) => update({ ext })} />
            <CopyButton label="Copy patch" text={diff?.patch ?? ''} disabled={!diff || diff.identical} />
            <DownloadButton
              data={() => diff?.patch ?? ''}
              filename={`changes.${state.ext === 'diff' ? 'diff' : 'patch'}`}
              mime="text/x-diff"
              disabled={!diff || diff.identical}
            />
          </Group>
        </div>
        {diff && <DiffView diff={diff} view={state.view} />}
      </section>
      <div className={kit.status} aria-live="polite">
        {diff
          ? `${plural(diff.addedLines, 'line')} added · ${plural(diff.removedLines, 'line')} removed${outcome.ms != null ? ` · ${outcome.ms} ms` : ''}`
          : outcome.error
            ? 'No comparison'
            : 'Comparing…'}
        {busy ? ' · working…' : ''}
      </div>
    </div>
  );
}
