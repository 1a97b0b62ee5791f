// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { BANNER_STYLES, COMMENT_LANGUAGES, makeBanner, type BannerOptions } from '@/lib/comment-banner';

const base: BannerOptions = { language: 'c-block', style: 'box', fill: 'auto', width: 24, align: 'left', padding: false };
const banner = (text: string, o: Partial<BannerOptions> = {}) => {
  const r = makeBanner(text, { ...base, ...o });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('makeBanner', () => {
  it.each<[string, Partial<BannerOptions>, string]>([
    ['the classic C box', {}, '/***********************\n * Build step          *\n ***********************/'],
    [
      'a centred box of hashes with padding',
      { language: 'hash', align: 'center', padding: true },
      '########################\n#                      #\n#      Build step      #\n#                      #\n########################',
    ],
    ['a // box', { language: 'c-line' }, '////////////////////////\n// Build step         //\n////////////////////////'],
    ['SQL rules', { language: 'dash', style: 'rules' }, '-- =====================\n-- Build step\n-- ====================='],
    [
      'an HTML box of dashes',
      { language: 'html', fill: '-' },
      '<!--\n  ----------------------\n  - Build step         -\n  ----------------------\n-->',
    ],
    ['an OCaml box, one comment a line', { language: 'ml' }, '(**********************)\n(* Build step         *)\n(**********************)'],
    [
      'box-drawing characters in a Lua block',
      { language: 'lua-block', style: 'unicode' },
      '--[[\n  ┌────────────────────┐\n  │ Build step         │\n  └────────────────────┘\n]]',
    ],
    ['plain Lisp', { language: 'lisp', style: 'plain' }, ';; Build step'],
    ['a REM box with another fill', { language: 'rem', fill: '*' }, 'REM ********************\nREM * Build step       *\nREM ********************'],
    ['a plain C comment', { style: 'plain' }, '/*\n * Build step\n */'],
  ])('draws %s', (_name, o, expected) => {
    expect(banner('Build step', o)).toBe(expected);
  });

  it('grows the box for long lines and wide characters instead of cutting them', () => {
    expect(banner('日本語のテキスト and more', { language: 'hash', width: 10 })).toBe(
      '#############################\n# 日本語のテキスト and more #\n#############################',
    );
  });

  it('drops blank lines around the text, keeps those inside, and expands tabs', () => {
    expect(banner('\n\na\n\n\tb\n\n', { language: 'hash', style: 'plain' })).toBe('# a\n#\n#     b');
  });

  it('returns nothing for blank text', () => {
    expect(makeBanner('  \n', base)).toEqual({ ok: true, value: '' });
  });

  it.each<[string, Partial<BannerOptions>, RegExp]>([
    ['see */ here', {}, /Line 1 contains \*\/, which would end the comment early/],
    ['ok\nx --> y', { language: 'html' }, /Line 2 contains -->/],
    ['a (* b', { language: 'ml' }, /nested comment/],
    ['done ]] now', { language: 'lua-block' }, /Line 1 contains ]]/],
    ['text', { fill: 'ab' }, /^Fill character/],
    ['text', { fill: '字' }, /^Fill character/],
    ['text', { language: 'cobol' }, /Unknown comment style/],
  ])('rejects %j', (text, o, message) => {
    const r = makeBanner(text, { ...base, ...o });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('allows */ in line comments', () => {
    expect(banner('a */ b', { language: 'c-line', style: 'plain' })).toBe('// a */ b');
  });
});

describe('the banners are real comments', () => {
  const text = `Payments service: "retry" & 'idempotency'\nv2.1 <beta> 100% done`;
  const every = (language: string) =>
    BANNER_STYLES.flatMap((s) => ['auto', '-', '*', '=', '#', '/'].map((fill) => ({ ...base, language, style: s.value, fill, padding: true })));
  const valid = (language: string) =>
    every(language).flatMap((o) => {
      const r = makeBanner(text, o);
      return r.ok ? [r.value] : [];
    });
  const dir = mkdtempSync(path.join(tmpdir(), 'banner-'));

  it('lets every style and fill through for every language, or explains why not', () => {
    for (const l of COMMENT_LANGUAGES) {
      for (const o of every(l.value)) {
        const r = makeBanner(text, o);
        if (!r.ok) expect(r.error.message, `${l.value} ${o.style} ${o.fill}`).toMatch(/fill character makes/);
      }
      expect(valid(l.value).length).toBeGreaterThan(10);
    }
  });

  it.each(['c-block', 'c-line'])('JavaScript ignores %s banners', (language) => {
    for (const b of valid(language)) expect(vm.runInNewContext(`${b}\n6 * 7`), b).toBe(42);
  });

  it.each(['c-block', 'c-line'])('the C compiler ignores %s banners', (language) => {
    const file = path.join(dir, `${language}.c`);
    writeFileSync(file, `${valid(language).join('\n')}\nint main(void) { return 0; }\n`);
    expect(() => execFileSync('gcc', ['-std=c11', '-Werror', '-Wno-comment', '-fsyntax-only', file], { stdio: 'pipe' })).not.toThrow();
  });

  it('Python and sh ignore # banners', () => {
    const code = `${valid('hash').join('\n')}\nprint(6 * 7)\n`;
    expect(execFileSync('python3', ['-c', code], { encoding: 'utf8' })).toBe('42\n');
    expect(execFileSync('sh', ['-c', code.replace('print(6 * 7)', 'echo 42')], { encoding: 'utf8' })).toBe('42\n');
  });

  it('SQLite ignores -- banners', () => {
    const sql = `${valid('dash').join('\n')}\nSELECT 6 * 7;\n`;
    expect(execFileSync('sqlite3', [':memory:'], { input: sql, encoding: 'utf8' })).toBe('42\n');
  });

  it('an HTML parser reads each <!-- --> banner as one comment', () => {
    for (const b of valid('html')) {
      const body = new DOMParser().parseFromString(`<!doctype html><body>${b}<p>after</p></body>`, 'text/html').body;
      expect(
        Array.from(body.childNodes, (n) => n.nodeName),
        b,
      ).toEqual(['#comment', 'P']);
    }
  });

  it('every line of a line-comment banner starts with the comment marker', () => {
    for (const l of COMMENT_LANGUAGES) {
      const s = l.syntax;
      if (s.kind !== 'line') continue;
      for (const b of valid(l.value)) for (const line of b.split('\n')) expect(line.startsWith(s.prefix), `${l.value}: ${line}`).toBe(true);
    }
  });

  it('a block banner opens once and closes once', () => {
    for (const l of COMMENT_LANGUAGES) {
      const s = l.syntax;
      if (s.kind !== 'block') continue;
      for (const b of valid(l.value)) {
        const lines = b.split('\n');
        if (s.perLine)
          for (const line of lines)
            expect(line.startsWith(s.open) && line.endsWith(s.close) && line.indexOf(s.close) === line.length - s.close.length, line).toBe(true);
        else {
          expect(b.startsWith(s.open)).toBe(true);
          expect(b.indexOf(s.close, s.open.length)).toBe(b.length - s.close.length);
        }
      }
    }
  });
});
