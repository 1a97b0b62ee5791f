// scripts/prerun.mjs: each tool's prerun is bundled into a classic script and written into its exported page.
import { describe, expect, it } from 'vitest';
import { bundlePrerun, fillPreruns } from '../../scripts/prerun.mjs';

describe('prerun build', () => {
  it("bundles a tool's prerun into one self-contained classic script", async () => {
    const code = await bundlePrerun('uuid/uuid.prerun');
    expect(code).toMatch(/^\(function\(\)\{/);
    expect(code).not.toMatch(/\bimport\b|\bexport\b|require\(/);
    // It finds its tool by slug on the page and leaves its result where the tool takes it.
    expect(code).toContain('[data-tool="${');
    expect(code).toContain('__devbenchPrerun');
  });

  it("writes the script into the page's placeholder, and refuses a placeholder without a prerun", () => {
    const scripts = new Map([['uuid/generator', 'go()']]);
    const page = '<div data-tool="uuid/generator"></div><script data-prerun="uuid/generator"></script><p>after</p>';
    expect(fillPreruns(page, scripts)).toBe('<div data-tool="uuid/generator"></div><script data-prerun="uuid/generator">go()</script><p>after</p>');
    expect(fillPreruns('<p>no tool</p>', scripts)).toBe('<p>no tool</p>');
    expect(() => fillPreruns('<script data-prerun="timestamp"></script>', scripts)).toThrow(/timestamp, which has no prerun/);
  });
});
