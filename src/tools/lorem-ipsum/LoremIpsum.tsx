'use client';

import { Button, Group, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { CopyButton, DownloadButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { describeLorem, generateLorem, MAX_COUNT, type LoremFormat, type LoremUnit } from './lorem-ipsum.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'text-generator/lorem-ipsum';
const defaults = { unit: 'paragraphs', count: '3', startWithLorem: true, format: 'text', seed: '1' };
/** A number field's text as a number; NaN when empty or unreadable, which the core reports. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const units = [
  { value: 'paragraphs', label: 'Paragraphs' },
  { value: 'sentences', label: 'Sentences' },
  { value: 'words', label: 'Words' },
];
const formats = [
  { value: 'text', label: 'Plain text' },
  { value: 'html', label: 'HTML <p>' },
];

export default function LoremIpsum() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const unit = state.unit as LoremUnit;
  const result = useMemo(
    () =>
      generateLorem({
        unit,
        count: toNumber(state.count),
        startWithLorem: state.startWithLorem,
        format: state.format as LoremFormat,
        seed: toNumber(state.seed),
      }),
    [unit, state.count, state.startWithLorem, state.format, state.seed],
  );
  const text = result.ok ? result.value : '';
  const stats = describeLorem(text);

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={classes.options}>
        <SegmentedControl aria-label="Generate" value={state.unit} data={units} onChange={(v) => update({ unit: v })} />
        <TextInput
          type="number"
          label="Count"
          value={state.count}
          min={1}
          max={MAX_COUNT[unit] ?? 100}
          step={1}
          onChange={(e) => update({ count: e.currentTarget.value })}
          w={110}
        />
        <SegmentedControl aria-label="Output format" value={state.format} data={formats} onChange={(v) => update({ format: v })} />
        <TextInput type="number" label="Seed" value={state.seed} step={1} onChange={(e) => update({ seed: e.currentTarget.value })} w={130} />
        <Button
          variant="default"
          leftSection={<IconDice5 size={16} />}
          onClick={() => update({ seed: String(Math.floor(Math.random() * 1_000_000)) })}
        >
          New text
        </Button>
      </div>
      <Switch
        mb="sm"
        label="Start with “Lorem ipsum dolor sit amet…”"
        checked={state.startWithLorem}
        onChange={(e) => update({ startWithLorem: e.currentTarget.checked })}
      />
      <div className={classes.paneHeader}>
        <h2 className={classes.paneTitle}>Output</h2>
        <Group gap={6}>
          <CopyButton text={text} disabled={!text} />
          <DownloadButton
            data={() => text}
            filename={state.format === 'html' ? 'lorem-ipsum.html' : 'lorem-ipsum.txt'}
            mime={state.format === 'html' ? 'text/html' : 'text/plain'}
            disabled={!text}
          />
          <ShareButton slug={SLUG} state={state} />
        </Group>
      </div>
      <CodeEditor label="Output" value={text} readOnly wrap height={380} />
      <ErrorPanel error={result.ok ? null : result.error} />
      <div className={classes.status} aria-live="polite">
        {result.ok ? `${stats.words} words · ${stats.characters} characters · seed ${state.seed}` : ''}
      </div>
    </div>
  );
}
