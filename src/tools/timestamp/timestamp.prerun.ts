// The current time in every form the converter shows, in the visitor's zone, as the page opens and each second
// until the page's scripts take over (src/lib/prerun.ts): Timestamp renders the same table once it has loaded.
import { enableButtons, prerun } from '@/lib/prerun';
import { browserTimeZone } from '@/lib/time-zone';
import type { ToolSlug } from '@/registry/tools';
import { formatInstant, LIVE_STATUS, pickerValueOf, rowsOf } from './timestamp.core';

const SLUG: ToolSlug = 'timestamp';

prerun(SLUG, (root) => {
  const zone = browserTimeZone();
  const locale = navigator.language || 'en-US';
  const select = root.querySelector('select');
  const option = select?.querySelector('option');
  if (select && option) {
    option.value = option.textContent = zone;
    select.value = zone;
  }
  const picker = root.querySelector<HTMLInputElement>('input[type="datetime-local"]');
  const pickerLabel = picker && root.querySelector(`label[for="${picker.id}"] > span`);
  if (pickerLabel) pickerLabel.textContent = `Pick a date and time (${zone})`;
  const cells = Array.from(root.querySelectorAll('table[aria-label="Output"] tbody tr'), (tr) => [tr.querySelector('th'), tr.querySelector('td')]);

  const show = () => {
    const now = Date.now();
    const f = formatInstant(now, zone, locale, now);
    if (!f.ok) return false;
    rowsOf(f.value, zone).forEach((row, i) => {
      const [th, td] = cells[i] ?? [];
      if (th) th.textContent = row.label;
      if (td) td.textContent = row.value;
    });
    if (picker) picker.value = pickerValueOf(f.value);
    return true;
  };
  if (!show()) return;
  enableButtons(root, ['Copy']);
  const status = root.querySelector(':scope > [aria-live="polite"]');
  if (status) status.textContent = LIVE_STATUS;
  // Each second, until the tool is there and keeps the clock itself.
  const timer = setInterval(() => {
    if (root.hasAttribute('data-ready')) clearInterval(timer);
    else show();
  }, 1000);
});
