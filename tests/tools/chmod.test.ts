import { applyChmod, describeMode, parseOctal, parseSymbolic, toChmodSymbolic, toLsString, toOctal, toSymbolic } from '@/tools/chmod/chmod.core';

describe('mode notations', () => {
  it.each([
    [0o755, '755', 'rwxr-xr-x'],
    [0o644, '644', 'rw-r--r--'],
    [0o4755, '4755', 'rwsr-xr-x'],
    [0o4644, '4644', 'rwSr--r--'],
    [0o2750, '2750', 'rwxr-s---'],
    [0o2740, '2740', 'rwxr-S---'],
    [0o1777, '1777', 'rwxrwxrwt'],
    [0o1776, '1776', 'rwxrwxrwT'],
    [0o7000, '7000', '--S--S--T'],
    [0, '000', '---------'],
    [0o7777, '7777', 'rwsrwsrwt'],
  ])('%o is %s and %s, both ways', (mode, octal, symbolic) => {
    expect(toOctal(mode)).toBe(octal);
    expect(toSymbolic(mode)).toBe(symbolic);
    expect(parseOctal(octal)).toEqual({ ok: true, value: mode });
    expect(parseSymbolic(symbolic)).toEqual({ ok: true, value: { mode, kind: null } });
  });

  it('reads ls -l strings with their file type', () => {
    expect(parseSymbolic('drwxr-xr-x')).toEqual({ ok: true, value: { mode: 0o755, kind: 'directory' } });
    expect(parseSymbolic('-rw-r--r--')).toEqual({ ok: true, value: { mode: 0o644, kind: 'file' } });
    expect(parseSymbolic('  lrwxrwxrwx ')).toEqual({ ok: true, value: { mode: 0o777, kind: 'file' } });
    expect(toLsString(0o1777, 'directory')).toBe('drwxrwxrwt');
    expect(toLsString(0o640, 'file')).toBe('-rw-r-----');
  });

  it('names the bad character and its position', () => {
    expect(parseOctal('7a5')).toMatchObject({
      ok: false,
      error: { message: "'a' at position 2 is not an octal digit: a mode uses the digits 0–7", column: 2 },
    });
    expect(parseOctal('789')).toMatchObject({ ok: false, error: { column: 2 } });
    expect(parseOctal('47555')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/at most 4 octal digits/) } });
    expect(parseOctal('')).toMatchObject({ ok: false });
    expect(parseSymbolic('rwxr-xr-q')).toMatchObject({
      ok: false,
      error: { message: "'q' at position 9 cannot be other execute: use x, t, T, -", column: 9 },
    });
    expect(parseSymbolic('rwtr-xr-x')).toMatchObject({ ok: false, error: { column: 3 } });
    expect(parseSymbolic('xrwxr-xr-x')).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^'x' at position 1 is not a file type/) },
    });
    expect(parseSymbolic('rwx')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/has 3$/) } });
    expect(parseSymbolic('rwxr-xr-é')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^'é' at position 9/) } });
  });
});

describe('chmod expressions', () => {
  it.each([
    ['u+x', 0o644, 'file', 0o744],
    ['go-w', 0o666, 'file', 0o644],
    ['a=r', 0o755, 'file', 0o444],
    ['+t', 0o777, 'directory', 0o1777],
    ['u+x,go-w', 0o666, 'file', 0o744],
    ['+x', 0o644, 'file', 0o755],
    ['+w', 0o444, 'file', 0o644], // the umask (022) keeps group and others from getting w
    ['=', 0o4755, 'file', 0],
    ['g=u', 0o740, 'file', 0o770],
    ['a+X', 0o644, 'file', 0o644],
    ['a+X', 0o744, 'file', 0o755],
    ['a+X', 0o600, 'directory', 0o711],
    ['u+s,g+s', 0o755, 'file', 0o6755],
    ['o+s', 0o755, 'file', 0o755],
    ['755', 0o2700, 'file', 0o755],
    ['755', 0o2700, 'directory', 0o2755], // GNU keeps a directory's setgid unless the number names it
    ['00755', 0o2700, 'directory', 0o755],
    ['u=rwx,g=rx,o=', 0o4777, 'file', 0o750],
    [' u+x ', 0o600, 'file', 0o700],
  ] as const)('%s on %o (%s) gives %o', (expr, start, kind, expected) => {
    expect(applyChmod(expr, start, kind)).toEqual({ ok: true, value: expected });
  });

  it('uses the umask given for clauses without u, g, o or a', () => {
    expect(applyChmod('+rwx', 0, 'file', 0o027)).toEqual({ ok: true, value: 0o750 });
    expect(applyChmod('+rwx', 0, 'file', 0)).toEqual({ ok: true, value: 0o777 });
  });

  it.each([
    ['u+q', 3, "'q' at position 3"],
    ['ux', 2, "'x' at position 2"],
    ['u+x,', 4, 'ends with a comma'],
    ['u', 1, 'ends too early'],
    ['8', 1, "'8' at position 1"],
    ['75a', 3, "'a' at position 3 is not an octal digit"],
    ['77777', 5, 'larger than 7777'],
    ['u+7', 3, 'cannot follow u, g, o or a'],
    ['  u+q', 5, "'q' at position 5"],
    ['u+x,g+ü', 7, "'ü' at position 7"],
  ])('rejects %j at column %i', (expr, column, message) => {
    const r = applyChmod(expr, 0o644);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.column).toBe(column);
      expect(r.error.message).toContain(message);
    }
  });

  it('rejects an empty expression', () => {
    expect(applyChmod('', 0o644).ok).toBe(false);
  });

  it('handles a very long expression', () => {
    const expr = Array.from({ length: 5000 }, (_, i) => (i % 2 ? 'u+x' : 'u-x')).join(',');
    expect(applyChmod(expr, 0o644)).toEqual({ ok: true, value: 0o744 });
  });
});

describe('printed commands and explanations', () => {
  it('writes the symbolic chmod argument', () => {
    expect(toChmodSymbolic(0o755)).toBe('u=rwx,g=rx,o=rx');
    expect(toChmodSymbolic(0o4750)).toBe('u=rwxs,g=rx,o=');
    expect(toChmodSymbolic(0o1777)).toBe('u=rwx,g=rwx,o=rwxt');
  });

  it('explains the bits for files and directories', () => {
    expect(describeMode(0o750, 'file')).toEqual(['Owner: read, write, execute', 'Group: read, execute', 'Others: no access']);
    expect(describeMode(0o1777, 'directory')).toContain('sticky: only a file’s owner can delete or rename it here (as in /tmp)');
  });
});
