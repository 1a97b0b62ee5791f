'use client';

import { NativeSelect, Switch, TextInput } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { LANGUAGES, type CodeLanguage, type CodeOptions } from './json-to-code.options';
import { JSON_TO_CODE_SAMPLE, SAMPLE_OUTPUT } from './json-to-code.sample';

type PageOptions = Record<string, string | boolean>;

let runner: WorkerRunner<{ input: string; lang: CodeLanguage; options: CodeOptions }, string> | null = null;

const sameOptions = (a: PageOptions, b: PageOptions) => Object.keys(b).every((k) => a[k] === b[k]);

/**
 * Every run goes to the worker, whatever the input's size: quicktype is too large to load on the page. The sample's
 * output with the default options ships with the page (tests/tools/json-to-code.test.ts keeps it current).
 */
function runFor(lang: CodeLanguage) {
  return (input: string, o: PageOptions): Result<string> | Promise<Result<string>> => {
    if (input === JSON_TO_CODE_SAMPLE && sameOptions(o, LANGUAGES[lang].defaults as unknown as PageOptions)) return ok(SAMPLE_OUTPUT[lang]);
    runner ??= createWorkerRunner(() => new Worker(new URL('./json-to-code.worker.ts', import.meta.url)), { timeoutMs: 120_000 });
    return runner.run({ input, lang, options: o as unknown as CodeOptions });
  };
}

const runs = Object.fromEntries((Object.keys(LANGUAGES) as CodeLanguage[]).map((l) => [l, runFor(l)])) as Record<
  CodeLanguage,
  ReturnType<typeof runFor>
>;

const declarations = [
  { value: 'interface', label: 'interface' },
  { value: 'type', label: 'type' },
];
const pythonClasses = [
  { value: 'dataclass', label: 'dataclass' },
  { value: 'pydantic', label: 'pydantic BaseModel' },
];
const frameworks = [
  { value: 'SystemTextJson', label: 'System.Text.Json' },
  { value: 'NewtonSoft', label: 'Newtonsoft.Json' },
];

/** The tool of every JSON to code page: the same frame, the language's options. */
export function JsonToCodeTool({ lang }: { lang: CodeLanguage }) {
  const info = LANGUAGES[lang];
  const defaults = info.defaults as unknown as PageOptions;
  return (
    <TransformTool
      slug={info.slug}
      sample={JSON_TO_CODE_SAMPLE}
      defaultOptions={defaults}
      run={runs[lang]}
      inputLanguage="json"
      outputLanguage={info.editor}
      accept=".json,.jsonl,.ndjson,application/json,text/plain"
      download={info.download}
      renderOptions={(o, update) => (
        <>
          <TextInput label="Type name" value={String(o.name)} onChange={(e) => update({ name: e.currentTarget.value })} w={160} />
          {'declaration' in defaults && (
            <NativeSelect
              label="Declare with"
              value={String(o.declaration)}
              data={declarations}
              onChange={(e) => update({ declaration: e.currentTarget.value })}
            />
          )}
          {'classes' in defaults && (
            <NativeSelect
              label="Classes"
              value={String(o.classes)}
              data={pythonClasses}
              onChange={(e) => update({ classes: e.currentTarget.value })}
            />
          )}
          {'package' in defaults && (
            <TextInput label="Package" value={String(o.package)} onChange={(e) => update({ package: e.currentTarget.value })} w={160} />
          )}
          {'namespace' in defaults && (
            <TextInput label="Namespace" value={String(o.namespace)} onChange={(e) => update({ namespace: e.currentTarget.value })} w={160} />
          )}
          {'framework' in defaults && (
            <NativeSelect
              label="JSON library"
              value={String(o.framework)}
              data={frameworks}
              onChange={(e) => update({ framework: e.currentTarget.value })}
            />
          )}
          <Switch label="All properties optional" checked={o.optional === true} onChange={(e) => update({ optional: e.currentTarget.checked })} />
          {'typesOnly' in defaults && (
            <Switch
              label="Types only"
              checked={o.typesOnly === true || o.classes === 'pydantic'}
              disabled={o.classes === 'pydantic'}
              onChange={(e) => update({ typesOnly: e.currentTarget.checked })}
            />
          )}
        </>
      )}
    />
  );
}
