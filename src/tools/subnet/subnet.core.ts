import { Address4, Address6 } from 'ip-address';
import { fail, ok, type Result } from '@/lib/result';

export type IpVersion = 4 | 6;

export interface SubnetInfo {
  version: IpVersion;
  /** The address as typed, in canonical form (IPv6: compressed, RFC 5952). */
  address: string;
  prefix: number;
  /** Network address with its prefix, e.g. 192.0.2.0/24. */
  cidr: string;
  network: string;
  /** IPv4 only; null for /31 and /32 (RFC 3021) and for every IPv6 network (IPv6 has no broadcast). */
  broadcast: string | null;
  firstHost: string;
  lastHost: string;
  /** Every address in the block, as a decimal string (2^(bits − prefix)). */
  totalAddresses: string;
  /** Addresses a host can take: IPv4 drops network and broadcast except in /31 and /32. */
  usableHosts: string;
  netmask: string;
  wildcard: string;
  /** IPv4 classful class (A–E), for reference only; null for IPv6. */
  addressClass: string | null;
  /** What the address is: private (RFC 1918), loopback, documentation … with the RFC. */
  kinds: string[];
  /** Notes about the block: /31 point-to-point, single host, IPv6 subnet-router anycast, host bits set. */
  notes: string[];
  /** The address in IPv6 expanded form (IPv6), or the IPv4-mapped IPv6 form (IPv4). */
  expanded: string;
}

const BITS: Record<IpVersion, number> = { 4: 32, 6: 128 };
const full = (v: IpVersion) => (1n << BigInt(BITS[v])) - 1n;
const maskOf = (v: IpVersion, prefix: number) => full(v) ^ ((1n << BigInt(BITS[v] - prefix)) - 1n);

export function formatAddress(v: IpVersion, n: bigint): string {
  return v === 4 ? Address4.fromBigInt(n).correctForm() : Address6.fromBigInt(n).correctForm();
}

interface Range {
  net: string;
  prefix: number;
  label: string;
}

/** IANA IPv4 special-purpose ranges (RFC 6890 and successors), most specific first. */
const V4_RANGES: Range[] = [
  { net: '255.255.255.255', prefix: 32, label: 'Limited broadcast (RFC 919)' },
  { net: '0.0.0.0', prefix: 8, label: '"This network" (RFC 791)' },
  { net: '10.0.0.0', prefix: 8, label: 'Private (RFC 1918)' },
  { net: '100.64.0.0', prefix: 10, label: 'Shared address space, carrier-grade NAT (RFC 6598)' },
  { net: '127.0.0.0', prefix: 8, label: 'Loopback (RFC 1122)' },
  { net: '169.254.0.0', prefix: 16, label: 'Link-local (RFC 3927)' },
  { net: '172.16.0.0', prefix: 12, label: 'Private (RFC 1918)' },
  { net: '192.0.0.0', prefix: 24, label: 'IETF protocol assignments (RFC 6890)' },
  { net: '192.0.2.0', prefix: 24, label: 'Documentation, TEST-NET-1 (RFC 5737)' },
  { net: '192.88.99.0', prefix: 24, label: 'Deprecated 6to4 relay anycast (RFC 7526)' },
  { net: '192.168.0.0', prefix: 16, label: 'Private (RFC 1918)' },
  { net: '198.18.0.0', prefix: 15, label: 'Benchmarking (RFC 2544)' },
  { net: '198.51.100.0', prefix: 24, label: 'Documentation, TEST-NET-2 (RFC 5737)' },
  { net: '203.0.113.0', prefix: 24, label: 'Documentation, TEST-NET-3 (RFC 5737)' },
  { net: '224.0.0.0', prefix: 4, label: 'Multicast (RFC 5771)' },
  { net: '240.0.0.0', prefix: 4, label: 'Reserved for future use (RFC 1112)' },
];

/** IPv6 special ranges (RFC 4291, RFC 6890 and the IANA registry). */
const V6_RANGES: Range[] = [
  { net: '::', prefix: 128, label: 'Unspecified address (RFC 4291)' },
  { net: '::1', prefix: 128, label: 'Loopback (RFC 4291)' },
  { net: '::ffff:0:0', prefix: 96, label: 'IPv4-mapped IPv6 address (RFC 4291)' },
  { net: '64:ff9b::', prefix: 96, label: 'IPv4/IPv6 translation, NAT64 (RFC 6052)' },
  { net: '100::', prefix: 64, label: 'Discard-only (RFC 6666)' },
  { net: '2001::', prefix: 32, label: 'Teredo (RFC 4380)' },
  { net: '2001:db8::', prefix: 32, label: 'Documentation (RFC 3849)' },
  { net: '2002::', prefix: 16, label: '6to4 (RFC 3056)' },
  { net: '3fff::', prefix: 20, label: 'Documentation (RFC 9637)' },
  { net: 'fc00::', prefix: 7, label: 'Unique local address, ULA (RFC 4193)' },
  { net: 'fe80::', prefix: 10, label: 'Link-local unicast (RFC 4291)' },
  { net: 'ff00::', prefix: 8, label: 'Multicast (RFC 4291)' },
];

const toBig = (v: IpVersion, text: string) => (v === 4 ? new Address4(text).bigInt() : new Address6(text).bigInt());
const V4_TABLE = V4_RANGES.map((r) => ({ ...r, start: toBig(4, r.net) }));
const V6_TABLE = V6_RANGES.map((r) => ({ ...r, start: toBig(6, r.net) }));

/** Every special range the address (the whole block, from `prefix`) falls in; global unicast when none. */
export function classify(v: IpVersion, n: bigint, prefix: number): string[] {
  const table = v === 4 ? V4_TABLE : V6_TABLE;
  const hits = table.filter((r) => (n & maskOf(v, r.prefix)) === r.start && prefix >= r.prefix).map((r) => r.label);
  const within = table.filter((r) => r.prefix > prefix && (r.start & maskOf(v, prefix)) === (n & maskOf(v, prefix)));
  if (hits.length === 0 && within.length > 0)
    hits.push(`Contains special ranges: ${within.map((r) => `${formatAddress(v, r.start)}/${r.prefix}`).join(', ')}`);
  if (hits.length === 0) {
    if (v === 6 && n >> 125n !== 1n) hits.push('Reserved by IETF (outside 2000::/3 global unicast)');
    else hits.push(v === 4 ? 'Public (globally routable)' : 'Global unicast (RFC 4291)');
  }
  return hits;
}

function classOf(n: bigint): string {
  const first = Number(n >> 24n);
  if (first < 128) return 'A';
  if (first < 192) return 'B';
  if (first < 224) return 'C';
  if (first < 240) return 'D (multicast)';
  return 'E (reserved)';
}

/** A dotted netmask (255.255.240.0) as a prefix length, or null when its ones are not contiguous. */
export function maskToPrefix(mask: string): number | null {
  if (!Address4.isValid(mask) || mask.includes('/')) return null;
  const n = new Address4(mask).bigInt();
  for (let p = 0; p <= 32; p++) if (maskOf(4, p) === n) return p;
  return null;
}

const column = (text: string, part: string) => Math.max(text.indexOf(part), 0) + 1;

/**
 * Parses `address/prefix`, `address/netmask` (IPv4), `address netmask`, or a bare address (a single host).
 * IPv6 in any form: compressed, expanded, with an embedded IPv4 (::ffff:192.0.2.1), with a zone (%eth0).
 */
export function parseCidr(input: string): Result<{ version: IpVersion; value: bigint; prefix: number; address: string } | null> {
  const text = input.trim();
  if (text === '') return ok(null);
  const lead = input.length - input.trimStart().length;
  if (text.length > 200)
    return fail(`That is ${text.length.toLocaleString('en-US')} characters: an address with its prefix is at most about 50`, {
      line: 1,
      column: lead + 1,
    });
  const at = (part: string) => ({ line: 1, column: column(text, part) + lead });
  const m = /^(\S+?)(?:\s*\/\s*(\S*)|\s+(\S+))?$/.exec(text);
  if (!m) return fail('Type one address or block, such as 192.168.1.0/24 or 2001:db8::/48', { line: 1, column: lead + 1 });
  const [, addr, slashPart, spacePart] = m;
  const suffix = slashPart ?? spacePart;
  const version: IpVersion | null = Address4.isValid(addr) && !addr.includes('/') ? 4 : addr.includes(':') ? 6 : null;
  if (version === null) {
    const bad = /[^0-9.]/.exec(addr);
    const parts = addr.split('.');
    let why = 'is not an IPv4 or IPv6 address';
    if (bad) why = `is not an IP address: "${bad[0]}" is not allowed in an IPv4 address (IPv6 addresses contain ":")`;
    else if (parts.length !== 4) why = `is not an IPv4 address: it has ${parts.length} part${parts.length === 1 ? '' : 's'} instead of 4`;
    else {
      const big = parts.find((p) => p === '' || Number(p) > 255);
      if (big !== undefined) why = big === '' ? 'is not an IPv4 address: a part is empty' : `is not an IPv4 address: ${big} is over 255`;
    }
    return fail(`"${addr}" ${why}`, { line: 1, column: lead + 1 + (bad ? bad.index : 0) });
  }
  let parsed: Address4 | Address6;
  try {
    parsed = version === 4 ? new Address4(addr) : new Address6(addr);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    return fail(`"${addr}" is not a valid IPv6 address: ${msg.replace(/\.$/, '')}`, { line: 1, column: lead + 1 });
  }
  const bits = BITS[version];
  let prefix = bits;
  if (suffix !== undefined) {
    const where = at(suffix === '' ? '/' : suffix);
    if (suffix === '') return fail(`The prefix length after "/" is missing (0 to ${bits})`, where);
    if (/^\d+$/.test(suffix)) {
      prefix = Number(suffix);
      if (prefix > bits) return fail(`The prefix length /${suffix} is too long: an IPv${version} prefix is 0 to ${bits}`, where);
    } else if (version === 4 && suffix.includes('.')) {
      const p = maskToPrefix(suffix);
      if (p === null) return fail(`"${suffix}" is not a valid netmask: its 1 bits must be contiguous from the left (e.g. 255.255.255.0)`, where);
      prefix = p;
    } else {
      return fail(
        `"${suffix}" is not a prefix length: write a number from 0 to ${bits}${version === 4 ? ' or a netmask such as 255.255.255.0' : ''}`,
        where,
      );
    }
  }
  return ok({ version, value: parsed.bigInt(), prefix, address: parsed.correctForm() });
}

/** Everything about one block. */
export function describeSubnet(version: IpVersion, value: bigint, prefix: number): SubnetInfo {
  const bits = BITS[version];
  const mask = maskOf(version, prefix);
  const network = value & mask;
  const last = network | (full(version) ^ mask);
  const total = 1n << BigInt(bits - prefix);
  const notes: string[] = [];
  let firstHost = network;
  let lastHost = last;
  let usable = total;
  let broadcast: string | null = null;
  if (version === 4) {
    if (prefix === 32) notes.push('A /32 is a single host: network and host are the same address.');
    else if (prefix === 31) notes.push('A /31 is a point-to-point link (RFC 3021): both addresses are usable hosts and there is no broadcast.');
    else {
      broadcast = formatAddress(4, last);
      firstHost = network + 1n;
      lastHost = last - 1n;
      usable = total - 2n;
    }
  } else {
    notes.push('IPv6 has no broadcast address (RFC 4291): multicast replaces it, so every address of the block can be used.');
    if (prefix < 127) notes.push(`${formatAddress(6, network)} (the all-zero interface ID) is the Subnet-Router anycast address (RFC 4291 §2.6.1).`);
    if (prefix === 127) notes.push('A /127 is a point-to-point link (RFC 6164).');
    if (prefix < 128 && prefix > 64)
      notes.push('Stateless address autoconfiguration (SLAAC) needs a /64; longer prefixes need static or DHCPv6 addresses.');
  }
  if (value !== network) notes.push(`The address has host bits set: its network is ${formatAddress(version, network)}/${prefix}.`);
  const mapped = version === 4 ? `::ffff:${formatAddress(4, value)}` : new Address6(formatAddress(6, value)).canonicalForm();
  return {
    version,
    address: formatAddress(version, value),
    prefix,
    cidr: `${formatAddress(version, network)}/${prefix}`,
    network: formatAddress(version, network),
    broadcast,
    firstHost: formatAddress(version, firstHost),
    lastHost: formatAddress(version, lastHost),
    totalAddresses: total.toString(),
    usableHosts: usable.toString(),
    netmask: formatAddress(version, mask),
    wildcard: formatAddress(version, full(version) ^ mask),
    addressClass: version === 4 ? classOf(value) : null,
    kinds: classify(version, value, prefix),
    notes,
    expanded: mapped,
  };
}

/**
 * The facts the page's table lists for a block, as [label, value] rows in its order (its Copy text is one
 * `label: value` line per row). The split list and the notes are separate.
 */
export function subnetRows(i: SubnetInfo, group: (digits: string) => string = groupDigits): [string, string][] {
  const rows: [string, string][] = [
    ['Address', i.address],
    ['CIDR block', i.cidr],
    ['Network address', i.network],
  ];
  if (i.version === 4) rows.push(['Broadcast address', i.broadcast ?? (i.prefix === 32 ? 'none (single host)' : 'none (/31, RFC 3021)')]);
  else rows.push(['Broadcast address', 'none (IPv6 has no broadcast)']);
  rows.push(
    [i.version === 4 ? 'First usable host' : 'First address', i.firstHost],
    [i.version === 4 ? 'Last usable host' : 'Last address', i.lastHost],
    ['Usable hosts', group(i.usableHosts)],
    ['Total addresses', group(i.totalAddresses)],
    ['Netmask', i.netmask],
    ['Wildcard mask', i.wildcard],
    ['Prefix length', `/${i.prefix}`],
  );
  if (i.addressClass) rows.push(['Class', i.addressClass]);
  rows.push(['Type', i.kinds.join('; ')], [i.version === 4 ? 'IPv4-mapped IPv6' : 'Expanded form', i.expanded]);
  return rows;
}

export interface SplitResult {
  newPrefix: number;
  /** How many subnets of that prefix the block holds, as a decimal string. */
  count: string;
  /** The first subnets, at most `limit`. */
  subnets: { cidr: string; first: string; last: string }[];
  /** True when only the first `limit` are listed. */
  capped: boolean;
}

export const SPLIT_LIMIT = 1024;

/** Splits a block into subnets of `newPrefix` (listing at most `limit`); an error when the prefix does not fit. */
export function splitSubnet(version: IpVersion, value: bigint, prefix: number, newPrefix: number, limit = SPLIT_LIMIT): Result<SplitResult> {
  const bits = BITS[version];
  if (!Number.isInteger(newPrefix) || newPrefix < prefix || newPrefix > bits) {
    return fail(`Split into /${Number.isFinite(newPrefix) ? newPrefix : '?'}: the new prefix must be from /${prefix} to /${bits}`);
  }
  const network = value & maskOf(version, prefix);
  const count = 1n << BigInt(newPrefix - prefix);
  const size = 1n << BigInt(bits - newPrefix);
  const shown = count > BigInt(limit) ? limit : Number(count);
  const subnets = [];
  for (let i = 0; i < shown; i++) {
    const start = network + BigInt(i) * size;
    subnets.push({
      cidr: `${formatAddress(version, start)}/${newPrefix}`,
      first: formatAddress(version, start),
      last: formatAddress(version, start + size - 1n),
    });
  }
  return ok({ newPrefix, count: count.toString(), subnets, capped: count > BigInt(limit) });
}

/** Groups a decimal integer's digits by thousands: 4294967296 → 4,294,967,296. */
export const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
