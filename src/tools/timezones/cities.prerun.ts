// The visitor's own zone and time under the city search, as the page opens and each second until the page's scripts
// take over (src/lib/prerun.ts): CityTimezones writes the same sentence once it has loaded.
import { prerun } from '@/lib/prerun';
import { browserTimeZone } from '@/lib/time-zone';
import type { ToolSlug } from '@/registry/tools';
import { myZoneSentence, zoneTime } from './timezones.core';

const SLUG: ToolSlug = 'timezones/cities';

prerun(SLUG, (root) => {
  const sentence = root.querySelector('[data-my-zone]');
  if (!sentence) return;
  const show = () => {
    const t = zoneTime(browserTimeZone(), Date.now());
    if (t.ok) sentence.textContent = myZoneSentence(t.value);
  };
  show();
  const timer = setInterval(() => {
    if (root.hasAttribute('data-ready')) clearInterval(timer);
    else show();
  }, 1000);
});
