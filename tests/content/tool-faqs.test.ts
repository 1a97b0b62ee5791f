import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadToolFaqs } from '@/content/tool-faqs';
import { tools } from '@/registry/tools';

vi.mock('server-only', () => ({}));

describe('tool FAQ content', () => {
  it('validates every file and names only registered tools', () => {
    const faqs = loadToolFaqs();
    const slugs = new Set<string>(tools.map((t) => t.slug));
    for (const slug of faqs.keys()) expect(slugs.has(slug), slug).toBe(true);
    for (const items of faqs.values()) for (const item of items) expect(item.a.length).toBeGreaterThan(20);
  });

  it('fails naming the file and the field for a bad file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'faqs-'));
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ slug: 'json/minify', faqs: [{ q: 'Why?' }] }));
    expect(() => loadToolFaqs(dir)).toThrow(/bad\.json: faqs\.0\.a: /);
  });

  it('fails naming the file for invalid JSON', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'faqs-'));
    writeFileSync(path.join(dir, 'broken.json'), '{"slug": ');
    expect(() => loadToolFaqs(dir)).toThrow(/broken\.json: not valid JSON/);
  });
});
