// The line tool against GNU coreutils with LC_ALL=C (byte order, no locale collation): sort, sort -f, sort -n,
// sort -V, sort -r, sort -u, awk '!seen[$0]++' for removing duplicates in place, grep -F / grep -v -F for the filters,
// and comm -23 / -13 / -12 for comparing lists. `sort-locale` (ICU collation in the browser) has no equivalent
// here (glibc's collation differs, and only C.UTF-8 is installed), so it is checked in the unit tests only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareLines, transformLines } from '@/tools/text-lines/text-lines.core';
import { requireProgram, rng } from './programs';

const SORT = requireProgram('sort', 'apt-get install coreutils');
const COMM = requireProgram('comm', 'apt-get install coreutils');
const AWK = requireProgram('awk', 'apt-get install mawk');
const GREP = requireProgram('grep', 'apt-get install grep');
const env = { ...process.env, LC_ALL: 'C' };
const run = (cmd: string, args: string[], input: string) => execFileSync(cmd, args, { input, env }).toString();

function lines(seed: number, count: number, make: (r: (n: number) => number) => string): string {
  const r = rng(seed);
  return Array.from({ length: count }, () => make(r)).join('\n') + '\n';
}
const pick = (r: (n: number) => number, s: string, len: number) => {
  const chars = Array.from(s);
  return Array.from({ length: len }, () => chars[r(chars.length)]).join('');
};

const words = lines(1, 400, (r) => pick(r, 'abcABC xyz-_.é👋\t', 1 + r(6)));
const numbers = lines(
  2,
  400,
  (r) => [`${r(200) - 100}`, `${r(1000) / 10}`, ` ${r(50)} x`, `-${r(9)}.${r(9)}`, pick(r, 'ab', 2), '', '007', '-0'][r(8)],
);
const versions = lines(3, 300, (r) => `${pick(r, 'abf', 1 + r(3))}${r(30)}${r(2) ? `.${r(20)}` : ''}${r(2) ? `.${r(12)}` : ''}`);

describe('line tools match coreutils (LC_ALL=C)', () => {
  it.each([
    ['sort', words, 'sort', {}, []],
    ['sort -r', words, 'sort,reverse', {}, ['-r']],
    ['sort -f', words, 'sort', { ignoreCase: true }, ['-f']],
    ['sort -n', numbers, 'sort-numeric', {}, ['-n']],
    ['sort -V', versions, 'sort-natural', {}, ['-V']],
    ['sort -u', words, 'dedupe,sort', {}, ['-u']],
  ] as const)('%s', (_, input, steps, extra, args) => {
    expect(transformLines(input, { steps, ...extra })).toEqual({ ok: true, value: run(SORT, [...args], input) });
  });

  it("removes duplicates in place as awk '!seen[$0]++' does", () => {
    expect(transformLines(words, { steps: 'dedupe' })).toEqual({ ok: true, value: run(AWK, ['!seen[$0]++'], words) });
  });

  it('filters as grep -F and grep -v -F do', () => {
    expect(transformLines(words, { steps: 'filter', pattern: 'a' })).toEqual({ ok: true, value: run(GREP, ['-F', 'a'], words) });
    expect(transformLines(words, { steps: 'filter-out', pattern: 'a' })).toEqual({ ok: true, value: run(GREP, ['-v', '-F', 'a'], words) });
  });

  it('compares two lists as comm does on sorted, unique lists', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lines-'));
    const a = run(
      SORT,
      ['-u'],
      lines(4, 300, (r) => pick(r, 'abcd', 1 + r(3))),
    );
    const b = run(
      SORT,
      ['-u'],
      lines(5, 300, (r) => pick(r, 'abce', 1 + r(3))),
    );
    writeFileSync(path.join(dir, 'a'), a);
    writeFileSync(path.join(dir, 'b'), b);
    const comm = (flag: string) => execFileSync(COMM, [flag, path.join(dir, 'a'), path.join(dir, 'b')], { env }).toString();
    expect(compareLines(a, b, { show: 'only-a' })).toEqual({ ok: true, value: comm('-23') });
    expect(compareLines(a, b, { show: 'only-b' })).toEqual({ ok: true, value: comm('-13') });
    expect(compareLines(a, b, { show: 'both' })).toEqual({ ok: true, value: comm('-12') });
  });
});
