import { firebaseSettings } from '@/lib/firebase-settings';
import { site } from '@/lib/site';

/**
 * The Content-Security-Policy of every page, from the same build-time settings the site uses (its API
 * host, Firebase or the emulators, analytics). The page carries it in a <meta> at the top of <head>,
 * because the hashes of its inline scripts (Next's flight data, the head scripts) differ from page to
 * page: the layout renders the policy with INLINE_SCRIPT_HASHES in script-src into
 * <meta name="devbench-csp">, and scripts/csp-hashes.mjs (postbuild) writes the real
 * <meta http-equiv="Content-Security-Policy"> from it, with the hashes of the page's own inline scripts. What a <meta> cannot carry
 * (frame-ancestors) and what is the same for every response comes as an HTTP header from
 * scripts/security-headers.mjs.
 */

/** The name of the <meta> that carries the unfinished policy to postbuild. */
export const CSP_SOURCE_META = 'devbench-csp';

/** Stands in for the page's inline-script hashes until postbuild computes them. */
export const INLINE_SCRIPT_HASHES = "'inline-script-hashes'";

/** Firebase's own endpoints, used by Auth and Firestore in production. */
const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://www.googleapis.com',
];

const origin = (url: string): string | null => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

const emulatorOrigin = (hostOrUrl: string) => origin(/^https?:\/\//.test(hostOrUrl) ? hostOrUrl : `http://${hostOrUrl}`);

export interface PolicySettings {
  apiHost: string;
  useEmulators: boolean;
  authDomain: string;
  authEmulator: string;
  firestoreEmulator: string;
  gaId: string;
  simpleAnalytics: boolean;
}

export const defaultPolicySettings: PolicySettings = {
  apiHost: site.apiHost,
  useEmulators: firebaseSettings.useEmulators,
  authDomain: firebaseSettings.options.authDomain,
  authEmulator: firebaseSettings.authEmulator,
  firestoreEmulator: firebaseSettings.firestoreEmulator,
  gaId: site.gaId,
  simpleAnalytics: site.simpleAnalytics,
};

/** The policy as directive → sources, in the order written. */
export function policyDirectives(s: PolicySettings = defaultPolicySettings): [string, string[]][] {
  const uniq = (list: (string | null | false)[]) => [...new Set(list.filter((x): x is string => !!x))];
  const firebaseConnect = s.useEmulators ? [emulatorOrigin(s.authEmulator), emulatorOrigin(s.firestoreEmulator)] : FIREBASE_CONNECT;
  // Sign-in with Google opens Firebase's helper frame (the Auth emulator's in local runs), which loads gapi.
  const authFrame = s.useEmulators ? emulatorOrigin(s.authEmulator) : `https://${s.authDomain}`;
  const ga = !!s.gaId;
  const sa = s.simpleAnalytics;
  return [
    ['default-src', ["'self'"]],
    [
      'script-src',
      uniq([
        "'self'",
        INLINE_SCRIPT_HASHES,
        'https://apis.google.com',
        ga && 'https://www.googletagmanager.com',
        sa && 'https://scripts.simpleanalyticscdn.com',
      ]),
    ],
    // Mantine sets CSS variables in style attributes and <style> tags; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Images a user's own Markdown or SVG points at, and Google account pictures.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'data:', 'blob:']],
    [
      'connect-src',
      uniq([
        "'self'",
        origin(s.apiHost),
        ...firebaseConnect,
        ga && 'https://*.google-analytics.com',
        ga && 'https://*.analytics.google.com',
        ga && 'https://www.googletagmanager.com',
        sa && 'https://queue.simpleanalyticscdn.com',
      ]),
    ],
    ['worker-src', ["'self'"]],
    // The code sandboxes (/sandbox/frame.html, /sandbox/python.html) and the sign-in helper.
    ['frame-src', uniq(["'self'", authFrame])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/** The policy text, with INLINE_SCRIPT_HASHES where the page's hashes go. */
export function contentSecurityPolicy(s: PolicySettings = defaultPolicySettings): string {
  return policyDirectives(s)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
