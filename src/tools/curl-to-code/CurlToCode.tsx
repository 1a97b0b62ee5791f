'use client';

import { SelectField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { fail, type Result } from '@/lib/result';
import { CURL_TARGETS, DEFAULT_CURL_TARGET, type CurlCode } from './curl-to-code.options';
import { curlSample } from './curl-to-code.sample';

type Options = { target: string };
const defaults: Options = { target: DEFAULT_CURL_TARGET };

/**
 * Every command goes to the worker (workerThreshold 0): curlconverter parses with WebAssembly, which the page's
 * policy allows in workers only. An empty input needs no library.
 */
const run = (input: string): Result<CurlCode> =>
  fail(input.trim() === '' ? 'Paste a curl command, such as: curl https://example.com' : 'The converter runs in a worker');
const worker = () => new Worker(new URL('./curl-to-code.worker.ts', import.meta.url));

const targets = CURL_TARGETS.map((t) => ({ value: t.id, label: t.label }));

function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="note" aria-label="Warnings" data-testid="curl-warnings">
      <strong>{warnings.length === 1 ? 'Warning' : `${warnings.length} warnings`}</strong>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {warnings.map((w, i) => (
          <li key={i}>{w}</li>
        ))}
      </ul>
    </div>
  );
}

export default function CurlToCode() {
  return (
    <TransformTool
      slug="curl/to-code"
      sample={curlSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      workerThreshold={0}
      sampleResult={curlSample.output}
      toText={(v) => v.code}
      inputLanguage="shell"
      wrapInput
      inputPlaceholder="curl 'https://api.example.com/items' -H 'Accept: application/json'"
      accept=".sh,.txt,.bat,.cmd,text/plain"
      download={{ filename: 'request.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => <SelectField label="Language" value={o.target} data={targets} onChange={(target) => update({ target })} />}
      renderNotes={(v) => <Warnings warnings={v.warnings} />}
    />
  );
}
