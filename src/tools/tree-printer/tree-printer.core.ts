import { fail, ok, type Result } from '@/lib/result';

export type TreeInputMode = 'auto' | 'indent' | 'paths';
export type TreeSort = 'none' | 'name';

export interface TreeOptions {
  mode: TreeInputMode;
  sort: TreeSort;
  /** List directories before files at each level. */
  dirsFirst: boolean;
  /** Write a `/` after directory names. */
  trailingSlash: boolean;
  /** Draw with `|--` and `` `-- `` (like `tree --charset=ascii`) instead of box-drawing characters. */
  ascii: boolean;
  /** Add a last line counting directories and files, like `tree`. */
  summary: boolean;
}

export interface TreeNode {
  name: string;
  children: TreeNode[];
  /** Marked as a directory by a trailing `/` in the input, even when it has no children. */
  dir: boolean;
}

const TAB_WIDTH = 4;

/** Leading columns of a line, with tabs expanded to the next multiple of four. */
function indentOf(line: string): { width: number; rest: string } {
  let width = 0;
  let i = 0;
  for (; i < line.length; i++) {
    if (line[i] === ' ') width++;
    else if (line[i] === '\t') width += TAB_WIDTH - (width % TAB_WIDTH);
    else break;
  }
  return { width, rest: line.slice(i) };
}

/**
 * An already drawn tree (`├── `, `│   `, `|-- `, `` `-- ``) counts as indentation, so the output of `tree`
 * can be pasted back in and redrawn.
 */
const DRAWN = /^((?:(?:│|\|)(?: {3}|\u00a0{2} )| {4})*)(?:├──|└──|\|--|`--)(?: |$)/;
/** Markdown or plain list bullets are decoration. */
const BULLET = /^(?:[-*+] |\d+[.)] )/;

function isPathList(lines: readonly string[]): boolean {
  return lines.every((l) => indentOf(l).width === 0) && lines.some((l) => /[^/\s]\/[^/\s]/.test(l.trim()) || /^\.?\//.test(l.trim()));
}

function addChild(parent: TreeNode, name: string, dir: boolean): TreeNode {
  const existing = parent.children.find((c) => c.name === name);
  if (existing) {
    existing.dir ||= dir;
    return existing;
  }
  const node: TreeNode = { name, children: [], dir };
  parent.children.push(node);
  return node;
}

/** Reads indented lines or paths into a tree under a root that stands for the input as a whole. */
export function parseTree(input: string, mode: TreeInputMode): Result<{ root: TreeNode; mode: Exclude<TreeInputMode, 'auto'> }> {
  const lines = input
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/\s+$/, ''));
  const used = lines.map((l, i) => ({ l, n: i + 1 })).filter(({ l }) => l.trim() !== '');
  const root: TreeNode = { name: '.', children: [], dir: true };
  if (used.length === 0) return ok({ root, mode: mode === 'auto' ? 'indent' : mode });
  const chosen = mode === 'auto' ? (isPathList(used.map((u) => u.l)) ? 'paths' : 'indent') : mode;

  if (chosen === 'paths') {
    for (const { l } of used) {
      let p = l.trim().replace(/\\/g, '/');
      const absolute = p.startsWith('/');
      p = p.replace(/^(?:\.\/)+/, '');
      const dir = p.endsWith('/');
      const parts = p.split('/').filter((s) => s !== '' && s !== '.');
      let node = root;
      if (absolute) node = addChild(root, '/', true);
      parts.forEach((part, i) => {
        node = addChild(node, part, i < parts.length - 1 || dir);
      });
    }
    return ok({ root, mode: chosen });
  }

  const stack: { width: number; node: TreeNode }[] = [{ width: -1, node: root }];
  for (const { l, n } of used) {
    let width: number;
    let rest: string;
    const drawn = DRAWN.exec(l);
    if (drawn) {
      // Each level of a drawn tree is four columns wide, connector included.
      width = [...drawn[1]].length + 4;
      rest = l.slice(drawn[0].length);
    } else ({ width, rest } = indentOf(l));
    rest = rest.replace(BULLET, '');
    if (rest.trim() === '') return fail('This line has a tree connector but no name', { line: n });
    const dir = rest.endsWith('/') && rest.length > 1;
    const name = dir ? rest.replace(/\/+$/, '') : rest;
    while (stack.length > 1 && stack[stack.length - 1].width >= width) stack.pop();
    const parent = stack[stack.length - 1].node;
    const node: TreeNode = { name, children: [], dir };
    parent.children.push(node);
    stack.push({ width, node });
  }
  return ok({ root, mode: chosen });
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const isDir = (n: TreeNode) => n.dir || n.children.length > 0;

function ordered(nodes: readonly TreeNode[], o: TreeOptions): TreeNode[] {
  const list = [...nodes];
  if (o.sort === 'name') list.sort((a, b) => collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (o.dirsFirst) {
    // A stable partition keeps the chosen order inside each group.
    return [...list.filter(isDir), ...list.filter((n) => !isDir(n))];
  }
  return list;
}

/** Draws a tree like the `tree` command. */
export function drawTree(root: TreeNode, o: TreeOptions): string {
  const [tee, elbow, pipe, blank] = o.ascii ? ['|-- ', '`-- ', '|   ', '    '] : ['├── ', '└── ', '│   ', '    '];
  const label = (n: TreeNode) => (o.trailingSlash && isDir(n) && !n.name.endsWith('/') ? `${n.name}/` : n.name);
  const out: string[] = [];
  let dirs = 0;
  let files = 0;
  const walk = (nodes: readonly TreeNode[], prefix: string) => {
    const list = ordered(nodes, o);
    list.forEach((n, i) => {
      const last = i === list.length - 1;
      const [first, ...more] = label(n).split('\n');
      out.push(prefix + (last ? elbow : tee) + first);
      for (const m of more) out.push(prefix + (last ? blank : pipe) + m);
      if (isDir(n)) dirs++;
      else files++;
      walk(n.children, prefix + (last ? blank : pipe));
    });
  };
  // One top-level entry is the root of the drawing; several hang under ".", as `tree` prints them.
  const top = root.children;
  if (top.length === 1) {
    out.push(label(top[0]));
    walk(top[0].children, '');
  } else if (top.length > 1) {
    out.push('.');
    walk(top, '');
  }
  if (o.summary && out.length > 0) {
    out.push('', `${dirs} ${dirs === 1 ? 'directory' : 'directories'}, ${files} ${files === 1 ? 'file' : 'files'}`);
  }
  return out.join('\n');
}

/** Parses the input and draws its tree. */
export function printTree(input: string, o: TreeOptions): Result<string> {
  const parsed = parseTree(input, o.mode);
  if (!parsed.ok) return parsed;
  return ok(drawTree(parsed.value.root, o));
}
