import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { yamlToJson } from '@/tools/yaml/yaml.core';
import excluded from './excluded.json';

// The yaml-test-suite (data branch), run through the core the YAML to JSON page and its worker call.
// Valid cases: those with in.json and no `error` file; the core's documents must equal the JSON texts of
// in.json (one per document). Error cases: those with an `error` file; the core must reject them.
const ROOT = join(__dirname, 'yaml-test-suite');
const EXCLUDED: Record<string, string> = excluded['yaml-test-suite'];

// Counts reached when the floors were set; the test fails if a change makes fewer cases pass.
const VALID_FLOOR = 278;
const ERROR_FLOOR = 94;

interface Case {
  id: string;
  dir: string;
}

function listCases(): Case[] {
  const cases: Case[] = [];
  for (const id of readdirSync(ROOT).sort()) {
    const dir = join(ROOT, id);
    if (existsSync(join(dir, 'in.yaml'))) cases.push({ id, dir });
    else if (statSync(dir).isDirectory())
      // Cases with variants keep them in numbered subfolders (00, 01, … or 000, 001, …).
      for (const sub of readdirSync(dir).sort()) if (existsSync(join(dir, sub, 'in.yaml'))) cases.push({ id: `${id}/${sub}`, dir: join(dir, sub) });
  }
  return cases;
}

/** in.json holds one JSON text per document, one after another. */
function splitJsonTexts(text: string): unknown[] {
  const out: unknown[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (i >= text.length) break;
    const start = i;
    let depth = 0;
    do {
      const c = text[i];
      if (c === '"') {
        for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
      } else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') depth--;
      i++;
    } while (i < text.length && (depth > 0 || !/[\s{["]/.test(text[i])) && !(depth === 0 && /[}\]"]/.test(text[i - 1])));
    out.push(JSON.parse(text.slice(start, i)));
  }
  return out;
}

const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');

describe('yaml-test-suite', () => {
  it('converts the valid cases to the JSON of in.json and rejects the error cases', () => {
    const cases = listCases().filter((c) => !(c.id in EXCLUDED));
    let valid = 0;
    let validPassed = 0;
    let errors = 0;
    let errorsPassed = 0;
    const failures: string[] = [];
    for (const c of cases) {
      const name = read(c.dir, '===').trim();
      const result = yamlToJson(read(c.dir, 'in.yaml'));
      if (existsSync(join(c.dir, 'error'))) {
        errors++;
        if (!result.ok) errorsPassed++;
        else failures.push(`${c.id} (${name}): accepted, should be an error`);
      } else if (existsSync(join(c.dir, 'in.json'))) {
        valid++;
        const expected = splitJsonTexts(read(c.dir, 'in.json'));
        if (!result.ok) {
          failures.push(`${c.id} (${name}): ${result.error.message}`);
          continue;
        }
        const value = JSON.parse(result.value.text) as unknown;
        const documents = result.value.documents === 1 ? [value] : value;
        try {
          expect(documents).toEqual(expected);
          validPassed++;
        } catch {
          failures.push(`${c.id} (${name}): got ${JSON.stringify(documents)}, expected ${JSON.stringify(expected)}`);
        }
      }
    }
    console.log(`yaml-test-suite: ${validPassed}/${valid} valid (in.json)`);
    console.log(`yaml-test-suite: ${errorsPassed}/${errors} errors`);
    if (failures.length > 0) console.log(`yaml-test-suite failures:\n  ${failures.join('\n  ')}`);
    expect(validPassed).toBeGreaterThanOrEqual(VALID_FLOOR);
    expect(errorsPassed).toBeGreaterThanOrEqual(ERROR_FLOOR);
  });
});
