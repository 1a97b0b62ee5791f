import Bowser from 'bowser';
import { fail, ok, type Result } from '@/lib/result';

export interface UaInfo {
  browser: { name: string; version: string };
  engine: { name: string; version: string };
  os: { name: string; version: string; versionName: string };
  device: { type: string; vendor: string; model: string };
  /** True for crawlers and command-line/HTTP-library clients. */
  bot: boolean;
  /** The app whose built-in browser (a web view) sent it, such as Facebook or Instagram; '' for a browser. */
  inApp: string;
}

/**
 * In-app browsers. Their strings are the web view's (Safari's on iOS, Chrome's on Android) plus the app's own
 * tokens, so bowser names the web view: Facebook adds [FBAN/FBIOS;FBAV/<app version>;…] or [FB_IAB/FB4A;FBAV/…],
 * Instagram adds "Instagram <app version>". Names and versions as ua-parser (uap-core) and ua-parser-js give them.
 */
const IN_APP: { re: RegExp; name: (m: RegExpExecArray) => string; version: (ua: string) => string }[] = [
  {
    re: /\[?(?:FBAN|FB_IAB)\/([^;\]]*)|\bFBAV\//i,
    // Messenger's own token; its Android app (Orca) has long sent plain Facebook strings.
    name: (m) => (/^(?:MessengerForiOS|MESSENGER)$/i.test(m[1] ?? '') ? 'Facebook Messenger' : 'Facebook'),
    version: (ua) => /\bFBAV\/(\d+(?:\.\d+)*)/i.exec(ua)?.[1] ?? '',
  },
  {
    re: /\bInstagram[ /]\d/,
    name: () => 'Instagram',
    version: (ua) => /\bInstagram[ /](\d+(?:\.\d+)*)/.exec(ua)?.[1] ?? '',
  },
];

/**
 * Sony's consoles. bowser reads the PlayStation 4 (browser and OS "PlayStation 4", device type tv) but not the
 * PlayStation 5, whose browser it calls Safari, nor the Vita, whose Silk token it takes for Amazon's browser. All
 * three get bowser's PlayStation 4 reading: browser and OS named after the console (the browser's version from its
 * Version/ token, the OS version from the firmware number after the name), with Sony as vendor and the device type
 * console.
 */
const PLAYSTATION = /\bPlayStation (4|5|Vita)(?:[/ ](\d+(?:\.\d+)*))?/;

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
    inApp: '',
  };
  // bowser reads UC Browser from its UCBrowser/, UCMobile/ and UBrowser/ tokens; older builds (feature phones,
  // Symbian, J2ME) write UCWEB7.0.3.45, "UC Browser7.4.0.65" or only the U3/ engine token. The version is the first
  // three-part number after one of them, as in ua-parser's rule.
  if (info.browser.name !== 'UC Browser' && /UC ?WEB|UC ?Browser|UCMobile/i.test(value)) {
    const m = /\b(?:UC ?Browser|UCWEB|UCMobile|U3)[ /]?(\d+\.\d+\.\d+(?:\.\d+)*)/i.exec(value);
    if (m) info.browser = { name: 'UC Browser', version: m[1] };
  }
  for (const app of IN_APP) {
    const m = app.re.exec(value);
    if (m) {
      info.inApp = app.name(m);
      info.browser = { name: info.inApp, version: app.version(value) };
      break;
    }
  }
  const sony = PLAYSTATION.exec(value);
  if (sony) {
    const model = `PlayStation ${sony[1]}`;
    info.browser = { name: model, version: /\bVersion\/(\d+(?:\.\d+)*)/.exec(value)?.[1] ?? '' };
    info.os = { name: model, version: sony[2] ?? '', versionName: '' };
    info.device = { type: 'console', vendor: 'Sony', model };
  }
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
    ...(info.inApp ? [['In-app browser', `yes: the ${info.inApp} app’s built-in browser (version is the app’s)`] as [string, string]] : []),
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
