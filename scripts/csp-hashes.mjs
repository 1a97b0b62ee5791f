// Writes each exported page's Content-Security-Policy <meta> from the policy the layout rendered into
// <meta name="devbench-csp"> (src/lib/csp.ts): the placeholder in script-src becomes the SHA-256 hashes of
// the page's own inline scripts (Next's flight data and bootstrap, the head scripts, the deferred-chunk
// loader), and the meta goes at the top of <head>, before any script. The source meta stays as React
// rendered it, so hydration finds what it expects. Run by postbuild after every other rewrite of a page.
import { createHash } from 'node:crypto';

const PLACEHOLDER = "'inline-script-hashes'";
const sourceMeta = /<meta name="devbench-csp" content="([^"]*)"\/>/;
// Inline classic scripts: no src, and no type other than JavaScript (JSON-LD is data, not run).
const inlineScript = /<script((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;

const decode = (s) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The hash sources of a page's inline scripts, in document order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(inlineScript)) {
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
    if (type && !/^(text|application)\/javascript$|^module$/.test(type)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** Returns the page with its policy complete and first in <head>; throws when the page has no policy. */
export function applyScriptHashes(html) {
  const m = sourceMeta.exec(html);
  if (!m) throw new Error('csp-hashes: the page has no <meta name="devbench-csp">; has the layout changed?');
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error('csp-hashes: the page already has a policy <meta>');
  const policy = decode(m[1]);
  if (!policy.includes(PLACEHOLDER)) throw new Error('csp-hashes: the policy has no placeholder for script hashes');
  const filled = policy.replace(PLACEHOLDER, inlineScriptHashes(html).join(' '));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${filled.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  // Right after the charset declaration (which must stay in the first 1,024 bytes), before any script.
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  const at = charset ? charset.index + charset[0].length : html.indexOf('<head>') + '<head>'.length;
  if (at < '<head>'.length) throw new Error('csp-hashes: the page has no <head>');
  const out = html.slice(0, at) + meta + html.slice(at);
  const firstScript = out.indexOf('<script');
  if (firstScript >= 0 && firstScript < at) throw new Error('csp-hashes: a script comes before the policy');
  return out;
}
