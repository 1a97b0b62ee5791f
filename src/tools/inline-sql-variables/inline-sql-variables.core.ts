import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

export interface InlinedSql {
  sql: string;
  /** How many placeholders were replaced (a repeated `:name` counts each time). */
  used: number;
  /** Given values no placeholder asked for: names, or `$n` for numbered placeholders. */
  unused: string[];
}

/** A parameter value, kept as the text it was given in so that big numbers keep every digit. */
export type SqlValue =
  | { kind: 'string'; value: string }
  | { kind: 'number'; raw: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'list'; items: SqlValue[] }
  | { kind: 'json'; text: string };

export interface ParsedParams {
  /** Values in order, for `?`, `$n`, `?n` and `:n`; null when only names were given. */
  positional: SqlValue[] | null;
  /** Values by name (without `:`, `@` or `$`), for `:name` and `@name`; null when only a list was given. */
  named: Map<string, SqlValue> | null;
}

type Placeholder =
  | { style: '?'; start: number; end: number }
  | { style: 'index'; start: number; end: number; index: number; text: string }
  | { style: 'name'; start: number; end: number; name: string; text: string };

const MAX_NESTING = 100;
// NUL and other C0 controls (tab and line breaks aside) mean binary data was pasted, not SQL.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function describeOffset(text: string, offset: number): string {
  const { line, column } = lineColumnAt(text, offset);
  return `line ${line}, column ${column} of the values`;
}

const isIdentStart = (c: string) => /[A-Za-z_\u0080-\uFFFF]/.test(c);
const isIdentChar = (c: string) => /[\w$\u0080-\uFFFF]/.test(c);
const isDigit = (c: string) => c >= '0' && c <= '9';

/* ----------------------------------------------------------------------------------------
 * Query scanning: find placeholders, skipping string literals, quoted identifiers,
 * comments, dollar-quoted bodies and `::type` casts, where `?`, `:x` and `@x` mean nothing.
 * -------------------------------------------------------------------------------------- */

interface Scan {
  placeholders: Placeholder[];
  error?: { message: string; offset: number };
}

function scanQuery(sql: string): Scan {
  const placeholders: Placeholder[] = [];
  const n = sql.length;
  let i = 0;
  const unclosed = (what: string, offset: number): Scan => ({
    placeholders,
    error: { message: `The query has ${what} that is never closed`, offset },
  });
  while (i < n) {
    const c = sql[i];
    const next = sql[i + 1];
    if (c === "'" || ((c === 'E' || c === 'e') && next === "'" && !isIdentChar(sql[i - 1] ?? ''))) {
      // E'...' (Postgres) honours backslash escapes; plain '...' only doubles quotes.
      const backslashes = c !== "'";
      let j = backslashes ? i + 2 : i + 1;
      for (;;) {
        if (j >= n) return unclosed('a string literal', i);
        if (backslashes && sql[j] === '\\') j += 2;
        else if (sql[j] === "'") {
          if (sql[j + 1] === "'") j += 2;
          else break;
        } else j++;
      }
      i = j + 1;
    } else if (c === '"' || c === '`') {
      const close = sql.indexOf(c, i + 1);
      if (close < 0) return unclosed(c === '"' ? 'a quoted identifier' : 'a backquoted identifier', i);
      // A doubled quote inside is an escaped quote; the search simply continues after it.
      let j = close;
      while (sql[j + 1] === c) {
        const again = sql.indexOf(c, j + 2);
        if (again < 0) return unclosed('a quoted identifier', i);
        j = again;
      }
      i = j + 1;
    } else if (c === '-' && next === '-') {
      const eol = sql.indexOf('\n', i);
      i = eol < 0 ? n : eol + 1;
    } else if (c === '/' && next === '*') {
      const close = sql.indexOf('*/', i + 2);
      if (close < 0) return unclosed('a /* comment', i);
      i = close + 2;
    } else if (c === '$') {
      if (isDigit(next ?? '') && !isIdentChar(sql[i - 1] ?? '')) {
        let j = i + 1;
        while (j < n && isDigit(sql[j])) j++;
        placeholders.push({ style: 'index', start: i, end: j, index: Number(sql.slice(i + 1, j)), text: sql.slice(i, j) });
        i = j;
        continue;
      }
      // Dollar quoting: $$...$$ or $tag$...$tag$ (Postgres function bodies); else SQLite's $name.
      const tag = /^\$([A-Za-z_]\w*)?\$/.exec(sql.slice(i, i + 64));
      if (tag && !isIdentChar(sql[i - 1] ?? '')) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        if (close < 0) return unclosed(`a ${tag[0]} quoted body`, i);
        i = close + tag[0].length;
      } else if (isIdentStart(next ?? '') && !isIdentChar(sql[i - 1] ?? '')) {
        let j = i + 1;
        while (j < n && /[\w\u0080-\uFFFF]/.test(sql[j])) j++;
        placeholders.push({ style: 'name', start: i, end: j, name: sql.slice(i + 1, j), text: sql.slice(i, j) });
        i = j;
      } else i++;
    } else if (c === ':') {
      if (next === ':' || next === '=') {
        // `::type` cast or `:=` assignment; skip the cast's type name too.
        i += 2;
        while (i < n && isIdentChar(sql[i])) i++;
      } else if (!isIdentChar(sql[i - 1] ?? '') && sql[i - 1] !== ']' && sql[i - 1] !== ')' && next !== undefined) {
        let j = i + 1;
        if (isIdentStart(next)) {
          while (j < n && isIdentChar(sql[j])) j++;
          placeholders.push({ style: 'name', start: i, end: j, name: sql.slice(i + 1, j), text: sql.slice(i, j) });
        } else if (isDigit(next)) {
          // Oracle's numbered binds :1, :2; `[1:2]` slices are excluded by the character before.
          while (j < n && isDigit(sql[j])) j++;
          placeholders.push({ style: 'index', start: i, end: j, index: Number(sql.slice(i + 1, j)), text: sql.slice(i, j) });
        }
        i = Math.max(j, i + 1);
      } else i++;
    } else if (c === '@') {
      if (next === '@') {
        // @@ROWCOUNT and friends are system variables, not parameters.
        i += 2;
        while (i < n && isIdentChar(sql[i])) i++;
      } else if (isIdentStart(next ?? '') && !isIdentChar(sql[i - 1] ?? '')) {
        let j = i + 1;
        while (j < n && isIdentChar(sql[j])) j++;
        placeholders.push({ style: 'name', start: i, end: j, name: sql.slice(i + 1, j), text: sql.slice(i, j) });
        i = j;
      } else i++;
    } else if (c === '?') {
      if (isDigit(next ?? '')) {
        let j = i + 1;
        while (j < n && isDigit(sql[j])) j++;
        placeholders.push({ style: 'index', start: i, end: j, index: Number(sql.slice(i + 1, j)), text: sql.slice(i, j) });
        i = j;
      } else {
        placeholders.push({ style: '?', start: i, end: i + 1 });
        i++;
      }
    } else i++;
  }
  return { placeholders };
}

/* ----------------------------------------------------------------------------------------
 * Parameter parsing: JSON, ORM log lines (Python/JS repr, MyBatis, Rails, Hibernate) and
 * plain comma-separated values all go through one forgiving reader.
 * -------------------------------------------------------------------------------------- */

class ParamsError extends Error {}

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const MYBATIS_NUMBER_TYPES = /^(Integer|Long|Short|Byte|Double|Float|BigDecimal|BigInteger|int|long|double|float)$/;

/** Reads a bare (unquoted) word: numbers, true/false, null and MyBatis `value(Type)` become typed. */
function bareValue(word: string): SqlValue {
  const typed = /^(.*)\(([A-Za-z][\w.]*)\)$/s.exec(word);
  if (typed) {
    const [, text, type] = typed;
    const simple = type.slice(type.lastIndexOf('.') + 1);
    if (MYBATIS_NUMBER_TYPES.test(simple) && NUMBER.test(text.trim())) return { kind: 'number', raw: text.trim() };
    if (simple === 'Boolean' && /^(true|false)$/i.test(text.trim())) return { kind: 'boolean', value: /^true$/i.test(text.trim()) };
    return { kind: 'string', value: text };
  }
  if (/^(null|none|nil)$/i.test(word)) return { kind: 'null' };
  if (/^(true|false)$/i.test(word)) return { kind: 'boolean', value: /^true$/i.test(word) };
  // A leading zero (zip codes, ids like 007) is text: as a number it would lose the zero.
  if (NUMBER.test(word) && !/^[-+]?0\d/.test(word)) return { kind: 'number', raw: word };
  return { kind: 'string', value: word };
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '0': '\0', '\\': '\\', "'": "'", '"': '"', '/': '/' };

class ParamsReader {
  private i = 0;
  constructor(private readonly text: string) {}

  private where(offset = this.i): string {
    return describeOffset(this.text, offset);
  }

  private skipSpace(): void {
    while (this.i < this.text.length && /\s/.test(this.text[this.i])) this.i++;
  }

  /** Skips whitespace and says whether it held a line break. */
  private skipSpaceSawLineBreak(): boolean {
    const start = this.i;
    this.skipSpace();
    for (let k = start; k < this.i; k++) if (this.text[k] === '\n' || this.text[k] === '\r') return true;
    return false;
  }

  private readQuoted(): string {
    const quote = this.text[this.i];
    const start = this.i;
    const parts: string[] = [];
    let run = ++this.i;
    while (this.i < this.text.length) {
      const c = this.text[this.i];
      if (c === quote) {
        if (quote === "'" && this.text[this.i + 1] === "'") {
          parts.push(this.text.slice(run, this.i + 1));
          this.i += 2;
          run = this.i;
          continue;
        }
        parts.push(this.text.slice(run, this.i));
        this.i++;
        return parts.join('');
      }
      if (c === '\\') {
        parts.push(this.text.slice(run, this.i));
        const e = this.text[this.i + 1];
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i + 2, this.i + 6))) {
          parts.push(String.fromCharCode(parseInt(this.text.slice(this.i + 2, this.i + 6), 16)));
          this.i += 6;
        } else if (e !== undefined && e in ESCAPES) {
          parts.push(ESCAPES[e]);
          this.i += 2;
        } else {
          // An unknown escape such as C:\temp is most likely a literal backslash.
          parts.push('\\');
          this.i += 1;
        }
        run = this.i;
        continue;
      }
      this.i++;
    }
    throw new ParamsError(`A quoted value starting at ${this.where(start)} is never closed`);
  }

  /** A bare word runs to the next comma or closing bracket (of the container it is in). */
  private readBare(closer: string | null): string {
    const start = this.i;
    let depth = 0;
    while (this.i < this.text.length) {
      const c = this.text[this.i];
      if (c === '(') depth++;
      else if (c === ')' && depth > 0) depth--;
      else if (depth === 0 && (c === ',' || c === closer || c === '\n' || c === '\r')) break;
      this.i++;
    }
    return this.text.slice(start, this.i).trim();
  }

  readValue(closer: string | null, depth: number): SqlValue {
    if (depth > MAX_NESTING) throw new ParamsError(`The values are nested more than ${MAX_NESTING} levels deep`);
    this.skipSpace();
    const c = this.text[this.i];
    if (c === '"' || c === "'") return { kind: 'string', value: this.readQuoted() };
    if (c === '[') {
      this.i++;
      return { kind: 'list', items: this.readList(']', depth + 1) };
    }
    if (c === '{') {
      const start = this.i;
      this.i++;
      this.readEntries('}', depth + 1);
      return { kind: 'json', text: this.text.slice(start, this.i) };
    }
    const word = this.readBare(closer);
    if (word === '') throw new ParamsError(`A value is missing at ${this.where()}`);
    return bareValue(word);
  }

  readList(closer: string | null, depth: number): SqlValue[] {
    const items: SqlValue[] = [];
    this.skipSpace();
    if (closer && this.text[this.i] === closer) {
      this.i++;
      return items;
    }
    for (;;) {
      items.push(this.readValue(closer, depth));
      const lineBreak = this.skipSpaceSawLineBreak();
      const c = this.text[this.i];
      // At the top level a line break separates values as a comma does (one value per line).
      if (c === ',' || (closer === null && lineBreak && this.i < this.text.length)) {
        if (c === ',') this.i++;
        this.skipSpace();
        // Tolerate a trailing comma, as logs and hand-typed lists often have one.
        if (closer && this.text[this.i] === closer) {
          this.i++;
          return items;
        }
        if (closer === null && this.i >= this.text.length) return items;
        continue;
      }
      if (closer && c === closer) {
        this.i++;
        return items;
      }
      if (closer === null && this.i >= this.text.length) return items;
      if (this.i >= this.text.length) throw new ParamsError(`The values end before the closing ${closer}`);
      throw new ParamsError(`Expected a comma at ${this.where()}`);
    }
  }

  /** Reads `key: value` pairs, also accepting `=` and `=>` as in Ruby and log output. */
  readEntries(closer: string | null, depth: number): Map<string, SqlValue> {
    const entries = new Map<string, SqlValue>();
    for (;;) {
      this.skipSpace();
      if (closer && this.text[this.i] === closer) {
        this.i++;
        return entries;
      }
      if (this.i >= this.text.length) {
        if (closer === null) return entries;
        throw new ParamsError(`The values end before the closing ${closer}`);
      }
      let key: string;
      if (this.text[this.i] === '"' || this.text[this.i] === "'") key = this.readQuoted();
      else {
        const m = /^[:@$]?[\w$\u0080-\uFFFF.]+/.exec(this.text.slice(this.i, this.i + 256));
        if (!m) throw new ParamsError(`Expected a name at ${this.where()}`);
        key = m[0];
        this.i += key.length;
      }
      this.skipSpace();
      const sep = /^(=>|:|=)/.exec(this.text.slice(this.i, this.i + 2));
      if (!sep) throw new ParamsError(`Expected ":" or "=" after the name "${key}" at ${this.where()}`);
      this.i += sep[0].length;
      entries.set(key.replace(/^[:@$]/, ''), this.readValue(closer, depth));
      const lineBreak = this.skipSpaceSawLineBreak();
      const c = this.text[this.i];
      if (c === ',') this.i++;
      else if (closer === null && lineBreak) continue;
      else if (!(closer && c === closer) && this.i < this.text.length) throw new ParamsError(`Expected a comma at ${this.where()}`);
    }
  }

  /** Steps over an opening bracket the caller has already recognised. */
  skip(count: number): void {
    this.i += count;
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.i >= this.text.length;
  }

  rest(): string {
    return this.where();
  }
}

const HIBERNATE = /binding parameter\s*[[(]\s*(\d+)\s*(?:\]\s*as\s*\[\s*([^\]]*?)\s*\]|:\s*([^)]*?)\s*\))\s*(?:-|<-)\s*\[(.*)\]\s*$/i;

function hibernateValue(type: string, raw: string): SqlValue {
  if (raw === 'null' || raw === '<null>') return { kind: 'null' };
  const t = type.toUpperCase();
  if (/^(INTEGER|INT|BIGINT|SMALLINT|TINYINT|NUMERIC|DECIMAL|DOUBLE|FLOAT|REAL|LONG)$/.test(t) && NUMBER.test(raw)) return { kind: 'number', raw };
  if (/^(BOOLEAN|BIT)$/.test(t) && /^(true|false)$/i.test(raw)) return { kind: 'boolean', value: /^true$/i.test(raw) };
  return { kind: 'string', value: raw };
}

function parseHibernate(text: string): ParsedParams {
  const byIndex = new Map<number, SqlValue>();
  const lines = text.split(/\r?\n/);
  lines.forEach((line, n) => {
    if (!/binding parameter/i.test(line)) return;
    const m = HIBERNATE.exec(line);
    if (!m) throw new ParamsError(`Line ${n + 1} of the values mentions "binding parameter" but is not in Hibernate's format`);
    byIndex.set(Number(m[1]), hibernateValue(m[2] ?? m[3] ?? '', m[4]));
  });
  const count = Math.max(0, ...byIndex.keys());
  const positional: SqlValue[] = [];
  for (let k = 1; k <= count; k++) {
    const value = byIndex.get(k);
    if (!value) throw new ParamsError(`The binding log has no parameter [${k}]`);
    positional.push(value);
  }
  return { positional, named: null };
}

/** An object keyed 1..n (or $1..$n) is a numbered list in disguise. */
function fromEntries(entries: Map<string, SqlValue>): ParsedParams {
  const positional: SqlValue[] = [];
  for (let k = 1; entries.has(String(k)); k++) positional.push(entries.get(String(k))!);
  return { positional: positional.length > 0 && positional.length === entries.size ? positional : null, named: entries };
}

/** Reads the values in any of the supported formats (JSON, ORM log line, Hibernate log, comma-separated). */
export function parseSqlParams(input: string): Result<ParsedParams> {
  const control = CONTROL.exec(input);
  if (control) return fail(`The values contain binary or control characters (at ${describeOffset(input, control.index)})`);
  try {
    let text = input.trim();
    if (text === '') return ok({ positional: [], named: null });
    if (/binding parameter/i.test(text)) return ok(parseHibernate(text));
    // Drop a log prefix such as "... ==>  Parameters:" (MyBatis) or "binds: [" before the values.
    text = text
      .replace(/^[^\n[\]{}()'",]*?==>\s*Parameters:\s*/i, '')
      .replace(/^[^\n[\]{}()'",]*?\b(parameters|params|binds|bindings|args|values)\s*[:=]\s*(?=[[({])/i, '');
    if (text === '') return ok({ positional: [], named: null });
    const reader = new ParamsReader(text);
    const open = text[0];
    let result: ParsedParams;
    if (open === '{') {
      reader.skip(1);
      result = fromEntries(reader.readEntries('}', 1));
    } else if (/^[:@$]?[A-Za-z_][\w.]*\s*(=>|=|:(?!:))/.test(text) && !/^(https?|ftp|file):/i.test(text)) {
      result = fromEntries(reader.readEntries(null, 0));
    } else if (open === '[' || open === '(') {
      reader.skip(1);
      const items = reader.readList(open === '[' ? ']' : ')', 1);
      result = railsPairs(items) ?? { positional: items, named: null };
    } else {
      result = { positional: reader.readList(null, 0), named: null };
    }
    if (!reader.atEnd()) return fail(`Unexpected text after the values at ${reader.rest()}`);
    return ok(result);
  } catch (error) {
    if (error instanceof ParamsError) return fail(error.message);
    if (error instanceof RangeError) return fail('The values are nested too deeply');
    return fail(`Could not read the values: ${String(error)}`);
  }
}

/** Rails logs binds as [["id", 1], ["name", "bob"]]: both numbered and named. */
function railsPairs(items: SqlValue[]): ParsedParams | null {
  if (items.length === 0) return null;
  const named = new Map<string, SqlValue>();
  const positional: SqlValue[] = [];
  for (const item of items) {
    if (item.kind !== 'list' || item.items.length !== 2 || item.items[0].kind !== 'string') return null;
    named.set(item.items[0].value, item.items[1]);
    positional.push(item.items[1]);
  }
  return { positional, named };
}

/* ---------------------------------------------------------------------------------------- */

/** Writes a value as a SQL literal: strings quoted with '' escaping, lists as `a, b` for IN (...). */
export function sqlLiteral(value: SqlValue): string {
  switch (value.kind) {
    case 'string':
      return `'${value.value.replaceAll("'", "''")}'`;
    case 'number':
      return value.raw.replace(/^\+/, '');
    case 'boolean':
      return value.value ? 'TRUE' : 'FALSE';
    case 'null':
      return 'NULL';
    case 'list':
      return value.items.map(sqlLiteral).join(', ');
    case 'json':
      return `'${value.text.replaceAll("'", "''")}'`;
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Replaces the query's placeholders (`?`, `$1`, `:name`, `@name`) with the given values as SQL literals; never throws. */
export function inlineSqlVariables(query: string, params: string): Result<InlinedSql> {
  if (query.trim() === '') return fail('The query is empty');
  const control = CONTROL.exec(query);
  if (control) return fail('The query contains binary or control characters', lineColumnAt(query, control.index));
  let scan: Scan;
  try {
    scan = scanQuery(query);
  } catch (error) {
    return fail(`Could not read the query: ${String(error)}`);
  }
  if (scan.error) return fail(scan.error.message, lineColumnAt(query, scan.error.offset));
  let placeholders = scan.placeholders;
  // In Postgres `?` is also a JSON operator: with $1 placeholders present, a `?` is that operator.
  if (placeholders.some((p) => p.style === 'index' && p.text.startsWith('$'))) placeholders = placeholders.filter((p) => p.style !== '?');
  if (placeholders.length === 0) return fail('The query has no placeholders (?, $1, :name or @name) to fill in');

  const styles = new Set(placeholders.map((p) => (p.style === 'name' ? 'name' : p.style === '?' ? '?' : 'index')));
  if (styles.size > 1) {
    const shown = [...styles].map((s) => (s === 'name' ? ':name' : s === '?' ? '?' : '$1')).join(' and ');
    const first = placeholders.find((p) => p.style !== placeholders[0].style)!;
    return fail(`The query mixes placeholder styles (${shown}); use one style`, lineColumnAt(query, first.start));
  }

  const parsed = parseSqlParams(params);
  if (!parsed.ok) return parsed;
  const { positional, named } = parsed.value;

  const values: string[] = new Array(placeholders.length);
  let unused: string[] = [];
  const style = [...styles][0];
  if (style === '?') {
    if (!positional) return fail("The query uses ? placeholders, so give the values as a list, e.g. [1, 'bob']");
    if (positional.length !== placeholders.length) {
      return fail(
        `The query has ${plural(placeholders.length, 'placeholder', 'placeholders')} but ${positional.length === 0 ? 'no values were' : plural(positional.length, 'value was', 'values were')} given`,
      );
    }
    placeholders.forEach((_, k) => (values[k] = sqlLiteral(positional[k])));
  } else if (style === 'index') {
    if (!positional) return fail("The query uses numbered placeholders ($1, ?1 or :1), so give the values as a list, e.g. [1, 'bob']");
    const referenced = new Set<number>();
    for (let k = 0; k < placeholders.length; k++) {
      const p = placeholders[k] as Extract<Placeholder, { style: 'index' }>;
      if (p.index < 1) return fail(`Placeholder ${p.text} does not exist: numbering starts at 1`, lineColumnAt(query, p.start));
      if (p.index > positional.length) {
        return fail(
          `The query uses ${p.text} but ${positional.length === 0 ? 'no values were' : `only ${plural(positional.length, 'value was', 'values were')}`} given`,
          lineColumnAt(query, p.start),
        );
      }
      referenced.add(p.index);
      values[k] = sqlLiteral(positional[p.index - 1]);
    }
    const prefix = (placeholders[0] as Extract<Placeholder, { style: 'index' }>).text[0];
    for (let k = 1; k <= positional.length; k++) if (!referenced.has(k)) unused.push(`${prefix}${k}`);
  } else {
    const names = placeholders as Array<Extract<Placeholder, { style: 'name' }>>;
    if (named) {
      // SQL Server names are case-insensitive, so @UserId may be given as userid.
      const folded = new Map<string, string>();
      for (const key of named.keys()) if (!folded.has(key.toLowerCase())) folded.set(key.toLowerCase(), key);
      const hit = new Set<string>();
      for (let k = 0; k < names.length; k++) {
        const key = named.has(names[k].name) ? names[k].name : folded.get(names[k].name.toLowerCase());
        if (key === undefined) return fail(`No value was given for ${names[k].text}`, lineColumnAt(query, names[k].start));
        values[k] = sqlLiteral(named.get(key)!);
        hit.add(key);
      }
      unused = [...named.keys()].filter((key) => !hit.has(key));
    } else {
      // A bare list fills the distinct names in order of first appearance.
      const order = new Map<string, number>();
      for (const p of names) if (!order.has(p.name)) order.set(p.name, order.size);
      const list = positional ?? [];
      if (list.length !== order.size) {
        return fail(
          `The query has ${plural(order.size, 'distinct named placeholder', 'distinct named placeholders')} but ${list.length === 0 ? 'no values were' : plural(list.length, 'value was', 'values were')} given`,
        );
      }
      for (let k = 0; k < names.length; k++) values[k] = sqlLiteral(list[order.get(names[k].name)!]);
    }
  }

  const parts: string[] = [];
  let last = 0;
  for (let k = 0; k < placeholders.length; k++) {
    parts.push(query.slice(last, placeholders[k].start), values[k]);
    last = placeholders[k].end;
  }
  parts.push(query.slice(last));
  return ok({ sql: parts.join(''), used: placeholders.length, unused });
}
