'use client';

import { Button, TextInput } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { generateJson, MAX_REPEAT, PLACEHOLDER_DOCS } from './json-generator.core';

const defaults: { seed: string } = { seed: '1' };
const run = (input: string, o: { seed: string }) => generateJson(input, o.seed.trim() === '' ? Number.NaN : Number(o.seed));

const sample = `{
  "users": [
    "{{repeat(3)}}",
    {
      "id": "{{index(1)}}",
      "uuid": "{{uuid}}",
      "name": "{{name}}",
      "email": "{{email}}",
      "age": "{{int(18,90)}}",
      "active": "{{bool}}",
      "joined": "{{date(2015-01-01,2025-12-31)}}",
      "city": "{{city}}",
      "role": "{{pick(admin,editor,viewer)}}",
      "bio": "{{lorem(8)}}",
      "profile": "https://www.example.com/u/{{username}}"
    }
  ]
}`;

const tableStyle = { borderCollapse: 'collapse', fontSize: 14, width: '100%', border: '1px solid var(--mantine-color-default-border)' } as const;
const cellStyle = { textAlign: 'left', padding: '6px 10px', borderBottom: '1px solid var(--mantine-color-default-border)', verticalAlign: 'top' } as const;

export default function JsonGenerator() {
  return (
    <>
      <TransformTool
        slug="generators/json"
        sample={sample}
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
          longer text, such as <code>&quot;user-{'{{index}}'}&quot;</code>, is written into the string. The same template and seed always give the same
          data; change the seed for a new set. Names, e-mail addresses and usernames in one object belong to the same invented person, and all
          addresses use the reserved example domains. A repeat makes at most {MAX_REPEAT.toLocaleString('en-US')} items.
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
    </>
  );
}
