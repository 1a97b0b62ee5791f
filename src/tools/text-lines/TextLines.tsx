'use client';

import { Button, NativeSelect, SegmentedControl, Switch, Textarea, TextInput } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { LINE_STEPS, runLines, STEP_LABEL, type LinesPageOptions, type LineStep } from './text-lines.core';

type Options = Omit<LinesPageOptions, 'seed'> & { seed: number };
const defaults: Options = {
  mode: 'transform',
  steps: 'trim,remove-empty,dedupe,sort-natural',
  pattern: '',
  regex: false,
  ignoreCase: false,
  seed: 1,
  locale: 'en',
  other: 'banana\ncherry\ndate\n',
  show: 'all',
};

const run = (input: string, o: Options) => runLines(input, o);
const worker = () => new Worker(new URL('./text-lines.worker.ts', import.meta.url));

const stepList = (steps: string) => steps.split(/[\s,]+/).filter((s): s is LineStep => (LINE_STEPS as readonly string[]).includes(s));
const addOptions = [{ value: '', label: 'Add a step…' }, ...LINE_STEPS.map((s) => ({ value: s, label: STEP_LABEL[s] }))];
const shows = [
  { value: 'all', label: 'All three lists' },
  { value: 'only-a', label: 'Only in A' },
  { value: 'only-b', label: 'Only in B' },
  { value: 'both', label: 'In both' },
];

function Steps({ o, update }: { o: Options; update: (patch: Partial<Options>) => void }) {
  const steps = stepList(o.steps);
  const filtering = steps.includes('filter') || steps.includes('filter-out');
  return (
    <>
      <div role="list" aria-label="Steps" style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
        {steps.length === 0 && <span style={{ fontSize: 13 }}>No steps: the lines stay as they are.</span>}
        {steps.map((s, i) => (
          <span role="listitem" key={`${s}-${i}`}>
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Remove step ${i + 1}: ${STEP_LABEL[s]}`}
              onClick={() => update({ steps: steps.filter((_, j) => j !== i).join(',') })}
            >
              {i + 1}. {STEP_LABEL[s]} ×
            </Button>
          </span>
        ))}
      </div>
      <NativeSelect
        aria-label="Add a step"
        value=""
        data={addOptions}
        onChange={(e) => e.currentTarget.value && update({ steps: [...steps, e.currentTarget.value].join(',') })}
      />
      {filtering && (
        <>
          <TextInput
            label="Filter"
            placeholder={o.regex ? 'Regular expression' : 'Text the line contains'}
            value={o.pattern}
            onChange={(e) => update({ pattern: e.currentTarget.value })}
          />
          <Switch label="Regular expression" checked={o.regex} onChange={(e) => update({ regex: e.currentTarget.checked })} />
        </>
      )}
      {steps.includes('sort-locale') && (
        <TextInput label="Language" value={o.locale} onChange={(e) => update({ locale: e.currentTarget.value })} w={90} />
      )}
      {steps.includes('shuffle') && (
        <TextInput
          label="Shuffle seed"
          type="number"
          value={String(o.seed)}
          onChange={(e) => update({ seed: Number(e.currentTarget.value) || 0 })}
          w={110}
        />
      )}
    </>
  );
}

export default function TextLines() {
  return (
    <TransformTool
      slug="text/lines"
      sample={'  banana\napple\nfile10.txt\nbanana\n\nfile2.txt\nCherry\napple\n'}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      download={{ filename: 'lines.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <>
          <SegmentedControl
            aria-label="Mode"
            value={o.mode}
            onChange={(mode) => update({ mode })}
            data={[
              { value: 'transform', label: 'Transform lines' },
              { value: 'compare', label: 'Compare two lists' },
            ]}
          />
          {o.mode === 'compare' ? (
            <>
              <Textarea
                label="List B"
                description="The input is list A"
                value={o.other}
                onChange={(e) => update({ other: e.currentTarget.value })}
                autosize
                minRows={2}
                maxRows={8}
                w={260}
              />
              <NativeSelect label="Show" value={o.show} data={shows} onChange={(e) => update({ show: e.currentTarget.value })} />
            </>
          ) : (
            <Steps o={o} update={update} />
          )}
          <Switch label="Ignore case" checked={o.ignoreCase} onChange={(e) => update({ ignoreCase: e.currentTarget.checked })} />
        </>
      )}
    />
  );
}
