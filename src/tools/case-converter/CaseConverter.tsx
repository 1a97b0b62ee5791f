'use client';

import { SelectField } from '@/components/kit/Fields';
import { CopyButton } from '@/components/kit/ToolActions';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import type { CaseId, CaseResult } from './case-converter.core';
import { caseSample } from './case-converter.sample';
import { caseSampleOutput } from './case-converter.sample-output';

// The case names live here too (not only in the core) so the page's first load does not pull change-case in.
const CASE_LABELS: { value: CaseId; label: string }[] = [
  { value: 'camel', label: 'camelCase' },
  { value: 'pascal', label: 'PascalCase' },
  { value: 'snake', label: 'snake_case' },
  { value: 'kebab', label: 'kebab-case' },
  { value: 'constant', label: 'CONSTANT_CASE' },
  { value: 'title', label: 'Title Case' },
  { value: 'sentence', label: 'Sentence case' },
  { value: 'dot', label: 'dot.case' },
  { value: 'slug', label: 'slugify' },
];

const defaults: { case: string } = { case: 'camel' };
/** change-case loads on the first real run; the sample's result, made by the same core, ships with the page. */
const run = (input: string, o: { case: string }): Result<CaseResult> | Promise<Result<CaseResult>> =>
  input === caseSample && o.case in caseSampleOutput
    ? ok({ chosen: caseSampleOutput[o.case as CaseId], all: caseSampleOutput })
    : import('./case-converter.core').then((m) => m.convertCase(input, o));
const worker = () => new Worker(new URL('./case-converter.worker.ts', import.meta.url));
const toText = (v: CaseResult) => v.chosen;

/** The first lines of a converted text, for the list of every case. */
const preview = (text: string) => {
  const lines = text.split(/\r\n|\n|\r/);
  const head = lines.slice(0, 3).join(' · ');
  const shown = head.length > 160 ? `${head.slice(0, 160)}…` : head;
  return lines.length > 3 ? `${shown} · … (${lines.length.toLocaleString('en-US')} lines)` : shown;
};

function AllCases({ value }: { value: CaseResult }) {
  return (
    <table aria-label="All cases" style={{ borderCollapse: 'collapse', width: '100%', marginTop: 12, fontSize: 14 }}>
      <tbody>
        {CASE_LABELS.map((c) => (
          <tr key={c.value} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 500, padding: '6px 12px 6px 0', whiteSpace: 'nowrap', width: '1%' }}>
              {c.label}
            </th>
            <td style={{ padding: '6px 12px 6px 0', fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-word' }}>
              {preview(value.all[c.value]) || '—'}
            </td>
            <td style={{ padding: '6px 0', width: '1%' }}>
              <CopyButton text={value.all[c.value]} disabled={!value.all[c.value]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function CaseConverter() {
  return (
    <TransformTool
      slug="case-converter"
      sample={caseSample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={toText}
      inputPlaceholder="One name or phrase per line; each line is converted on its own"
      download={{ filename: 'converted.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <SelectField label="Convert to" value={o.case} data={CASE_LABELS} onChange={(value) => update({ case: value })} />
      )}
      renderNotes={(v) => <AllCases value={v} />}
    />
  );
}
