import { printTree, type TreeOptions } from '@/tools/tree-printer/tree-printer.core';

const base: TreeOptions = { mode: 'auto', sort: 'none', dirsFirst: false, trailingSlash: false, ascii: false, summary: false };
const tree = (input: string, o: Partial<TreeOptions> = {}) => {
  const r = printTree(input, { ...base, ...o });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const paths = `src/app/page.tsx
src/app/layout.tsx
src/lib/result.ts
package.json
README.md
src/components/`;

describe('printTree', () => {
  it('draws a list of paths under "."', () => {
    expect(tree(paths)).toBe(`.
├── src
│   ├── app
│   │   ├── page.tsx
│   │   └── layout.tsx
│   ├── lib
│   │   └── result.ts
│   └── components
├── package.json
└── README.md`);
  });

  it('sorts, puts directories first, marks them and counts them', () => {
    expect(tree(paths, { sort: 'name', dirsFirst: true, trailingSlash: true, summary: true })).toBe(`.
├── src/
│   ├── app/
│   │   ├── layout.tsx
│   │   └── page.tsx
│   ├── components/
│   └── lib/
│       └── result.ts
├── package.json
└── README.md

4 directories, 5 files`);
  });

  it('falls back to ASCII like tree --charset=ascii', () => {
    expect(tree('a/b/c\na/d', { ascii: true })).toBe(`a
|-- b
|   \`-- c
\`-- d`);
  });

  it('reads indentation with spaces', () => {
    expect(
      tree(
        `project
  src
    main.go
    util.go
  go.mod
  docs/`,
        { trailingSlash: true },
      ),
    ).toBe(`project/
├── src/
│   ├── main.go
│   └── util.go
├── go.mod
└── docs/`);
  });

  it('reads tabs, bullets and uneven dedents', () => {
    expect(tree('- root\n\t- a\n\t\t- a1\n\t  - b\n\t- c\n- second')).toBe(`.
├── root
│   ├── a
│   │   ├── a1
│   │   └── b
│   └── c
└── second`);
  });

  it('redraws a pasted tree drawing, in another style', () => {
    const drawn = tree(paths);
    expect(tree(drawn, { ascii: true })).toBe(tree(paths, { ascii: true }));
    expect(tree(tree(paths, { ascii: true }))).toBe(drawn);
  });

  it('merges repeated paths, strips ./ and keeps an absolute root', () => {
    expect(tree('./a/x\n./a/x\n/etc/hosts\na\\win.txt')).toBe(`.
├── a
│   ├── x
│   └── win.txt
└── /
    └── etc
        └── hosts`);
  });

  it('sorts names naturally, ignoring case', () => {
    expect(tree('f10\nf2\nB\na', { mode: 'indent', sort: 'name' })).toBe(`.
├── a
├── B
├── f2
└── f10`);
  });

  it('treats one name per line without slashes as a flat list', () => {
    expect(tree('one\ntwo')).toBe('.\n├── one\n└── two');
  });

  it('counts one directory correctly', () => {
    expect(tree('only/', { summary: true })).toBe('only\n\n0 directories, 0 files');
  });

  it('returns nothing for empty input', () => {
    expect(tree(' \n\n')).toBe('');
  });

  it('rejects a connector with no name, naming the line', () => {
    expect(printTree('.\n├── a\n└── ', base)).toEqual({ ok: false, error: { message: expect.stringMatching(/no name/), line: 3 } });
  });
});
