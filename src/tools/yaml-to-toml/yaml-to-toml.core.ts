import { TomlDate } from 'smol-toml';
import { isAlias, LineCounter, parseAllDocuments, visit, type Document, type ScalarTag } from 'yaml';
import { fail, type Result } from '@/lib/result';
import { describePath, walkLeaves, writeToml } from '@/lib/toml-write';

/**
 * Upper bound on alias expansion (the yaml library's measure): far above what real files use, far below what
 * a "billion laughs" document needs.
 */
const MAX_ALIAS_COUNT = 10_000;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The date and time forms TOML 1.0 has: offset and local date-times, local dates and local times. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))?)?$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?$/;

/** Why a date or time is impossible (2023-02-29, 24:00:00), or null. */
function impossible(text: string): string | null {
  const time = TIME.exec(text);
  const date = time ? null : DATE_TIME.exec(text);
  const [hour, minute, second]: Array<string | undefined> = time ? [time[1], time[2], time[3]] : date ? [date[4], date[5], date[6]] : [];
  if (date) {
    const [, year, month, day] = date;
    if (+month < 1 || +month > 12) return `${text} is not a valid date: the month ${month} is not 01 to 12`;
    const days = +month === 2 && isLeap(+year) ? 29 : DAYS[+month - 1];
    if (+day < 1 || +day > days) return `${text} is not a valid date: that month has ${days} days`;
    if (date[7] !== undefined && (+date[7] > 23 || +date[8] > 59)) return `${text} has an impossible UTC offset`;
  }
  if (hour !== undefined && (+hour > 23 || +minute! > 59 || +second! > 59)) return `${text} is not a valid time`;
  return null;
}

/** A TOML date that writes itself exactly as it was in the YAML (smol-toml would add milliseconds). */
class WrittenTomlDate extends TomlDate {
  readonly #text: string;
  constructor(text: string) {
    super(text);
    this.#text = text;
  }
  override toISOString(): string {
    return this.#text;
  }
}

/**
 * Plain (unquoted) YAML scalars in a TOML date or time form become TOML dates; YAML 1.2's core schema would leave
 * them strings. A quoted "2024-01-15" stays a string.
 */
const tomlDate: ScalarTag = {
  tag: 'tag:devbench.dev,2026:toml-date',
  default: true,
  test: /^(?:\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/,
  resolve(text, onError) {
    const problem = impossible(text);
    if (problem) {
      onError(problem);
      return text;
    }
    return new WrittenTomlDate(text);
  },
};

function describeKind(value: unknown): string {
  if (value === null || value === undefined) return 'empty (null)';
  if (Array.isArray(value)) return 'a sequence';
  if (value instanceof Date) return 'a date';
  return `a ${typeof value === 'bigint' ? 'number' : typeof value}`;
}

/**
 * Converts one YAML 1.2 document to TOML 1.0: anchors, aliases and merge keys resolved, plain dates and times as
 * TOML dates, integers exact (beyond 64 bits an error), null an error naming its path, several documents an error.
 * Never throws.
 */
export function yamlToToml(text: string): Result<string> {
  if (text.trim() === '') return fail('The input is empty');
  const lines = new LineCounter();
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  let documents: Document.Parsed[];
  try {
    documents = parseAllDocuments(text, {
      lineCounter: lines,
      merge: true,
      intAsBigInt: true,
      prettyErrors: false,
      logLevel: 'silent',
      customTags: [tomlDate],
    });
  } catch (error) {
    if (error instanceof RangeError) return fail('The YAML is nested too deeply to read');
    return fail(`Could not read the YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  // A bare `...` or a stream of comments makes a document with nothing in it: not one the user wrote.
  const written = documents.filter((doc) => doc.errors.length > 0 || doc.directives.docStart || doc.contents !== null);
  for (const doc of written) {
    const [error] = doc.errors;
    if (error) {
      const message = error.message.charAt(0).toUpperCase() + error.message.slice(1);
      return fail(message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''), at(error.pos[0]));
    }
  }
  if (written.length === 0) return fail('The YAML has no document, only comments');
  if (written.length > 1) {
    return fail(
      `The YAML has ${written.length} documents, and a TOML file holds one: convert them one at a time (the second starts here)`,
      at(written[1].range[0]),
    );
  }
  const [doc] = written;
  let missing: Result<never> | null = null;
  visit(doc, {
    Alias(_key, node) {
      if (!isAlias(node) || node.resolve(doc) !== undefined) return undefined;
      missing = fail(`The alias *${node.source} has no anchor &${node.source} before it`, at(node.range?.[0] ?? 0));
      return visit.BREAK;
    },
  });
  if (missing) return missing;
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (error instanceof RangeError) return fail('The YAML is nested too deeply to convert');
    if (error instanceof ReferenceError && /excessive alias/i.test(error.message)) {
      return fail(
        'The YAML\'s aliases expand to far more values than a real file has, which looks like an alias bomb ("billion laughs"); it was not converted',
      );
    }
    return fail(`Could not convert the YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) {
    return fail(
      `A TOML document is a table, so the YAML's top level must be a mapping (key: value lines), not ${describeKind(value)}`,
      at(doc.contents?.range?.[0] ?? 0),
    );
  }
  // TOML has no null: name the first one, and point at it when the path is written in the document (not merged in).
  const nullAt = walkLeaves(value, (leaf) => (leaf === null || leaf === undefined ? 'null' : null));
  if (nullAt.error) {
    const node = doc.getIn(nullAt.path, true) as { range?: [number, number, number] } | undefined;
    return fail(
      `The value at ${describePath(nullAt.path)} is null, and TOML has no null: remove the key or give it a value`,
      node?.range ? at(node.range[0]) : undefined,
    );
  }
  // Integers arrive as BigInt, so every JS number was a YAML float and stays a TOML float (1e3 → 1000.0).
  return writeToml(value as Record<string, unknown>, 'YAML', { numbersAsFloat: true });
}
