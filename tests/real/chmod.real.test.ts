// The chmod calculator against GNU chmod: random expressions (and broken ones) are applied to real files and
// directories with a fixed umask, and the mode GNU chmod leaves (stat -c %a) must be the one the core computes;
// the commands the page prints must set exactly the chosen mode. One shell process runs every case.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyChmod, compileChmod, toChmodSymbolic, toOctal, type FileKind } from '@/tools/chmod/chmod.core';
import { quote } from '@/lib/shell-quote';
import { requireProgram, rng } from './programs';

const CHMOD = requireProgram('chmod', 'apt-get install coreutils');
requireProgram('stat', 'apt-get install coreutils');

interface Case {
  start: number;
  kind: FileKind;
  umask: number;
  expr: string;
}

function randomClause(r: (n: number) => number): string {
  let who = '';
  for (let i = r(3); i > 0; i--) who += 'ugoa'[r(4)];
  let s = who;
  for (let k = 1 + r(2); k > 0; k--) {
    s += '+-='[r(3)];
    const pick = r(10);
    if (pick === 0) s += 'ugo'[r(3)];
    else if (pick === 1 && who === '') s += toOctal(r(0o10000));
    else for (let j = r(4); j > 0; j--) s += 'rwxXst'[r(6)];
  }
  return s;
}

const FIXED = [
  'u+x',
  'go-w',
  'a=r',
  '+t',
  '+s',
  'u+s',
  'g+s',
  'o+s',
  'u=rwx,g=rx,o=rx',
  '=',
  '+x',
  '-w',
  '=rw',
  'a+X',
  'g=u',
  'o=g',
  'u-s',
  'ug=rwx,o=',
  '755',
  '4755',
  '0644',
  '00755',
  '1777',
  '=755',
  '+100',
];
const BROKEN = ['', 'z', 'u+q', 'u', 'u+x,', ',u+x', '8', '77777', 'u+7', 'ux', 'u+x,,g+w', '+x y', 'rwx', 'u=rwx,g=r-x'];

function cases(): Case[] {
  const r = rng(20261126);
  const out: Case[] = [];
  for (const expr of [...FIXED, ...BROKEN])
    for (const kind of ['file', 'directory'] as const) out.push({ start: 0o755 | (r(2) ? 0o6000 : 0), kind, umask: 0o022, expr });
  for (let i = 0; i < 400; i++) {
    const clauses = Array.from({ length: 1 + r(3) }, () => randomClause(r));
    out.push({ start: r(0o10000), kind: r(3) ? 'file' : 'directory', umask: [0o022, 0o027, 0o000, 0o077][r(4)], expr: clauses.join(',') });
  }
  return out;
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'chmod-real-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs each case in the scratch folder; returns GNU chmod's resulting mode, or null when it rejected the mode. */
function gnu(list: readonly Case[]): (number | null)[] {
  const lines = ['set -u', `cd ${quote(root)}`];
  list.forEach((c, i) => {
    const name = `t${i}`;
    lines.push(c.kind === 'directory' ? `mkdir ${name}` : `: > ${name}`);
    // Five digits: every bit is set as written, directories' setuid/setgid included.
    lines.push(`${CHMOD} 0${toOctal(c.start, true)} ${name}`);
    lines.push(
      `if (umask ${c.umask.toString(8)}; ${CHMOD} -- ${quote(c.expr, true)} ${name}) 2>&1 | grep -q 'invalid mode'; then echo invalid; else stat -c %a ${name}; fi`,
    );
  });
  const out = execFileSync('bash', ['-c', lines.join('\n')], { encoding: 'utf8' })
    .trim()
    .split('\n');
  return out.map((l) => (l === 'invalid' ? null : parseInt(l, 8)));
}

describe('chmod expressions match GNU chmod', () => {
  it('applies every expression as GNU chmod does, and rejects what it rejects', () => {
    const list = cases();
    const expected = gnu(list);
    expect(expected).toHaveLength(list.length);
    let invalid = 0;
    list.forEach((c, i) => {
      const mine = applyChmod(c.expr, c.start, c.kind, c.umask);
      const label = `${c.kind} ${toOctal(c.start, true)} umask ${c.umask.toString(8)}: chmod ${c.expr}`;
      if (expected[i] === null) {
        invalid++;
        expect(mine.ok, label).toBe(false);
      } else {
        expect(mine.ok ? toOctal(mine.value, true) : mine.error.message, label).toBe(toOctal(expected[i]!, true));
      }
    });
    // The random grammar must produce both outcomes for the comparison to mean something.
    expect(invalid).toBeGreaterThan(BROKEN.length);
    expect(invalid).toBeLessThan(list.length / 2);
  });

  it('prints chmod commands that set exactly the chosen mode on a file', () => {
    const r = rng(7);
    const targets = Array.from({ length: 60 }, () => r(0o10000));
    const lines = [`cd ${quote(root)}`];
    targets.forEach((m, i) => {
      writeFileSync(path.join(root, `n${i}`), '');
      writeFileSync(path.join(root, `s${i}`), '');
      lines.push(`${CHMOD} 0${toOctal(r(0o10000), true)} n${i} s${i}`);
      lines.push(`${CHMOD} ${toOctal(m)} n${i} && ${CHMOD} ${quote(toChmodSymbolic(m))} s${i} && stat -c %a n${i} s${i}`);
    });
    const out = execFileSync('bash', ['-c', lines.join('\n')], { encoding: 'utf8' })
      .trim()
      .split('\n');
    targets.forEach((m, i) => {
      expect(parseInt(out[2 * i], 8), `chmod ${toOctal(m)}`).toBe(m);
      expect(parseInt(out[2 * i + 1], 8), `chmod ${toChmodSymbolic(m)}`).toBe(m);
    });
    expect(compileChmod(toChmodSymbolic(0o4755)).ok).toBe(true);
  });
});
