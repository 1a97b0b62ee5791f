// Past this depth lines stop indenting further, so a 10,000-deep schema stays linear in size instead of quadratic.
const MAX_INDENT = 64;

/**
 * JSON.stringify(value, null, indent) without its recursion (V8 throws past a few thousand levels), with
 * indentation capped at 64 levels; indent 0 gives the compact form.
 */
export function stringifyDeep(value: unknown, indent = 2): string {
  const out: string[] = [];
  const unit = ' '.repeat(Math.max(0, Math.min(10, Math.floor(indent))));
  const pad = unit === '' ? () => '' : (level: number) => '\n' + unit.repeat(Math.min(level, MAX_INDENT));
  const colon = unit === '' ? ':' : ': ';
  type Frame = { entries: [string | null, unknown][]; index: number; close: string; level: number };
  const open = (v: unknown, level: number): Frame | null => {
    if (Array.isArray(v)) {
      if (v.length === 0) {
        out.push('[]');
        return null;
      }
      out.push('[');
      return { entries: v.map((x) => [null, x]), index: 0, close: ']', level };
    }
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      if (entries.length === 0) {
        out.push('{}');
        return null;
      }
      out.push('{');
      return { entries, index: 0, close: '}', level };
    }
    out.push(JSON.stringify(v) ?? 'null');
    return null;
  };
  const stack: Frame[] = [];
  const first = open(value, 0);
  if (first) stack.push(first);
  while (stack.length > 0) {
    const f = stack[stack.length - 1];
    if (f.index === f.entries.length) {
      out.push(pad(f.level), f.close);
      stack.pop();
      continue;
    }
    const [key, v] = f.entries[f.index];
    out.push(f.index === 0 ? '' : ',', pad(f.level + 1));
    if (key !== null) out.push(JSON.stringify(key), colon);
    f.index++;
    const child = open(v, f.level + 1);
    if (child) stack.push(child);
  }
  return out.join('');
}
