'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { ok } from '@/lib/result';
import { MEASURE_LABELS, measureString, measuresAsText, type StringMeasures } from './string-length.core';

const defaults = {};
const run = (input: string) => ok(measureString(input));
// TransformTool sends inputs above 200 KB here: grapheme counting on megabytes of emoji or Devanagari takes seconds.
const worker = () => new Worker(new URL('./string-length.worker.ts', import.meta.url));

const sample = `Grüße aus Köln! 👋🏽
नमस्ते दुनिया — 日本語 — 👩‍👩‍👧‍👦 🇩🇪
e\u0301 vs é`;

/** What each measure means to a programmer, beside the core's labels (the same the operation writes). */
const NOTES: Record<keyof StringMeasures, string> = {
  characters: "[...text].length; Python's len(), Go's utf8.RuneCountInString",
  utf16Units: "JavaScript's text.length, Java's String.length(), C#'s Length",
  utf8Bytes: "Bytes on disk or on the wire; Go's len(), Rust's str::len(), MySQL's LENGTH()",
  graphemes: 'What a reader counts as characters: 👍🏽 and e + ◌́ are one each (Intl.Segmenter)',
  words: 'Runs of non-whitespace',
  lines: 'Line breaks (\\n, \\r\\n or \\r) plus one; 0 for empty text',
  whitespace: 'Spaces, tabs, line breaks and Unicode spaces such as NBSP',
};
const ROWS = MEASURE_LABELS.map((r) => ({ ...r, note: NOTES[r.key] }));

const toText = measuresAsText;

function Counts({ m }: { m: StringMeasures | null }) {
  return (
    <table aria-label="Output" style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {['Measure', 'Count', 'Where it matters'].map((h) => (
            <th
              key={h}
              scope="col"
              style={{ textAlign: 'left', padding: '4px 12px 4px 0', borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((r) => (
          <tr key={r.key} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 500, padding: '6px 12px 6px 0', whiteSpace: 'nowrap' }}>
              {r.label}
            </th>
            <td
              style={{ padding: '6px 12px 6px 0', fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 16, textAlign: 'right' }}
              data-measure={r.key}
            >
              {m ? m[r.key].toLocaleString('en-US') : '—'}
            </td>
            <td style={{ padding: '6px 0', fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{r.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function StringLength() {
  return (
    <TransformTool
      slug="string-length"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={toText}
      wrapInput
      download={{ filename: 'string-length.txt', mime: 'text/plain' }}
      renderOutput={(m) => <Counts m={m} />}
    />
  );
}
