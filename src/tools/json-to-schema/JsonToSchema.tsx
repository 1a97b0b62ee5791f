'use client';

import { NativeSelect, TextInput } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { inferJsonSchema, JSON_TO_SCHEMA_SAMPLE as sample } from './json-to-schema.core';

type Options = { title: string; required: string };
const defaults: Options = { title: 'Order', required: 'all-samples' };
const run = (input: string, o: Options) => inferJsonSchema(input, { title: o.title, requiredMode: o.required === 'none' ? 'none' : 'all-samples' });
const worker = () => new Worker(new URL('./json-to-schema.worker.ts', import.meta.url));

const requiredModes = [
  { value: 'all-samples', label: 'Keys present in every sample' },
  { value: 'none', label: 'None (every key optional)' },
];

export default function JsonToSchema() {
  return (
    <TransformTool
      slug="json/to-schema"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="json"
      outputLanguage="json"
      accept=".json,application/json,text/plain"
      download={{ filename: 'schema.json', mime: 'application/schema+json' }}
      renderOptions={(o, update) => (
        <>
          <TextInput label="Title" value={o.title} onChange={(e) => update({ title: e.currentTarget.value })} w={200} />
          <NativeSelect label="Required keys" value={o.required} data={requiredModes} onChange={(e) => update({ required: e.currentTarget.value })} />
        </>
      )}
    />
  );
}
