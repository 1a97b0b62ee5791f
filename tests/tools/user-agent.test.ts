import { MAX_UA_LENGTH, parseUserAgent, uaRows } from '@/tools/user-agent/user-agent.core';

function parsed(ua: string) {
  const r = parseUserAgent(ua);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// Real User-Agent strings as the browsers and clients send them.
const table = [
  {
    what: 'Chrome on Android (Pixel 8 Pro)',
    ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
    browser: ['Chrome', '124.0.6367.82'],
    engine: 'Blink',
    os: ['Android', '14'],
    type: 'mobile',
  },
  {
    what: 'Safari on iPhone (iOS 17.4)',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    browser: ['Safari', '17.4'],
    engine: 'WebKit',
    os: ['iOS', '17.4'],
    type: 'mobile',
    vendor: 'Apple',
    model: 'iPhone',
  },
  {
    what: 'Safari on iPad',
    ua: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    browser: ['Safari', '16.6'],
    engine: 'WebKit',
    os: ['iOS', '16.6'],
    type: 'tablet',
    vendor: 'Apple',
    model: 'iPad',
  },
  {
    what: 'Firefox on Windows 10/11',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
    browser: ['Firefox', '125.0'],
    engine: 'Gecko',
    os: ['Windows', 'NT 10.0'],
    type: 'desktop',
  },
  {
    what: 'Edge (Chromium) on Windows',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
    browser: ['Microsoft Edge', '124.0.2478.80'],
    engine: 'Blink',
    os: ['Windows', 'NT 10.0'],
    type: 'desktop',
  },
  {
    what: 'Legacy Edge (EdgeHTML)',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
    browser: ['Microsoft Edge', '18.19041'],
    engine: 'EdgeHTML',
    os: ['Windows', 'NT 10.0'],
    type: 'desktop',
  },
  {
    what: 'Chrome on macOS',
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    browser: ['Chrome', '124.0.0.0'],
    engine: 'Blink',
    os: ['macOS', '10.15.7'],
    type: 'desktop',
    vendor: 'Apple',
  },
  {
    what: 'Googlebot',
    ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    browser: ['Googlebot', '2.1'],
    type: 'bot',
    vendor: 'Google',
  },
  {
    what: 'bingbot',
    ua: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    browser: ['BingCrawler', '2.0'],
    type: 'bot',
    vendor: 'Bing',
  },
  { what: 'curl', ua: 'curl/8.5.0', browser: ['curl', '8.5.0'], type: 'bot' },
  { what: 'python-requests', ua: 'python-requests/2.31.0', browser: ['Python Requests', '2.31.0'], type: 'bot' },
  { what: 'Go net/http', ua: 'Go-http-client/1.1', browser: ['Go net/http', '1.1'], type: 'bot' },
];

describe('parseUserAgent: real User-Agent strings', () => {
  it.each(table)('$what', (c) => {
    const info = parsed(c.ua);
    expect([info.browser.name, info.browser.version]).toEqual(c.browser);
    if (c.engine) expect(info.engine.name).toBe(c.engine);
    if (c.os) expect([info.os.name, info.os.version]).toEqual(c.os);
    expect(info.device.type).toBe(c.type);
    if (c.vendor) expect(info.device.vendor).toBe(c.vendor);
    if (c.model) expect(info.device.model).toBe(c.model);
    expect(info.bot).toBe(c.type === 'bot');
  });

  it('names the Windows release and reads a "User-Agent:" header line', () => {
    const info = parsed('User-Agent: Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko');
    expect(info.browser.name).toBe('Internet Explorer');
    expect(info.engine.name).toBe('Trident');
    expect(info.os.versionName).toBe('7');
    expect(uaRows(info)).toContainEqual(['OS version', 'NT 6.1 (7)']);
  });

  it('uses Client Hints when given (Brave sends a plain Chrome UA; its brands name it)', () => {
    const r = parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', {
      brands: [
        { brand: 'Chromium', version: '124' },
        { brand: 'Brave', version: '124' },
      ],
      mobile: false,
      platform: 'Windows',
    });
    expect(r.ok && r.value.browser.name).toBe('Brave');
    expect(
      parsed('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36').browser.name,
    ).toBe('Chrome');
  });
});

describe('parseUserAgent: edge cases', () => {
  it('an unknown string is read without error: its product token, and — for what it does not say', () => {
    const info = parsed('MyCustomAgent/1.0 (ünïcödé 🚀)');
    expect(info.browser).toEqual({ name: 'MyCustomAgent', version: '1.0' });
    expect(uaRows(info)).toContainEqual(['Engine', '—']);
    expect(uaRows(info)).toContainEqual(['Operating system', '—']);
  });

  it.each([
    ['', /Paste a User-Agent/],
    ['   ', /Paste a User-Agent/],
    ['x'.repeat(MAX_UA_LENGTH + 1), /16,385 characters/],
  ])('refuses %#', (text, message) => {
    const r = parseUserAgent(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('a line break is an error with its position', () => {
    const r = parseUserAgent('  curl/8.0\nWget/1.0');
    expect(r).toMatchObject({ ok: false, error: { line: 1, column: 11, message: expect.stringMatching(/one line/) } });
  });
});
