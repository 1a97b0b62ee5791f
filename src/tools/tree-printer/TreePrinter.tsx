'use client';

import { NativeSelect, Switch } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { printTree, type TreeInputMode, type TreeSort } from './tree-printer.core';

const defaults = { mode: 'auto', sort: 'none', dirsFirst: false, trailingSlash: false, ascii: false, summary: false };
type Options = typeof defaults;

const sample = `src/app/layout.tsx
src/app/page.tsx
src/components/Header.tsx
src/lib/api.ts
public/favicon.ico
package.json
README.md`;

const modes = [
  { value: 'auto', label: 'Guess' },
  { value: 'paths', label: 'Paths (a/b/c.txt)' },
  { value: 'indent', label: 'Indented lines' },
];
const sorts = [
  { value: 'none', label: 'As written' },
  { value: 'name', label: 'By name (file2 before file10)' },
];

const run = (input: string, o: Options) => printTree(input, { ...o, mode: o.mode as TreeInputMode, sort: o.sort as TreeSort });

export default function TreePrinter() {
  return (
    <TransformTool
      slug="ascii/tree-printer"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      download={{ filename: 'tree.txt', mime: 'text/plain' }}
      inputPlaceholder={'Paths, one a line (src/app/page.tsx), or names indented with spaces or tabs'}
      renderOptions={(o, update) => (
        <>
          <NativeSelect label="Read the input as" value={o.mode} data={modes} onChange={(e) => update({ mode: e.currentTarget.value })} />
          <NativeSelect label="Order" value={o.sort} data={sorts} onChange={(e) => update({ sort: e.currentTarget.value })} />
          <Switch label="Directories first" checked={o.dirsFirst} onChange={(e) => update({ dirsFirst: e.currentTarget.checked })} />
          <Switch label="Slash after directories" checked={o.trailingSlash} onChange={(e) => update({ trailingSlash: e.currentTarget.checked })} />
          <Switch label="ASCII only (|-- `--)" checked={o.ascii} onChange={(e) => update({ ascii: e.currentTarget.checked })} />
          <Switch label="Count directories and files" checked={o.summary} onChange={(e) => update({ summary: e.currentTarget.checked })} />
        </>
      )}
    />
  );
}
