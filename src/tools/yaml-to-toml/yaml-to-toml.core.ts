import { TomlDate } from 'smol-toml';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments, visit, type Document, type Node, type ScalarTag } from 'yaml';
import { fail, ok, type Result } from '@/lib/result';
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
  /** As a key (2024-01-15: x) too, where the yaml library takes String(key). */
  override toString(): string {
    return this.#text;
  }
}

/**
 * YAML 1.1's timestamp (https://yaml.org/type/timestamp.html), which PyYAML and other 1.1 readers apply to plain
 * scalars: TOML's own forms plus a lower-case t, one-digit month, day and hour, spaces before the zone and a
 * one-digit zone hour (2001-12-14 21:59:43.10 -5). A time of day alone is TOML's local time.
 */
const TIMESTAMP =
  /^(\d{4})-(?=\d{2}-\d{2}$|\d{1,2}-\d{1,2}(?:[Tt]|[ \t]))(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(\.\d*)?(?:[ \t]*(Z|z|[-+]\d{1,2}(?::\d{2})?))?)?$|^\d{2}:\d{2}:\d{2}(?:\.\d+)?$/;

/** The TOML spelling of a YAML timestamp (zero-padded fields, a T, a ±hh:mm zone), or the text as it is. */
function tomlDateText(text: string): string {
  const m = TIMESTAMP.exec(text);
  if (!m || m[1] === undefined) return text;
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  const pad = (n: string) => n.padStart(2, '0');
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (hour === undefined) return date;
  // An empty fraction ("21:59:43.") is allowed by YAML 1.1 and not by TOML: it means no fraction.
  const time = `${pad(hour)}:${minute}:${second}${fraction && fraction.length > 1 ? fraction : ''}`;
  let offset = '';
  if (zone === 'Z' || zone === 'z') offset = 'Z';
  else if (zone) {
    const [h, mm = '00'] = zone.slice(1).split(':');
    offset = `${zone[0]}${pad(h)}:${mm}`;
  }
  return `${date}T${time}${offset}`;
}

/** The value a date or time in the YAML becomes: a TOML date written as the YAML had it, or an error. */
function resolveDate(text: string, onError: (message: string) => void): unknown {
  const written = text === text.trim() ? tomlDateText(text) : text;
  const problem = DATE_TIME.test(written) || TIME.test(written) ? impossible(written) : `${text} is not a date or time`;
  if (problem) {
    onError(problem);
    return text;
  }
  // TOML's own spelling is kept byte for byte (1979-05-27 07:32:00Z stays so); YAML-only forms are rewritten.
  return new WrittenTomlDate(DATE_TIME.test(text) || TIME.test(text) ? text : written);
}

/**
 * Plain (unquoted) YAML scalars in a date or time form become TOML dates (YAML 1.1 and TOML read them so); YAML
 * 1.2's core schema would leave them strings. A quoted "2024-01-15" stays a string.
 */
const tomlDate: ScalarTag = {
  tag: 'tag:devbench.dev,2026:toml-date',
  default: true,
  test: TIMESTAMP,
  resolve: resolveDate,
};

/** An explicit !!timestamp: the same reading, for a value that must be one (anything else is an error). */
const timestampTag: ScalarTag = {
  tag: 'tag:yaml.org,2002:timestamp',
  // Text that is no timestamp stays text, which checkNodes reports with its path.
  resolve: (text, onError) => (TIMESTAMP.test(text) ? resolveDate(text, onError) : text),
};

/**
 * !!binary: TOML has no bytes, so the value stays the base64 text it was written as (line breaks and spaces
 * removed) and the output says so in a comment. Text that is not base64 becomes null, which checkNodes reports
 * with its path, where the yaml library would decode what it could and drop the rest.
 */
const binaryTag: ScalarTag = {
  tag: 'tag:yaml.org,2002:binary',
  resolve(text) {
    const base64 = text.replace(/[ \t\r\n]/g, '');
    return /^[A-Za-z0-9+/]*={0,2}$/.test(base64) && base64.length % 4 === 0 ? base64 : null;
  },
};

const YAML_TAG = 'tag:yaml.org,2002:';
/** A value quoted for a message, cut short when long. */
const excerpt = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 37)}...` : text);
/** How a tag is written in YAML: !!set for the standard ones, the full form otherwise. */
const showTag = (tag: string) => (tag.startsWith(YAML_TAG) ? `!!${tag.slice(YAML_TAG.length)}` : tag.startsWith('!') ? tag : `!<${tag}>`);

/**
 * What a scalar with each standard tag must have become, and what it should have been: anything else means the
 * yaml library could not read it so, and kept the text.
 */
const IN_12 = 'in YAML 1.2 (the YAML this converter reads)';
const SCALAR_TAGS: Record<string, { is: (value: unknown) => boolean; expected: string }> = {
  str: { is: (v) => typeof v === 'string', expected: 'text' },
  int: { is: (v) => typeof v === 'bigint', expected: `an integer ${IN_12}` },
  float: { is: (v) => typeof v === 'number', expected: `a float ${IN_12}` },
  bool: { is: (v) => typeof v === 'boolean', expected: `true or false ${IN_12}` },
  null: { is: (v) => v === null, expected: `null ${IN_12}` },
  timestamp: { is: (v) => v instanceof TomlDate, expected: 'a YAML timestamp (yyyy-mm-dd, optionally with a time and a zone)' },
  binary: { is: (v) => typeof v === 'string', expected: 'base64 text (A-Z, a-z, 0-9, + and /, padded with = to a multiple of 4)' },
  merge: { is: () => true, expected: '' },
};
const COLLECTION_TAGS: Record<string, { map: boolean; note?: string }> = {
  map: { map: true },
  seq: { map: false },
  set: { map: true, note: 'a YAML !!set, written as an array of its members' },
  omap: { map: false, note: 'a YAML !!omap (ordered map), written as an array of one-key tables to keep its order' },
  pairs: { map: false, note: 'YAML !!pairs, written as an array of one-key tables' },
};

/**
 * Checks what toJS would pass over in silence: tags the yaml library could not apply (!!float 1, !!bool yes in
 * YAML 1.2, !custom), keys TOML cannot hold (a mapping or sequence, null) and keys that become the same TOML
 * key (1 and "1"). Collects the notes for the tags written in another form. Returns an error or null.
 */
function checkNodes(root: Node, at: (offset: number) => { line: number; column: number }, notes: string[]): Result<never> | null {
  const where = (node: Node) => (node.range ? at(node.range[0]) : undefined);
  const visitNode = (node: unknown, path: Array<string | number>): Result<never> | null => {
    if (isScalar(node)) {
      const tag = node.tag;
      if (!tag || tag === '!' || tag === tomlDate.tag) return null;
      const name = tag.startsWith(YAML_TAG) ? tag.slice(YAML_TAG.length) : '';
      const expect = SCALAR_TAGS[name];
      if (!expect) {
        const detail = COLLECTION_TAGS[name]
          ? `is for a ${COLLECTION_TAGS[name].map ? 'mapping' : 'sequence'}, not a single value`
          : 'is one this converter does not know';
        return fail(
          `The value at ${describePath(path)} has the tag ${showTag(tag)}, which ${detail}: TOML has no place for it, so remove the tag or convert the value yourself`,
          where(node),
        );
      }
      if (!expect.is(node.value)) {
        return fail(
          `The value at ${describePath(path)} is tagged ${showTag(tag)}, but ${excerpt(node.source ?? String(node.value))} is not ${expect.expected}: write it as one, or drop the tag`,
          where(node),
        );
      }
      if (name === 'binary') notes.push(`${describePath(path)} is YAML !!binary, written as its base64 text`);
      return null;
    }
    if (isMap(node) || isSeq(node)) {
      const tag = node.tag;
      if (tag && tag !== '!') {
        const name = tag.startsWith(YAML_TAG) ? tag.slice(YAML_TAG.length) : '';
        const known = COLLECTION_TAGS[name];
        if (!known || known.map !== isMap(node)) {
          const detail = known
            ? `is for a ${known.map ? 'mapping' : 'sequence'}, not a ${isMap(node) ? 'mapping' : 'sequence'}`
            : SCALAR_TAGS[name]
              ? 'is for a single value'
              : 'is one this converter does not know';
          return fail(
            `The ${isMap(node) ? 'mapping' : 'sequence'} at ${describePath(path)} has the tag ${showTag(tag)}, which ${detail}: TOML has no place for it, so remove the tag or convert the value yourself`,
            where(node),
          );
        }
        if (known.note) notes.push(`${describePath(path)} is ${known.note}`);
        if (name === 'set') {
          for (let i = 0; i < node.items.length; i++) {
            const item = node.items[i];
            const error = visitNode(isPair(item) ? item.key : item, [...path, i]);
            if (error) return error;
          }
          return null;
        }
      }
      const seen = new Map<string, string>();
      for (let i = 0; i < node.items.length; i++) {
        const item = node.items[i];
        if (!isPair(item)) {
          const error = visitNode(item, [...path, i]);
          if (error) return error;
          continue;
        }
        const key = item.key;
        if (isScalar(key) && typeof key.value === 'symbol') {
          // A merge key (<<): what it brings in is checked where it is written.
          const error = visitNode(item.value, path);
          if (error) return error;
          continue;
        }
        if (isMap(key) || isSeq(key)) {
          return fail(
            `A key at ${describePath(path)} is a ${isMap(key) ? 'mapping' : 'sequence'}, and TOML keys are text: use a text key`,
            where(key),
          );
        }
        if (isAlias(key)) {
          return fail(`A key at ${describePath(path)} is the alias *${key.source}: TOML keys are text, write the key out`, where(key));
        }
        const keyValue = isScalar(key) ? key.value : key;
        if (keyValue === null || keyValue === undefined) {
          return fail(
            `A key at ${describePath(path)} is null (empty or ~), and TOML has no null: give the key a name`,
            key ? where(key as Node) : undefined,
          );
        }
        const text = keyValue instanceof Date && isScalar(key) ? (key.source ?? String(keyValue)) : String(keyValue);
        // In a !!pairs or !!omap each entry is its own one-key table, so a key may come back.
        if (collectionKind(node) === 'map') {
          // As written: "2" quoted for a string, 2 bare for a number.
          const shown = isScalar(key) && typeof key.value === 'string' ? JSON.stringify(key.value) : isScalar(key) ? (key.source ?? text) : text;
          if (seen.has(text)) {
            return fail(
              `The keys ${seen.get(text)} and ${shown} at ${describePath(path)} are both the TOML key ${JSON.stringify(text)}: rename one`,
              where(key as Node),
            );
          }
          seen.set(text, shown);
        }
        // An entry of a !!pairs or !!omap (a sequence of pairs) becomes the one-key table at its index.
        const error = visitNode(item.value, isSeq(node) ? [...path, i, text] : [...path, text]);
        if (error) return error;
      }
      return null;
    }
    return null;
  };
  return visitNode(root, []);
}

/** Which collection a map or seq node makes: the tag's name, or map/seq for an untagged one. */
function collectionKind(node: Node): string {
  const tag = node.tag && node.tag.startsWith(YAML_TAG) ? node.tag.slice(YAML_TAG.length) : '';
  return tag || (isMap(node) ? 'map' : 'seq');
}

/**
 * Writes the JS forms of the YAML 1.1 collections as TOML can hold them: a Set as an array of its members, a
 * Map (an !!omap) as an array of one-key tables in order.
 */
function toTomlShapes(value: unknown): unknown {
  if (value instanceof Set) return Array.from(value, toTomlShapes);
  if (value instanceof Map) return Array.from(value, ([k, v]) => ({ [String(k)]: toTomlShapes(v) }));
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = toTomlShapes(value[i]);
    return value;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Date) && !(value instanceof TomlDate)) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = toTomlShapes(record[key]);
  }
  return value;
}

function describeKind(value: unknown): string {
  if (value === null || value === undefined) return 'empty (null)';
  if (Array.isArray(value)) return 'a sequence';
  if (value instanceof Date) return 'a date';
  return `a ${typeof value === 'bigint' ? 'number' : typeof value}`;
}

/**
 * Converts one YAML 1.2 document to TOML 1.0: anchors, aliases and merge keys resolved, plain dates and times as
 * TOML dates, integers exact (beyond 64 bits an error), null an error naming its path, several documents an error.
 * YAML 1.1's !!set, !!omap, !!pairs and !!binary become arrays and base64 text, with a comment at the top of the
 * output saying so; a tag that cannot be applied or that TOML has no form for is an error naming its path. Never
 * throws.
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
      customTags: [tomlDate, timestampTag, binaryTag],
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
  const notes: string[] = [];
  let unfit: Result<never> | null;
  try {
    unfit = doc.contents ? checkNodes(doc.contents, at, notes) : null;
  } catch (error) {
    if (error instanceof RangeError) return fail('The YAML is nested too deeply to convert');
    throw error;
  }
  if (unfit) return unfit;
  let value: unknown;
  try {
    value = toTomlShapes(doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }));
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
  const toml = writeToml(value as Record<string, unknown>, 'YAML', { numbersAsFloat: true });
  if (!toml.ok || notes.length === 0) return toml;
  // What TOML has no type for is said at the top of the file, as comments: visible, and ignored by TOML readers.
  const header = [...new Set(notes)].map((note) => `# ${note.replace(/[\r\n]+/g, ' ')}\n`).join('');
  return ok(`${header}\n${toml.value}`);
}
