import Bowser from 'bowser';
import { fail, ok, type Result } from '@/lib/result';

export interface UaInfo {
  browser: { name: string; version: string };
  engine: { name: string; version: string };
  os: { name: string; version: string; versionName: string };
  device: { type: string; vendor: string; model: string };
  /** True for crawlers and command-line/HTTP-library clients. */
  bot: boolean;
}

/**
 * HTTP clients bowser does not know (it reads browsers and crawlers): command-line tools and libraries,
 * recognised by their product token at the start of the string.
 */
const CLIENTS: { re: RegExp; name: string }[] = [
  { re: /^curl\/(\S+)/i, name: 'curl' },
  { re: /^Wget\/(\S+)/i, name: 'Wget' },
  { re: /^python-requests\/(\S+)/i, name: 'Python Requests' },
  { re: /^python-urllib\/(\S+)/i, name: 'Python urllib' },
  { re: /^python-httpx\/(\S+)/i, name: 'HTTPX (Python)' },
  { re: /^aiohttp\/(\S+)/i, name: 'aiohttp (Python)' },
  { re: /^Go-http-client\/(\S+)/i, name: 'Go net/http' },
  { re: /^okhttp\/(\S+)/i, name: 'OkHttp' },
  { re: /^PostmanRuntime\/(\S+)/i, name: 'Postman' },
  { re: /^insomnia\/(\S+)/i, name: 'Insomnia' },
  { re: /^axios\/(\S+)/i, name: 'axios' },
  { re: /^node-fetch\/(\S+)/i, name: 'node-fetch' },
  { re: /^undici/i, name: 'undici (Node.js fetch)' },
  { re: /^Java\/(\S+)/i, name: 'Java HttpURLConnection' },
  { re: /^libwww-perl\/(\S+)/i, name: 'libwww-perl' },
  { re: /^HTTPie\/(\S+)/i, name: 'HTTPie' },
];

/** Over this a text is not a user agent any browser sends (servers cap request headers at about 8 KB). */
export const MAX_UA_LENGTH = 16_384;

/** Client Hints (navigator.userAgentData) in the shape bowser reads. */
export interface UaHints {
  brands?: { brand: string; version: string }[];
  mobile?: boolean;
  platform?: string;
  platformVersion?: string;
  architecture?: string;
  model?: string;
  fullVersionList?: { brand: string; version: string }[];
}

/** Reads a user-agent string with bowser 2 (plus a table of HTTP clients); empty text is an error to say. */
export function parseUserAgent(input: string, hints?: UaHints): Result<UaInfo> {
  const ua = input.trim();
  if (ua === '') return fail('Paste a User-Agent header value, or clear the box to read your own browser');
  if (ua.length > MAX_UA_LENGTH) {
    return fail(
      `That is ${ua.length.toLocaleString('en-US')} characters: a User-Agent header is a few hundred (servers refuse headers over about 8 KB)`,
    );
  }
  const lineBreak = ua.search(/[\r\n]/);
  if (lineBreak >= 0) {
    const lead = input.length - input.trimStart().length;
    return fail('A User-Agent is one line: paste a single header value', { line: 1, column: lead + lineBreak + 1 });
  }
  const value = ua.replace(/^user-agent:\s*/i, '');
  const r = hints ? Bowser.parse(value, hints) : Bowser.parse(value);
  const info: UaInfo = {
    browser: { name: r.browser.name ?? '', version: r.browser.version ?? '' },
    engine: { name: r.engine.name ?? '', version: r.engine.version ?? '' },
    os: { name: r.os.name ?? '', version: r.os.version ?? '', versionName: r.os.versionName ?? '' },
    device: { type: r.platform.type ?? '', vendor: r.platform.vendor ?? '', model: r.platform.model ?? '' },
    bot: r.platform.type === 'bot',
  };
  if (info.browser.name === '') {
    for (const c of CLIENTS) {
      const m = c.re.exec(value);
      if (m) {
        info.browser = { name: c.name, version: m[1] ?? '' };
        info.device.type = 'bot';
        info.bot = true;
        break;
      }
    }
  }
  return ok(info);
}

const orDash = (s: string) => s || '—';

/** Table rows (label, value) for display and copy. */
export function uaRows(info: UaInfo): [string, string][] {
  return [
    ['Browser', orDash(info.browser.name)],
    ['Browser version', orDash(info.browser.version)],
    ['Engine', orDash([info.engine.name, info.engine.version].filter(Boolean).join(' '))],
    ['Operating system', orDash(info.os.name)],
    [
      'OS version',
      orDash(
        [info.os.version, info.os.versionName && info.os.versionName !== info.os.version ? `(${info.os.versionName})` : ''].filter(Boolean).join(' '),
      ),
    ],
    ['Device type', orDash(info.device.type === 'bot' ? 'bot / automated client' : info.device.type)],
    ['Device vendor', orDash(info.device.vendor)],
    ['Device model', orDash(info.device.model)],
  ];
}
