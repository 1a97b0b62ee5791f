// The minifiers against the real programs that run and read their output.
//
// JavaScript: each program is run with `node` as written and as minified (several option sets); both must print the
// same. HTML: the original and the minified document are read with Python's html.parser (python3), and must have the
// same elements with the same attributes, the same text (white space normalised outside <pre> and <textarea>) and the
// text of every <pre> and <textarea> byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minifyHtml, type HtmlMinifyOptions } from '@/tools/minify/html-minify.core';
import { htmlMinifySample, javascriptMinifySample } from '@/tools/minify/minify.sample';
import { minifyJavascript, type JsMinifyOptions } from '@/tools/minify/js-minify.core';
import { requireProgram } from './programs';

requireProgram('node', 'apt-get install nodejs');
requireProgram('python3', 'apt-get install python3');

const dir = mkdtempSync(join(tmpdir(), 'minify-real-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a program with node (as an ES module when it says so) and answers what it printed. */
function runNode(code: string, module: boolean): string {
  const file = join(dir, module ? 'program.mjs' : 'program.cjs');
  writeFileSync(file, code);
  return execFileSync(process.execPath, [file], { encoding: 'utf8', timeout: 20_000 });
}

/** `module`: an ES module (run as .mjs, minified as one); `readsNames`: prints function names, which mangling top-level names changes. */
const programs: Record<string, { code: string; module?: boolean; readsNames?: boolean }> = {
  'classes, inheritance, getters, setters and static members': {
    code: `
class Shape {
  static count = 0;
  #secret = 'hidden';
  constructor(name) { this.name = name; Shape.count++; }
  get label() { return this.name.toUpperCase() + ' with area ' + this.area().toFixed(2); }
  set label(v) { this.name = v.toLowerCase(); }
  area() { return 0; }
  reveal() { return this.#secret; }
}
class Circle extends Shape {
  constructor(r) { super('circle'); this.r = r; }
  area() { return Math.PI * this.r ** 2; }
}
class Square extends Shape {
  constructor(s) { super('square'); this.s = s; }
  area() { return this.s * this.s; }
  toString() { return \`Square(\${this.s})\`; }
}
const shapes = [new Circle(1.5), new Square(3)];
for (const s of shapes) console.log(s.label, s instanceof Shape, s.reveal());
shapes[1].label = 'BOX';
console.log(shapes[1].name, String(shapes[1]), Shape.count);`,
  },
  'closures, counters and currying': {
    code: `
function makeCounter(start) {
  let value = start;
  return { next: () => ++value, reset() { value = start; return value; } };
}
const a = makeCounter(10), b = makeCounter(100);
a.next(); a.next(); b.next();
console.log(a.next(), b.next(), a.reset());
const add = (x) => (y) => (z) => x + y + z;
console.log(add(1)(2)(3));
const fns = [];
for (var i = 0; i < 3; i++) fns.push(() => i);
for (let j = 0; j < 3; j++) fns.push(() => j);
console.log(fns.map((f) => f()).join(','));`,
  },
  'labelled loops, break and continue': {
    code: `
const grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]];
let found = null;
outer: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] % 2 === 0) continue;
    if (grid[r][c] > 4) { found = [r, c]; break outer; }
  }
}
console.log(found);
let n = 0;
loop: while (true) {
  n++;
  switch (n % 3) { case 0: continue loop; case 1: if (n > 7) break loop; }
}
console.log(n);
block: { if (n) break block; console.log('never'); }
console.log('done');`,
  },
  'template literals, tagged templates and raw strings': {
    code: `
const who = 'world', count = 3;
console.log(\`Hello, \${who}! You have \${count} new \${count === 1 ? 'message' : 'messages'}.\`);
function tag(strings, ...values) { return strings.raw.map((s, i) => s + (i < values.length ? '[' + values[i] + ']' : '')).join(''); }
console.log(tag\`a\\n\${1 + 1}b\${'c'}\`);
console.log(String.raw\`C:\\temp\\\${who}\`);
console.log(\`multi
line\`.split('\\n').length);`,
  },
  'regular expressions': {
    code: `
const re = /(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})/g;
const text = 'from 2024-01-15 to 2025-12-31';
for (const m of text.matchAll(re)) console.log(m.groups.year, m.groups.month, m.groups.day, m.index);
console.log('a1b22c333'.replace(/\\d+/g, (d) => '<' + d.length + '>'));
console.log(/^[\\w.+-]+@\\w+\\.\\w{2,}$/i.test('Ada.Lovelace+x@Example.org'), /a\\/b/.source, /x/gimsuy.flags);
console.log('tom, dick , harry'.split(/\\s*,\\s*/));`,
  },
  'async functions, promises and ordering': {
    code: `
const sleep = (ms, v) => new Promise((resolve) => setTimeout(() => resolve(v), ms));
// Settles after \`turns\` trips through the microtask queue: an order that no timer and no busy machine can change.
const after = async (turns, v) => { for (let i = 0; i < turns; i++) await null; return v; };
async function fetchAll() {
  const order = [];
  const results = await Promise.all([after(6, 'slow').then((v) => (order.push(v), v)), after(2, 'fast').then((v) => (order.push(v), v))]);
  return { results, order };
}
async function failing() { await null; throw new Error('boom'); }
(async () => {
  console.log('start');
  queueMicrotask(() => console.log('microtask'));
  const r = await fetchAll();
  console.log(r.results.join(' '), r.order.join(' '));
  try { await failing(); } catch (e) { console.log('caught', e.message); }
  for await (const x of [sleep(1, 'a'), 'b']) console.log(x);
  const settled = await Promise.allSettled([Promise.reject(new Error('no')), 1]);
  console.log(settled.map((s) => s.status).join());
})();
console.log('sync end');`,
  },
  'generators and iterators': {
    code: `
function* fib() { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } }
function* take(it, n) { for (const x of it) { if (n-- <= 0) return; yield x; } }
console.log([...take(fib(), 10)].join(' '));
function* echo() { let got = yield 'ready'; while (true) got = yield 'got ' + got; }
const e = echo();
console.log(e.next().value, e.next(1).value, e.next('two').value, e.return('bye').value, e.next().done);
const range = { from: 1, to: 4, [Symbol.iterator]() { let c = this.from, t = this.to; return { next: () => (c <= t ? { value: c++, done: false } : { value: undefined, done: true }) }; } };
console.log(Array.from(range, (x) => x * x));
function* delegate() { yield* [1, 2]; const r = yield* inner(); yield r; }
function* inner() { yield 'i'; return 'ret'; }
console.log([...delegate()]);`,
  },
  'destructuring, spread, optional chaining and nullish coalescing': {
    code: `
const user = { name: 'Ada', address: { city: 'London' }, tags: ['math', 'code'], extra: null };
const { name, address: { city }, tags: [first, ...rest], missing = 'default' } = user;
console.log(name, city, first, rest, missing);
console.log(user.address?.zip ?? 'no zip', user.extra?.deep?.value, user.tags?.[1]);
const merged = { ...user, name: 'Grace', ...{ city } };
console.log(Object.keys(merged).join(','), merged.name);
let x = null; x ??= 5; let y = 0; y ||= 7; let z = 1; z &&= 9;
console.log(x, y, z, Math.max(...[3, 9, 2]));`,
  },
  'dead code, constants and side effects the compressor must keep': {
    code: `
const DEBUG = false;
let calls = 0;
function sideEffect() { calls++; return calls; }
if (DEBUG) console.log('debug only');
const unused = sideEffect();
const v = (sideEffect(), 'comma') + typeof undefinedVariable;
console.log(v, calls, 1 / 0, -0 === 0, Object.is(-0, 0), 0.1 + 0.2, 2 ** 53 + 1);
console.log(void 0, typeof null, [] + {}, '5' * '2', '5' + 2, !!'', +true);
var hoisted = typeof later; function later() {}
console.log(hoisted, (function () { return typeof arguments; })());`,
  },
  'getters on object literals, Symbols, Maps, Sets and JSON': {
    code: `
const temperature = { celsius: 21, get fahrenheit() { return this.celsius * 9 / 5 + 32; }, set fahrenheit(f) { this.celsius = (f - 32) * 5 / 9; } };
temperature.fahrenheit = 212;
console.log(temperature.celsius, temperature.fahrenheit);
const id = Symbol('id');
const m = new Map([[id, 'sym'], ['k', [1, 2]]]);
const s = new Set('mississippi');
console.log(m.get(id), m.size, [...s].join(''), JSON.stringify({ a: [1, { b: undefined, c: 'x' }], d: new Date(0) }));
console.log(JSON.stringify({ n: 1, nested: { deep: [true, null] } }, null, 2));`,
  },
  'function names, arguments, this and new.target': {
    readsNames: true,
    code: `
function named() { return named.name; }
const arrow = () => 'arrow';
const obj = { method() { return this === obj; }, ['comp' + 'uted']: 1 };
function Ctor() { if (!new.target) return new Ctor(); this.made = true; }
console.log(named(), arrow(), obj.method(), obj.computed, Ctor().made, new Ctor().made);
function variadic() { return Array.prototype.slice.call(arguments).reverse(); }
console.log(variadic(1, 2, 3), variadic.length, ((a, b = 2, ...c) => 0).length);
try { null.x; } catch ({ name }) { console.log(name); } finally { console.log('finally'); }`,
  },
  'an ES module with top-level await and exports': {
    module: true,
    code: `
export const PI2 = Math.PI * 2;
export function circumference(r) { return PI2 * r; }
const data = await Promise.resolve([3, 1, 2]);
const sorted = data.toSorted ? data.toSorted() : [...data].sort();
console.log(sorted, circumference(1).toFixed(3), import.meta.url.endsWith('.mjs'));`,
  },
  "the page's sample": { code: javascriptMinifySample },
};

const jsOptionSets: Array<[string, Partial<JsMinifyOptions>]> = [
  ['defaults (compress, mangle, ES2020)', {}],
  ['top-level names mangled too', { toplevel: true }],
  ['names kept, ES2015', { keepNames: true, ecma: '2015' }],
  ['top-level names mangled, names kept, ES5 output syntax', { toplevel: true, keepNames: true, ecma: '5' }],
  ['white space only', { compress: false, mangle: false }],
  ['with a source map', { sourceMap: true }],
];

describe('minified JavaScript prints what the original prints (node)', () => {
  for (const [title, program] of Object.entries(programs)) {
    it(title, async () => {
      const expected = runNode(program.code, program.module ?? false);
      expect(expected.length).toBeGreaterThan(0);
      for (const [label, options] of jsOptionSets) {
        if (program.readsNames && options.toplevel && !options.keepNames) continue;
        const r = await minifyJavascript(program.code, { ...options, module: program.module ?? false });
        if (!r.ok) throw new Error(`${label}: ${r.error.message}`);
        if (!options.sourceMap) expect(r.value.code.length, label).toBeLessThan(program.code.length);
        expect(runNode(r.value.code, program.module ?? false), label).toBe(expected);
      }
    });
  }

  it('names kept are the names node sees', async () => {
    const code = 'class Account {}\nfunction openAccount() { return new Account(); }\nconsole.log(openAccount.name, openAccount().constructor.name);';
    const r = await minifyJavascript(code, { keepNames: true, toplevel: true });
    expect(r.ok && runNode(r.value.code, false)).toBe('openAccount Account\n');
  });
});

// ---- HTML ------------------------------------------------------------------------------------------------------------

/**
 * Reads a document with Python's html.parser and prints, as JSON: the elements in document order (start and end tags,
 * attributes sorted; a boolean attribute's value as '' whether written bare, empty or as its own name; a style or
 * event handler attribute, which the CSS and JS minifiers rewrite, by its name only), the text
 * outside <pre>, <textarea>, <script> and <style> as one string, and the text of each <pre> and <textarea> as is.
 * Comments are not part of the document's content and are left out.
 */
const READER = String.raw`
import json, sys
from html.parser import HTMLParser
RAW = {'pre', 'textarea'}
SKIP = {'script', 'style'}
BOOLEAN = {'checked', 'disabled', 'selected', 'readonly', 'required', 'multiple', 'hidden', 'autofocus', 'defer', 'async', 'novalidate', 'open'}
def attr(k, v):
    if k in BOOLEAN and (v is None or v.lower() in ('', k)): return ''
    # Inline CSS and event handlers are minified: what they hold is checked by the CSS and JS minifiers' own tests.
    if k == 'style': return 'css'
    if k.startswith('on'): return 'script'
    return v or ''
class Reader(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.text, self.raw, self.stack = [], [], [], []
    def handle_starttag(self, tag, attrs):
        norm = sorted((k, attr(k, v)) for k, v in attrs)
        self.tags.append(['start', tag, norm])
        if tag in RAW or tag in SKIP:
            self.stack.append(tag)
            if tag in RAW: self.raw.append([tag, ''])
    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag in RAW or tag in SKIP: self.stack.pop()
    def handle_endtag(self, tag):
        self.tags.append(['end', tag])
        if self.stack and self.stack[-1] == tag: self.stack.pop()
    def handle_data(self, data):
        if self.stack and self.stack[-1] in RAW: self.raw[-1][1] += data
        elif not (self.stack and self.stack[-1] in SKIP): self.text.append(data)
r = Reader()
r.feed(sys.stdin.read())
r.close()
print(json.dumps({'tags': r.tags, 'text': r.text, 'raw': r.raw}))
`;

interface Read {
  tags: unknown[];
  text: string[];
  raw: [string, string][];
}
const read = (html: string): Read => JSON.parse(execFileSync('python3', ['-c', READER], { input: html, encoding: 'utf8' })) as Read;

/** Text white-space normalised: a run of white space is one space (what a browser shows), the ends trimmed. */
const flat = (text: string[]) => text.join('').replace(/\s+/g, ' ').trim();
/** Each text node trimmed and collapsed, empty ones dropped: for the non-conservative mode, which drops spaces at block edges. */
const nodes = (text: string[]) => text.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t !== '');

const documents: Record<string, string> = {
  "the page's sample": htmlMinifySample,
  'pre and textarea keep every space and line break': `<!DOCTYPE html>
<html><head><title>Code</title></head>
<body>
  <pre>
    indented   line
\ttabbed line

  after a blank line   </pre>
  <pre><code>  const  x = 1;
  if (x) {   return;   }</code></pre>
  <textarea name="note" rows="3">  first  line
     second line  </textarea>
  <p>After   the    blocks</p>
</body></html>
`,
  'inline and inline-block elements keep their gaps': `<div class="toolbar">
  <button type="button">One</button>
  <button type="button">Two</button>
  <a href="/a">Link</a> <a href="/b">Other</a>
  <span style="display: inline-block">Box</span>   <span>next</span>
  <label>Name <input type="text" name="n" required="required"></label>
  <img src="a.png" alt="A"> <img src="b.png" alt="B">
</div>
<p>Mixed <em>emphasis</em>,<strong>strong</strong> and <code>code</code>   text.</p>
`,
  'comments, inline CSS and JS, boolean attributes and entities': `<!-- header comment -->
<section id="s1" data-x = "1">
  <style>
    .a   >   .b { color : #ff0000 ; margin : 0px 0px 0px 0px }
  </style>
  <h2 title="Q&amp;A">Questions &amp; answers &lt;here&gt;</h2>
  <select name="pick" multiple="multiple">
    <option value="1" selected="selected">One</option>
    <option value="2">Two</option>
  </select>
  <details open><summary>More</summary>  Hidden   text  </details>
  <p onclick="  var  t = this ;  t.hidden = true ;  ">Click&nbsp;me</p>
  <script>
    var   total   =   [1, 2, 3].reduce(function (a, b) { return a + b; }, 0);
    document.title = 'Total ' + total;
  </script>
  <!-- trailing comment -->
</section>
`,
  'tables and lists': `<table>
  <caption> Prices </caption>
  <thead><tr><th> Item </th><th>Cost</th></tr></thead>
  <tbody>
    <tr><td>Tea</td>   <td>3.50</td></tr>
    <tr><td>Scone</td> <td>2.25</td></tr>
  </tbody>
</table>
<ol start="3">
  <li>three</li>
  <li>four <ul><li>nested</li></ul></li>
</ol>
<dl><dt>Term</dt>   <dd>Definition</dd></dl>
`,
};

const htmlOptionSets: Array<[string, Partial<HtmlMinifyOptions>, (t: string[]) => unknown]> = [
  ['defaults (conservative collapse)', {}, flat],
  ['white space collapsed without keeping a space', { conservativeCollapse: false }, nodes],
  ['nothing but comments removed', { collapseWhitespace: false, minifyCss: false, minifyJs: false, collapseBooleanAttributes: false }, flat],
];

describe('minified HTML reads as the same document (python3 html.parser)', () => {
  for (const [title, html] of Object.entries(documents)) {
    it(title, async () => {
      const original = read(html);
      for (const [label, options, text] of htmlOptionSets) {
        const r = await minifyHtml(html, options);
        if (!r.ok) throw new Error(`${label}: ${r.error.message}`);
        expect(r.value.warnings, label).toEqual([]);
        expect(r.value.html.length, label).toBeLessThanOrEqual(html.length);
        const minified = read(r.value.html);
        expect(minified.tags, label).toEqual(original.tags);
        expect(text(minified.text), label).toEqual(text(original.text));
        expect(minified.raw, label).toEqual(original.raw);
      }
    });
  }

  it('optional tags removed: the same elements start, with the same text', async () => {
    const html = documents['tables and lists'];
    // An end tag followed by white space is not optional (the space is content), so this mode collapses it away.
    const r = await minifyHtml(html, { removeOptionalTags: true, conservativeCollapse: false });
    if (!r.ok) throw new Error(r.error.message);
    const starts = (d: Read) => d.tags.filter((t) => (t as string[])[0] === 'start');
    const original = read(html);
    const minified = read(r.value.html);
    expect(r.value.html).not.toContain('</li>');
    expect(starts(minified)).toEqual(starts(original));
    expect(nodes(minified.text)).toEqual(nodes(original.text));
  });
});
