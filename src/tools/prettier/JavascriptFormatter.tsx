'use client';

import { NativeSelect, Switch } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { LayoutOptions, prettierFormat, prettierRun, prettierWorker } from './prettier-island';
import type { PrettierLanguage } from './prettier.core';
import { javascriptSample } from './javascript-formatter.sample';

type Options = { language: string; indent: string; printWidth: number; semi: boolean; singleQuote: boolean };
const defaults: Options = { language: 'javascript', indent: '2', printWidth: 80, semi: true, singleQuote: false };
const languageOf = (l: string): PrettierLanguage => (l === 'typescript' || l === 'jsx' ? l : 'javascript');
const run = prettierRun({ ...javascriptSample, options: defaults }, (input, o: Options) =>
  prettierFormat(input, languageOf(o.language), o, { semi: o.semi, singleQuote: o.singleQuote }),
);

const languages = [
  { value: 'javascript', label: 'JavaScript' },
  { value: 'jsx', label: 'JSX (React)' },
  { value: 'typescript', label: 'TypeScript / TSX' },
];

export default function JavascriptFormatter() {
  return (
    <TransformTool
      slug="javascript_formatter"
      sample={javascriptSample.input}
      defaultOptions={defaults}
      run={run}
      worker={prettierWorker}
      inputLanguage="typescript"
      outputLanguage="typescript"
      accept=".js,.mjs,.cjs,.jsx,.ts,.mts,.cts,.tsx,text/javascript,application/javascript,text/plain"
      download={{ filename: 'formatted.js', mime: 'text/javascript' }}
      renderOptions={(o, update) => (
        <>
          <NativeSelect label="Language" value={o.language} data={languages} onChange={(e) => update({ language: e.currentTarget.value })} />
          <LayoutOptions indent={o.indent} printWidth={o.printWidth} update={update} />
          <Switch label="Semicolons" checked={o.semi} onChange={(e) => update({ semi: e.currentTarget.checked })} />
          <Switch label="Single quotes" checked={o.singleQuote} onChange={(e) => update({ singleQuote: e.currentTarget.checked })} />
        </>
      )}
    />
  );
}
