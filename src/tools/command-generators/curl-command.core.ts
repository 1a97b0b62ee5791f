import { fail, ok, type Result } from '@/lib/result';
import type { BuiltCommand, Explained } from './mysql-command.core';
import { layoutCommand, quote } from '@/lib/shell-quote';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

export type BodyType = 'none' | 'raw' | 'json' | 'urlencoded' | 'form' | 'file';
export const BODY_TYPES: readonly { value: BodyType; label: string }[] = [
  { value: 'none', label: 'No body' },
  { value: 'json', label: 'JSON' },
  { value: 'raw', label: 'Raw text' },
  { value: 'urlencoded', label: 'Form, URL-encoded' },
  { value: 'form', label: 'Form, multipart (files)' },
  { value: 'file', label: 'From a file' },
];

export type AuthType = 'none' | 'basic' | 'bearer';

/** The form. `headers` holds one `Name: value` a line; form bodies one `name=value` a line. */
export interface CurlState {
  url: string;
  method: HttpMethod;
  headers: string;
  bodyType: BodyType;
  /** The body text, the form fields, or the file name (bodyType file). */
  body: string;
  auth: AuthType;
  username: string;
  password: string;
  token: string;
  follow: boolean;
  insecure: boolean;
  /** Seconds, as typed (curl accepts decimals); empty for none. */
  connectTimeout: string;
  maxTime: string;
  output: string;
  verbose: boolean;
  compressed: boolean;
}

export const CURL_DEFAULTS: CurlState = {
  url: 'https://api.example.com/v1/items',
  method: 'POST',
  headers: 'Accept: application/json',
  bodyType: 'json',
  body: '{"name": "widget", "qty": 3}',
  auth: 'bearer',
  username: '',
  password: '',
  token: 'YOUR_TOKEN',
  follow: true,
  insecure: false,
  connectTimeout: '',
  maxTime: '',
  output: '',
  verbose: false,
  compressed: false,
};

/** An empty form: what a parse starts from. */
export const EMPTY_CURL_STATE: CurlState = {
  url: '',
  method: 'GET',
  headers: '',
  bodyType: 'none',
  body: '',
  auth: 'none',
  username: '',
  password: '',
  token: '',
  follow: false,
  insecure: false,
  connectTimeout: '',
  maxTime: '',
  output: '',
  verbose: false,
  compressed: false,
};

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '');

export const JSON_TYPE = /^content-type:\s*application\/json\b/i;
export const BEARER = /^authorization:\s*bearer\s+(.*)$/i;
export const SECONDS = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The state with fields the choices do not use reset and lists normalised (what a parse gives back). */
export function relevantCurlState(s: CurlState): CurlState {
  const formLike = s.bodyType === 'form' || s.bodyType === 'urlencoded';
  // With a JSON body the form adds exactly this header itself.
  const headers = lines(s.headers).filter((h) => !(s.bodyType === 'json' && h === 'Content-Type: application/json'));
  return {
    ...s,
    url: s.url.trim(),
    headers: headers.join('\n'),
    body: s.bodyType === 'none' ? '' : formLike ? lines(s.body).join('\n') : s.body,
    username: s.auth === 'basic' ? s.username : '',
    password: s.auth === 'basic' ? s.password : '',
    token: s.auth === 'bearer' ? s.token.trim() : '',
  };
}

function validate(s: CurlState): string | null {
  const url = s.url.trim();
  if (url === '') return 'URL: enter the address to request';
  if (/\s/.test(url)) return 'URL: remove the spaces, or encode them as %20';
  if (url.startsWith('-')) return 'URL: an address cannot start with "-"';
  // curl reads "Name;" (nothing after the ;) as an empty header and silently drops any other line without a colon.
  for (const h of lines(s.headers)) if (!/^[^:;\s]+\s*(?::|;$)/.test(h)) return `Headers: "${h}" should look like Name: value`;
  if (s.bodyType !== 'none' && s.method === 'HEAD') return 'Body: a HEAD request has no body; choose another method or No body';
  if ((s.bodyType === 'form' || s.bodyType === 'urlencoded') && lines(s.body).length === 0) return 'Body: add at least one name=value line';
  if (s.bodyType === 'form') for (const f of lines(s.body)) if (!f.includes('=')) return `Body: the form field "${f}" needs a name=value`;
  if (s.bodyType === 'file' && s.body.trim() === '') return 'Body: name the file to send';
  if (s.auth === 'basic' && s.username === '') return 'User name: enter the user for basic auth';
  if (s.auth === 'basic' && s.username.includes(':'))
    return 'User name: curl splits user and password at the first ":", so a user name cannot contain one';
  if (s.auth === 'bearer' && s.token.trim() === '') return 'Token: enter the bearer token';
  if (s.auth === 'bearer' && /[\r\n]/.test(s.token)) return 'Token: a token cannot contain line breaks';
  if (s.connectTimeout !== '' && !SECONDS.test(s.connectTimeout)) return 'Connect timeout: use a number of seconds, such as 5 or 2.5';
  if (s.maxTime !== '' && !SECONDS.test(s.maxTime)) return 'Max time: use a number of seconds, such as 30';
  if (/\0/.test(Object.values(s).join(''))) return 'A field holds a NUL character, which no shell argument can carry';
  return null;
}

/** Builds the curl command line and the explanation of each part. */
export function buildCurlCommand(state: CurlState, multiline = false): Result<BuiltCommand> {
  const problem = validate(state);
  if (problem) return fail(problem);
  const s = relevantCurlState(state);
  const parts: Explained[] = [{ code: 'curl', text: 'curl sends one HTTP request per URL and prints the response body.' }];
  parts.push({ code: quote(s.url, true), text: 'The URL, in single quotes so that ? and & reach curl instead of the shell.' });

  const hasBody = s.bodyType !== 'none';
  if (s.method === 'HEAD')
    parts.push({ code: '-I', text: 'Send a HEAD request and print the response headers only (-X HEAD would wait for a body that never comes).' });
  else if (s.method === 'GET' && hasBody)
    parts.push({ code: '-X GET', text: 'Keep the GET method: sending a body would otherwise switch curl to POST.' });
  else if (s.method === 'POST' && !hasBody) parts.push({ code: '-X POST', text: 'Send a POST without a body.' });
  else if (s.method !== 'GET' && s.method !== 'POST') parts.push({ code: `-X ${s.method}`, text: `Use the ${s.method} method.` });
  else if (s.method === 'POST') parts.push({ code: '', text: 'No -X POST needed: sending a body makes curl use POST.' });

  const headers = lines(s.headers);
  if (s.bodyType === 'json' && !headers.some((h) => JSON_TYPE.test(h)))
    parts.push({
      code: `-H ${quote('Content-Type: application/json', true)}`,
      text: 'Tell the server the body is JSON; -d alone would label it application/x-www-form-urlencoded.',
    });
  for (const h of headers) {
    const name = h.split(/[:;]/)[0].trim();
    parts.push({
      code: `-H ${quote(h, true)}`,
      text: /^[^:]*:\s*$/.test(h)
        ? `Leave out the header ${name} (an empty value removes it, even one curl adds itself; write ${name}; to send it empty).`
        : h.endsWith(';') && !h.includes(':')
          ? `Send the header ${name} with an empty value.`
          : `Send the request header ${name}.`,
    });
  }
  if (s.auth === 'bearer')
    parts.push({
      code: `-H ${quote(`Authorization: Bearer ${s.token}`, true)}`,
      text: 'Authenticate with a bearer token (OAuth 2 access tokens, most API keys).',
    });
  if (s.auth === 'basic')
    parts.push({
      code: `-u ${quote(s.password === '' ? s.username : `${s.username}:${s.password}`, true)}`,
      text:
        s.password === ''
          ? 'HTTP basic auth as this user; curl asks for the password, so it stays out of your shell history.'
          : 'HTTP basic auth. The password ends up in your shell history: leave it empty to have curl prompt for it.',
    });

  if (s.bodyType === 'json') {
    try {
      JSON.parse(s.body);
    } catch (e) {
      parts.push({
        code: '',
        text: `Note: the body is not valid JSON (${e instanceof Error ? e.message : String(e)}); curl sends it anyway, the server will probably reject it.`,
      });
    }
  }
  if (s.bodyType === 'json' || s.bodyType === 'raw') {
    const at = s.body.startsWith('@');
    parts.push({
      code: `${at ? '--data-raw' : '-d'} ${quote(s.body, true)}`,
      text: at
        ? 'Send this text as the body; --data-raw, because -d would read a file named after the @.'
        : 'Send this text as the request body, exactly as written.',
    });
  } else if (s.bodyType === 'file')
    parts.push({
      code: `--data-binary ${quote(`@${s.body}`, true)}`,
      text: `Send the contents of ${s.body} as the body, byte for byte (-d @file would drop its line breaks).`,
    });
  else if (s.bodyType === 'urlencoded')
    for (const f of lines(s.body)) {
      // curl splits at the first =, or failing that at the first @ (name@file reads the value from a file).
      const eq = f.indexOf('=');
      const at = eq < 0 ? f.indexOf('@') : -1;
      parts.push({
        code: `--data-urlencode ${quote(f, true)}`,
        text:
          at >= 0
            ? `Read the file ${f.slice(at + 1)}, percent-encode it and add it ${at > 0 ? `as the value of ${f.slice(0, at)}` : 'without a name'} to an application/x-www-form-urlencoded body.`
            : eq > 0
              ? `Percent-encode the value of ${f.slice(0, eq)} and add it to an application/x-www-form-urlencoded body.`
              : `Percent-encode ${eq === 0 ? 'the text after the =' : 'this text'} and add it, without a name, to an application/x-www-form-urlencoded body.`,
      });
    }
  else if (s.bodyType === 'form')
    for (const f of lines(s.body)) {
      const value = f.slice(f.indexOf('=') + 1);
      // -F reads ;type=… and the like after a text value and strips a leading quoted string; --form-string does not.
      const literal = !value.startsWith('@') && !value.startsWith('<') && (value.includes(';') || value.startsWith('"'));
      parts.push({
        code: `${literal ? '--form-string' : '-F'} ${quote(f, true)}`,
        text: value.startsWith('@')
          ? `Upload the file ${value.slice(1)} as the multipart field ${f.split('=')[0]}.`
          : value.startsWith('<')
            ? `Send the contents of ${value.slice(1)} as the text of field ${f.split('=')[0]}.`
            : `Add the multipart/form-data field ${f.split('=')[0]}${literal ? ' exactly as written (--form-string: -F would read ; and a leading " as its own syntax)' : ''}.`,
      });
    }

  if (s.follow) parts.push({ code: '-L', text: 'Follow redirects (3xx responses with a Location header).' });
  if (s.insecure)
    parts.push({ code: '-k', text: 'Skip TLS certificate checks. Only for local testing: anyone on the path could read or change the traffic.' });
  if (s.compressed)
    parts.push({ code: '--compressed', text: 'Ask for a compressed response (gzip, deflate, br, zstd as built in) and decompress it.' });
  if (s.connectTimeout)
    parts.push({ code: `--connect-timeout ${s.connectTimeout}`, text: `Give up if the connection is not made within ${s.connectTimeout} s.` });
  if (s.maxTime) parts.push({ code: `--max-time ${s.maxTime}`, text: `Give up if the whole transfer takes longer than ${s.maxTime} s.` });
  if (s.output) parts.push({ code: `-o ${quote(s.output)}`, text: `Write the response body to ${s.output} instead of the terminal.` });
  if (s.verbose) parts.push({ code: '-v', text: 'Print the connection details and the request and response headers to stderr.' });

  const shown = parts.filter((p) => p.code !== '');
  return ok({
    command: layoutCommand(
      shown.map((p) => p.code),
      multiline,
    ),
    explain: parts,
  });
}
