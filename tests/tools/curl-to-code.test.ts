import { cmdArguments, curlToCode, errorFromLibrary, isCmdCommand } from '@/tools/curl-to-code/curl-to-code.core';
import { CURL_TARGETS } from '@/tools/curl-to-code/curl-to-code.options';
import { curlSample } from '@/tools/curl-to-code/curl-to-code.sample';

const code = (input: string, target: Parameters<typeof curlToCode>[1] = 'python') => {
  const r = curlToCode(input, target);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('curl to code', () => {
  it('converts a multi-line command copied from a browser', () => {
    const out = code("curl 'https://api.example.com/items?page=2' \\\n  -H 'Accept: application/json' \\\n  -H 'X-Token: abc' \\\n  --compressed");
    expect(out.code).toContain("'page': '2'");
    expect(out.code).toContain("'X-Token': 'abc'");
    expect(out.code).toContain('requests.get(');
    expect(out.warnings).toEqual([]);
  });

  it('gives every target some code for the sample', () => {
    for (const t of CURL_TARGETS) {
      const r = curlToCode(curlSample.input, t.id);
      expect(r.ok, t.id).toBe(true);
      if (r.ok) expect(r.value.code.length, t.id).toBeGreaterThan(20);
    }
  });

  it('keeps the sample output shipped with the page equal to the conversion', () => {
    expect(curlToCode(curlSample.input, 'python')).toEqual({ ok: true, value: curlSample.output });
  });

  it('reports what the target cannot do as warnings', () => {
    const out = code('curl --proxy http://proxy.test:8080 --cert client.pem https://example.com', 'javascript');
    expect(out.warnings.length).toBeGreaterThan(0);
    expect(out.warnings.join('\n')).toMatch(/proxy|cert/);
  });

  it('reads Windows cmd quoting as Chrome copies it', () => {
    const cmd =
      'curl ^"https://example.com/a?x=1^&y=2^" ^\n  -H ^"accept: */*^" ^\n  -H ^"x-q: say ^\\^"hi^\\^"^" ^\n  --data-raw ^"^{^\\^"a^\\^":1^}^"';
    expect(isCmdCommand(cmd)).toBe(true);
    expect(cmdArguments(cmd)).toEqual(['curl', 'https://example.com/a?x=1&y=2', '-H', 'accept: */*', '-H', 'x-q: say "hi"', '--data-raw', '{"a":1}']);
    const out = code(cmd);
    expect(out.code).toContain("'x-q': 'say \"hi\"'");
    expect(out.code).toContain("'y': '2'");
    expect(isCmdCommand("curl 'https://example.com' -H 'a: b'")).toBe(false);
  });

  it('says where an unclosed quote is', () => {
    const r = curlToCode("curl https://example.com \\\n  -H 'accept: text/html", 'python');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.line).toBe(2);
      expect(r.error.column).toBe(6);
      expect(r.error.message).toMatch(/Bash parsing error/);
    }
  });

  it('rejects text that is not a curl command, with its place', () => {
    const r = curlToCode('wget https://example.com', 'go');
    expect(r).toMatchObject({ ok: false, error: { line: 1, column: 1 } });
    if (!r.ok) expect(r.error.message).toMatch(/begin with "curl"/);
    expect(curlToCode('curl', 'go')).toMatchObject({ ok: false, error: { message: 'No URL specified!' } });
    expect(curlToCode('   ', 'go')).toMatchObject({ ok: false });
    expect(curlToCode('curl https://x.test --no-such-option', 'go')).toMatchObject({
      ok: false,
      error: { message: 'Option --no-such-option: is unknown' },
    });
  });

  it('refuses a long non-command at once, and leaves comments, assignments and quoted names to the library', () => {
    const nested = `${'['.repeat(20_000)}${']'.repeat(20_000)}\n${'<a>'.repeat(5_000)}`;
    expect(curlToCode(nested, 'python')).toMatchObject({ ok: false, error: { line: 1, column: 1 } });
    expect(curlToCode('\n  hello world', 'python')).toMatchObject({
      ok: false,
      error: { message: 'Command should begin with "curl" but instead begins with "hello"', line: 2, column: 3 },
    });
    for (const ok of ['# copied\ncurl https://x.test', "'curl' https://x.test", 'LANG=C curl https://x.test'])
      expect(curlToCode(ok, 'python').ok, ok).toBe(true);
  });

  it('finds the shown line when the message does not number it', () => {
    expect(errorFromLibrary('bad thing\n  foo bar\n      ^^^', 'curl x\n  foo bar')).toEqual({
      ok: false,
      error: { message: 'Bad thing', line: 2, column: 7 },
    });
  });

  it('converts a 5 MB body without failing', () => {
    const big = `curl https://example.com --data-raw '${'a'.repeat(5_000_000)}'`;
    const r = curlToCode(big, 'python');
    expect(r.ok).toBe(true);
  });
});
