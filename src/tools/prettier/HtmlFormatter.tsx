'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { LayoutOptions, prettierFormat, prettierRun, prettierWorker } from './prettier-island';
import { htmlSample } from './html-formatter.sample';

type Options = { indent: string; printWidth: number };
const defaults: Options = { indent: '2', printWidth: 80 };
const run = prettierRun({ ...htmlSample, options: defaults }, (input, o: Options) => prettierFormat(input, 'html', o));

export default function HtmlFormatter() {
  return (
    <TransformTool
      slug="html_formatter"
      sample={htmlSample.input}
      defaultOptions={defaults}
      run={run}
      worker={prettierWorker}
      inputLanguage="html"
      outputLanguage="html"
      accept=".html,.htm,.xhtml,.vue,.svelte,text/html,text/plain"
      download={{ filename: 'index.html', mime: 'text/html' }}
      renderOptions={(o, update) => <LayoutOptions indent={o.indent} printWidth={o.printWidth} update={update} />}
    />
  );
}
