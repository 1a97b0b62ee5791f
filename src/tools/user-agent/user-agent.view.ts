/**
 * What the User-Agent parser shows, without React and without the parser: Client Hints, and the rows of its tables
 * as HTML. Shared by the tool (UserAgentParser) and its prerun (user-agent.prerun.ts), which draws the visitor's own
 * browser as the page opens, before the page's scripts.
 */
import { escapeHtml } from '@/lib/text';
import type { UaHints } from './user-agent.core';

interface NavigatorUaData {
  brands: { brand: string; version: string }[];
  mobile: boolean;
  platform: string;
  getHighEntropyValues?: (hints: string[]) => Promise<Record<string, unknown>>;
}

/** Client Hints of this browser (Chromium-based browsers only); null where navigator.userAgentData is missing. */
export async function readClientHints(): Promise<UaHints | null> {
  const data = (navigator as Navigator & { userAgentData?: NavigatorUaData }).userAgentData;
  if (!data) return null;
  const low: UaHints = { brands: data.brands, mobile: data.mobile, platform: data.platform };
  try {
    const high = await data.getHighEntropyValues?.(['platformVersion', 'architecture', 'model', 'fullVersionList', 'bitness']);
    return { ...low, ...(high as UaHints | undefined) };
  } catch {
    return low;
  }
}

/** The Client Hints table's rows (label, value). */
export function hintRows(h: UaHints): [string, string][] {
  const brands = (list?: { brand: string; version: string }[]) =>
    (list ?? [])
      .filter((b) => !/not.?a.?brand/i.test(b.brand))
      .map((b) => `${b.brand} ${b.version}`)
      .join(', ') || '—';
  const rows: [string, string][] = [
    ['Brands', brands(h.brands)],
    ['Mobile', h.mobile == null ? '—' : h.mobile ? 'yes' : 'no'],
    ['Platform', h.platform || '—'],
  ];
  if (h.fullVersionList) rows.push(['Full version list', brands(h.fullVersionList)]);
  if (h.platformVersion) rows.push(['Platform version', h.platformVersion]);
  const bitness = (h as { bitness?: string }).bitness;
  if (h.architecture) rows.push(['Architecture', `${h.architecture}${bitness ? ` (${bitness}-bit)` : ''}`]);
  if (h.model) rows.push(['Model', h.model]);
  return rows;
}

const CELL = 'padding:6px 12px 6px 0;vertical-align:top';

/** A table's rows as HTML: the label as a row header, the value (monospace) labelled by it. */
export const rowsHtml = (rows: readonly (readonly [string, string])[]): string =>
  rows
    .map(
      ([k, v]) =>
        `<tr style="border-bottom:1px solid var(--mantine-color-default-border)"><th scope="row" style="${CELL};text-align:left;font-weight:500;white-space:nowrap;width:1%">${escapeHtml(k)}</th><td style="${CELL};font-family:var(--mantine-font-family-monospace);word-break:break-word" aria-label="${escapeHtml(k)}">${escapeHtml(v)}</td></tr>`,
    )
    .join('');

/** The status line for a string from an automated client. */
export const BOT_STATUS = 'An automated client (crawler, command-line tool or HTTP library), not a person’s browser.';

/** The line under the input while it is empty: what this browser sends (filled in once known). */
export const OWN_UA_INTRO = 'Your browser sends: ';
export const OWN_UA_PENDING = 'Your browser’s user agent is read once the page has loaded.';
