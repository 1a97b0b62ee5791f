// The visitor's own browser, read and drawn as the page opens, before the page's scripts (src/lib/prerun.ts):
// UserAgentParser draws the same tables (rowsHtml) once it has loaded. Client Hints follow when the browser gives them.
import { prerun } from '@/lib/prerun';
import type { ToolSlug } from '@/registry/tools';
import { parseUserAgent, uaRows, type UaHints } from './user-agent.core';
import { BOT_STATUS, hintRows, OWN_UA_INTRO, readClientHints, rowsHtml } from './user-agent.view';

const SLUG: ToolSlug = 'user-agent/parser';

prerun(SLUG, (root) => {
  const ua = navigator.userAgent;
  const output = root.querySelector('table[aria-label="Output"] tbody');
  if (!output) return;
  const show = (hints?: UaHints) => {
    const r = parseUserAgent(ua, hints);
    if (!r.ok) return;
    output.innerHTML = rowsHtml(uaRows(r.value));
    const status = root.querySelector(':scope > [aria-live="polite"]');
    if (status) status.textContent = r.value.bot ? BOT_STATUS : '';
  };
  show();
  const own = root.querySelector('[data-own-ua]');
  if (own?.children.length === 2) {
    own.children[0].textContent = OWN_UA_INTRO;
    own.children[1].textContent = ua;
  }
  void readClientHints().then((hints) => {
    // Once the tool is there, it reads and draws them itself.
    if (!hints || root.hasAttribute('data-ready')) return;
    show(hints);
    const section = root.querySelector<HTMLElement>('[data-client-hints]');
    const table = section?.querySelector('tbody');
    if (!section || !table) return;
    table.innerHTML = rowsHtml(hintRows(hints));
    section.hidden = false;
  });
});
