// Issue 13: no input breaks a tool. Every tool page gets the same bad inputs in its main input (empty,
// invalid for the tool, 1 MB of random text, NULs, a lone surrogate, RTL override + emoji, and from issue 28 a 1 MB
// line of control characters, deep nesting and a 10 MB line; see
// scripts/bad-inputs.mjs, which the benchmark `npm run bench:inputs` shares): the page reports no error
// and the input is still in the field afterwards. How long each takes is the benchmark's business.
//
// Issue 32, the marker sweep: the same run records every request the tab and its workers make, then types one more
// input, a marker unique to the tool, and fails if any request's URL or body carries it (as typed, URL-encoded or in
// Base64): nothing typed into a tool leaves the page. Each page's privacy line says so (src/registry/privacy-note.ts).
import { BAD_INPUTS_IN_PAGE, makeBadInputs, markMainInput, readMainInput, setMainInput } from '../../scripts/bad-inputs.mjs';
import { LARGE_TEXT_CHARS } from '../../src/components/kit/large-text';
import { privacyNote } from '../../src/registry/privacy-note';
import { tools } from '../../src/registry/tools';
import { openTool } from '../helpers';
import type { Request } from '@playwright/test';
import { expect, test, type Page } from '../test';

// Only the names here: the texts are made inside each page (BAD_INPUTS_IN_PAGE), not sent to it.
const inputNames = makeBadInputs().map((i) => i.name);

/**
 * Lets the tool take the input and finish any work it shows. The page first renders the change (React does it in a task
 * of its own, queued before the frames and the task after them that this waits for, as e2e/helpers.ts afterPendingWork
 * does); from then on, a tool whose answer is not in yet (its debounce or its run under way) carries `data-pending` on its
 * root (useToolRun in src/components/kit/use-tool-run.ts).
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
  await expect(page.locator('[data-tool][data-pending]')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('[data-tool] [aria-live]').filter({ hasText: /(?:working|rendering|running|loading|matching|parsing)…/i })).toHaveCount(
    0,
    { timeout: 60_000 },
  );
}

/** A marker no page holds unless it was typed: the tool's slug and a random part, with a space and a slash to encode. */
function makeMarker(slug: string): string {
  return `devbench-marker ${slug}/${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The forms in which a request could carry `marker`: as typed, percent-encoded (a path or a component, a form's `+`
 * for spaces) and in Base64 and Base64URL at each of the three alignments it can have inside a longer Base64 text (the
 * quanta that mix in the bytes before or after it are dropped).
 */
function markerForms(marker: string): string[] {
  const forms = new Set([marker, encodeURI(marker), encodeURIComponent(marker), encodeURIComponent(marker).replace(/%20/g, '+')]);
  for (let shift = 0; shift < 3; shift++) {
    const b64 = Buffer.from('xx'.slice(0, shift) + marker).toString('base64');
    const inner = b64.slice(shift ? 4 : 0, -4);
    forms.add(inner);
    forms.add(inner.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...forms];
}

/** The requests among `requests` whose URL or body holds one of `forms`, as `METHOD url` lines. */
function requestsCarrying(requests: Iterable<Request>, forms: string[]): string[] {
  const found: string[] = [];
  for (const request of requests) {
    const body = request.postDataBuffer();
    const texts = [request.url(), safeDecode(request.url()), body?.toString('utf8') ?? '', body?.toString('latin1') ?? ''];
    if (texts.some((t) => forms.some((f) => t.includes(f)))) found.push(`${request.method()} ${request.url().slice(0, 300)}`);
  }
  return found;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** One tool's run: every bad input in turn, then the marker, in the tab it is given; `requests` has all the tab's requests. */
async function checkTool(page: Page, slug: string, pageErrors: string[], requests: Set<Request>) {
  await openTool(page, slug);
  await expect(page.locator('[data-privacy-note]'), `${slug}: the privacy line`).toHaveText(privacyNote(tools.find((t) => t.slug === slug)!));
  let field = await page.evaluate(markMainInput);
  if (field === null) {
    // A tool without any text field (a stopwatch, a drawing canvas, generators made of number inputs)
    // has no input to spoil: it must just load cleanly.
    expect(pageErrors).toEqual([]);
    return;
  }
  await page.locator('[data-bad-input]').click();
  if (field!.upgradable) {
    // The first interaction turns the kit's textarea into CodeMirror: put the text into the final editor.
    await expect(page.locator(`.cm-content[aria-label="${field!.label}"]`).first()).toBeVisible();
    field = await page.evaluate(markMainInput);
  }

  expect(await page.evaluate(BAD_INPUTS_IN_PAGE), 'the bad inputs made in the page').toEqual(inputNames);
  for (const [bad, name] of inputNames.entries()) {
    await test.step(`${slug}: ${name}`, async () => {
      expect(await page.evaluate(setMainInput, { bad }), 'the field is still there').toBe(true);
      await settle(page);
      const now = await page.evaluate(readMainInput, { bad, kind: field!.kind, largeChars: LARGE_TEXT_CHARS });
      // A kit editor shows a text of more than LARGE_TEXT_CHARS by its start (the tool has all of it), and says so.
      if (now === 'start')
        await expect(
          page
            .locator('[data-tool]')
            .getByText(/the editor shows its first/)
            .first(),
        ).toBeVisible();
      else expect(now, `the ${name} input is still in the field`).toBe('same');
      expect(pageErrors, `page errors after the ${name} input`).toEqual([]);
    });
  }
  await test.step(`${slug}: the typed marker goes nowhere`, async () => {
    const marker = makeMarker(slug);
    expect(await page.evaluate(setMainInput, marker), 'the field is still there').toBe(true);
    await settle(page);
    expect(await page.evaluate(readMainInput as () => string | null), 'the marker is in the field').toContain(marker.replace(/[\r\n]/g, ''));
    expect(requestsCarrying(requests, markerForms(marker)), `${slug}: requests that carry the text typed into the tool`).toEqual([]);
  });
  await expect(page.locator(`[data-tool="${slug}"]`)).toBeVisible();
}

// A few tools per test, in one tab (each opened by a fresh navigation), so the shared framework is not
// downloaded again for every tool.
const GROUP = 4;
for (let g = 0; g < tools.length; g += GROUP) {
  const slugs = tools.slice(g, g + GROUP).map((t) => t.slug);
  test(`${slugs.join(', ')} keep working with bad input`, async ({ page }) => {
    test.setTimeout(90_000 * slugs.length);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // Every request from before the first input: the tab's own, its workers' and the service worker's (the context's).
    const requests = new Set<Request>();
    page.on('request', (r) => requests.add(r));
    page.context().on('request', (r) => requests.add(r));
    for (const slug of slugs) await checkTool(page, slug, pageErrors, requests);
  });
}
