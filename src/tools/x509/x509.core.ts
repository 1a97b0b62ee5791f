import type * as X509 from '@peculiar/x509';
import type { Extension, X509Certificate } from '@peculiar/x509';
import { dataUriBytes, decodeBase64Text } from '@/lib/bytes-text';
import { bytesToHex } from '@/lib/hex';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { children, content, DerError, encoding, expectTag, integerBits, oidText, readTlv, stringValue, type Tlv } from '@/lib/der';

/**
 * Decodes PEM blocks (certificates, chains, certificate requests, public and private keys) or Base64 DER into a text
 * report: names as `openssl x509 -noout -subject -nameopt RFC2253,-esc_msb` prints them (RFC 2253 order and escapes,
 * UTF-8 kept as it is), serial in hex, validity with a countdown, key type and size, signature algorithm, SANs and
 * extensions in OpenSSL's wording, SHA-1 and SHA-256 fingerprints, and the order of a chain.
 * Parsing and signature checks are @peculiar/x509's (WebCrypto); exact bytes (names, serials, keys) are read here.
 */

export interface X509Options {
  /** The time the countdowns count from (milliseconds since 1970; default now). */
  now?: number;
  /** The password of a PKCS#12 (.p12/.pfx) input (default empty, as `openssl pkcs12 -passout pass:` makes). */
  password?: string;
}

/** One PEM block (or the whole input as DER): where it starts and what it holds. */
interface RawBlock {
  index: number;
  line: number;
  /** The PEM label (`CERTIFICATE`), or null for DER without one. */
  label: string | null;
  bytes: Uint8Array;
  /** Legacy PEM encryption (`Proc-Type: 4,ENCRYPTED`). */
  encrypted?: boolean;
}

const BEGIN = /-----BEGIN ([^\r\n-]*)-----/g;

/** Finds the blocks of the input, or the error of the first bad one. */
function splitBlocks(text: string): Result<RawBlock[]> {
  const data = dataUriBytes(text.trim());
  if (data)
    return data.ok ? ok([{ index: 1, line: 1, label: null, bytes: data.value }]) : fail(`The file is not valid Base64: ${data.error.message}`);
  BEGIN.lastIndex = 0;
  if (!BEGIN.test(text)) {
    const start = text.search(/\S/);
    const decoded = decodeBase64Text(text, Math.max(start, 0));
    if (!decoded.ok) {
      return {
        ok: false,
        error: {
          ...decoded.error,
          message: `No PEM block (-----BEGIN …-----) was found, and the input is not Base64 DER either: ${decoded.error.message}`,
        },
      };
    }
    return ok([{ index: 1, line: lineColumnAt(text, start).line, label: null, bytes: decoded.value }]);
  }
  const blocks: RawBlock[] = [];
  BEGIN.lastIndex = 0;
  let lineCount = 1;
  let counted = 0;
  for (let m = BEGIN.exec(text); m; m = BEGIN.exec(text)) {
    for (let i = counted; i < m.index; i++) if (text.charCodeAt(i) === 10) lineCount++;
    counted = m.index;
    const label = m[1].trim();
    const index = blocks.length + 1;
    const where = `Block ${index} (line ${lineCount})`;
    const endMarker = `-----END ${label}-----`;
    const bodyStart = m.index + m[0].length;
    const end = text.indexOf(endMarker, bodyStart);
    const nextBegin = text.indexOf('-----BEGIN ', bodyStart);
    if (end < 0 || (nextBegin >= 0 && nextBegin < end)) {
      return fail(`${where}: "-----BEGIN ${label}-----" has no "${endMarker}" line after it`, { line: lineCount, column: 1 });
    }
    // RFC 1421 headers (an encrypted traditional key) sit before a blank line.
    let from = bodyStart;
    const body = text.slice(bodyStart, end);
    const encrypted = /Proc-Type:\s*4,ENCRYPTED/i.test(body);
    if (/^\s*[A-Za-z-]+:/.test(body)) {
      const blank = /\r?\n[ \t]*\r?\n/.exec(body);
      from = blank ? bodyStart + blank.index + blank[0].length : end;
    }
    // The block alone is decoded (the decoder allocates for the whole text it is given); a place it reports is
    // then moved back into the whole input.
    const decoded = encrypted ? ok(new Uint8Array()) : decodeBase64Text(text.slice(from, end));
    if (!decoded.ok) {
      const { line, column } = decoded.error;
      const base = lineColumnAt(text, from);
      const place = line === undefined ? {} : { line: base.line + line - 1, column: line === 1 ? base.column + (column ?? 1) - 1 : column };
      return fail(`${where}: not valid Base64: ${decoded.error.message}`, place);
    }
    if (!encrypted && decoded.value.length === 0) return fail(`${where}: the block is empty`, { line: lineCount, column: 1 });
    blocks.push({ index, line: lineCount, label, bytes: decoded.value, encrypted });
    BEGIN.lastIndex = end + endMarker.length;
  }
  return ok(blocks);
}

// ---- names, as OpenSSL's -nameopt RFC2253 prints them ----

const ATTRIBUTE_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'serialNumber',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'street',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'title',
  '2.5.4.13': 'description',
  '2.5.4.15': 'businessCategory',
  '2.5.4.17': 'postalCode',
  '2.5.4.41': 'name',
  '2.5.4.42': 'GN',
  '2.5.4.43': 'initials',
  '2.5.4.44': 'generationQualifier',
  '2.5.4.46': 'dnQualifier',
  '2.5.4.65': 'pseudonym',
  '2.5.4.97': 'organizationIdentifier',
  '0.9.2342.19200300.100.1.1': 'UID',
  '0.9.2342.19200300.100.1.25': 'DC',
  '1.2.840.113549.1.9.1': 'emailAddress',
  '1.3.6.1.4.1.311.60.2.1.1': 'jurisdictionL',
  '1.3.6.1.4.1.311.60.2.1.2': 'jurisdictionST',
  '1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC',
};

/** RFC 2253 escapes, as OpenSSL's ESC_2253 and ESC_CTRL flags write them (bytes above 0x7f kept as UTF-8). */
function escapeValue(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) out += `\\${c.toString(16).toUpperCase().padStart(2, '0')}`;
    else if (',+"\\<>;'.includes(ch) || (i === 0 && (ch === '#' || ch === ' ')) || (i === value.length - 1 && ch === ' ')) out += `\\${ch}`;
    else out += ch;
  }
  return out;
}

/**
 * A Name (SEQUENCE OF RDN) in RFC 2253 form: last attribute first (OpenSSL reverses the attributes of a multi-valued RDN
 * too), `+` inside an RDN, unknown attributes as #hex.
 */
export function formatName(name: Tlv): string {
  return children(name)
    .reverse()
    .map((rdn) =>
      children(rdn)
        .reverse()
        .map((atv) => {
          const [type, value] = children(atv);
          const oid = oidText(expectTag(type, 6, 'An attribute type'));
          const short = ATTRIBUTE_NAMES[oid];
          const text = value ? stringValue(value) : null;
          if (!short || text === null) return `${short ?? oid}=#${value ? bytesToHex(encoding(value), { uppercase: true }) : ''}`;
          return `${short}=${escapeValue(text)}`;
        })
        .join('+'),
    )
    .join(',');
}

// ---- algorithms and keys ----

const SIGNATURE_ALGORITHMS: Record<string, string> = {
  '1.2.840.113549.1.1.4': 'md5WithRSAEncryption',
  '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption',
  '1.2.840.113549.1.1.10': 'rsassaPss',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption',
  '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption',
  '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.113549.1.1.14': 'sha224WithRSAEncryption',
  '1.2.840.10045.4.1': 'ecdsa-with-SHA1',
  '1.2.840.10045.4.3.1': 'ecdsa-with-SHA224',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256',
  '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384',
  '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
  '1.3.101.112': 'ED25519',
  '1.3.101.113': 'ED448',
  '1.2.840.10040.4.3': 'dsaWithSHA1',
  '2.16.840.1.101.3.4.3.2': 'dsa_with_SHA256',
  '1.2.156.10197.1.501': 'SM2-with-SM3',
};

const CURVES: Record<string, string> = {
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
  '1.3.132.0.33': 'P-224',
  '1.2.840.10045.3.1.1': 'P-192',
  '1.3.132.0.10': 'secp256k1',
  '1.3.36.3.3.2.8.1.1.7': 'brainpoolP256r1',
  '1.3.36.3.3.2.8.1.1.11': 'brainpoolP384r1',
  '1.3.36.3.3.2.8.1.1.13': 'brainpoolP512r1',
  '1.2.156.10197.1.301': 'SM2',
};

const RSA = '1.2.840.113549.1.1.1';
const RSA_PSS = '1.2.840.113549.1.1.10';
const EC = '1.2.840.10045.2.1';
const DSA = '1.2.840.10040.4.1';
const NAMED_KEYS: Record<string, string> = { '1.3.101.112': 'Ed25519', '1.3.101.113': 'Ed448', '1.3.101.110': 'X25519', '1.3.101.111': 'X448' };

const algorithmOid = (alg: Tlv) => oidText(expectTag(children(expectTag(alg, 16, 'An algorithm identifier'))[0], 6, 'An algorithm OID'));

function signatureName(alg: Tlv): string {
  const oid = algorithmOid(alg);
  return SIGNATURE_ALGORITHMS[oid] ?? oid;
}

function curveName(params: Tlv | undefined): string {
  if (!params) return 'EC (no curve named)';
  if (params.cls === 0 && params.tag === 6) {
    const oid = oidText(params);
    return `EC ${CURVES[oid] ?? oid}`;
  }
  return 'EC (explicit curve parameters)';
}

/** "RSA 2048", "EC P-256", "Ed25519" … from an algorithm identifier and the key's own structure. */
function keyName(alg: Tlv, rsaKey: () => Tlv | undefined): string {
  const [oidT, params] = children(expectTag(alg, 16, 'The key algorithm'));
  const oid = oidText(expectTag(oidT, 6, 'The key algorithm OID'));
  if (oid === RSA || oid === RSA_PSS) {
    const modulus = rsaKey();
    const bits = modulus ? integerBits(expectTag(modulus, 2, 'The RSA modulus')) : 0;
    return `${oid === RSA ? 'RSA' : 'RSA-PSS'} ${bits}`;
  }
  if (oid === EC) return curveName(params);
  if (NAMED_KEYS[oid]) return NAMED_KEYS[oid];
  if (oid === DSA && params && params.constructed) return `DSA ${integerBits(children(params)[0])}`;
  return `${oid} (key type not known here)`;
}

/** A BIT STRING's bits as bytes (its first content byte counts the unused bits). */
const bitStringBytes = (t: Tlv) => content(expectTag(t, 3, 'A BIT STRING')).subarray(1);

/** The key of a SubjectPublicKeyInfo. */
function publicKeyName(spki: Tlv): string {
  const [alg, bits] = children(expectTag(spki, 16, 'The public key'));
  return keyName(alg, () => children(readTlv(bitStringBytes(bits)))[0]);
}

// ---- extensions ----

const KEY_USAGES: [number, string][] = [
  [1, 'Digital Signature'],
  [2, 'Non Repudiation'],
  [4, 'Key Encipherment'],
  [8, 'Data Encipherment'],
  [16, 'Key Agreement'],
  [32, 'Certificate Sign'],
  [64, 'CRL Sign'],
  [128, 'Encipher Only'],
  [256, 'Decipher Only'],
];

const EXTENDED_KEY_USAGES: Record<string, string> = {
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication',
  '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection',
  '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing',
  '2.5.29.37.0': 'Any Extended Key Usage',
  '1.3.6.1.4.1.311.20.2.2': 'Microsoft Smartcard Login',
};

const POLICIES: Record<string, string> = {
  '2.5.29.32.0': 'any policy',
  '2.23.140.1.1': 'extended validation',
  '2.23.140.1.2.1': 'domain validated',
  '2.23.140.1.2.2': 'organization validated',
  '2.23.140.1.2.3': 'individual validated',
};

/** Extensions read but not decoded field by field: named, with their size. */
const OTHER_EXTENSIONS: Record<string, string> = {
  '2.5.29.18': 'Issuer Alternative Name',
  '2.5.29.30': 'Name Constraints',
  '2.5.29.33': 'Policy Mappings',
  '2.5.29.36': 'Policy Constraints',
  '2.5.29.46': 'Freshest CRL',
  '2.5.29.54': 'Inhibit Any Policy',
  '1.3.6.1.4.1.11129.2.4.2': 'CT Precertificate SCTs',
  '1.3.6.1.4.1.11129.2.4.3': 'CT Precertificate Poison',
  '1.3.6.1.5.5.7.1.24': 'TLS Feature',
  '1.3.6.1.5.5.7.48.1.5': 'OCSP No Check',
  '2.16.840.1.113730.1.1': 'Netscape Cert Type',
  '2.16.840.1.113730.1.13': 'Netscape Comment',
};

const SAN = '2.5.29.17';

type X509Library = typeof X509;
let lib: X509Library;

/**
 * Loads @peculiar/x509 after the Reflect stand-in it needs: a static import would be hoisted above the stand-in where a
 * bundler keeps the package external (the command line's build).
 */
async function loadLibrary(): Promise<X509Library> {
  await import('./x509-reflect.core');
  lib ??= await import('@peculiar/x509');
  return lib;
}
const CRL_DP = '2.5.29.31';

const colonHex = (bytes: Uint8Array) => bytesToHex(bytes, { separator: ':', uppercase: true });

function ipText(b: Uint8Array): string {
  if (b.length === 4) return [...b].join('.');
  if (b.length === 16) {
    const groups: string[] = [];
    for (let i = 0; i < 16; i += 2) groups.push(((b[i] << 8) | b[i + 1]).toString(16).toUpperCase());
    return groups.join(':');
  }
  return `<invalid length ${b.length}>`;
}

const ascii = new TextDecoder('latin1');

/** One GeneralName as OpenSSL prints it (`DNS:…`, `IP Address:…`, `email:…`, `URI:…`). */
function generalName(g: Tlv): string {
  const text = () => ascii.decode(content(g));
  switch (g.tag) {
    case 0:
      return 'othername:<unsupported>';
    case 1:
      return `email:${text()}`;
    case 2:
      return `DNS:${text()}`;
    case 4:
      return `DirName:${formatName(children(g)[0])}`;
    case 6:
      return `URI:${text()}`;
    case 7:
      return `IP Address:${ipText(content(g))}`;
    case 8:
      return `Registered ID:${oidText(g)}`;
    default:
      return `<unsupported name type ${g.tag}>`;
  }
}

/** The names of a GeneralNames value (the contents of a SAN extension). */
function generalNames(value: Uint8Array): string[] {
  return children(expectTag(readTlv(value), 16, 'The alternative names')).map(generalName);
}

/** Every URI inside a value (CRL distribution points nest them a few levels deep). */
function urisIn(t: Tlv, out: string[] = []): string[] {
  if (t.cls === 2 && t.tag === 6 && !t.constructed) out.push(`URI:${ascii.decode(content(t))}`);
  else if (t.constructed) for (const c of children(t)) urisIn(c, out);
  return out;
}

interface ExtensionLine {
  name: string;
  critical: boolean;
  value: string;
}

function describeExtension(ext: Extension): ExtensionLine {
  const value = new Uint8Array(ext.value);
  const line = (name: string, v: string): ExtensionLine => ({ name, critical: ext.critical, value: v });
  if (ext instanceof lib.KeyUsagesExtension) {
    return line(
      'Key Usage',
      KEY_USAGES.filter(([flag]) => ext.usages & flag)
        .map(([, n]) => n)
        .join(', '),
    );
  }
  if (ext instanceof lib.ExtendedKeyUsageExtension)
    return line('Extended Key Usage', ext.usages.map((u) => EXTENDED_KEY_USAGES[String(u)] ?? String(u)).join(', '));
  if (ext instanceof lib.BasicConstraintsExtension) {
    return line('Basic Constraints', `CA:${ext.ca ? 'TRUE' : 'FALSE'}${ext.pathLength !== undefined ? `, pathlen:${ext.pathLength}` : ''}`);
  }
  if (ext instanceof lib.SubjectKeyIdentifierExtension) return line('Subject Key Identifier', colonHex(content(readTlv(value))));
  if (ext instanceof lib.AuthorityKeyIdentifierExtension) {
    const parts = children(readTlv(value));
    const keyId = parts.find((p) => p.cls === 2 && p.tag === 0);
    const serial = parts.find((p) => p.cls === 2 && p.tag === 2);
    const out = [keyId ? `keyid:${colonHex(content(keyId))}` : '', serial ? `serial:${colonHex(content(serial))}` : ''].filter(Boolean);
    // OpenSSL prints a lone key id as bare hex.
    return line('Authority Key Identifier', keyId && !serial ? colonHex(content(keyId)) : out.join(', ') || '(empty)');
  }
  if (ext instanceof lib.AuthorityInfoAccessExtension) {
    const items = children(readTlv(value)).map((ad) => {
      const [method, location] = children(ad);
      const m = oidText(method);
      const label = m === '1.3.6.1.5.5.7.48.1' ? 'OCSP' : m === '1.3.6.1.5.5.7.48.2' ? 'CA Issuers' : m;
      return `${label} - ${generalName(location)}`;
    });
    return line('Authority Information Access', items.join(', '));
  }
  if (ext instanceof lib.CertificatePolicyExtension) {
    return line('Certificate Policies', ext.policies.map((p) => (POLICIES[p] ? `${p} (${POLICIES[p]})` : p)).join(', '));
  }
  if (ext.type === SAN) return line('Subject Alternative Name', generalNames(value).join(', '));
  if (ext.type === CRL_DP) return line('CRL Distribution Points', urisIn(readTlv(value)).join(', ') || '(no URI)');
  if (OTHER_EXTENSIONS[ext.type]) return line(OTHER_EXTENSIONS[ext.type], `${value.length} bytes, not decoded here`);
  const shown = value.length > 48 ? `${colonHex(value.subarray(0, 48))}… (${value.length} bytes)` : colonHex(value);
  return line(`${ext.type} (unknown extension)`, shown);
}

function extensionLines(exts: readonly Extension[]): { sans: string[]; lines: string[] } {
  const sans: string[] = [];
  const lines: string[] = [];
  for (const ext of exts) {
    let d: ExtensionLine;
    try {
      d = describeExtension(ext);
    } catch {
      d = { name: ext.type, critical: ext.critical, value: 'could not be decoded (malformed)' };
    }
    if (ext.type === SAN) {
      try {
        sans.push(...generalNames(new Uint8Array(ext.value)));
      } catch {
        // already reported as malformed above
      }
    }
    // The SANs have their own line above.
    if (ext.type !== SAN) lines.push(`    ${d.name}${d.critical ? ' (critical)' : ''}: ${d.value}`);
  }
  return { sans, lines };
}

// ---- time ----

const pad = (n: number) => String(n).padStart(2, '0');
const utc = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;

function span(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const days = Math.floor(ms / 86_400_000);
  if (days >= 1) return plural(days, 'day');
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 1) return plural(hours, 'hour');
  return plural(Math.max(1, Math.floor(ms / 60_000)), 'minute');
}

/** "expires in 41 days", "expired 3 days ago", "not valid yet: starts in 2 days". */
export function countdown(notBefore: Date, notAfter: Date, now: number): string {
  if (now < notBefore.getTime()) return `not valid yet: starts in ${span(notBefore.getTime() - now)}`;
  if (now > notAfter.getTime()) return `expired ${span(now - notAfter.getTime())} ago`;
  return `expires in ${span(notAfter.getTime() - now)}`;
}

// ---- blocks ----

interface CertEntry {
  block: number;
  cert: X509Certificate;
  subject: string;
  subjectDer: string;
  issuerDer: string;
  issuer: string;
}

async function digest(name: 'SHA-1' | 'SHA-256', bytes: Uint8Array): Promise<string> {
  return colonHex(new Uint8Array(await crypto.subtle.digest(name, bytes as Uint8Array<ArrayBuffer>)));
}

/** The serial as OpenSSL prints it: uppercase hex of the number, without a sign byte. */
function serialHex(t: Tlv): string {
  let b = content(expectTag(t, 2, 'The serial number'));
  if (b.length > 1 && b[0] === 0) b = b.subarray(1);
  return b.length ? bytesToHex(b, { uppercase: true }) : '00';
}

const copy = (b: Uint8Array) => b.slice() as Uint8Array<ArrayBuffer>;

async function certificateReport(bytes: Uint8Array, index: number, now: number, certs: CertEntry[]): Promise<string[]> {
  const top = expectTag(readTlv(bytes), 16, 'The certificate');
  const [tbs, sigAlg] = children(top);
  const fields = children(expectTag(tbs, 16, 'The certificate body'));
  const at = fields[0]?.cls === 2 && fields[0].tag === 0 ? 1 : 0;
  const [serial, , issuer, , subject, spki] = fields.slice(at);
  expectTag(issuer, 16, 'The issuer');
  expectTag(subject, 16, 'The subject');
  const cert = new lib.X509Certificate(copy(encoding(top)));
  const subjectText = formatName(subject);
  const issuerText = formatName(issuer);
  certs.push({
    block: index,
    cert,
    subject: subjectText,
    issuer: issuerText,
    subjectDer: bytesToHex(encoding(subject)),
    issuerDer: bytesToHex(encoding(issuer)),
  });
  const { sans, lines } = extensionLines(cert.extensions);
  const der = encoding(top);
  return [
    `  Subject:      ${subjectText || '(empty)'}`,
    `  Issuer:       ${issuerText || '(empty)'}`,
    `  Serial:       ${serialHex(serial)}`,
    `  Not before:   ${utc(cert.notBefore)}`,
    `  Not after:    ${utc(cert.notAfter)} (${countdown(cert.notBefore, cert.notAfter, now)})`,
    `  Public key:   ${publicKeyName(spki)}`,
    `  Signature:    ${signatureName(sigAlg)}`,
    `  SANs:         ${sans.length ? sans.join(', ') : '(none)'}`,
    ...(lines.length ? ['  Extensions:', ...lines] : ['  Extensions:   (none)']),
    `  SHA-1 fingerprint:   ${await digest('SHA-1', der)}`,
    `  SHA-256 fingerprint: ${await digest('SHA-256', der)}`,
  ];
}

async function requestReport(bytes: Uint8Array): Promise<string[]> {
  const top = expectTag(readTlv(bytes), 16, 'The certificate request');
  const [info, sigAlg] = children(top);
  const [, subject, spki] = children(expectTag(info, 16, 'The request body'));
  const csr = new lib.Pkcs10CertificateRequest(copy(encoding(top)));
  const { sans, lines } = extensionLines(csr.extensions);
  let verified = 'not checked (algorithm not supported here)';
  try {
    verified = (await csr.verify()) ? 'valid (signed by the key it carries)' : 'INVALID';
  } catch {
    // an algorithm WebCrypto lacks
  }
  return [
    `  Subject:      ${formatName(expectTag(subject, 16, 'The subject')) || '(empty)'}`,
    `  Public key:   ${publicKeyName(spki)}`,
    `  Signature:    ${signatureName(sigAlg)}, ${verified}`,
    `  SANs:         ${sans.length ? sans.join(', ') : '(none)'}`,
    ...(lines.length ? ['  Requested extensions:', ...lines] : ['  Requested extensions: (none)']),
    `  SHA-256 fingerprint: ${await digest('SHA-256', encoding(top))}`,
  ];
}

async function publicKeyReport(bytes: Uint8Array): Promise<string[]> {
  const top = readTlv(bytes);
  return [`  Key:          ${publicKeyName(top)}`, `  SHA-256 of the key (SPKI): ${await digest('SHA-256', encoding(top))}`];
}

const PRIVATE_WARNING = '  Note:         a private key: whoever has it can act as its owner. Keep it out of tickets, chats and share links.';

function pkcs8Report(bytes: Uint8Array): string[] {
  const [version, alg, key] = children(expectTag(readTlv(bytes), 16, 'The private key'));
  expectTag(version, 2, 'The key version');
  const inner = () => readTlv(content(expectTag(key, 4, 'The key contents')));
  let name = keyName(alg, () => children(inner())[1]);
  if (name === 'EC (no curve named)') {
    const params = children(inner()).find((c) => c.cls === 2 && c.tag === 0);
    if (params) name = curveName(children(params)[0]);
  }
  return [`  Key:          ${name}`, PRIVATE_WARNING];
}

function rsaPrivateReport(bytes: Uint8Array): string[] {
  const modulus = children(expectTag(readTlv(bytes), 16, 'The RSA key'))[1];
  return [`  Key:          RSA ${integerBits(expectTag(modulus, 2, 'The RSA modulus'))}`, PRIVATE_WARNING];
}

function ecPrivateReport(bytes: Uint8Array): string[] {
  const params = children(expectTag(readTlv(bytes), 16, 'The EC key')).find((c) => c.cls === 2 && c.tag === 0);
  return [`  Key:          ${curveName(params && children(params)[0])}`, PRIVATE_WARNING];
}

function rsaPublicReport(bytes: Uint8Array): string[] {
  const modulus = children(expectTag(readTlv(bytes), 16, 'The RSA key'))[0];
  return [`  Key:          RSA ${integerBits(expectTag(modulus, 2, 'The RSA modulus'))}`];
}

/** What a DER structure without a PEM label most likely is, from its shape. */
function sniff(bytes: Uint8Array): string {
  const top = readTlv(bytes);
  if (top.end !== bytes.length) throw new DerError(`${bytes.length - top.end} bytes follow the end of the structure`);
  const parts = children(expectTag(top, 16, 'The structure'));
  const [a, b, c] = parts;
  if (parts.length === 3 && a.tag === 16 && b.tag === 16 && c.tag === 3) {
    const first = children(a);
    // A certificate's body starts with [0] version or the serial followed by an algorithm; a request's with version, name, key.
    return first[0]?.cls === 2 || (first[1]?.tag === 16 && first[2]?.tag === 16 && first[3]?.tag === 16) ? 'CERTIFICATE' : 'CERTIFICATE REQUEST';
  }
  if (parts.length === 2 && a.tag === 16 && b.tag === 3) return 'PUBLIC KEY';
  if (a?.tag === 2 && b?.tag === 16 && c?.tag === 4) return 'PRIVATE KEY';
  if (a?.tag === 2 && b?.tag === 16 && content(a)[0] === 3) return 'PKCS12';
  if (parts.length >= 9 && parts.every((p) => p.tag === 2)) return 'RSA PRIVATE KEY';
  throw new DerError('the structure is not a certificate, certificate request, public key or private key');
}

const KINDS: Record<string, string> = {
  CERTIFICATE: 'Certificate',
  'X509 CERTIFICATE': 'Certificate',
  'TRUSTED CERTIFICATE': 'Certificate (OpenSSL trusted form)',
  'CERTIFICATE REQUEST': 'Certificate request (PKCS#10 CSR)',
  'NEW CERTIFICATE REQUEST': 'Certificate request (PKCS#10 CSR)',
  'PUBLIC KEY': 'Public key (SubjectPublicKeyInfo)',
  'RSA PUBLIC KEY': 'RSA public key (PKCS#1)',
  'PRIVATE KEY': 'Private key (PKCS#8)',
  'RSA PRIVATE KEY': 'RSA private key (PKCS#1)',
  'EC PRIVATE KEY': 'EC private key (SEC 1)',
};

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
/** A localKeyID as `openssl pkcs12 -info` prints it: uppercase hex bytes separated by spaces. */
const spacedHex = (b: Uint8Array) => bytesToHex(b, { separator: ' ', uppercase: true });

/**
 * A PKCS#12 file, opened with its password: the MAC check, then each bag (certificates as the certificate report,
 * private keys as the key report) with its friendlyName and localKeyID. The reader (and its ciphers) loads only here.
 */
async function pkcs12Report(block: RawBlock, head: string, password: string, now: number, certs: CertEntry[]): Promise<string[]> {
  const { openPkcs12 } = await import('./pkcs12.core');
  const { mac, bags } = await openPkcs12(block.bytes, password);
  const count = (kind: string) => bags.filter((b) => b.kind === kind).length;
  const out = [
    `${head.replace('PKCS12', 'PKCS#12 (.p12/.pfx) file')}: ${plural(count('certificate'), 'certificate')}, ${plural(count('key'), 'private key')}`,
    `  MAC:          ${mac ? `${mac}: matches (the password is right)` : 'none (the file carries no integrity check)'}`,
  ];
  const certBags = new Map<number, string>();
  for (const [i, bag] of bags.entries()) {
    out.push('', `Bag ${i + 1}: ${bag.type}`);
    if (bag.friendlyName !== undefined) out.push(`  friendlyName: ${bag.friendlyName}`);
    if (bag.localKeyId) out.push(`  localKeyID:   ${spacedHex(bag.localKeyId)}`);
    out.push(`  Encrypted:    ${bag.encryption ?? 'no'}`);
    if (bag.kind === 'certificate' && bag.der) {
      const report = await certificateReport(bag.der, i + 1, now, certs);
      if (bag.localKeyId) certBags.set(i, spacedHex(bag.localKeyId));
      out.push(...report);
    } else if (bag.kind === 'key' && bag.der) {
      const [key, warning] = pkcs8Report(bag.der);
      out.push(key);
      const id = bag.localKeyId && spacedHex(bag.localKeyId);
      const owner = id ? [...certBags].find(([, certId]) => certId === id) : undefined;
      const entry = owner && certs.find((c) => c.block === owner[0] + 1);
      if (entry) out.push(`  Certificate:  bag ${entry.block} (${entry.subject || 'empty subject'}), by the same localKeyID`);
      out.push(warning);
    }
  }
  return out;
}

async function blockReport(block: RawBlock, now: number, certs: CertEntry[], password = ''): Promise<string[]> {
  const label = block.label ?? sniff(block.bytes);
  const head = `Block ${block.index} (line ${block.line}): ${KINDS[label] ?? label}${block.label === null ? ' (DER)' : ''}`;
  if (block.encrypted) return [head, '  Encrypted with a passphrase (legacy PEM encryption): not decoded. `openssl pkey -in key.pem` decrypts it.'];
  switch (label) {
    case 'CERTIFICATE':
    case 'X509 CERTIFICATE':
    case 'TRUSTED CERTIFICATE':
      return [head, ...(await certificateReport(block.bytes, block.index, now, certs))];
    case 'CERTIFICATE REQUEST':
    case 'NEW CERTIFICATE REQUEST':
      return [head, ...(await requestReport(block.bytes))];
    case 'PUBLIC KEY':
      return [head, ...(await publicKeyReport(block.bytes))];
    case 'RSA PUBLIC KEY':
      return [head, ...rsaPublicReport(block.bytes)];
    case 'PRIVATE KEY':
      return [head, ...pkcs8Report(block.bytes)];
    case 'RSA PRIVATE KEY':
      return [head, ...rsaPrivateReport(block.bytes)];
    case 'EC PRIVATE KEY':
      return [head, ...ecPrivateReport(block.bytes)];
    case 'ENCRYPTED PRIVATE KEY':
      return [head, '  Encrypted with a passphrase (PKCS#8): not decoded. `openssl pkey -in key.pem` decrypts it.'];
    case 'PKCS12':
      return pkcs12Report(block, head, password, now, certs);
    default:
      return [head, '  This kind of block is not decoded here.'];
  }
}

// ---- chains ----

async function issuedBy(child: CertEntry, parent: CertEntry): Promise<'yes' | 'no' | 'unknown'> {
  try {
    return (await child.cert.verify({ publicKey: parent.cert.publicKey, signatureOnly: true })) ? 'yes' : 'no';
  } catch {
    return 'unknown';
  }
}

/** Which certificate issued which, and whether the blocks (or a PKCS#12 file's bags) are in chain order (leaf first). */
async function chainReport(certs: CertEntry[], unit: 'block' | 'bag' = 'block'): Promise<string[]> {
  const nameOf = (c: CertEntry) => `${unit} ${c.block} (${c.subject || 'empty subject'})`;
  const n = certs.length;
  // For each certificate: the index of its issuer among them (itself when self-signed), or -1.
  const issuer: number[] = [];
  const notes: string[] = [];
  const bySubject = new Map<string, number[]>();
  certs.forEach((c, i) => bySubject.set(c.subjectDer, [...(bySubject.get(c.subjectDer) ?? []), i]));
  for (let i = 0; i < n; i++) {
    let found = -1;
    let unchecked = -1;
    for (const j of bySubject.get(certs[i].issuerDer) ?? []) {
      if (found >= 0) break;
      const r = await issuedBy(certs[i], certs[j]);
      if (r === 'yes') found = j;
      else if (r === 'unknown' && unchecked < 0) unchecked = j;
    }
    if (found < 0 && unchecked >= 0) {
      found = unchecked;
      notes.push(
        `  (the signature of ${unit} ${certs[i].block} could not be checked here: the link to ${unit} ${certs[unchecked].block} is by name only)`,
      );
    }
    issuer.push(found);
  }
  const lines = [`Chain (${n} certificates):`];
  for (let i = 0; i < n; i++) {
    const c = certs[i];
    if (issuer[i] === i) lines.push(`  ${nameOf(c)}: self-signed (a root)`);
    else if (issuer[i] >= 0) lines.push(`  ${nameOf(c)}: issued by ${nameOf(certs[issuer[i]])}`);
    else lines.push(`  ${nameOf(c)}: its issuer (${c.issuer || 'empty name'}) is not in the input`);
  }
  lines.push(...notes);

  let firstBad = -1;
  for (let i = 0; i < n - 1 && firstBad < 0; i++) if (issuer[i] !== i + 1) firstBad = i;
  if (firstBad < 0) {
    lines.push('  Order: correct, leaf first, each certificate followed by the one that issued it.');
    const last = n - 1;
    if (issuer[last] !== last) {
      lines.push(`  The last certificate's issuer (${certs[last].issuer}) is not included: fine when it is a root the client already trusts.`);
    }
    return lines;
  }
  const c = certs[firstBad];
  if (issuer[firstBad] === firstBad) lines.push(`  Order is broken: ${nameOf(c)} is self-signed, yet more certificates follow it.`);
  else if (issuer[firstBad] < 0) lines.push(`  Chain is broken: a link is missing after ${nameOf(c)}; add the certificate of ${c.issuer}.`);
  else lines.push(`  Order is broken: ${nameOf(c)} is issued by ${nameOf(certs[issuer[firstBad]])}, which should come right after it.`);

  // The order that would work: from a certificate that issued none of the others, up through its issuers.
  const issuesOthers = new Set(issuer.filter((p, i) => p >= 0 && p !== i));
  const leaves = certs.map((_, i) => i).filter((i) => !issuesOthers.has(i));
  if (leaves.length === 1) {
    const path: number[] = [];
    for (let i = leaves[0]; i >= 0 && !path.includes(i); i = issuer[i] === i ? -1 : issuer[i]) path.push(i);
    if (path.length === n) lines.push(`  The right order: ${unit}s ${path.map((i) => certs[i].block).join(', ')}.`);
    else lines.push(`  The certificates do not form one chain: ${unit}s ${path.map((i) => certs[i].block).join(', ')} do, the others are apart.`);
  } else {
    lines.push(
      `  The certificates do not form one chain: ${leaves.length} of them issued none of the others (${unit}s ${leaves.map((i) => certs[i].block).join(', ')}).`,
    );
  }
  return lines;
}

/** Decodes every block of the input into one text report; the first bad block is the error, named with its line. */
export async function decodeX509(text: string, opts: X509Options = {}): Promise<Result<string>> {
  if (text.trim() === '') return ok('');
  const now = opts.now ?? Date.now();
  await loadLibrary();
  const split = splitBlocks(text);
  if (!split.ok) return split;
  const out: string[] = [];
  const certs: CertEntry[] = [];
  for (const block of split.value) {
    try {
      out.push(...(await blockReport(block, now, certs, opts.password)), '');
    } catch (e) {
      // A wrong PKCS#12 password is the whole answer: nothing of the file is shown.
      if (e instanceof Error && e.name === 'Pkcs12PasswordError') return fail(e.message);
      const why = e instanceof Error ? e.message : String(e);
      const label = block.label ? `the ${block.label} ` : '';
      return fail(`Block ${block.index} (line ${block.line}): ${label}could not be decoded: ${why}`, { line: block.line, column: 1 });
    }
  }
  // A PKCS#12 file alone numbers its certificates by bag.
  const unit = split.value.length === 1 && /^Block 1 \(line \d+\): PKCS#12 /.test(out[0] ?? '') ? 'bag' : 'block';
  if (certs.length > 1) out.push(...(await chainReport(certs, unit)), '');
  return ok(out.join('\n').trimEnd() + '\n');
}
