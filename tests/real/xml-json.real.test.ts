// XML ↔ JSON against xmllint (libxml2), a real XML 1.0 parser:
// - every XML that JSON → XML writes for generated JSON (Unicode, <&>"', keys that are not XML names, control
//   characters) is well-formed for xmllint, or the tool returns an error, and then xmllint agrees that the name or
//   character the error names cannot be written (a document holding it is not well-formed);
// - for generated mixed-content XML (text beside elements), xmllint's text content, string(/), equals the strings of
//   our JSON joined in order, and equals it again for the XML that JSON → XML writes back from that JSON.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsonToXml, xmlToJson, type JsonToXmlOptions } from '@/tools/xml-json/xml-json.core';
import { requireProgram, rng } from './programs';

requireProgram('xmllint', 'apt-get install libxml2-utils');

/** xmllint's verdict on a document: null when well-formed, else its first error line. */
function xmllintError(xml: string): string | null {
  const r = spawnSync('xmllint', ['--noout', '-'], { input: xml, encoding: 'utf8' });
  return r.status === 0 ? null : r.stderr.split('\n').find((l) => l.includes('error')) || r.stderr || `exit ${r.status}`;
}

/** xmllint's text content of the whole document (XPath string(/)), between markers so its own line end is not taken. */
function xmllintText(xml: string): string {
  const out = execFileSync('xmllint', ['--xpath', 'concat("[", string(/), "]")', '-'], { input: xml, encoding: 'utf8' });
  return out.slice(out.indexOf('[') + 1, out.lastIndexOf(']'));
}

const dir = mkdtempSync(path.join(tmpdir(), 'xml-json-real-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let batch = 0;

/**
 * xmllint --noout on many documents in one run (one process per document is slow): each one's first XML 1.0
 * well-formedness error ("parser error"), or null. Namespace errors (a prefix no xmlns: declares) are another layer,
 * Namespaces in XML, which xmllint reports without failing; they are not counted here.
 */
function xmllintErrors(docs: string[]): (string | null)[] {
  const files = docs.map((xml, i) => {
    const file = path.join(dir, `${batch}-${i}.xml`);
    writeFileSync(file, xml);
    return file;
  });
  batch++;
  const r = spawnSync('xmllint', ['--noout', ...files], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const errors = new Map<string, string>();
  for (const line of r.stderr.split('\n')) {
    const m = /^(.*?\.xml):\d+: (parser error.*)$/.exec(line);
    if (m && !errors.has(m[1])) errors.set(m[1], m[2]);
  }
  return files.map((f) => errors.get(f) ?? null);
}

/** xmllint's string(/) of many well-formed documents in one run, each between markers. */
function xmllintTexts(docs: string[]): string[] {
  const files = docs.map((xml, i) => {
    const file = path.join(dir, `${batch}-${i}.xml`);
    writeFileSync(file, xml);
    return file;
  });
  batch++;
  const out = execFileSync('xmllint', ['--xpath', 'concat("<<S>>", string(/), "<<E>>")', ...files], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const texts = [...out.matchAll(/<<S>>([\s\S]*?)<<E>>/g)].map((m) => m[1]);
  expect(texts).toHaveLength(docs.length);
  return texts;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('xmllint itself, as these tests use it', () => {
  it('rejects a control character, raw or as a reference, and gives the text content as is', () => {
    expect(xmllintError('<a>\u0001</a>')).not.toBeNull();
    expect(xmllintError('<a>&#1;</a>')).not.toBeNull();
    expect(xmllintError('<a>\t\n</a>')).toBeNull();
    expect(xmllintText('<p>Two <em>bold</em> end\n</p>')).toBe('Two bold end\n');
  });
});

// ---- JSON → XML on generated JSON ---------------------------------------------------------------------------------

const TEXT_POOL = [
  'plain',
  ' spaced out ',
  '<tag attr="v">',
  'a & b',
  '&amp; already',
  'it\'s "quoted"',
  ']]> end of CDATA',
  'Grüße, 日本語, العربية, 👋🏽',
  'tab\there',
  'line\nbreak',
  'cr\r\nlf',
  '',
  '0',
  '-1.5e3',
  'DEL\u007f and NEL\u0085',
  '\u00a0nbsp\u2028ls',
  'bell\u0007',
  'nul\u0000',
  'esc\u001b[0m',
  'form\u000cfeed',
  'vt\u000b',
  'lone \ud83d surrogate',
  'nonchar \uffff',
  '\ufffe',
  'emoji 😀 pair',
];
const KEY_POOL = [
  'a',
  'item',
  'ns:tag',
  '_under',
  'a.b-c',
  'Ünïcødé',
  '名前',
  'x1',
  '1st',
  'first name',
  '-dash',
  '.dot',
  'b<',
  'a/b',
  'semi;',
  'q"',
  '',
  'ctl\u0001',
  'tab\tkey',
  '🙂',
  'xml',
  'xmlns',
];

function generateJson(r: (n: number) => number, depth: number): unknown {
  const kind = depth > 3 ? r(4) : r(8);
  if (kind === 0) return TEXT_POOL[r(TEXT_POOL.length)];
  if (kind === 1) return [0, 1, -2.5, 1e21, 12345678901234567890n, true, false, null][r(8)];
  if (kind === 2 || kind === 3) return TEXT_POOL[r(TEXT_POOL.length)];
  if (kind === 4) return Array.from({ length: r(3) }, () => generateJson(r, depth + 1));
  const obj: Record<string, unknown> = {};
  const n = 1 + r(4);
  for (let i = 0; i < n; i++) {
    const pick = r(10);
    const key = KEY_POOL[r(KEY_POOL.length)];
    if (pick === 0) obj[`@_${key}`] = TEXT_POOL[r(TEXT_POOL.length)];
    else if (pick === 1) obj['#text'] = TEXT_POOL[r(TEXT_POOL.length)];
    else if (pick === 2) obj['#cdata'] = TEXT_POOL[r(TEXT_POOL.length)];
    else if (pick === 3)
      obj['#mixed'] = Array.from({ length: 1 + r(3) }, (_, j) =>
        j % 2 === 0 ? TEXT_POOL[r(TEXT_POOL.length)] : { [KEY_POOL[r(KEY_POOL.length)]]: generateJson(r, depth + 1) },
      );
    else obj[key] = generateJson(r, depth + 1);
  }
  return obj;
}

/** JSON text with BigInt values written as their digits (JSON.stringify cannot). */
const jsonText = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `__big${v}__` : v)).replace(/"__big(\d+)__"/g, '$1');

/** The code point an error names ("contains U+0007 …"), checked with xmllint in both forms XML could hold it. */
const verdicts = new Map<number, boolean>();
function characterCannotBeWritten(code: number): boolean {
  let verdict = verdicts.get(code);
  if (verdict === undefined) {
    const raw = String.fromCodePoint(code);
    verdict = xmllintError(`<a>${raw}</a>`) !== null && xmllintError(`<a>&#${code};</a>`) !== null && xmllintError(`<a b="&#${code};"/>`) !== null;
    verdicts.set(code, verdict);
  }
  return verdict;
}

/** A half of a surrogate pair without its other half: UTF-8 (and so XML) has no encoding for it at all. */
const hasLoneSurrogate = (s: string) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

const nameVerdicts = new Map<string, boolean>();
/** xmllint refuses both an element and an attribute with this name. */
function nameCannotBeWritten(name: string): boolean {
  let verdict = nameVerdicts.get(name);
  if (verdict === undefined) {
    verdict = xmllintError(`<${name}/>`) !== null && xmllintError(`<a ${name}="v"/>`) !== null;
    nameVerdicts.set(name, verdict);
  }
  return verdict;
}

describe('JSON → XML: every document is well-formed for xmllint, or the tool says why not', () => {
  const r = rng(0x5eed);
  const inputs = Array.from({ length: 400 }, () => jsonText(generateJson(r, 0)));
  const optionSets: JsonToXmlOptions[] = [{}, { indent: 0, declaration: false }, { indent: 4, root: 'données' }, { prefix: '@' }];
  const cases = inputs.flatMap((json) => optionSets.map((opts) => ({ json, opts, result: jsonToXml(json, opts) })));
  const written = cases.flatMap((c) => (c.result.ok ? [c.result.value] : []));
  const refused = cases.flatMap((c) => (c.result.ok ? [] : [{ json: c.json, message: c.result.error.message }]));
  const names = refused.map((c) => /^The (?:key|attribute name) "(.*)" at .* not a valid XML (?:element )?name$/su.exec(c.message));
  const characters = refused.map((c) => /contains U\+([0-9A-F]{4,6}) /.exec(c.message));

  it(`xmllint reads every written document (${written.length} of ${cases.length})`, () => {
    const errors = xmllintErrors(written);
    const bad = written.map((xml, i) => ({ xml, error: errors[i] })).filter((d) => d.error !== null);
    expect(bad.slice(0, 3)).toEqual([]);
    expect(written.length).toBeGreaterThan(300);
  });

  it('each refused name is one xmllint refuses as an element and as an attribute name', () => {
    const refusedNames = names.flatMap((m) => (m ? [m[1]] : []));
    expect(refusedNames.length).toBeGreaterThan(20);
    for (const name of new Set(refusedNames)) expect(nameCannotBeWritten(name), JSON.stringify(name)).toBe(true);
  });

  it('each refused character is one xmllint refuses raw and as a reference', () => {
    const codes = characters.flatMap((m, i) => (m ? [{ code: parseInt(m[1], 16), json: refused[i].json }] : []));
    expect(codes.length).toBeGreaterThan(20);
    for (const { code, json } of codes) {
      // JSON.stringify writes a lone surrogate as an escape (\ud83d) and a whole pair as the character itself.
      if (code >= 0xd800 && code <= 0xdfff) expect(json).toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
      else expect(characterCannotBeWritten(code), code.toString(16)).toBe(true);
    }
  });

  it('every other refusal is a shape XML cannot take (an array in an array, an object for text, a malformed #mixed)', () => {
    const others = refused.filter((_, i) => !names[i] && !characters[i]);
    for (const { json, message } of others) expect(message, json).toMatch(/array directly inside an array|holds (only )?text|#mixed/);
  });

  it('writes every text of TEXT_POOL that XML can hold and reads it back through xmllint unchanged', () => {
    for (const text of TEXT_POOL) {
      const result = jsonToXml(JSON.stringify({ r: { t: text, '@_v': text } }), { declaration: false, indent: 0 });
      const canHold = !hasLoneSurrogate(text) && [...text].every((c) => !characterCannotBeWritten(c.codePointAt(0)!));
      if (!canHold) {
        expect(result.ok, text).toBe(false);
        continue;
      }
      expect(result.ok, text).toBe(true);
      if (!result.ok) continue;
      expect(xmllintText(result.value), JSON.stringify(text)).toBe(text);
      const attribute = execFileSync('xmllint', ['--xpath', 'concat("[", string(/r/@v), "]")', '-'], { input: result.value, encoding: 'utf8' });
      expect(attribute.slice(attribute.indexOf('[') + 1, attribute.lastIndexOf(']')), JSON.stringify(text)).toBe(text);
    }
  });
});

// ---- XML → JSON on generated mixed content ------------------------------------------------------------------------

const WORDS = ['Two', 'bold', ' end', 'a < b', ' & ', '"q"', "it's", 'über', '日本', '😀', ', then ', '.', '\n  ', ' ', '\t', 'x\ny'];
const NAMES = ['em', 'b', 'i', 'code', 'a', 'span', 'x:y', 'br'];

/** A random mixed-content element: text pieces (with spaces, line breaks and entities) between child elements. */
function mixedXml(r: (n: number) => number, depth: number): string {
  const name = NAMES[r(NAMES.length)];
  const attr = r(3) === 0 ? ` id="${escapeXml(WORDS[r(WORDS.length)]).replace(/"/g, '&quot;')}"` : '';
  if (depth > 2 || r(4) === 0) {
    if (r(5) === 0) return `<${name}${attr}/>`;
    // A leaf's text is trimmed in the JSON (only-text content); give it none at its edges.
    return `<${name}${attr}>${escapeXml(`w${WORDS[r(WORDS.length)]}w`)}</${name}>`;
  }
  let inner = '';
  const parts = 2 + r(4);
  for (let i = 0; i < parts; i++) {
    if (i % 2 === 0) {
      const w = WORDS[r(WORDS.length)];
      inner += r(4) === 0 ? `<![CDATA[${w}]]>` : escapeXml(w).replace(/é|ü/g, (c) => `&#${c.codePointAt(0)};`);
      // Mixed content needs text that is not only spaces somewhere; start with a word.
      if (i === 0) inner = `t${inner}`;
    } else inner += mixedXml(r, depth + 1);
  }
  return `<${name}${attr}>${inner}</${name}>`;
}

/** The strings of our JSON in document order, leaving out keys and attribute values. */
function jsonStrings(value: unknown, prefix = '@_'): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => jsonStrings(v, prefix)).join('');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([k]) => !k.startsWith(prefix))
      .map(([, v]) => jsonStrings(v, prefix))
      .join('');
  return '';
}

describe('XML → JSON keeps mixed content: xmllint string(/) equals our strings joined in order', () => {
  const r = rng(0xc0ffee);
  const docs = Array.from({ length: 250 }, () => `<doc xmlns:x="urn:x">t${mixedXml(r, 0)}u</doc>`);

  it(`for ${docs.length} generated documents, with CDATA kept and merged, and for the XML written back from the JSON`, () => {
    expect(xmllintErrors(docs).filter((e) => e !== null)).toEqual([]);
    const expected = xmllintTexts(docs);
    for (const cdata of ['keep', 'text'] as const) {
      const jsons = docs.map((xml) => xmlToJson(xml, { cdata }));
      const backs: string[] = [];
      jsons.forEach((json, i) => {
        expect(json.ok, docs[i]).toBe(true);
        if (!json.ok) return;
        expect(jsonStrings(JSON.parse(json.value)), `${docs[i]}\n${json.value}`).toBe(expected[i]);
        const back = jsonToXml(json.value, { declaration: false });
        expect(back.ok, json.value).toBe(true);
        if (back.ok) backs.push(back.value);
      });
      expect(xmllintErrors(backs).filter((e) => e !== null)).toEqual([]);
      expect(xmllintTexts(backs)).toEqual(expected);
    }
  });
});
