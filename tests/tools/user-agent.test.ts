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

// ua-parser (uap-core) tests/test_ua.yaml at commit e3c5e634bee0b14f1a129c991483910739ad9f6c (Apache-2.0): every
// case whose family is Facebook, Facebook Messenger, Instagram or UC Browser, as [string, family, major.minor.patch
// as far as given]. These are strings collected from real traffic; uap-core's expectations are ua-parser's.
const UAP_CORE: [string, string, string][] = [
  ['J2ME/UCWEB7.0.3.45/139/7682', 'UC Browser', '7.0.3'],
  ['NOKIA6120c/UC Browser7.4.0.65/28/352', 'UC Browser', '7.4.0'],
  ['UCWEB/3.0 (iPhone; CPU OS_6; en-US)AppleWebKit/534.1 U3/3.0.0 Mobile', 'UC Browser', '3.0.0'],
  ['UCWEB/2.0 (Linux; U; Opera Mini/7.1.32052/30.2697; en-US; GT-S5302) U2/1.0.0 UCBrowser/9.3.0.440 Mobile', 'UC Browser', '9.3.0'],
  ['IUC(U;iOS 5.1.1;Zh-cn;320*480;)/UCWEB7.9.0.94/41/997', 'UC Browser', '7.9.0'],
  ['Nokia5320di/UCWEB8.0.3.99/28/999', 'UC Browser', '8.0.3'],
  [
    'Nokia201/2.0 (11.21) Profile/MIDP-2.1 Configuration/CLDC-1.1 Mozilla/5.0 (Java; U; en-us; nokia201) UCBrowser8.3.0.154/70/355/UCWEB Mobile',
    'UC Browser',
    '8.3.0',
  ],
  ['Mozilla/5.0 (S60V5; U; en-us; NokiaC5-03) AppleWebKit/530.13 (KHTML, like Gecko) UCBrowser/8.7.0.218/50/352/UCWEB Mobile', 'UC Browser', '8.7.0'],
  [
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0.2661.102 UBrowser/5.7.14488.1025 Safari/537.36',
    'UC Browser',
    '5.7.14488',
  ],
  [
    'Mozilla/5.0 (Linux; Android 16; en-US; SM-S918B Build/BP2A.250605.031.A3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.80 UCMobile/15.0.7.1383 Mobile Safari/537.36',
    'UC Browser',
    '15.0.7',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; en-US; SM-G988U Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.80 UCMobile/15.0.7.1383 Mobile Safari/537.36',
    'UC Browser',
    '15.0.7',
  ],
  [
    '[FBAN/FB4A;FBAV/3.4;FBBV/258875;FBDM/{density=0.75,width=240,height=320};FBLC/tr_TR;FBCR/o2 - de;FBPN/com.facebook.katana;FBDV/LG-E400;FBSV/2.3.6;]',
    'Facebook',
    '3.4',
  ],
  [
    '[FBAN/FB4A;FBAV/2.3;FBBV/149649;FBDM/{density=1.5,width=480,height=800};FBLC/es_ES;FBCR/;FBPN/com.facebook.katana;FBDV/LG-P920;FBSV/2.2.2;]',
    'Facebook',
    '2.3',
  ],
  [
    'Mozilla/5.0 (Linux; U; Android 2.3.4; en-us; SCH-R720 Build/GINGERBREAD) AppleWebKit/533.1 (KHTML, like Gecko) Version/4.0 Mobile Safari/533.1 [FBAN/FB4A;FBAV/1.8.1;FBPN/com.facebook.katana;FBDV/SCH-R720;FBSV/2.3.4;FBDM/{density=1.0,width=320,height=',
    'Facebook',
    '1.8.1',
  ],
  [
    'Mozilla/5.0 (Linux; U; Android 4.2.2; de-de; 706_v92_jbla_fhd Build/JDQ39) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30 [FB_IAB/FB4A;FBAV/24.0.0.30.15;]',
    'Facebook',
    '24.0.0',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 6_1_3 like Mac OS X) AppleWebKit/536.26 (KHTML, like Gecko) Mobile/10B329 [FBAN/FBIOS;FBAV/6.5.1;FBBV/377040;FBDV/iPhone4,1;FBMD/iPhone;FBSN/iPhone OS;FBSV/6.1.3;FBSS/2; FBCR/Telekom.de;FBID/phone;FBLC/de_DE;',
    'Facebook',
    '6.5.1',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 6_1_3 like Mac OS X) AppleWebKit/536.26 (KHTML, like Gecko) Mobile/10B329 [FBAN/FBIOS;FBAV/6.2;FBBV/228172;FBDV/iPhone5,1;FBMD/iPhone;FBSN/iPhone OS;FBSV/6.1.3;FBSS/2; FBCR/o2-de;FBID/phone;FBLC/pt_BR;FBOP/1]',
    'Facebook',
    '6.2',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 5_0 like Mac OS X) AppleWebKit/534.46 (KHTML, like Gecko) Mobile/9A334 [FBAN/FBIOS;FBAV/6.5.1;FBBV/377040;FBDV/iPad2,1;FBMD/iPad;FBSN/iPhone OS;FBSV/5.0;FBSS/1; FBCR/;FBID/tablet;FBLC/de_DE;FBOP/1]',
    'Facebook',
    '6.5.1',
  ],
  [
    'Mozilla/5.0 (iPad; U; CPU iPhone OS 4_3_2 like Mac OS X; de_DE) AppleWebKit (KHTML, like Gecko) Mobile [FBAN/FBForIPhone;FBAV/4.0.2;FBBV/4020.0;FBDV/iPad1,1;FBMD/iPad;FBSN/iPhone OS;FBSV/4.3.2;FBSS/1; FBCR/;FBID/tablet;FBLC/de_DE;FBSF/1.0]',
    'Facebook',
    '4.0.2',
  ],
  [
    'Mozilla/5.0 (iPad; U; CPU iPhone OS 4_3_5 like Mac OS X; de_DE) AppleWebKit (KHTML, like Gecko) Mobile [FBAN/FBForIPhone;FBAV/4.0.3;FBBV/4030.0;FBDV/iPad2,2;FBMD/iPad;FBSN/iPhone OS;FBSV/4.3.5;FBSS/1; FBCR/Telekom.de;FBID/tablet;FBLC/de_DE;FBS',
    'Facebook',
    '4.0.3',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 5_1_1 like Mac OS X) AppleWebKit/534.46 (KHTML, like Gecko) Mobile/9B206 [FBAN/FBIOS;FBAV/6.1;FBBV/201075;FBDV/iPhone3,1;FBMD/iPhone;FBSN/iPhone OS;FBSV/5.1.1;FBSS/2; FBCR/Vodafone.de;FBID/phone;FBLC/en_US;FBOP/1]',
    'Facebook',
    '6.1',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 8_2 like Mac OS X) AppleWebKit/600.1.4 (KHTML, like Gecko) Mobile/12D508 [FBAN/GroupsForiOS;FBAV/9.0;FBBV/7752968;FBDV/iPhone7,2;FBMD/iPhone;FBSN/iPhone OS;FBSV/8.2;FBSS/2; FBCR/Telekom.de;FBID/phone;FBLC/de_',
    'Facebook',
    '9.0',
  ],
  [
    'Mozilla/5.0 (iPhone; U; CPU iPhone OS 4_1 like Mac OS X; fr_FR) AppleWebKit (KHTML, like Gecko) Mobile [FBAN/FBForIPhone;FBAV/4.0;FBBV/4000.0;FBDV/iPhone1,2;FBMD/iPhone;FBSN/iPhone OS;FBSV/4.1;FBSS/1; FBCR/Carrier;FBID/phone;FBLC/fr_FR;FBSF/1.',
    'Facebook',
    '4.0',
  ],
  [
    'Dalvik/1.2.0 (Linux; U; Android 2.2.2; HTC Desire Build/FRG83G) [FBAN/Orca-Android;FBAV/2.6.1-release;FBLC/de_DE;FBBV/288543;FBCR/o2 - de;FBMF/HTC;FBBD/htc_wwe;FBDV/HTC Desire;FBSV/2.2.2]',
    'Facebook',
    '2.6.1',
  ],
  [
    '[FBAN/FB4A;FBAV/3.6;FBBV/330148;FBDM/{density=0.75,width=240,height=320};FBLC/de_DE;FBCR/o2 - de;FBPN/com.facebook.katana;FBDV/GT-S5570;FBSV/2.2.1;FBCA/armeabi:unknown;]',
    'Facebook',
    '3.6',
  ],
  [
    '[FBAN/PAAA;FBAV/1.7;FBDM/{density=2.0,width=720,height=1280};FBLC/es_ES;FB_FW/2;FBSN/Android;FBCR/FONIC;FBDV/GT-I9300;FBSV/4.1.2;]',
    'Facebook',
    '1.7',
  ],
  [
    '[FBAN/PAAA;FBAV/1.9;FBDM/{density=2.0,width=720,height=1280};FBLC/de_DE;FB_FW/2;FBSN/Android;FBCR/o2 - de;FBDV/GT-I9300;FBSV/4.3;]',
    'Facebook',
    '1.9',
  ],
  [
    '[FBAN/FB4A;FBAV/130.0.321;FBBV/149649;FBDM/{density=1.5,width=480,height=800};FBLC/es_ES;FBCR/;FBPN/com.facebook.katana;FBDV/LG-P920;FBSV/2.2.2;]',
    'Facebook',
    '130.0.321',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15G77 [FBAN/FBIOS;FBDV/iPhone10,4;FBMD/iPhone;FBSN/iOS;FBSV/11.4.1;FBSS/2;FBCR/A1;FBID/phone;FBLC/de_DE;FBOP/5;FBRV/122166081]',
    'Facebook',
    '',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 [FBAN/MessengerForiOS;FBAV/124.0.0.50.70;FBBV/63293619;FBDV/iPhone7,1;FBMD/iPhone;FBSN/iOS;FBSV/10.2.1;FBSS/3;FBCR/Viettel;FBID/phone;FBLC/vi_VN;FBOP/5;FBRV/0]',
    'Facebook Messenger',
    '124.0.0',
  ],
  [
    'Mozilla/5.0 (Linux; Android 6.0.1; SM-A910F Build/MMB29M; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 [FB_IAB/MESSENGER;FBAV/120.0.0.14.84;]',
    'Facebook Messenger',
    '120.0.0',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15G77 [FBAN/FBIOS;FBAV/194.0.0.38.99;FBBV/127868476;FBDV/iPhone7,2;FBMD/iPhone;FBSN/iOS;FBSV/11.4.1;FBSS/2;FBCR/OrangeBotswana;FBID/phone;FBLC/en_GB;FBOP/5;FBRV/128807018]',
    'Facebook',
    '194.0.0',
  ],
  [
    'Mozilla/5.0 (Linux; Android 7.0; LG-TP260 Build/NRD90U; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/64.0.3282.137 Mobile Safari/537.36 Instagram 33.0.0.11.92 Android (24/7.0; 320dpi; 720x1193; LGE/lge; LG-TP260; lv517; lv517; en_US; 93117667)',
    'Instagram',
    '33.0.0',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_2_5 like Mac OS X) AppleWebKit/604.5.6 (KHTML, like Gecko) Mobile/15D60 Instagram 33.0.0.11.96 (iPhone9,3; iOS 11_2_5; en_AU; en-AU; scale=2.00; gamut=wide; 750x1334)',
    'Instagram',
    '33.0.0',
  ],
  ['Instagram 415.0.0.36.76 Android (33/13; 320dpi; 720x1600; samsung; SM-A032M; a3core; m168; pt_BR; 874816631)', 'Instagram', '415.0.0'],
  [
    'Instagram 416.0.0.47.66 Android (36/16; 306dpi; 1008x2244; Google/google; Pixel 9 Pro XL; komodo; komodo; en_US; 879745420)',
    'Instagram',
    '416.0.0',
  ],
];

// ua-parser-js test/data/ua/browser/browser-all.json at commit 18d39b53dd803710cb8e76856d18c1dcf7533d11 (MIT): its
// Facebook, Instagram and UC Browser cases, as [string, name (its UCBrowser is bowser's UC Browser), full version].
const UA_PARSER_JS: [string, string, string][] = [
  [
    'Mozilla/5.0 (Linux; Android 5.0; SM-G900P Build/LRX21T; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/43.0.2357.121 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/35.0.0.48.273;]',
    'Facebook',
    '35.0.0.48.273',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Mobile/14E304 [FBAN/FBIOS;FBAV/91.0.0.41.73;FBBV/57050710;FBDV/iPhone8,1;FBMD/iPhone;FBSN/iOS;FBSV/10.3.1;FBSS/2;FBCR/Telekom.de;FBID/phone;FBLC/de_DE;FBOP/5;FBRV/0])',
    'Facebook',
    '91.0.0.41.73',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone10,2;FBMD/iPhone;FBSN/iOS;FBSV/13.3.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBCR/]',
    'Facebook',
    '',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 142.0.0.22.109 (iPhone12,5; iOS 14_1; en_US; en-US; scale=3.00; 1242x2688; 214888322) NW/1',
    'Instagram',
    '142.0.0.22.109',
  ],
  [
    'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/54.0.2840.99 UBrowser/5.6.12860.7 Safari/537.36',
    'UC Browser',
    '5.6.12860.7',
  ],
  [
    'Mozilla/5.0 (Linux; U; Android 6.0.1; en-US; Lenovo P2a42 Build/MMB29M) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 UCBrowser/11.2.0.915 U3/0.8.0 Mobile Safari/534.30',
    'UC Browser',
    '11.2.0.915',
  ],
  ['Mozilla/5.0 (Java; U; Pt-br; samsung-gt-s5620) UCBrowser8.2.1.144/69/352/UCWEB Mobile UNTRUSTED/1.0', 'UC Browser', '8.2.1.144'],
  ['UCWEB/2.0 (MIDP-2.0; U; zh-CN; HTC EVO 3D X515m) U2/1.0.0 UCBrowser/10.4.0.558 U2/1.0.0 Mobile', 'UC Browser', '10.4.0.558'],
];

describe('parseUserAgent: in-app browsers and UC Browser against ua-parser and ua-parser-js', () => {
  it.each(UAP_CORE)('uap-core: %s', (ua, family, version) => {
    const info = parsed(ua);
    expect(info.browser.name).toBe(family);
    // uap-core gives up to three parts; the tool shows the app's whole version, which must start with them.
    if (version === '') expect(info.browser.version).toBe('');
    else expect(`${info.browser.version}.`.startsWith(`${version}.`), info.browser.version).toBe(true);
    expect(info.inApp).toBe(family === 'UC Browser' ? '' : family);
  });

  it.each(UA_PARSER_JS)('ua-parser-js: %s', (ua, name, version) => {
    const info = parsed(ua);
    expect([info.browser.name, info.browser.version]).toEqual([name, version]);
  });
});

describe('parseUserAgent: in-app browsers and game consoles', () => {
  // Each string with its source; the expectations are what the string says: the app and its version from FBAV/ or
  // "Instagram <version>", the rest (engine, OS, device) as bowser reads the web view underneath.
  const cases = [
    {
      // ua-parser-js test/data/ua/device/lenovo.json (commit 18d39b5): Facebook for Android, Chrome 130 web view
      ua: 'Mozilla/5.0 (Linux; Android 11; Lenovo TB-7306F Build/RP1A.200720.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.86 Safari/537.36 [FB_IAB/FB4A;FBAV/489.0.0.66.81;IABMV/1;]',
      browser: ['Facebook', '489.0.0.66.81'],
      engine: 'Blink',
      os: ['Android', '11'],
      inApp: 'Facebook',
    },
    {
      // ua-parser-js test/data/ua/device/huawei.json (commit 18d39b5): Facebook's FBAN/EMA build on Android 10
      ua: 'Mozilla/5.0 (Linux; Android 10; WGR-W09 Build/HUAWEIWGR-W09; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/92.0.4515.105 Safari/537.36[FBAN/EMA;FBLC/en_US;FBAV/412.0.0.8.106;]',
      browser: ['Facebook', '412.0.0.8.106'],
      engine: 'Blink',
      os: ['Android', '10'],
      inApp: 'Facebook',
    },
    {
      // ua-parser-js test/data/ua/device/apple.json (commit 18d39b5): Facebook for iPad, which sent no FBAV here
      ua: 'Mozilla/5.0 (iPad; CPU OS 14_4_2 like Mac OS X) WebKit/8610 (KHTML, like Gecko) Mobile/18D70 [FBAN/FBIOS;FBDV/iPad7,11;FBMD/iPad;FBSN/iOS;FBSV/14.4.2;FBSS/2;FBID/tablet;FBLC/en_US;FBOP/5]',
      browser: ['Facebook', ''],
      os: ['iOS', '14.4.2'],
      type: 'tablet',
      inApp: 'Facebook',
    },
    {
      // uap-core tests/test_ua.yaml (commit e3c5e63): Facebook for iPhone on iOS 11
      ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15G77 [FBAN/FBIOS;FBAV/194.0.0.38.99;FBBV/127868476;FBDV/iPhone7,2;FBMD/iPhone;FBSN/iOS;FBSV/11.4.1;FBSS/2;FBCR/OrangeBotswana;FBID/phone;FBLC/en_GB;FBOP/5;FBRV/128807018]',
      browser: ['Facebook', '194.0.0.38.99'],
      engine: 'WebKit',
      os: ['iOS', '11.4.1'],
      type: 'mobile',
      inApp: 'Facebook',
    },
    {
      // ua-parser-js test/data/ua/browser/browser-all.json (commit 18d39b5): Instagram for iPhone
      ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 142.0.0.22.109 (iPhone12,5; iOS 14_1; en_US; en-US; scale=3.00; 1242x2688; 214888322) NW/1',
      browser: ['Instagram', '142.0.0.22.109'],
      engine: 'WebKit',
      os: ['iOS', '14.1'],
      type: 'mobile',
      inApp: 'Instagram',
    },
    {
      // DeviceAtlas, "List of user agent strings" (deviceatlas.com/blog/list-of-user-agent-strings): PlayStation 5
      ua: 'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
      browser: ['PlayStation 5', '13.0'],
      engine: 'WebKit',
      os: ['PlayStation 5', '2.26'],
      type: 'console',
      vendor: 'Sony',
      model: 'PlayStation 5',
    },
    {
      // ua-parser-js test/data/ua/os/playstation.json (commit 18d39b5): PlayStation 5 without a firmware number
      ua: 'Mozilla/5.0 (PlayStation 5/SmartTV) AppleWebKit/605.1.15 (KHTML, like Gecko)',
      browser: ['PlayStation 5', ''],
      os: ['PlayStation 5', ''],
      type: 'console',
      vendor: 'Sony',
      model: 'PlayStation 5',
    },
    {
      // uap-core tests/test_device.yaml (commit e3c5e63): PlayStation 4, firmware 5.00
      ua: 'Mozilla/5.0 (PlayStation 4 5.00) AppleWebKit/601.2 (KHTML, like Gecko)',
      browser: ['PlayStation 4', ''],
      engine: 'WebKit',
      os: ['PlayStation 4', '5.00'],
      type: 'console',
      vendor: 'Sony',
      model: 'PlayStation 4',
    },
    {
      // ua-parser-js test/data/ua/device/sony.json (commit 18d39b5): PlayStation Vita; its Silk token is not Amazon's
      ua: 'Mozilla/5.0 (PlayStation Vita 3.52) AppleWebKit/537.73 (KHTML, like Gecko) Silk/3.2',
      browser: ['PlayStation Vita', ''],
      os: ['PlayStation Vita', '3.52'],
      type: 'console',
      vendor: 'Sony',
      model: 'PlayStation Vita',
    },
  ];

  it.each(cases)('$browser.0 $browser.1: $ua', (c) => {
    const info = parsed(c.ua);
    expect([info.browser.name, info.browser.version]).toEqual(c.browser);
    if (c.engine) expect(info.engine.name).toBe(c.engine);
    expect([info.os.name, info.os.version]).toEqual(c.os);
    if (c.type) expect(info.device.type).toBe(c.type);
    if (c.vendor) expect(info.device.vendor).toBe(c.vendor);
    if (c.model) expect(info.device.model).toBe(c.model);
    expect(info.inApp).toBe(c.inApp ?? '');
    expect(info.bot).toBe(false);
  });

  it('says in the table that an in-app browser is the app’s, and says nothing of it for a browser', () => {
    const inApp = uaRows(parsed(cases[0].ua));
    expect(inApp).toContainEqual(['Browser', 'Facebook']);
    expect(inApp.find(([k]) => k === 'In-app browser')?.[1]).toMatch(/Facebook app/);
    expect(uaRows(parsed(table[1].ua)).map(([k]) => k)).not.toContain('In-app browser');
    expect(uaRows(parsed(cases[5].ua))).toContainEqual(['Device type', 'console']);
  });
});
