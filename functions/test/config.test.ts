// The API's settings (functions/src/config.ts): outside the emulator nothing that decides who may call
// defaults, and a bad value is refused with a message naming the variable, never replaced by a default.
import { ConfigError, configFromEnv, EMULATOR_SITE_ORIGIN } from '../src/config';

/** What a deployed instance sees: no FUNCTIONS_EMULATOR, the platform's own variables. */
const PRODUCTION = { GCLOUD_PROJECT: 'devbench-prod', K_SERVICE: 'api', NODE_ENV: 'production' };
const EMULATOR = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-devbench' };
const ORIGIN = { SITE_ORIGINS: 'https://devbench.example' };

/** The problems a ConfigError lists for `env`, or [] when the settings parse. */
function problems(env: Record<string, string | undefined>): string[] {
  try {
    configFromEnv(env);
    return [];
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
}

describe('SITE_ORIGINS', () => {
  it.each([undefined, '', ' ', ' , ,'])('outside the emulator, %j is refused with a message that says what to set', (value) => {
    expect(() => configFromEnv({ ...PRODUCTION, SITE_ORIGINS: value })).toThrow(ConfigError);
    expect(() => configFromEnv({ ...PRODUCTION, SITE_ORIGINS: value })).toThrow(
      /SITE_ORIGINS is not set: outside the emulator it is required, the comma-separated origins of the site \(e\.g\. https:\/\/devbench\.dev\)/,
    );
  });

  it.each([undefined, ''])('in the emulator, %j means the local site, and any loopback origin is allowed', (value) => {
    const config = configFromEnv({ ...EMULATOR, SITE_ORIGINS: value });
    expect(config.siteOrigins).toEqual(['http://localhost:3000']);
    expect(EMULATOR_SITE_ORIGIN).toBe('http://localhost:3000');
    expect(config.allowLoopbackOrigins).toBe(true);
  });

  it('a configured production is never given a localhost origin or loopback', () => {
    const config = configFromEnv({ ...PRODUCTION, SITE_ORIGINS: 'https://devbench.example, https://www.devbench.example/' });
    expect(config.siteOrigins).toEqual(['https://devbench.example', 'https://www.devbench.example']);
    expect(config.allowLoopbackOrigins).toBe(false);
  });

  it.each([
    ['https://devbench.example', ['https://devbench.example']],
    ['https://devbench.example/', ['https://devbench.example']],
    ['https://devbench.example//', ['https://devbench.example']],
    ['http://localhost:3000', ['http://localhost:3000']],
    ['https://devbench.example:8443,https://b.example', ['https://devbench.example:8443', 'https://b.example']],
    ['http://[::1]:3000', ['http://[::1]:3000']],
    ['https://xn--bcher-kva.example', ['https://xn--bcher-kva.example']],
  ])('accepts %j as %j', (value, origins) => {
    expect(configFromEnv({ ...PRODUCTION, SITE_ORIGINS: value }).siteOrigins).toEqual(origins);
  });

  it.each([
    ['devbench.example', '"devbench.example" is not a URL'],
    ['not a url', '"not a url" is not a URL'],
    ['//devbench.example', '"//devbench.example" is not a URL'],
    [
      'https://devbench.example/app',
      '"https://devbench.example/app" is not an origin (scheme://host[:port], nothing after it): use https://devbench.example',
    ],
    ['https://devbench.example/pricing/', '"https://devbench.example/pricing" is not an origin'],
    ['https://devbench.example?x=1', 'is not an origin'],
    ['https://devbench.example#top', 'is not an origin'],
    ['https://Devbench.example', 'use https://devbench.example'],
    ['https://devbench.example:443', 'use https://devbench.example'],
    ['ftp://devbench.example', '"ftp://devbench.example" is not an http(s) address'],
    ['javascript:alert(1)', 'is not an http(s) address'],
    ['file:///etc', 'is not an http(s) address'],
    ['https://user:pw@devbench.example', 'holds a user name or password'],
  ])('refuses %j, in production and in the emulator', (value, says) => {
    for (const env of [PRODUCTION, EMULATOR]) {
      const listed = problems({ ...env, SITE_ORIGINS: value });
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatch(/^SITE_ORIGINS: "/);
      expect(listed[0]).toContain(says);
    }
  });

  it('names each bad origin of a list, and keeps none of it', () => {
    expect(problems({ ...PRODUCTION, SITE_ORIGINS: 'https://ok.example, ok.example, https://ok.example/x' })).toEqual([
      'SITE_ORIGINS: "ok.example" is not a URL.',
      'SITE_ORIGINS: "https://ok.example/x" is not an origin (scheme://host[:port], nothing after it): use https://ok.example.',
    ]);
  });
});

describe('the other settings', () => {
  it('defaults the rest when unset', () => {
    expect(configFromEnv({ ...PRODUCTION, ...ORIGIN })).toEqual({
      siteIds: ['devbench'],
      siteOrigins: ['https://devbench.example'],
      allowLoopbackOrigins: false,
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      prices: { monthly: undefined, yearly: undefined },
      stripeApi: undefined,
      newsletterPerMinute: 10,
      apiPerMinute: 120,
      kidsCreatePerUserPerMinute: 30,
      billingPerUserPerMinute: 10,
      blobsPerMinute: 20,
      blobsPerUserPerMinute: 30,
    });
  });

  it.each([
    'NEWSLETTER_PER_MINUTE',
    'API_PER_MINUTE',
    'KIDSCREATE_PER_USER_PER_MINUTE',
    'BILLING_PER_USER_PER_MINUTE',
    'BLOBS_PER_MINUTE',
    'BLOBS_PER_USER_PER_MINUTE',
  ])('%s: a positive whole number is taken, anything else refused (it fell back to the default before)', (name) => {
    const key =
      (
        {
          NEWSLETTER_PER_MINUTE: 'newsletterPerMinute',
          API_PER_MINUTE: 'apiPerMinute',
          BLOBS_PER_MINUTE: 'blobsPerMinute',
          BLOBS_PER_USER_PER_MINUTE: 'blobsPerUserPerMinute',
        } as Record<string, string>
      )[name] ?? '';
    if (key) expect(configFromEnv({ ...PRODUCTION, ...ORIGIN, [name]: ' 7 ' })).toMatchObject({ [key]: 7 });
    for (const bad of ['0', '-1', '1.5', 'abc', '10 per minute', '1e400', 'Infinity']) {
      expect(problems({ ...PRODUCTION, ...ORIGIN, [name]: bad })).toEqual([`${name} must be a positive whole number (got "${bad}").`]);
    }
  });

  it('SITE_IDS: ids that can name a document and a path segment, else refused', () => {
    expect(configFromEnv({ ...PRODUCTION, ...ORIGIN, SITE_IDS: 'devbench, kids-site' }).siteIds).toEqual(['devbench', 'kids-site']);
    for (const bad of ['a/b', '..', '.hidden', 'dév', 'x'.repeat(101)]) {
      expect(problems({ ...PRODUCTION, ...ORIGIN, SITE_IDS: bad })).toEqual([
        `SITE_IDS: "${bad}" is not a site id (1 to 100 letters, digits, dots, dashes or underscores).`,
      ]);
    }
  });

  it('STRIPE_PRICE_*: a price id is taken, a product id or two ids refused', () => {
    const env = { ...PRODUCTION, ...ORIGIN, STRIPE_PRICE_MONTHLY: ' price_123 ', STRIPE_PRICE_YEARLY: '' };
    expect(configFromEnv(env).prices).toEqual({ monthly: 'price_123', yearly: undefined });
    expect(problems({ ...PRODUCTION, ...ORIGIN, STRIPE_PRICE_YEARLY: 'prod_123' })).toEqual([
      'STRIPE_PRICE_YEARLY is a product id ("prod_123"): use the id of its price (price_…).',
    ]);
    expect(problems({ ...PRODUCTION, ...ORIGIN, STRIPE_PRICE_MONTHLY: 'price_1 price_2' })).toHaveLength(1);
  });

  it('STRIPE_API_BASE: read in the emulator only, and only an http(s) URL', () => {
    expect(configFromEnv({ ...EMULATOR, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripeApi).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(problems({ ...EMULATOR, STRIPE_API_BASE: '127.0.0.1:12111' })).toEqual([
      'STRIPE_API_BASE must be an http(s) URL such as http://127.0.0.1:12111 (got "127.0.0.1:12111").',
    ]);
    expect(problems({ ...PRODUCTION, ...ORIGIN, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_BASE is set: it is for a local Stripe stand-in and is only read in the emulator.',
    ]);
  });

  it('lists every problem at once, in one message', () => {
    expect(() => configFromEnv({ ...PRODUCTION, API_PER_MINUTE: 'lots', SITE_IDS: 'a/b' })).toThrow(
      "The API's settings (functions/.env.<project>, or the environment) are not usable:\n" +
        '- SITE_IDS: "a/b" is not a site id (1 to 100 letters, digits, dots, dashes or underscores).\n' +
        '- SITE_ORIGINS is not set: outside the emulator it is required, the comma-separated origins of the site (e.g. https://devbench.dev), which CORS allows and Stripe returns to.\n' +
        '- API_PER_MINUTE must be a positive whole number (got "lots").',
    );
  });
});
