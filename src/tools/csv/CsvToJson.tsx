'use client';

import { CheckField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { CsvReadOptions } from '@/components/kit/CsvReadOptions';
import { csvToJson, type Delimiter } from '@/lib/csv';

type Options = { delimiter: string; header: boolean; inferTypes: boolean };
const defaults: Options = { delimiter: 'auto', header: true, inferTypes: true };
const run = (input: string, o: Options) =>
  csvToJson(input, { delimiter: o.delimiter as Delimiter, header: o.header, inferTypes: o.inferTypes, indent: 2 });

const sample = `id,name,active,score,zip
1,Ada,true,98.5,02134
2,"Hopper, Grace",false,97,
3,Alan,true,99.1,10001`;

export default function CsvToJson() {
  return (
    <TransformTool
      slug="csv/to-json"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      outputLanguage="json"
      accept=".csv,.tsv,text/csv,text/plain"
      download={{ filename: 'data.json', mime: 'application/json' }}
      renderOptions={(o, update) => (
        <>
          <CsvReadOptions delimiter={o.delimiter} header={o.header} update={update} />
          <CheckField label="Detect numbers, booleans and null" checked={o.inferTypes} onChange={(v) => update({ inferTypes: v })} />
        </>
      )}
    />
  );
}
