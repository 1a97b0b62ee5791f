import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { kebab } from '@/cli/args';
import { describeError } from '@/lib/result';
import type { CliIo } from '@/cli/io';
import { main } from '@/cli/main';
import { mcpToolName } from '@/cli/mcp';
import { getOperation, operations } from '@/ops';
import { allCases, caseData, type OpCase } from '../ops/cases';
import { expectAnswer } from '../ops/cases/check';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = `${root}packages/cli/bin/devbench.mjs`;

/** The command line's arguments for a case's options. */
function optionArgs(options: Record<string, unknown> = {}): string[] {
  return Object.entries(options).flatMap(([name, value]) => [`--${kebab(name)}`, String(value)]);
}

/** Runs the CLI in-process with piped streams. */
export async function runCli(argv: string[], stdin: Uint8Array | string = new Uint8Array()) {
  const out: Buffer[] = [];
  let err = '';
  const io: CliIo = {
    readStdin: async () => (typeof stdin === 'string' ? new TextEncoder().encode(stdin) : stdin),
    stdinIsTty: false,
    stdoutIsTty: false,
    readFile: async () => {
      throw Object.assign(new Error('no files in this test'), { code: 'ENOENT' });
    },
    stdout: (d) => out.push(Buffer.from(d)),
    stderr: (t) => {
      err += t;
    },
    env: {},
  };
  const code = await main(argv, io);
  return { code, stdout: new Uint8Array(Buffer.concat(out)), stderr: err };
}

const label = (c: OpCase, i: number) => `${c.op} #${i} ${c.name ?? ''}`;

describe('every operation case through the command line', () => {
  it.each(allCases.map((c, i) => [label(c, i), c] as const))('%s', async (_, c) => {
    const input = c.input === undefined ? new Uint8Array() : caseData(c.input);
    const r = await runCli([c.op, ...optionArgs(c.options)], input);
    if (r.code === 0) {
      expect(r.stderr).toBe('');
      expectAnswer(c, { ok: true, value: getOperation(c.op)!.output === 'bytes' ? r.stdout : new TextDecoder().decode(r.stdout) });
    } else {
      // Bad input: exit 1, nothing on stdout, the message (with its place) on stderr.
      expect(r.code).toBe(1);
      expect(r.stdout.length).toBe(0);
      // `<stdin>:line:column: message`, compared as the page words it (describeError).
      const m = /^<stdin>(?::(\d+))?(?::(\d+))?: ([\s\S]*)\n$/.exec(r.stderr);
      expect(m, r.stderr).not.toBeNull();
      const [, line, column, message] = m!;
      expectAnswer(c, { ok: false, message: describeError({ message, line: line ? +line : undefined, column: column ? +column : undefined }) });
    }
  });
});

describe('every operation case through the MCP server (the SDK client over stdio)', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'devbench-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp'], stderr: 'pipe' }));
  }, 60_000);
  afterAll(async () => {
    await client?.close();
  });

  it('answers initialize with its name and tools capability', () => {
    expect(client.getServerVersion()?.name).toBe('devbench');
    expect(client.getServerCapabilities()?.tools).toBeDefined();
  });

  it('lists every operation as a tool, with input plus its options', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(operations.map((op) => mcpToolName(op.id)).sort());
    const jq = tools.find((t) => t.name === 'jq_playground');
    expect(Object.keys(jq?.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['input', 'filter']));
    for (const t of tools) expect(t.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it.each(allCases.map((c, i) => [label(c, i), c] as const))('%s', async (_, c) => {
    const op = getOperation(c.op)!;
    const args: Record<string, unknown> = { ...c.options };
    if (op.input !== 'none') {
      const data = c.input === undefined ? '' : caseData(c.input);
      args.input =
        op.input === 'bytes'
          ? Buffer.from(typeof data === 'string' ? new TextEncoder().encode(data) : data).toString('base64')
          : typeof data === 'string'
            ? data
            : new TextDecoder().decode(data);
    }
    const r = await client.callTool({ name: mcpToolName(c.op), arguments: args });
    const text = (r.content as { type: string; text: string }[])[0].text;
    if (r.isError) expectAnswer(c, { ok: false, message: text });
    else expectAnswer(c, { ok: true, value: op.output === 'bytes' ? new Uint8Array(Buffer.from(text, 'base64')) : text });
  });
});
