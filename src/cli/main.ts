import { RECIPES_PATH, recipeHash } from '@/lib/recipe-link';
import type { ToolError } from '@/lib/result';
import { closestIds, getOperation, operations, type AnyOperation } from '@/ops';
import { bytesAsText, parseRecipe, runOperation, runRecipe, type Data, type Recipe } from '@/ops/pipeline';
import { optionsJsonSchema } from '@/ops/schema';
import { opHelp, parseOpArgs } from './args';
import type { CliIo } from './io';

/** Exit codes: 0 done, 1 the input (or recipe) was bad, 2 the command line was wrong. */
export const EXIT = { ok: 0, badInput: 1, usage: 2 } as const;

export const DEFAULT_ORIGIN = 'http://127.0.0.1:3000';

const USAGE = `Usage: devbench <command> [options] [FILE]

Commands:
  list [--json]                 every operation with its input, output and options
  <operation> [--option value…] [FILE]
                                run one operation on FILE or standard input
  <operation> --help            the operation's options and their defaults
  run RECIPE.json|LINK [FILE]   run a recipe (a file or a /recipes/ link) on FILE or standard input
  link RECIPE.json [--origin URL]
                                print the /recipes/ link of a recipe
  magic [FILE]                  find the decoding chain that makes the input meaningful
  mcp                           serve every operation to an MCP client over stdio

Exit status: 0 done, 1 bad input (message on standard error), 2 bad command line.
`;

/** Runs the command line. Returns the exit code; writes only through `io`. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  switch (command) {
    case 'list':
      return list(rest, io);
    case 'run':
      return run(rest, io);
    case 'link':
      return link(rest, io);
    case 'magic':
      return magicCommand(rest, io);
    case 'mcp': {
      const { serveMcp } = await import('./mcp');
      await serveMcp();
      return EXIT.ok;
    }
  }
  const op = getOperation(command);
  if (!op) {
    io.stderr(`devbench: there is no operation "${command}". Closest: ${closestIds(command).join(', ')}\nSee: devbench list\n`);
    return EXIT.usage;
  }
  return runOne(op, rest, io);
}

function list(args: readonly string[], io: CliIo): number {
  const unknown = args.filter((a) => a !== '--json');
  if (unknown.length) return usage(io, `list takes only --json, not ${unknown.join(' ')}`);
  if (args.includes('--json')) {
    const all = operations.map((op) => ({
      id: op.id,
      title: op.title,
      description: op.description,
      input: op.input,
      output: op.output,
      ...(op.page ? { page: op.page } : {}),
      options: optionsJsonSchema(op),
    }));
    io.stdout(JSON.stringify(all, null, 2) + '\n');
    return EXIT.ok;
  }
  const width = Math.max(...operations.map((op) => op.id.length));
  const lines = operations.map((op) => `${op.id.padEnd(width)}  ${`${op.input}→${op.output}`.padEnd(11)}  ${op.title}`);
  io.stdout(lines.join('\n') + `\n\n${operations.length} operations. devbench <operation> --help shows one's options.\n`);
  return EXIT.ok;
}

function usage(io: CliIo, message: string): number {
  io.stderr(`devbench: ${message}\n`);
  return EXIT.usage;
}

/** `where:line:column: message`, the way compilers report, or `where: message` without a place. */
function report(io: CliIo, where: string, error: ToolError): number {
  const place = error.line != null ? `${where}:${error.line}${error.column != null ? `:${error.column}` : ''}` : where;
  io.stderr(`${place}: ${error.message}\n`);
  return EXIT.badInput;
}

async function readInput(io: CliIo, file: string | undefined): Promise<{ ok: true; data: Uint8Array; where: string } | { ok: false; code: number }> {
  if (file === undefined || file === '-') return { ok: true, data: await io.readStdin(), where: '<stdin>' };
  try {
    return { ok: true, data: await io.readFile(file), where: file };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, code: usage(io, `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : e instanceof Error ? e.message : String(e)}`) };
  }
}

/** Raw bytes as they go into a step: text operations read them as UTF-8 (runOperation checks). */
const asData = (bytes: Uint8Array): Data => bytesAsText(bytes) ?? bytes;

function write(io: CliIo, value: Data): void {
  if (typeof value === 'string') io.stdout(io.stdoutIsTty && !value.endsWith('\n') ? `${value}\n` : value);
  else io.stdout(value);
}

async function runOne(op: AnyOperation, args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseOpArgs(op, args);
  if (!parsed.ok) return usage(io, parsed.error.message);
  const { options, positional, help } = parsed.value;
  if (help) {
    io.stdout(opHelp(op));
    return EXIT.ok;
  }
  const most = op.input === 'none' ? 0 : 1;
  if (positional.length > most) return usage(io, `${op.id} takes ${most ? 'one FILE' : 'no input file'}, not ${positional.join(' ')}`);
  let data: Data | null = null;
  let where = '<stdin>';
  if (op.input !== 'none') {
    const input = await readInput(io, positional[0]);
    if (!input.ok) return input.code;
    data = op.input === 'bytes' ? input.data : asData(input.data);
    where = input.where;
  }
  const result = await runOperation(op, data, options);
  if (!result.ok) return report(io, where, result.error);
  write(io, result.value);
  return EXIT.ok;
}

/** Reads a recipe from a file, or from a /recipes/ link (its fragment holds the recipe's JSON). */
async function loadRecipe(io: CliIo, source: string): Promise<{ ok: true; recipe: Recipe } | { ok: false; code: number }> {
  let text: string;
  const hash = source.indexOf('#');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source) || (hash >= 0 && source.slice(0, hash).includes('/recipes'))) {
    if (hash < 0) return { ok: false, code: usage(io, `the link ${source} has no recipe after a #`) };
    try {
      text = decodeURIComponent(source.slice(hash + 1));
    } catch {
      return { ok: false, code: usage(io, "the link's fragment is not valid percent-encoding") };
    }
  } else {
    try {
      text = new TextDecoder().decode(await io.readFile(source));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return {
        ok: false,
        code: usage(io, `cannot read ${source}: ${code === 'ENOENT' ? 'no such file' : e instanceof Error ? e.message : String(e)}`),
      };
    }
  }
  const recipe = parseRecipe(text);
  if (!recipe.ok) {
    io.stderr(`${source}: ${recipe.error.message}\n`);
    return { ok: false, code: EXIT.badInput };
  }
  const missing = recipe.value.steps.filter((s) => !getOperation(s.op));
  if (missing.length) {
    const s = missing[0];
    return { ok: false, code: usage(io, `the recipe uses "${s.op}", which is not an operation. Closest: ${closestIds(s.op).join(', ')}`) };
  }
  return { ok: true, recipe: recipe.value };
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  if (args.length < 1 || args.length > 2) return usage(io, 'run needs a recipe (RECIPE.json or a /recipes/ link) and at most one FILE');
  const loaded = await loadRecipe(io, args[0]);
  if (!loaded.ok) return loaded.code;
  const { recipe } = loaded;
  let data: Data;
  let where = '<stdin>';
  if (args[1] !== undefined) {
    const input = await readInput(io, args[1]);
    if (!input.ok) return input.code;
    data = asData(input.data);
    where = input.where;
  } else if (recipe.input !== undefined && io.stdinIsTty) {
    data = recipe.input;
    where = "the recipe's input";
  } else {
    const piped = await io.readStdin();
    data = piped.length === 0 && recipe.input !== undefined ? recipe.input : asData(piped);
  }
  const outcome = await runRecipe(recipe, data, getOperation);
  if (outcome.failedAt !== null) {
    const step = outcome.steps[outcome.failedAt];
    if (step.state === 'error') return report(io, where, step.error);
  }
  if (outcome.stoppedAt !== null) io.stderr(`devbench: stopped at the breakpoint after step ${outcome.stoppedAt + 1}\n`);
  write(io, outcome.output);
  return EXIT.ok;
}

/** The /recipes/ link of a recipe: the same fragment the page writes. */
export function recipeLink(recipe: Recipe, origin: string): string {
  return origin.replace(/\/+$/, '') + RECIPES_PATH + recipeHash(recipe);
}

async function link(args: readonly string[], io: CliIo): Promise<number> {
  let origin = io.env.NEXT_PUBLIC_SITE_ORIGIN?.trim() || DEFAULT_ORIGIN;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--origin') {
      if (i + 1 >= args.length) return usage(io, '--origin needs a URL');
      origin = args[++i];
    } else if (a.startsWith('--origin=')) origin = a.slice('--origin='.length);
    else files.push(a);
  }
  if (files.length !== 1) return usage(io, 'link needs one RECIPE.json');
  if (!/^https?:\/\/[^/]+/i.test(origin)) return usage(io, `--origin must be an http(s) URL, not "${origin}"`);
  const loaded = await loadRecipe(io, files[0]);
  if (!loaded.ok) return loaded.code;
  io.stdout(recipeLink(loaded.recipe, origin) + '\n');
  return EXIT.ok;
}

async function magicCommand(args: readonly string[], io: CliIo): Promise<number> {
  if (args.length > 1) return usage(io, 'magic takes at most one FILE');
  const input = await readInput(io, args[0]);
  if (!input.ok) return input.code;
  const { magic } = await import('@/ops/magic');
  const [best] = await magic(asData(input.data));
  const steps = best?.steps ?? [];
  const output = best?.output ?? asData(input.data);
  const text = typeof output === 'string' ? output : bytesAsText(output);
  const json =
    text !== null
      ? { steps, output: text, ...(best ? { label: best.label } : {}) }
      : { steps, output: Buffer.from(output as Uint8Array).toString('base64'), outputEncoding: 'base64', ...(best ? { label: best.label } : {}) };
  io.stdout(JSON.stringify(json, null, 2) + '\n');
  return EXIT.ok;
}
