import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointUrl, endpoints, fakeApiFiles, generateFakeData, serialize } from '@/tools/fake-api/fake-api.core';

function listFiles(root: string, prefix = ''): string[] {
  return readdirSync(root).flatMap((name) => {
    const full = path.join(root, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? listFiles(full, rel) : [rel];
  });
}

describe('fake_json_api data', () => {
  it('is deterministic and has the documented sizes', () => {
    const a = generateFakeData();
    const b = generateFakeData();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect([a.users.length, a.posts.length, a.comments.length, a.todos.length, a.companies.length]).toEqual([10, 100, 500, 200, 10]);
    expect(a.countries.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps relations consistent and ids unique', () => {
    const d = generateFakeData();
    const ids = (list: { id: number }[]) => new Set(list.map((x) => x.id)).size === list.length;
    expect(ids(d.users) && ids(d.posts) && ids(d.comments) && ids(d.todos) && ids(d.companies)).toBe(true);
    expect(new Set(d.users.map((u) => u.email)).size).toBe(10);
    for (const p of d.posts) expect(d.users.some((u) => u.id === p.userId)).toBe(true);
    for (const c of d.comments) expect(d.posts.some((p) => p.id === c.postId)).toBe(true);
    for (const u of d.users) {
      expect(d.companies.some((c) => c.id === u.companyId)).toBe(true);
      expect(d.countries.some((c) => c.code === u.address.country)).toBe(true);
    }
    for (const c of d.comments) expect(Date.parse(c.createdAt)).toBeGreaterThan(Date.parse(d.posts[c.postId - 1].createdAt));
  });

  it('has a file for every documented endpoint example', () => {
    const files = fakeApiFiles();
    for (const e of endpoints) expect(files.has(endpointUrl(e).replace('/fake-api/', '')), e.path).toBe(true);
    expect(endpointUrl(endpoints[1], ' 7 ')).toBe('/fake-api/users/7.json');
    // A lone surrogate (pasted half of an emoji) no longer throws "URI malformed".
    expect(endpointUrl(endpoints[1], 'a\uD800b')).toBe('/fake-api/users/a%EF%BF%BDb.json');
  });
});

describe('scripts/gen-fake-api.mjs (run by dev and build)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-api-'));
  let printed = '';
  beforeAll(() => {
    // A file left from an older version of the API, which the script must remove.
    mkdirSync(path.join(dir, 'old'));
    writeFileSync(path.join(dir, 'old', 'gone.json'), '{}\n');
    printed = execFileSync(process.execPath, ['scripts/gen-fake-api.mjs', dir], { encoding: 'utf8' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes exactly the files of fakeApiFiles(), serialised, and prints nothing', () => {
    const files = fakeApiFiles();
    expect(listFiles(dir).sort()).toEqual([...files.keys()].sort());
    for (const [file, value] of files) expect(readFileSync(path.join(dir, file), 'utf8'), file).toBe(serialize(value));
    expect(printed).toBe('');
  });

  it('serves every documented endpoint for every item of its list', () => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const pointsTo = (id: unknown) => (x: object) => Object.entries(x).some(([k, v]) => k.endsWith('Id') && v === id);
    for (const e of endpoints) {
      if (!e.param) {
        expect(Array.isArray(read(e.path)), e.path).toBe(true);
        continue;
      }
      // users/{id}/posts.json is served for every user of users.json, countries/{code}.json for every country …
      const list: Record<string, unknown>[] = read(`${e.path.split('/')[0]}.json`);
      expect(list.length, e.path).toBeGreaterThan(0);
      for (const item of list) {
        const file = e.path.replace(`{${e.param.name}}`, String(item[e.param.name]));
        const value = read(file);
        if (e.path.endsWith(`{${e.param.name}}.json`)) expect(value, file).toEqual(item);
        // A nested list holds the items that point back to this one (userId, postId, companyId).
        else expect(value.every(pointsTo(item.id)), file).toBe(true);
      }
    }
  });
});
