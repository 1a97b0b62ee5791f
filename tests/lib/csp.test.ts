import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, INLINE_SCRIPT_HASHES, policyDirectives, type PolicySettings } from '@/lib/csp';
// @ts-expect-error: plain ESM build scripts without type declarations
import { applyScriptHashes, inlineScriptHashes } from '../../scripts/csp-hashes.mjs';
// @ts-expect-error: as above
import { firebaseHeaders, headersFor } from '../../scripts/security-headers.mjs';

const local: PolicySettings = {
  apiHost: 'http://127.0.0.1:5001/demo-devbench/us-central1/api',
  useEmulators: true,
  authDomain: 'demo-devbench.firebaseapp.com',
  authEmulator: 'http://127.0.0.1:9099',
  firestoreEmulator: '127.0.0.1:8080',
  gaId: '',
  simpleAnalytics: false,
};
const directive = (s: PolicySettings, name: string) => policyDirectives(s).find(([n]) => n === name)?.[1] ?? [];

describe('the page policy', () => {
  it('allows scripts only from the site, its hashes and the sign-in helper: no unsafe-inline or eval', () => {
    const scripts = directive(local, 'script-src');
    expect(scripts).toEqual(["'self'", INLINE_SCRIPT_HASHES, 'https://apis.google.com']);
    expect(contentSecurityPolicy(local)).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(local, 'object-src')).toEqual(["'none'"]);
  });

  it('connects to the emulators and the API host locally, to Firebase in production', () => {
    expect(directive(local, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:5001', 'http://127.0.0.1:9099', 'http://127.0.0.1:8080']);
    expect(directive(local, 'frame-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    const prod = { ...local, apiHost: '/api', useEmulators: false, authDomain: 'devbench.example.com' };
    expect(directive(prod, 'connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://www.googleapis.com',
    ]);
    expect(directive(prod, 'frame-src')).toEqual(["'self'", 'https://devbench.example.com']);
  });

  it('lets a tool page connect to nothing broader than the site, the API, Firebase and configured analytics (issue 32)', () => {
    const prod = { ...local, apiHost: 'https://api.devbench.example.com', useEmulators: false, gaId: 'G-TEST', simpleAnalytics: true };
    expect(directive(prod, 'connect-src')).toEqual([
      "'self'",
      'https://api.devbench.example.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://www.googleapis.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
      'https://queue.simpleanalyticscdn.com',
    ]);
    // No scheme-wide source (https:, http:, data:, blob:, ws:) or bare wildcard, whatever the settings.
    for (const settings of [local, prod, { ...prod, useEmulators: true }, { ...local, gaId: 'G-TEST' }])
      for (const source of directive(settings, 'connect-src'))
        expect(source, source).toMatch(/^(?:'self'|https?:\/\/(?:\*\.)?[a-z0-9.-]+[a-z0-9](?::\d+)?)$/);
  });

  it('adds analytics hosts only when analytics is configured', () => {
    expect(contentSecurityPolicy(local)).not.toMatch(/google-analytics|simpleanalytics/);
    const ga = { ...local, gaId: 'G-TEST', simpleAnalytics: true };
    expect(directive(ga, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(ga, 'script-src')).toContain('https://scripts.simpleanalyticscdn.com');
    expect(directive(ga, 'connect-src')).toContain('https://*.google-analytics.com');
  });
});

describe('inline-script hashes (postbuild)', () => {
  const policy = contentSecurityPolicy(local).replace(/'/g, '&#x27;');
  const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script><meta name="devbench-csp" content="${policy}"/><script>one()</script><script type="application/ld+json">{"a":1}</script></head><body><script>self.__next_f.push([1,"x"])</script><script>one()</script></body></html>`;

  it('hashes each distinct inline script, not external ones or JSON-LD', () => {
    // sha256 of "one()" and of the flight push, as a browser computes them
    expect(inlineScriptHashes(page)).toEqual([
      "'sha256-HR7iaask9daLMRRskMI++QeJtjWDOjyPA6lGzYGzKW4='",
      "'sha256-G8L1SiKTJMbDlG4FGFKHgqgbC5cAhf7b3dVem2cCN2c='",
    ]);
  });

  it('puts the completed policy right after the charset, before every script', () => {
    const out = applyScriptHashes(page);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(out)!;
    expect(out.indexOf(meta[0])).toBe(out.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(meta[1]).toContain("script-src 'self' 'sha256-HR7iaask9daLMRRskMI++QeJtjWDOjyPA6lGzYGzKW4=' 'sha256-");
    expect(meta[1]).not.toContain('inline-script-hashes');
    expect(out.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(() => applyScriptHashes(out)).toThrow(/already has a policy/);
  });

  it('refuses a page without the policy', () => {
    expect(() => applyScriptHashes('<html><head></head><body><script>x()</script></body></html>')).toThrow(/no <meta name="devbench-csp">/);
  });
});

describe('response headers', () => {
  it('firebase.json carries exactly the rules serve.mjs applies', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: unknown } };
    expect(config.hosting.headers).toEqual(firebaseHeaders());
  });

  it('forbids framing the site but lets it frame its sandbox, which gets its own policy', () => {
    const page = headersFor('/json_formatter/');
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Cache-Control']).toBeUndefined();
    const sandbox = headersFor('/sandbox/frame.html');
    expect(sandbox['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(sandbox['Content-Security-Policy']).toContain("'unsafe-eval'");
    expect(headersFor('/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/vendor/pyodide/pyodide.mjs')['Access-Control-Allow-Origin']).toBe('*');
    expect(headersFor('/json_formatter/')['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('lets sandboxed code reach no other origin: no network for JavaScript, only this site for Python', () => {
    const directive = (path: string, name: string) =>
      (headersFor(path)['Content-Security-Policy'] as string)
        .split(';')
        .map((d: string) => d.trim().split(/\s+/))
        .find(([n]: string[]) => n === name)
        ?.slice(1);
    expect(directive('/sandbox/frame.html', 'connect-src')).toEqual(['data:', 'blob:']);
    expect(directive('/sandbox/python.html', 'connect-src')).toEqual(["'self'", 'data:', 'blob:']);
    for (const path of ['/sandbox/frame.html', '/sandbox/python.html']) {
      expect(directive(path, 'img-src')).toEqual(['data:', 'blob:']);
      expect(directive(path, 'default-src')).toEqual(["'none'"]);
      // No scheme-wide or wildcard source anywhere in the policy.
      expect(headersFor(path)['Content-Security-Policy']).not.toMatch(/(^|\s)(https?:|wss?:|\*)(\s|;|$)/);
    }
  });

  it('lets no HTTP cache answer for the service worker, so every visit sees a new deploy', () => {
    expect(headersFor('/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor('/sw.json')['Cache-Control']).toBeUndefined();
    expect(headersFor('/docs/sw.js')['Cache-Control']).toBeUndefined();
  });
});
