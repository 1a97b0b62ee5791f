'use client';

import { NativeSelect, SegmentedControl } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { LayoutOptions, prettierFormat, prettierRun, prettierWorker } from './prettier-island';
import type { PrettierLanguage } from './prettier.core';
import { cssSample } from './css-formatter.sample';

type Options = { mode: string; language: string; indent: string; printWidth: number };
const defaults: Options = { mode: 'format', language: 'css', indent: '2', printWidth: 80 };
const languageOf = (l: string): PrettierLanguage => (l === 'scss' || l === 'less' ? l : 'css');
const run = prettierRun({ ...cssSample, options: defaults }, (input, o: Options) =>
  o.mode === 'minify' ? import('./prettier.core').then((m) => m.minifyCss(input)) : prettierFormat(input, languageOf(o.language), o),
);

const modes = [
  { value: 'format', label: 'Format' },
  { value: 'minify', label: 'Minify' },
];
const languages = [
  { value: 'css', label: 'CSS' },
  { value: 'scss', label: 'SCSS' },
  { value: 'less', label: 'Less' },
];

export default function CssFormatter() {
  return (
    <TransformTool
      slug="css_formatter"
      sample={cssSample.input}
      defaultOptions={defaults}
      run={run}
      worker={prettierWorker}
      inputLanguage="css"
      outputLanguage="css"
      accept=".css,.scss,.less,text/css,text/plain"
      download={{ filename: 'styles.css', mime: 'text/css' }}
      renderOptions={(o, update) => (
        <>
          <SegmentedControl aria-label="Mode" value={o.mode} data={modes} onChange={(mode) => update({ mode })} />
          <NativeSelect
            label="Language"
            value={o.language}
            data={languages}
            disabled={o.mode === 'minify'}
            onChange={(e) => update({ language: e.currentTarget.value })}
          />
          <LayoutOptions indent={o.indent} printWidth={o.printWidth} disabled={o.mode === 'minify'} update={update} />
        </>
      )}
    />
  );
}
