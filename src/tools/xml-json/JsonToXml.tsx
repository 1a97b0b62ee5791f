'use client';

import { CheckField, SelectField, TextField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import { jsonToXmlSample } from './xml-json.sample';

type Options = { prefix: string; root: string; indent: number; declaration: boolean };
const defaults: Options = { prefix: '@_', root: 'root', indent: 2, declaration: true };
const isDefault = (o: Options) => o.prefix === defaults.prefix && o.root === defaults.root && o.indent === defaults.indent && o.declaration;

const prefixes = [
  { value: '@_', label: '@_ (@_id)' },
  { value: '@', label: '@ (@id)' },
];
const indents = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: '0', label: 'None (one line)' },
];

/** fast-xml-parser loads on the first real run; the sample's output, made by the same core, ships with the page. */
const run = (input: string, o: Options): Result<string> | Promise<Result<string>> =>
  input === jsonToXmlSample.input && isDefault(o)
    ? ok(jsonToXmlSample.output)
    : import('./xml-json.core').then((m) =>
        m.jsonToXml(input, { prefix: o.prefix === '@' ? '@' : '@_', root: o.root, indent: o.indent, declaration: o.declaration }),
      );
const worker = () => new Worker(new URL('./json-to-xml.worker.ts', import.meta.url));

export default function JsonToXml() {
  return (
    <TransformTool
      slug="json/to-xml"
      sample={jsonToXmlSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="json"
      outputLanguage="xml"
      accept=".json,application/json,text/plain"
      download={{ filename: 'converted.xml', mime: 'application/xml' }}
      renderOptions={(o, update) => (
        <>
          <SelectField label="Attribute prefix" value={o.prefix} data={prefixes} onChange={(prefix) => update({ prefix })} />
          <TextField label="Root element (when needed)" value={o.root} onChange={(root) => update({ root })} width={140} />
          <SelectField label="Indentation" value={String(o.indent)} data={indents} onChange={(v) => update({ indent: Number(v) })} />
          <CheckField label="XML declaration" checked={o.declaration} onChange={(declaration) => update({ declaration })} />
        </>
      )}
    />
  );
}
