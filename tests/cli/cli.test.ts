import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operations } from '@/ops';

// The `devbench` executable as a user runs it (the bundle npm install builds), on the README's examples.
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'packages/cli/bin/devbench.mjs');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
let dir: string;

function devbench(args: string[], stdin = '', env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, input: stdin, env: { ...process.env, NEXT_PUBLIC_SITE_ORIGIN: '', ...env } });
  return { code: r.status, stdout: r.stdout.toString('utf8'), stdoutBytes: r.stdout, stderr: r.stderr.toString('utf8') };
}

/** The README shows this command (after `npx `), so what it documents is what runs here. */
const documented = (command: string) => expect(readme, `README shows: ${command}`).toContain(`npx devbench ${command}`);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'devbench-cli-'));
  writeFileSync(join(dir, 'data.json'), '{"items":[{"name":"ada","age":36},{"name":"linus","age":28}]}');
  writeFileSync(join(dir, 'recipe.json'), JSON.stringify({ steps: [{ op: 'url_decoder' }, { op: 'jq_playground', options: { filter: '.a' } }] }));
  writeFileSync(join(dir, 'broken.json'), '{"steps":[{"op":"url_decoder"},{"op":"json_formatter"}]}');
}, 60_000);

describe('devbench (the executable)', () => {
  it('list --json: every operation with kinds and options as JSON Schema', () => {
    documented('list --json');
    const r = devbench(['list', '--json']);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout) as { id: string; input: string; output: string; options: { type: string; properties: object } }[];
    expect(list.length).toBe(operations.length);
    expect(list.length).toBeGreaterThanOrEqual(60);
    const jq = list.find((o) => o.id === 'jq_playground');
    expect(jq?.options.properties).toHaveProperty('filter');
    expect(list.find((o) => o.id === 'json_formatter')?.options.properties).toMatchObject({ indent: { default: '2', enum: ['2', '4', 'tab'] } });
  });

  it('list: a table with one line per operation', () => {
    documented('list');
    const r = devbench(['list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^base64_decoder +text→bytes +Base64 decode$/m);
    expect(r.stdout).toContain(`${operations.length} operations`);
  });

  it('an operation on standard input, with options in kebab-case', () => {
    documented('json_formatter --indent 4 --sort-keys');
    const r = devbench(['json_formatter', '--indent', '4', '--sort-keys'], '{"b":1,"a":[true]}');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe('{\n    "a": [\n        true\n    ],\n    "b": 1\n}');
  });

  it('an operation on a FILE', () => {
    documented("jq_playground --filter '.items[].name' data.json");
    const r = devbench(['jq_playground', '--filter', '.items[].name', 'data.json']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout.trim()).toBe('"ada"\n"linus"');
  });

  it('bytes are written raw', () => {
    documented('base64_decoder');
    const r = devbench(['base64_decoder'], '/9j/4AAQ');
    expect(r.code).toBe(0);
    expect([...r.stdoutBytes]).toEqual([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  });

  it('bad input: exit 1, nothing on stdout, the message with its line and column on stderr', () => {
    const r = devbench(['json_formatter'], '{\n  "a": 1,\n  "b": tru\n}');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^<stdin>:3:8: .+\n$/);
  });

  it('a bad FILE names the file in the error', () => {
    writeFileSync(join(dir, 'bad.json'), '[1,\n2,,3]');
    const r = devbench(['json/minify', 'bad.json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^bad\.json:2:3: /);
  });

  it('an unknown id: exit 2 with the closest ids', () => {
    documented('json_formater');
    const r = devbench(['json_formater']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Closest: json_formatter');
  });

  it('an unknown option: exit 2 naming the options there are', () => {
    const r = devbench(['json_formatter', '--indnet', '4'], '{}');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--indent');
  });

  it('<op> --help lists the options with their defaults', () => {
    documented('json_formatter --help');
    const r = devbench(['json_formatter', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--indent 2|4|tab');
    expect(r.stdout).toContain('default: "2"');
    expect(r.stdout).toContain('--sort-keys');
  });

  it('run RECIPE.json on standard input', () => {
    documented('run recipe.json');
    const r = devbench(['run', 'recipe.json'], '%7B%22a%22%3A%5B1%2C2%5D%7D');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout.trim()).toBe('[\n  1,\n  2\n]');
  });

  it('link prints the /recipes/ link, and run reads the link back', () => {
    documented('link recipe.json');
    const defaultLink = devbench(['link', 'recipe.json']);
    expect(defaultLink.code).toBe(0);
    expect(defaultLink.stdout).toMatch(/^http:\/\/127\.0\.0\.1:3000\/recipes\/#%7B%22steps%22/);
    const link = devbench(['link', 'recipe.json', '--origin', 'https://devbench.example']).stdout.trim();
    expect(link.startsWith('https://devbench.example/recipes/#')).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.split('#')[1]))).toEqual(JSON.parse(readFileSync(join(dir, 'recipe.json'), 'utf8')));
    const r = devbench(['run', link], '%7B%22a%22%3Atrue%7D');
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe('true');
  });

  it('a recipe whose step fails: exit 1 naming the step', () => {
    const r = devbench(['run', 'broken.json'], '%7Bnope');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Step 2 (JSON format)');
  });

  it('magic prints the best decoding chain and its output', () => {
    documented('magic');
    // {"user":"ada"} → gzip → Base64 → URL-encoded, made with gzip(1)/base64(1) semantics by node's zlib.
    const layered = encodeURIComponent(execFileSync('sh', ['-c', 'printf \'{"user":"ada"}\' | gzip -n | base64 -w0']).toString());
    const r = devbench(['magic'], layered);
    expect(r.code).toBe(0);
    const best = JSON.parse(r.stdout) as { steps: { op: string }[]; output: string };
    expect(best.steps.map((s) => s.op)).toEqual(['url_decoder', 'base64_decoder', 'gzip/decompress']);
    expect(best.output).toBe('{"user":"ada"}');
  });
});
