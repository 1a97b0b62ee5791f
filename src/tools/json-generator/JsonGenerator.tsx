'use client';

import { Button, TextInput } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import type * as Core from './json-generator.core';
import { PLACEHOLDER_DOCS, SAMPLE_OUTPUT, SAMPLE_SEED, SAMPLE_TEMPLATE } from './json-generator.sample';

let core: Promise<typeof Core> | null = null;
/** The generator loads on the first edit (or a restored template), not with the page. */
const loadCore = () => (core ??= import('./json-generator.core'));

const defaults: { seed: string } = { seed: '1' };
const toSeed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const run = (input: string, o: { seed: string }): Result<string> | Promise<Result<string>> =>
  input === SAMPLE_TEMPLATE && toSeed(o.seed) === SAMPLE_SEED ? ok(SAMPLE_OUTPUT) : loadCore().then((m) => m.generateJson(input, toSeed(o.seed)));

const tableStyle = { borderCollapse: 'collapse', fontSize: 14, width: '100%', border: '1px solid var(--mantine-color-default-border)' } as const;
const cellStyle = {
  textAlign: 'left',
  padding: '6px 10px',
  borderBottom: '1px solid var(--mantine-color-default-border)',
  verticalAlign: 'top',
} as const;

export default function JsonGenerator() {
  return (
    // Any interaction starts loading the generator, so the first keystroke's result is not kept waiting.
    <div onPointerDownCapture={() => void loadCore()} onFocusCapture={() => void loadCore()}>
      <TransformTool
        slug="generators/json"
        sample={SAMPLE_TEMPLATE}
        defaultOptions={defaults}
        run={run}
        inputLanguage="json"
        outputLanguage="json"
        accept=".json,application/json,text/plain"
        download={{ filename: 'generated.json', mime: 'application/json' }}
        renderOptions={(o, update) => (
          <>
            <TextInput type="number" label="Seed" value={o.seed} step={1} onChange={(e) => update({ seed: e.currentTarget.value })} w={140} />
            <Button variant="default" onClick={() => update({ seed: String(Math.floor(Math.random() * 1_000_000)) })}>
              New seed
            </Button>
          </>
        )}
      />
      <section aria-labelledby="json-generator-placeholders" style={{ marginTop: 24 }}>
        <h2 id="json-generator-placeholders" style={{ fontSize: 18 }}>
          Placeholders
        </h2>
        <p style={{ fontSize: 14 }}>
          Write the template as JSON. A string that is exactly one placeholder becomes a value of that type, so{' '}
          <code>&quot;{'{{int(1,9)}}'}&quot;</code> gives a number and <code>&quot;{'{{bool}}'}&quot;</code> gives true or false. A placeholder inside
          longer text, such as <code>&quot;user-{'{{index}}'}&quot;</code>, is written into the string. The same template and seed always give the
          same data; change the seed for a new set. Names, e-mail addresses and usernames in one object belong to the same invented person, and all
          addresses use the reserved example domains. A repeat makes at most 10,000 items.
        </p>
        <table aria-label="Placeholders" style={tableStyle}>
          <thead>
            <tr>
              <th scope="col" style={cellStyle}>
                Placeholder
              </th>
              <th scope="col" style={cellStyle}>
                Gives
              </th>
            </tr>
          </thead>
          <tbody>
            {PLACEHOLDER_DOCS.map((d) => (
              <tr key={d.syntax}>
                <td style={{ ...cellStyle, fontFamily: 'var(--mantine-font-family-monospace)', whiteSpace: 'nowrap' }}>{d.syntax}</td>
                <td style={cellStyle}>{d.gives}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
