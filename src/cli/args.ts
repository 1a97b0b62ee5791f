import { fail, ok, type Result } from '@/lib/result';
import type { AnyOperation } from '@/ops';
import { optionsJsonSchema, type JsonSchemaProperty } from '@/ops/schema';

/** camelCase option name → the CLI's --kebab-case. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const typeOf = (p: JsonSchemaProperty | undefined): string | undefined => {
  if (!p) return undefined;
  if (p.enum) return 'enum';
  return Array.isArray(p.type) ? p.type[0] : p.type;
};

/**
 * Splits `--name value`, `--name=value`, `--flag`, `--no-flag` and positional arguments, turning each
 * option into the type its schema asks for. Unknown options are an error naming the known ones.
 */
export function parseOpArgs(
  op: AnyOperation,
  args: readonly string[],
): Result<{ options: Record<string, unknown>; positional: string[]; help: boolean }> {
  const props = optionsJsonSchema(op).properties;
  const byFlag = new Map(Object.keys(props).map((name) => [kebab(name), name]));
  const options: Record<string, unknown> = {};
  const positional: string[] = [];
  let help = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('--') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    let flag = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    let value: string | undefined = eq >= 0 ? arg.slice(eq + 1) : undefined;
    let name = byFlag.get(flag);
    if (!name && flag.startsWith('no-') && typeOf(props[byFlag.get(flag.slice(3)) ?? '']) === 'boolean' && value === undefined) {
      flag = flag.slice(3);
      name = byFlag.get(flag);
      value = 'false';
    }
    if (!name) {
      const known = [...byFlag.keys()].map((f) => `--${f}`);
      return fail(`${op.id} has no option --${flag}${known.length ? `; its options are ${known.join(', ')}` : ' (it takes no options)'}`);
    }
    const type = typeOf(props[name]);
    if (value === undefined) {
      if (type === 'boolean') {
        const next = args[i + 1];
        value = next === 'true' || next === 'false' ? (i++, next) : 'true';
      } else {
        if (i + 1 >= args.length) return fail(`--${flag} needs a value`);
        value = args[++i];
      }
    }
    if (type === 'boolean') {
      if (value !== 'true' && value !== 'false') return fail(`--${flag} is true or false, not "${value}"`);
      options[name] = value === 'true';
    } else if (type === 'number' || type === 'integer') {
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n)) return fail(`--${flag} needs a number, not "${value}"`);
      options[name] = n;
    } else if (type === 'enum') {
      const choices = props[name].enum ?? [];
      // Enum values are strings or numbers: accept the number's spelling for a numeric choice.
      const match = choices.find((c) => String(c) === value);
      options[name] = match === undefined ? value : match;
    } else {
      options[name] = value;
    }
  }
  return ok({ options, positional, help });
}

/** The help text of one operation: usage, kinds, and each option with its default. */
export function opHelp(op: AnyOperation): string {
  const props = optionsJsonSchema(op).properties;
  const lines = [`${op.title} (${op.id})`, '', op.description, ''];
  const file = op.input === 'none' ? '' : ' [FILE]';
  lines.push(`Usage: devbench ${op.id} [options]${file}`, '');
  lines.push(
    op.input === 'none'
      ? `Reads no input; writes ${op.output === 'bytes' ? 'bytes' : 'text'} to standard output.`
      : `Reads ${op.input === 'bytes' ? 'bytes' : 'UTF-8 text'} from FILE or standard input; writes ${op.output === 'bytes' ? 'bytes' : 'text'} to standard output.`,
  );
  const names = Object.keys(props);
  if (names.length) {
    lines.push('', 'Options:');
    for (const name of names) {
      const p = props[name];
      const type = typeOf(p);
      const values = type === 'enum' ? (p.enum ?? []).join('|') : type === 'boolean' ? '' : type === 'string' ? 'TEXT' : 'N';
      const range = p.minimum !== undefined || p.maximum !== undefined ? ` (${p.minimum ?? ''}..${p.maximum ?? ''})` : '';
      lines.push(`  --${kebab(name)}${values ? ` ${values}` : ''}`);
      lines.push(`      ${p.description ?? ''}${range}; default: ${JSON.stringify(p.default)}`);
    }
  } else {
    lines.push('', 'Options: none');
  }
  return lines.join('\n') + '\n';
}
