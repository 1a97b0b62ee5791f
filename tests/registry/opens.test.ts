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
