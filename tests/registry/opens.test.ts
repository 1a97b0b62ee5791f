import { DETECTED_KINDS } from '@/lib/detect';
import { tools, type ToolMeta } from '@/registry/tools';

describe('what pasted data each tool opens', () => {
  it('gives every kind the detector names exactly one tool, except status codes, which open the HTTP cheatsheet', () => {
    for (const kind of DETECTED_KINDS) {
      const readers = tools.filter((t: ToolMeta) => t.opens?.includes(kind)).map((t) => t.slug);
      expect(readers, kind).toHaveLength(kind === 'http-status' ? 0 : 1);
    }
  });
});

describe('the state a tool opens pasted data with', () => {
  const tool = (slug: string) => tools.find((t: ToolMeta) => t.slug === slug) as ToolMeta;

  it('is the regex literal split into pattern and flags for the regex tester', () => {
    expect(tool('regex_tester').openState?.('/^a+$/gi')).toEqual({ pattern: '^a+$', flags: 'gi' });
  });

  it('is the decoding side of the HTML entities tool', () => {
    expect(tool('html/html_entities').openState?.('&lt;b&gt;')).toEqual({ input: '&lt;b&gt;', direction: 'decode' });
  });
});
