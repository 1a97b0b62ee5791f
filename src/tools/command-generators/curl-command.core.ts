import { fail, ok, type Result } from '@/lib/result';
import type { BuiltCommand, Explained, ParsedCommand } from './mysql-command.core';
import { layoutCommand, parsePipeline, programName, quote } from './shell-words.core';

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
const EMPTY: CurlState = {
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

const JSON_TYPE = /^content-type:\s*application\/json\b/i;
const BEARER = /^authorization:\s*bearer\s+(.*)$/i;
const SECONDS = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

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
  for (const h of lines(s.headers)) if (!/^[^:;\s]+\s*[:;]/.test(h)) return `Headers: "${h}" should look like Name: value`;
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
  for (const h of headers) parts.push({ code: `-H ${quote(h, true)}`, text: `Send the request header ${h.split(/[:;]/)[0]}.` });
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
    for (const f of lines(s.body))
      parts.push({
        code: `--data-urlencode ${quote(f, true)}`,
        text: `Percent-encode the value of ${f.split('=')[0] || 'this field'} and add it to an application/x-www-form-urlencoded body.`,
      });
  else if (s.bodyType === 'form')
    for (const f of lines(s.body)) {
      const value = f.slice(f.indexOf('=') + 1);
      parts.push({
        code: `-F ${quote(f, true)}`,
        text: value.startsWith('@')
          ? `Upload the file ${value.slice(1)} as the multipart field ${f.split('=')[0]}.`
          : value.startsWith('<')
            ? `Send the contents of ${value.slice(1)} as the text of field ${f.split('=')[0]}.`
            : `Add the multipart/form-data field ${f.split('=')[0]}.`,
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

/** Long options of curl that take a value, and the short letters that do. */
const LONG_VALUE = new Set([
  'url',
  'request',
  'header',
  'data',
  'data-raw',
  'data-binary',
  'data-ascii',
  'data-urlencode',
  'json',
  'form',
  'form-string',
  'user',
  'oauth2-bearer',
  'connect-timeout',
  'max-time',
  'output',
  'user-agent',
  'referer',
  'cookie',
  'cookie-jar',
  'cacert',
  'capath',
  'cert',
  'cert-type',
  'key',
  'key-type',
  'ciphers',
  'config',
  'dns-servers',
  'interface',
  'limit-rate',
  'local-port',
  'max-filesize',
  'max-redirs',
  'noproxy',
  'pass',
  'proxy',
  'proxy-user',
  'range',
  'request-target',
  'resolve',
  'retry',
  'retry-delay',
  'retry-max-time',
  'trace',
  'trace-ascii',
  'upload-file',
  'url-query',
  'write-out',
  'dump-header',
  'stderr',
  'unix-socket',
  'abstract-unix-socket',
  'connect-to',
  'expect100-timeout',
  'keepalive-time',
  'speed-limit',
  'speed-time',
  'time-cond',
  'output-dir',
  'variable',
  'aws-sigv4',
  'hostpubmd5',
  'pinnedpubkey',
  'proto',
  'proto-redir',
  'quote',
]);
const SHORT: Record<string, string> = {
  X: 'request',
  H: 'header',
  d: 'data',
  F: 'form',
  u: 'user',
  m: 'max-time',
  o: 'output',
  A: 'user-agent',
  e: 'referer',
  b: 'cookie',
  c: 'cookie-jar',
  E: 'cert',
  K: 'config',
  r: 'range',
  T: 'upload-file',
  w: 'write-out',
  D: 'dump-header',
  x: 'proxy',
  U: 'proxy-user',
  Y: 'speed-limit',
  y: 'speed-time',
  z: 'time-cond',
  Q: 'quote',
  C: 'continue-at',
  P: 'ftp-port',
  t: 'telnet-option',
  L: 'location',
  k: 'insecure',
  v: 'verbose',
  I: 'head',
  G: 'get',
  s: 'silent',
  S: 'show-error',
  i: 'include',
  f: 'fail',
  O: 'remote-name',
  '#': 'progress-bar',
};
const SHORT_VALUE = new Set([
  'X',
  'H',
  'd',
  'F',
  'u',
  'm',
  'o',
  'A',
  'e',
  'b',
  'c',
  'E',
  'K',
  'r',
  'T',
  'w',
  'D',
  'x',
  'U',
  'Y',
  'y',
  'z',
  'Q',
  'C',
  'P',
  't',
]);

/** Reads a pasted curl command (as from a browser's "Copy as cURL") back into the form. */
export function parseCurlCommand(text: string): Result<ParsedCommand<CurlState>> {
  const parsed = parsePipeline(text);
  if (!parsed.ok) return parsed;
  const { commands, rest } = parsed.value;
  const cmd = commands[0];
  if (programName(cmd.words[0].value) !== 'curl') return fail('This is not a curl command: it should start with curl');
  const warnings: string[] = [];
  if (rest) warnings.push('Only the first command was read; what follows ;, && or a new line was ignored.');
  if (commands.length > 1) warnings.push('The pipe after curl was ignored.');
  if (cmd.redirects.some((r) => r.op === '>' || r.op === '>>')) warnings.push('The shell redirection > was ignored; the form writes a file with -o.');

  const s: CurlState = { ...EMPTY };
  const headers: string[] = [];
  const urls: string[] = [];
  const data: { kind: 'data' | 'raw' | 'binary' | 'urlencode' | 'json'; value: string }[] = [];
  const forms: string[] = [];
  let method: string | null = null;
  let head = false;

  const apply = (name: string, value: string | null, shown: string): Result<null> => {
    switch (name) {
      case 'url':
        urls.push(value ?? '');
        break;
      case 'request':
        method = (value ?? '').toUpperCase();
        break;
      case 'head':
        head = true;
        break;
      case 'header':
        if ((value ?? '').startsWith('@')) warnings.push(`${shown} ${value} reads headers from a file; it was left out.`);
        else headers.push(value ?? '');
        break;
      case 'data':
      case 'data-ascii':
        data.push({ kind: 'data', value: value ?? '' });
        break;
      case 'data-raw':
        data.push({ kind: 'raw', value: value ?? '' });
        break;
      case 'data-binary':
        data.push({ kind: 'binary', value: value ?? '' });
        break;
      case 'data-urlencode':
        data.push({ kind: 'urlencode', value: value ?? '' });
        break;
      case 'json':
        data.push({ kind: 'json', value: value ?? '' });
        break;
      case 'form':
        forms.push(value ?? '');
        break;
      case 'user': {
        const v = value ?? '';
        const colon = v.indexOf(':');
        s.auth = 'basic';
        s.username = colon < 0 ? v : v.slice(0, colon);
        s.password = colon < 0 ? '' : v.slice(colon + 1);
        break;
      }
      case 'oauth2-bearer':
        s.auth = 'bearer';
        s.token = value ?? '';
        break;
      case 'location':
        s.follow = true;
        break;
      case 'insecure':
        s.insecure = true;
        break;
      case 'verbose':
        s.verbose = true;
        break;
      case 'compressed':
        s.compressed = true;
        break;
      case 'connect-timeout':
      case 'max-time':
        if (!SECONDS.test(value ?? '')) return fail(`${shown}: expected a number of seconds, got ${value}`);
        if (name === 'max-time') s.maxTime = value ?? '';
        else s.connectTimeout = value ?? '';
        break;
      case 'output':
        s.output = value ?? '';
        break;
      case 'user-agent':
        headers.push(`User-Agent: ${value}`);
        break;
      case 'referer':
        headers.push(`Referer: ${value}`);
        break;
      case 'cookie':
        if ((value ?? '').includes('=')) headers.push(`Cookie: ${value}`);
        else warnings.push(`${shown} ${value} reads cookies from a file; it was left out.`);
        break;
      case 'get':
        warnings.push(`${shown} moves the data into the URL query; the form sends it as a body instead.`);
        break;
      default:
        warnings.push(`${shown} is not one of this form's options, so it was left out.`);
    }
    return ok(null);
  };

  const words = cmd.words.slice(1);
  for (let i = 0; i < words.length; i++) {
    const w = words[i].value;
    if (words[i].expands) warnings.push(`${w} contains $ or a backtick, which your shell would expand; it was kept as written.`);
    if (!w.startsWith('-') || w === '-') {
      urls.push(w);
      continue;
    }
    if (w.startsWith('--')) {
      let name = w.slice(2);
      let value: string | null = null;
      const eq = name.indexOf('=');
      if (eq > 0 && LONG_VALUE.has(name.slice(0, eq))) {
        value = name.slice(eq + 1);
        name = name.slice(0, eq);
        warnings.push(`curl does not accept --${name}=value; write --${name} value (read here as if you had).`);
      } else if (LONG_VALUE.has(name)) {
        if (i + 1 >= words.length) return fail(`${w} needs a value after it`);
        value = words[++i].value;
      }
      const r = apply(name, value, `--${name}`);
      if (!r.ok) return r;
      continue;
    }
    // Bundled short flags (-sSL); a letter taking a value takes the rest of the word or the next word.
    for (let j = 1; j < w.length; j++) {
      const letter = w[j];
      const name = SHORT[letter] ?? `-${letter}`;
      if (SHORT_VALUE.has(letter)) {
        let value = w.slice(j + 1);
        if (value === '') {
          if (i + 1 >= words.length) return fail(`-${letter} needs a value after it`);
          value = words[++i].value;
        }
        const r = apply(name, value, `-${letter}`);
        if (!r.ok) return r;
        break;
      }
      const r = apply(name, null, `-${letter}`);
      if (!r.ok) return r;
    }
  }

  if (urls.length === 0) return fail('The command has no URL');
  s.url = urls[0];
  if (urls.length > 1) warnings.push(`curl would fetch ${urls.length} URLs; the form keeps the first.`);

  // Authorization: Bearer becomes the token field.
  const bearerAt = headers.findIndex((h) => BEARER.test(h));
  if (bearerAt >= 0 && s.auth === 'none') {
    s.auth = 'bearer';
    s.token = BEARER.exec(headers[bearerAt])![1];
    headers.splice(bearerAt, 1);
  }

  // The body.
  if (forms.length && data.length) return fail('The command mixes -F (multipart) with -d (URL-encoded); curl refuses that too');
  if (forms.length) {
    s.bodyType = 'form';
    s.body = forms.join('\n');
  } else if (data.length) {
    const kinds = new Set(data.map((d) => d.kind));
    if (kinds.has('json')) {
      s.bodyType = 'json';
      s.body = data.map((d) => d.value).join('');
      if (!headers.some((h) => JSON_TYPE.test(h))) headers.unshift('Content-Type: application/json');
      if (!headers.some((h) => /^accept\s*:/i.test(h))) headers.push('Accept: application/json');
      if (data.length > 1) warnings.push('Several --json parts were joined into one body.');
    } else if ([...kinds].every((k) => k === 'urlencode')) {
      s.bodyType = 'urlencoded';
      s.body = data.map((d) => d.value).join('\n');
    } else if (data.length === 1 && data[0].value.startsWith('@') && data[0].kind !== 'raw') {
      s.bodyType = 'file';
      s.body = data[0].value.slice(1);
      if (data[0].kind === 'data') warnings.push('-d @file strips line breaks from the file; the form sends it unchanged with --data-binary.');
    } else {
      if (kinds.has('urlencode')) warnings.push('--data-urlencode parts were mixed with -d; they were joined as written, without encoding.');
      if (data.some((d) => d.kind !== 'raw' && d.value.startsWith('@')))
        warnings.push('A -d @file part was kept as the literal text, not the file contents.');
      const body = data.map((d) => d.value).join('&');
      const jsonHeader = headers.findIndex((h) => JSON_TYPE.test(h));
      if (jsonHeader >= 0) {
        s.bodyType = 'json';
        // The form adds this header itself when it is exactly the plain one.
        if (headers[jsonHeader] === 'Content-Type: application/json') headers.splice(jsonHeader, 1);
      } else s.bodyType = 'raw';
      s.body = body;
    }
  }

  if (head) {
    if (s.bodyType !== 'none') return fail('-I (HEAD) cannot be combined with a body');
    s.method = 'HEAD';
  } else if (method) {
    if (!HTTP_METHODS.includes(method as HttpMethod)) return fail(`-X ${method}: the form knows ${HTTP_METHODS.join(', ')}`);
    s.method = method as HttpMethod;
    if (s.method === 'HEAD' && s.bodyType !== 'none') return fail('-X HEAD cannot be combined with a body');
  } else s.method = s.bodyType === 'none' ? 'GET' : 'POST';

  s.headers = headers.join('\n');
  return ok({ state: relevantCurlState(s), warnings });
}
