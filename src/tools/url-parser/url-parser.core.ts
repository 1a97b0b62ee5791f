import { fail, ok, type Result } from '@/lib/result';

/** One query parameter, decoded (`+` read as a space, percent escapes as UTF-8), in the order of the URL. */
export interface QueryParam {
  key: string;
  value: string;
}

export interface ParsedUrl {
  /** The URL as the WHATWG parser normalises it. */
  href: string;
  /** Without the trailing colon: `https`, `mailto`. */
  scheme: string;
  username: string;
  password: string;
  /** Host name (an IPv6 literal keeps its brackets); empty for URLs without a host such as `mailto:`. */
  host: string;
  /** The explicit port, or '' when the URL has none (or gives its scheme's default, which the parser drops). */
  port: string;
  /** The scheme's default port (`443` for https), or '' when the scheme has none. */
  defaultPort: string;
  /** The path as written in the URL (percent-encoded). */
  path: string;
  /** The path's segments, decoded. */
  segments: string[];
  /** The query string without its `?`. */
  query: string;
  params: QueryParam[];
  /** The fragment without its `#`, decoded. */
  fragment: string;
  origin: string;
}

/** Default ports of the WHATWG "special" schemes (file has none). */
export const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443', ws: '80', wss: '443', ftp: '21' };

/** decodeURIComponent that keeps malformed escapes as written instead of throwing. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
/** Code points the WHATWG host parser forbids in a domain (after percent-decoding), plus controls. */
const FORBIDDEN_HOST = /[\u0000-\u0020#%/:<>?@[\\\]^|\u007f]/;

/**
 * Says why `new URL` rejected a text, and where (a 1-based column in the trimmed text): no scheme, a port
 * that is not a number from 0 to 65535, a host with forbidden characters or an unclosed IPv6 bracket.
 */
export function diagnoseUrl(text: string): { message: string; column: number } {
  const scheme = SCHEME.exec(text);
  if (!scheme) {
    const looksLikeHost = /^[\w.-]+\.[a-z]{2,}(?:[:/?#]|$)/i.test(text) || text.startsWith('//');
    return {
      message: `The URL has no scheme: it must start with one such as https: (${looksLikeHost ? `try https://${text.replace(/^\/\//, '')}` : 'a relative path needs a base URL'})`,
      column: 1,
    };
  }
  const afterScheme = scheme[0].length;
  if (text.startsWith('//', afterScheme) || /^(?:https?|wss?|ftp):/i.test(scheme[0])) {
    const authStart = afterScheme + (text.startsWith('//', afterScheme) ? 2 : 0);
    const authEnd = (() => {
      const m = /[/?#\\]/.exec(text.slice(authStart));
      return m ? authStart + m.index : text.length;
    })();
    const authority = text.slice(authStart, authEnd);
    const at = authority.lastIndexOf('@');
    const hostStart = authStart + at + 1;
    const hostPort = authority.slice(at + 1);
    if (hostPort === '' && /^(?:https?|wss?|ftp):/i.test(scheme[0])) {
      return { message: `The URL has no host after "${text.slice(0, authStart)}"`, column: authStart + 1 };
    }
    let hostEnd: number;
    if (hostPort.startsWith('[')) {
      const close = hostPort.indexOf(']');
      if (close < 0) return { message: 'The IPv6 address in the host has no closing "]"', column: hostStart + 1 };
      hostEnd = close + 1;
      const literal = hostPort.slice(1, close);
      if (!/^[0-9a-fA-F:.]+$/.test(literal) || !literal.includes(':')) {
        return { message: `"[${literal}]" is not a valid IPv6 address`, column: hostStart + 1 };
      }
    } else {
      const colon = hostPort.indexOf(':');
      hostEnd = colon < 0 ? hostPort.length : colon;
      const host = hostPort.slice(0, hostEnd);
      const bad = FORBIDDEN_HOST.exec(host);
      if (bad) {
        const shown =
          bad[0] === ' '
            ? 'a space'
            : /[\u0000-\u001f\u007f]/.test(bad[0])
              ? `the control character U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
              : `"${bad[0]}"`;
        return { message: `The host "${host}" contains ${shown}, which a host name cannot contain`, column: hostStart + bad.index + 1 };
      }
      if (/^[\d.]+$/.test(host) && host.split('.').some((p) => p !== '' && Number(p) > 255)) {
        return { message: `"${host}" is not a valid IPv4 address (each part is 0 to 255)`, column: hostStart + 1 };
      }
    }
    const rest = hostPort.slice(hostEnd);
    if (rest.startsWith(':')) {
      const port = rest.slice(1);
      const portColumn = hostStart + hostEnd + 2;
      if (!/^\d*$/.test(port)) {
        const i = port.search(/\D/);
        return { message: `The port "${port}" is not a number (a port is digits only, 0 to 65535)`, column: portColumn + i };
      }
      if (port !== '' && Number(port) > 65535) {
        return { message: `The port ${port} is out of range (a port is 0 to 65535)`, column: portColumn };
      }
    }
    if (hostPort !== '' && !/^(?:https?|wss?|ftp):/i.test(scheme[0])) {
      return { message: `The host "${hostPort}" is not valid`, column: hostStart + 1 };
    }
    return { message: 'The host is not a valid domain or IP address', column: hostStart + 1 };
  }
  return { message: 'This is not a valid URL', column: 1 };
}

/** Splits and decodes a URL with the browser's own WHATWG parser; empty text gives null (nothing to show). */
export function parseUrl(input: string): Result<ParsedUrl | null> {
  const text = input.trim();
  if (text === '') return ok(null);
  if (/[\r\n]/.test(text)) {
    const at = text.search(/[\r\n]/);
    return fail('A URL is one line: remove the line break (or paste one URL at a time)', { line: 1, column: at + 1 });
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    const why = diagnoseUrl(text);
    // Leading spaces were trimmed: columns refer to the input as typed.
    const lead = input.length - input.trimStart().length;
    return fail(why.message, { line: 1, column: why.column + lead });
  }
  const scheme = url.protocol.replace(/:$/, '');
  const path = url.pathname;
  // Opaque paths (mailto:a@b, data:…) have no segments; hierarchical ones start with '/'.
  const segments = path.startsWith('/') ? path.slice(1).split('/').map(safeDecode) : [];
  const params: QueryParam[] = [];
  for (const [key, value] of new URLSearchParams(url.search)) params.push({ key, value });
  return ok({
    href: url.href,
    scheme,
    username: safeDecode(url.username),
    password: safeDecode(url.password),
    host: url.hostname,
    port: url.port,
    defaultPort: DEFAULT_PORTS[scheme] ?? '',
    path,
    segments: path === '/' ? [] : segments,
    query: url.search.replace(/^\?/, ''),
    params,
    fragment: safeDecode(url.hash.replace(/^#/, '')),
    origin: url.origin,
  });
}

/**
 * The URL with its query replaced by these parameters, encoded as application/x-www-form-urlencoded
 * (URLSearchParams: a space becomes `+`); repeated keys stay in their order. No parameters drops the `?`.
 */
export function rebuildUrl(href: string, params: readonly QueryParam[]): string {
  const url = new URL(href);
  const search = new URLSearchParams();
  for (const p of params) search.append(p.key, p.value);
  url.search = search.toString();
  return url.href;
}

/** The fields as text lines (`name: value`), for Copy. */
export function describeUrl(p: ParsedUrl): string {
  const lines = [
    `scheme: ${p.scheme}`,
    `username: ${p.username}`,
    `password: ${p.password}`,
    `host: ${p.host}`,
    `port: ${p.port || (p.defaultPort ? `${p.defaultPort} (default)` : '')}`,
    `path: ${p.path}`,
    ...p.segments.map((s, i) => `  segment ${i + 1}: ${s}`),
    `query: ${p.query}`,
    ...p.params.map((q) => `  ${q.key} = ${q.value}`),
    `fragment: ${p.fragment}`,
  ];
  return `${lines.join('\n')}\n`;
}
