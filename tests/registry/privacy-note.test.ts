import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTE, privacyNote } from '@/registry/privacy-note';
import { tools } from '@/registry/tools';

describe('the privacy line of a tool page (issue 32)', () => {
  it('says plainly that nothing typed is sent, for a tool whose work stays in the page', () => {
    expect(PRIVACY_NOTE).toBe('Runs in your browser: what you type is not sent anywhere (signed in, the links you share are kept in your account).');
    expect(privacyNote({ slug: 'json_formatter' })).toBe(PRIVACY_NOTE);
  });

  it('says what is sent, for the tools that send anything', () => {
    const sending = tools.filter((t) => 'network' in t).map((t) => t.slug);
    expect(sending).toEqual(['markdown_editor', 'fake_json_api']);
    expect(privacyNote(tools.find((t) => t.slug === 'fake_json_api')!)).toBe(
      "Runs in your browser: Send requests the chosen endpoint from this site's own static files (the value you type is part of its path); nothing else is sent anywhere.",
    );
    expect(privacyNote(tools.find((t) => t.slug === 'markdown_editor')!)).toMatch(/^Runs in your browser: .*images it links to are loaded/);
  });

  it('makes one sentence of every tool line', () => {
    for (const t of tools) expect(privacyNote(t), t.slug).toMatch(/^Runs in your browser: \S.*[^.\s]\.$/);
  });
});
