import { fail, ok, type Result } from '@/lib/result';
import { BEARER, EMPTY_CURL_STATE, HTTP_METHODS, JSON_TYPE, relevantCurlState, SECONDS, type CurlState, type HttpMethod } from './curl-command.core';
import type { ParsedCommand } from './mysql-command.core';
import { parsePipeline, programName } from '@/lib/shell-words';

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

  const s: CurlState = { ...EMPTY_CURL_STATE };
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
      case 'form-string': {
        const v = value ?? '';
        const text = v.slice(v.indexOf('=') + 1);
        if (v.includes('=') && (text.startsWith('@') || text.startsWith('<')))
          warnings.push(`${shown} ${v} sends the text literally; the form reads a value starting with @ or < as a file, so it was left out.`);
        else forms.push(v);
        break;
      }
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
