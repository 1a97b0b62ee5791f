// The bad inputs every tool must survive, and the in-page helpers that find a tool's main input and put
// text into it. Shared by the benchmark (scripts/bench-inputs.mjs) and the e2e sweep
// (e2e/tools/bad-input.spec.ts), so both measure and check the same thing.

/**
 * Makes the bad inputs, name and text, in the order they are tried. The function is self-contained (it uses nothing
 * from outside its body), so the e2e sweep runs it inside the page (BAD_INPUTS_IN_PAGE): the 13 MB of text are made
 * there once per page instead of crossing from the test to the browser, and back, for every tool. The benchmark runs it
 * in Node (badInputs).
 */
export function makeBadInputs() {
  /** A small deterministic generator (mulberry32): the same "random" megabyte on every run. */
  function random(seed) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** `bytes` of printable ASCII in lines of 0–160 characters (every character is one byte in UTF-8). */
  function randomPrintable(bytes, seed) {
    const next = random(seed);
    const parts = [];
    let size = 0;
    while (size < bytes) {
      const len = Math.min(Math.floor(next() * 161), bytes - size - 1);
      let line = '';
      for (let i = 0; i < len; i++) line += String.fromCharCode(32 + Math.floor(next() * 95));
      parts.push(line);
      size += line.length + 1;
    }
    return parts.join('\n').padEnd(bytes, 'x');
  }

  /**
   * One line of `bytes` control characters, U+0001 to U+001F but the line breaks (LF, CR) over and over: an editor that
   * draws each as a visible mark makes a widget per character, and a browser lays a line with no break opportunity
   * out in one piece.
   */
  function controlLine(bytes) {
    let unit = '';
    for (let c = 1; c < 32; c++) if (c !== 10 && c !== 13) unit += String.fromCharCode(c);
    return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
  }

  /** `bytes` of minified JSON on one line (records of a few fields): valid for the JSON tools, one huge row for the rest. */
  function longLine(bytes) {
    const parts = [];
    let size = 1;
    for (let i = 0; size < bytes; i++) {
      const part = `{"id":${i},"name":"User ${i}","tags":["a","b"],"ok":${i % 2 === 0}}`;
      parts.push(part);
      size += part.length + 1;
    }
    return `[${parts.join(',')}]`;
  }

  /**
   * Nesting as deep as a parser's recursion gives out: 20,000 JSON arrays, 5,000 XML elements and parentheses, 300
   * levels of an indented list (Markdown, YAML) and of Mermaid subgraphs, one after the other (about 170 KB).
   */
  function deepNesting() {
    const lines = ['['.repeat(20_000) + ']'.repeat(20_000), '<a>'.repeat(5_000) + '</a>'.repeat(5_000), '('.repeat(5_000) + 'x' + ')'.repeat(5_000)];
    for (let i = 0; i < 300; i++) lines.push(`${'  '.repeat(i)}- item ${i}:`);
    lines.push('flowchart TD');
    for (let i = 0; i < 300; i++) lines.push(`${' '.repeat(i % 40)}subgraph s${i}`, `${' '.repeat(i % 40)}n${i} --> n${i + 1}`);
    for (let i = 0; i < 300; i++) lines.push('end');
    return lines.join('\n');
  }

  /**
   * Invalid for nearly every tool at once: broken JSON, unclosed XML, a YAML mapping inside a flow sequence, a TOML key
   * without a value, a bad percent escape, a stray Base64 character, an unclosed CSV quote, a regex-looking group that
   * never closes and SQL that stops mid-clause.
   */
  const invalid =
    '{"name": "unterminated, "list": [1, 2,, 3]]}\n<root><a attr=1></b>\n- [a: b, {c]\nkey =\n%E0%A4%A %ZZ\nnot*base64!\n"open,quote\n(?<g[a-\nSELECT FROM WHERE (;\n';

  return [
    { name: 'empty', text: '' },
    { name: 'invalid', text: invalid },
    { name: '1 MB random', text: randomPrintable(1024 * 1024, 13) },
    { name: 'NULs', text: 'a\u0000b\u0000\u0000{"k": "\u0000"}\n\u0000<x>\u0000</x>\n' },
    { name: 'lone surrogate', text: 'abc \ud800 def \udc00 "\ud83d"' },
    { name: 'RTL + emoji', text: '\u202eevil.exe\u202c 👍🏽 👨‍👩‍👧 🇺🇳 שלום \u200f{"a": "😀"}\n' },
    { name: '1 MB controls', text: controlLine(1024 * 1024) },
    { name: 'deep nesting', text: deepNesting() },
    { name: '10 MB line', text: longLine(10 * 1024 * 1024) },
  ];
}

/** Evaluated in a page: makes the bad inputs there, once, as `window.__badInputs` (see setMainInput's `{ bad }`). */
export const BAD_INPUTS_IN_PAGE = `window.__badInputs ??= (${makeBadInputs.toString()})(); window.__badInputs.map((i) => i.name)`;

let generated = null;

/** Name and text of each bad input, in the order they are tried (made once). */
export function badInputs() {
  generated ??= makeBadInputs();
  return generated;
}

/**
 * A tool's own sample (what its main input holds on first visit) repeated to about `bytes`: a large input
 * the tool understands, which costs far more to show than random text (a markdown preview, regex matches).
 */
export function repeatedSample(sample, kind, bytes = 1024 * 1024) {
  if (!sample) return null;
  const unit = sample + (kind === 'input' ? ' ' : '\n');
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

// Everything below runs inside the page (passed to page.evaluate), so each function is self-contained.

/**
 * Marks the tool's main text input with `data-bad-input` and returns a description of it, or null when
 * the tool has none. The main input is the editor or field labelled as the tool's input (`Input`, then
 * the regex tester's `Test string`, the query of the SQL and GraphQL playgrounds, the left document of
 * a diff), else the first text field of the tool.
 */
export function markMainInput() {
  const tool = document.querySelector('[data-tool]');
  if (!tool) return null;
  for (const old of document.querySelectorAll('[data-bad-input]')) old.removeAttribute('data-bad-input');
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const fields = [
    ...tool.querySelectorAll(
      '.cm-content[contenteditable="true"], textarea:not([readonly]):not([disabled]), input:not([type]):not([readonly]):not([disabled]), input[type="text"]:not([readonly]):not([disabled]), input[type="search"]:not([readonly]):not([disabled])',
    ),
  ].filter(visible);
  const label = (el) =>
    el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent?.trim() : null) ?? '';
  const byLabel = ['Input', 'Test string', 'Query', 'Left document'];
  let main = null;
  for (const name of byLabel) {
    main = fields.find((el) => label(el) === name);
    if (main) break;
  }
  main ??= fields[0] ?? null;
  if (!main) return null;
  main.setAttribute('data-bad-input', '');
  const kind = main.classList.contains('cm-content') ? 'codemirror' : main.tagName.toLowerCase();
  // A kit CodeEditor is a textarea until the first interaction, then CodeMirror (the editor box says when it is ready).
  const upgradable = kind === 'textarea' && main.closest('[data-editor]:not([data-editor-ready])') !== null;
  return { label: label(main), kind, upgradable };
}

/** What a field of this kind holds after `text` is put in it: a one-line input drops line breaks. */
export function expectedText(kind, text) {
  return kind === 'input' ? text.replace(/[\r\n]/g, '') : text;
}

/**
 * Replaces the main input's text as a paste would: through CodeMirror's view (one transaction, as its
 * paste handler makes), or through the native value setter and an input event for a plain field (which
 * is what React listens to). `text` is the text, or `{ bad: i }` for bad input i made in the page. Returns false when
 * the marked input is gone.
 */
export function setMainInput(text) {
  // `{ bad: i }` is bad input i, made in the page by BAD_INPUTS_IN_PAGE.
  if (typeof text !== 'string') text = window.__badInputs[text.bad].text;
  const el = document.querySelector('[data-bad-input]');
  if (!el) return false;
  if (el.classList.contains('cm-content')) {
    // CodeMirror keeps its view on the content node (what e2e/helpers.ts editorText reads).
    const view = el.cmTile?.root?.view ?? el.cmView?.rootView?.view;
    if (!view) return false;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.paste' });
    return true;
  }
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/**
 * The main input's whole text now, or null when it is gone from the page. Given `{ bad, kind, largeChars }`, it
 * compares the text with bad input `bad` (made in the page by BAD_INPUTS_IN_PAGE, as a field of `kind` holds it: a
 * one-line input drops line breaks) without sending megabytes back, and answers `same`; `start`, a non-empty start of
 * it when it is over `largeChars` (a kit editor shows such a text by its start); `gone`; or where the two first differ.
 */
export function readMainInput(compare) {
  const el = document.querySelector('[data-bad-input]');
  let now = null;
  if (el && el.isConnected) {
    if (el.classList.contains('cm-content')) {
      const view = el.cmTile?.root?.view ?? el.cmView?.rootView?.view;
      now = view ? view.state.doc.toString() : null;
    } else now = el.value;
  }
  if (!compare) return now;
  if (now === null) return 'gone';
  const text = window.__badInputs[compare.bad].text;
  const expected = compare.kind === 'input' ? text.replace(/[\r\n]/g, '') : text;
  if (now === expected) return 'same';
  if (expected.length > compare.largeChars && now.length > 0 && expected.startsWith(now)) return 'start';
  let i = 0;
  while (i < now.length && i < expected.length && now[i] === expected[i]) i++;
  return `lengths ${now.length} and ${expected.length}, first difference at ${i}: ${JSON.stringify(now.slice(i, i + 20))} instead of ${JSON.stringify(expected.slice(i, i + 20))}`;
}
