import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpointUrl, endpoints, fakeApiFiles, generateFakeData, serialize } from '@/tools/fake-api/fake-api.core';

const dir = path.join(process.cwd(), 'public', 'fake-api');

function listFiles(root: string, prefix = ''): string[] {
  return readdirSync(root).flatMap((name) => {
    const full = path.join(root, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? listFiles(full, rel) : [rel];
  });
}

// Regenerate the committed files by hand with: WRITE_FAKE_API=1 npx vitest run tests/tools/fake-api.test.ts
if (process.env.WRITE_FAKE_API === '1') {
  for (const [file, value] of fakeApiFiles()) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), serialize(value));
  }
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

  it('matches the committed files in public/fake-api exactly', () => {
    const files = fakeApiFiles();
    expect(listFiles(dir).sort()).toEqual([...files.keys()].sort());
    for (const [file, value] of files) expect(readFileSync(path.join(dir, file), 'utf8'), file).toBe(serialize(value));
  });
});
