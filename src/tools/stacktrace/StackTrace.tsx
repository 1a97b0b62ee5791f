'use client';

import { Button, Group, Switch, TextInput } from '@mantine/core';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { TransformTool } from '@/components/kit/TransformTool';
import { runStackTrace, type StackTraceToolOptions, type StackTraceView } from './stacktrace.run';
import { javaSample, javascriptSample, pythonSample } from './stacktrace.sample';
import { TraceTree } from './TraceTree';

const defaults: StackTraceToolOptions = { ownPackages: '', collapse: true };
const run = runStackTrace;
const worker = () => new Worker(new URL('./stacktrace.worker.ts', import.meta.url));
const toText = (v: StackTraceView) => v.text;

const samples = [
  { label: 'Java', text: javaSample },
  { label: 'JavaScript', text: javascriptSample },
  { label: 'Python', text: pythonSample },
];

export default function StackTrace() {
  return (
    <TransformTool
      slug="stacktrace"
      sample={javaSample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={toText}
      accept=".txt,.log,text/plain"
      download={{ filename: 'stacktrace.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => {
        // The options patch is merged into the tool state, which also holds the input: a sample replaces it.
        const setInput = update as unknown as (patch: { input: string }) => void;
        return (
          <>
            <TextInput
              label="Own packages"
              description="Comma-separated prefixes of your code"
              placeholder="com.acme, src/, myapp"
              value={o.ownPackages}
              onChange={(e) => update({ ownPackages: e.currentTarget.value })}
              w={260}
            />
            <Switch label="Collapse library frames" checked={o.collapse} onChange={(e) => update({ collapse: e.currentTarget.checked })} />
            <div>
              <div style={{ fontSize: 14, fontWeight: 500, marginBottom: 4 }} id="stacktrace-samples">
                Sample trace
              </div>
              <Group gap={6} role="group" aria-labelledby="stacktrace-samples">
                {samples.map((s) => (
                  <Button key={s.label} size="compact-sm" variant="default" onClick={() => setInput({ input: s.text })}>
                    {s.label}
                  </Button>
                ))}
              </Group>
            </div>
          </>
        );
      }}
      renderOutput={(v, text) => (
        <>
          <CodeEditor label="Output" value={text} readOnly height={300} />
          {v && <TraceTree parsed={v.parsed} collapse={v.collapse} />}
        </>
      )}
    />
  );
}
