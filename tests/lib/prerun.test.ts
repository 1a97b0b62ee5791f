// @vitest-environment jsdom
// src/lib/prerun.ts: a tool's prerun writes the result the page opens with, and the tool adopts it once.
import { afterEach, describe, expect, it } from 'vitest';
import { enableButtons, prerun, showInEditor, takePrerun } from '@/lib/prerun';

const page = (slug: string, key = `devbench:tool:${slug}`) => {
  document.body.innerHTML = `<div data-saved-state="${key}" data-url-state=""><div data-tool="${slug}">
    <div><div data-line-numbers=""><div class="num">1</div></div><textarea></textarea></div>
    <button disabled data-disabled="true">Copy</button><button disabled>Generate</button></div></div>`;
  return document.querySelector<HTMLElement>(`[data-tool="${slug}"]`)!;
};

afterEach(() => {
  localStorage.clear();
  location.hash = '';
  takePrerun('t');
});

describe('prerun', () => {
  it('runs on a pristine page and leaves its result for the tool, once', () => {
    const root = page('t');
    prerun('t', (r) => (r === root ? ['a', 'b'] : null));
    expect(takePrerun('t')).toEqual(['a', 'b']);
    expect(takePrerun('t')).toBeUndefined();
  });

  it("does not run when the tool has a saved state (or one in IndexedDB) or the address has a share link's fragment", () => {
    for (const setUp of [
      () => localStorage.setItem('devbench:tool:t', '{}'),
      () => localStorage.setItem('devbench:tool:t:idb', '1'),
      () => (location.hash = '#%7B%7D'),
    ]) {
      page('t');
      setUp();
      let ran = false;
      prerun('t', () => (ran = true));
      expect(ran).toBe(false);
      expect(takePrerun('t')).toBeUndefined();
      localStorage.clear();
      location.hash = '';
    }
  });

  it("runs despite another tool's saved state, and not when its tool is not on the page", () => {
    page('t');
    localStorage.setItem('devbench:tool:t/other', '{}');
    prerun('t', () => 1);
    expect(takePrerun('t')).toBe(1);
    prerun('missing', () => 2);
    expect(takePrerun('missing')).toBeUndefined();
  });

  it('leaves the page as it was when the prerun throws', () => {
    page('t');
    expect(() =>
      prerun('t', () => {
        throw new Error('no crypto');
      }),
    ).not.toThrow();
    expect(takePrerun('t')).toBeUndefined();
  });
});

describe('showInEditor and enableButtons', () => {
  it("puts the text in the editor's textarea with a line number per line, drawn as the frame draws them", () => {
    const root = page('t');
    showInEditor(root.querySelector('textarea'), 'one\ntwo\nthree');
    expect(root.querySelector('textarea')!.value).toBe('one\ntwo\nthree');
    expect([...root.querySelectorAll('[data-line-numbers] > div')].map((d) => [d.className, d.textContent])).toEqual([
      ['num', '1'],
      ['num', '2'],
      ['num', '3'],
    ]);
  });

  it('enables only the buttons named', () => {
    const root = page('t');
    enableButtons(root, ['Copy']);
    expect(root.querySelector('button')!.disabled).toBe(false);
    expect(root.querySelector('button')!.hasAttribute('data-disabled')).toBe(false);
    expect(root.querySelectorAll('button')[1].disabled).toBe(true);
  });
});
