'use client';

import { CheckField, SelectField, TextField } from '@/components/kit/Fields';
import { IndentOption } from '@/components/kit/IndentOption';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import { xmlToJsonSample } from './xml-json.sample';

type Options = { prefix: string; arrays: string; parseValues: boolean; cdata: string; indent: number };
const defaults: Options = { prefix: '@_', arrays: '', parseValues: false, cdata: 'keep', indent: 2 };
const isDefault = (o: Options) =>
  o.prefix === defaults.prefix && o.arrays.trim() === '' && !o.parseValues && o.cdata === defaults.cdata && o.indent === defaults.indent;

const prefixes = [
  { value: '@_', label: '@_ (@_id)' },
  { value: '@', label: '@ (@id)' },
];
const cdataModes = [
  { value: 'keep', label: 'Keep as #cdata' },
  { value: 'text', label: 'Merge into the text' },
];

/** fast-xml-parser loads on the first real run; the sample's output, made by the same core, ships with the page. */
const run = (input: string, o: Options): Result<string> | Promise<Result<string>> =>
  input === xmlToJsonSample.input && isDefault(o)
    ? ok(xmlToJsonSample.output)
    : import('./xml-json.core').then((m) =>
        m.xmlToJson(input, {
          prefix: o.prefix === '@' ? '@' : '@_',
          arrays: o.arrays,
          parseValues: o.parseValues,
          cdata: o.cdata === 'text' ? 'text' : 'keep',
          indent: o.indent,
        }),
      );
const worker = () => new Worker(new URL('./xml-to-json.worker.ts', import.meta.url));

export default function XmlToJson() {
  return (
    <TransformTool
      slug="xml/to-json"
      sample={xmlToJsonSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="xml"
      outputLanguage="json"
      accept=".xml,application/xml,text/xml,text/plain"
      download={{ filename: 'converted.json', mime: 'application/json' }}
      renderOptions={(o, update) => (
        <>
          <SelectField label="Attribute prefix" value={o.prefix} data={prefixes} onChange={(prefix) => update({ prefix })} />
          <TextField label="Always arrays (tags, or *)" value={o.arrays} onChange={(arrays) => update({ arrays })} width={180} />
          <SelectField label="CDATA" value={o.cdata} data={cdataModes} onChange={(cdata) => update({ cdata })} />
          <IndentOption indent={o.indent} update={update} />
          <CheckField label="Numbers and booleans as JSON values" checked={o.parseValues} onChange={(parseValues) => update({ parseValues })} />
        </>
      )}
    />
  );
}
