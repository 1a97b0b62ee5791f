import { classify, describeSubnet, groupDigits, maskToPrefix, parseCidr, splitSubnet, SPLIT_LIMIT } from '@/tools/subnet/subnet.core';

function info(text: string) {
  const r = parseCidr(text);
  if (!r.ok) throw new Error(r.error.message);
  if (!r.value) throw new Error('empty');
  return describeSubnet(r.value.version, r.value.value, r.value.prefix);
}

function error(text: string) {
  const r = parseCidr(text);
  if (r.ok) throw new Error(`expected an error for ${text}`);
  return r.error;
}

describe('IPv4 blocks (RFC 4632 CIDR)', () => {
  it('describes 192.168.1.130/26 (host bits set)', () => {
    expect(info('192.168.1.130/26')).toMatchObject({
      version: 4,
      cidr: '192.168.1.128/26',
      network: '192.168.1.128',
      broadcast: '192.168.1.191',
      firstHost: '192.168.1.129',
      lastHost: '192.168.1.190',
      totalAddresses: '64',
      usableHosts: '62',
      netmask: '255.255.255.192',
      wildcard: '0.0.0.63',
      addressClass: 'C',
      kinds: ['Private (RFC 1918)'],
    });
    expect(info('192.168.1.130/26').notes.join(' ')).toMatch(/host bits set: its network is 192\.168\.1\.128\/26/);
  });

  it('RFC 4632 §3.1: 10.0.0.0/8 holds 2^24 addresses with mask 255.0.0.0', () => {
    expect(info('10.0.0.0/8')).toMatchObject({
      totalAddresses: '16777216',
      usableHosts: '16777214',
      netmask: '255.0.0.0',
      broadcast: '10.255.255.255',
      addressClass: 'A',
    });
  });

  it('RFC 4632 §3.1 prefix table: /13 aggregates eight /16 (a 255.248.0.0 mask)', () => {
    const b = info('198.24.0.0/13');
    expect(b).toMatchObject({ netmask: '255.248.0.0', wildcard: '0.7.255.255', totalAddresses: '524288', lastHost: '198.31.255.254' });
    const split = splitSubnet(4, 0xc6180000n, 13, 16);
    expect(split.ok && split.value.subnets.map((s) => s.cidr)).toEqual([
      '198.24.0.0/16',
      '198.25.0.0/16',
      '198.26.0.0/16',
      '198.27.0.0/16',
      '198.28.0.0/16',
      '198.29.0.0/16',
      '198.30.0.0/16',
      '198.31.0.0/16',
    ]);
  });

  it('RFC 4632 §3.1: the whole IPv4 space 0.0.0.0/0', () => {
    expect(info('0.0.0.0/0')).toMatchObject({
      totalAddresses: '4294967296',
      netmask: '0.0.0.0',
      wildcard: '255.255.255.255',
      broadcast: '255.255.255.255',
    });
  });

  it('/31 is a point-to-point link with two usable hosts and no broadcast (RFC 3021)', () => {
    const b = info('203.0.113.6/31');
    expect(b).toMatchObject({ broadcast: null, firstHost: '203.0.113.6', lastHost: '203.0.113.7', usableHosts: '2', totalAddresses: '2' });
    expect(b.notes[0]).toMatch(/RFC 3021/);
    expect(b.kinds).toEqual(['Documentation, TEST-NET-3 (RFC 5737)']);
  });

  it('/32 (and a bare address) is a single host', () => {
    for (const text of ['8.8.8.8/32', '8.8.8.8']) {
      expect(info(text)).toMatchObject({
        prefix: 32,
        broadcast: null,
        firstHost: '8.8.8.8',
        lastHost: '8.8.8.8',
        usableHosts: '1',
        kinds: ['Public (globally routable)'],
      });
    }
  });

  it('accepts a dotted netmask after "/" or a space', () => {
    expect(info('172.20.5.4/255.255.240.0')).toMatchObject({ cidr: '172.20.0.0/20', prefix: 20 });
    expect(info('172.20.5.4 255.255.240.0').cidr).toBe('172.20.0.0/20');
    expect(maskToPrefix('255.255.255.128')).toBe(25);
    expect(maskToPrefix('255.0.255.0')).toBeNull();
  });

  it.each([
    ['127.0.0.1', 'Loopback (RFC 1122)'],
    ['169.254.10.1', 'Link-local (RFC 3927)'],
    ['172.31.255.255', 'Private (RFC 1918)'],
    ['172.32.0.1', 'Public (globally routable)'],
    ['100.64.1.1', 'Shared address space, carrier-grade NAT (RFC 6598)'],
    ['224.0.0.251', 'Multicast (RFC 5771)'],
    ['192.0.2.1', 'Documentation, TEST-NET-1 (RFC 5737)'],
    ['198.51.100.7', 'Documentation, TEST-NET-2 (RFC 5737)'],
    ['240.0.0.1', 'Reserved for future use (RFC 1112)'],
  ])('classifies %s as %s', (addr, kind) => {
    expect(info(addr).kinds).toContain(kind);
  });

  it('a block wider than a special range says which ones it contains', () => {
    expect(info('192.0.0.0/8').kinds[0]).toMatch(/^Contains special ranges: 192\.0\.0\.0\/24, 192\.0\.2\.0\/24/);
  });
});

describe('IPv6 blocks (RFC 4291)', () => {
  it('RFC 4291 §2.3: 2001:0DB8:0000:CD30:0000:0000:0000:0000/60 in any spelling', () => {
    for (const text of [
      '2001:0DB8:0000:CD30:0000:0000:0000:0000/60',
      '2001:0DB8::CD30:0:0:0:0/60',
      '2001:0DB8:0:CD30::/60',
      '2001:db8:0:cd3a::1/60',
    ]) {
      const b = info(text);
      expect(b).toMatchObject({
        version: 6,
        cidr: '2001:db8:0:cd30::/60',
        network: '2001:db8:0:cd30::',
        broadcast: null,
        firstHost: '2001:db8:0:cd30::',
        lastHost: '2001:db8:0:cd3f:ffff:ffff:ffff:ffff',
        totalAddresses: (2n ** 68n).toString(),
        netmask: 'ffff:ffff:ffff:fff0::',
        addressClass: null,
        kinds: ['Documentation (RFC 3849)'],
      });
    }
  });

  it('RFC 4291 §2.2: compressed and expanded forms are the same address', () => {
    expect(info('2001:DB8:0:0:8:800:200C:417A').address).toBe('2001:db8::8:800:200c:417a');
    expect(info('FF01:0:0:0:0:0:0:101').address).toBe('ff01::101');
    expect(info('ff01::101').expanded).toBe('ff01:0000:0000:0000:0000:0000:0000:0101');
  });

  it('host count of a /64 and of ::/0 are exact (BigInt)', () => {
    expect(info('2001:db8:1:2::/64').totalAddresses).toBe('18446744073709551616');
    expect(info('::/0').totalAddresses).toBe('340282366920938463463374607431768211456');
    expect(groupDigits(info('2001:db8::/64').totalAddresses)).toBe('18,446,744,073,709,551,616');
  });

  it('has no broadcast and notes the Subnet-Router anycast address (§2.6.1)', () => {
    const notes = info('2001:db8::/64').notes.join(' ');
    expect(notes).toMatch(/no broadcast/);
    expect(notes).toMatch(/Subnet-Router anycast/);
  });

  it.each([
    ['::1', 'Loopback (RFC 4291)'],
    ['::', 'Unspecified address (RFC 4291)'],
    ['fe80::1%eth0', 'Link-local unicast (RFC 4291)'],
    ['fd12:3456:789a::1', 'Unique local address, ULA (RFC 4193)'],
    ['ff02::1', 'Multicast (RFC 4291)'],
    ['::ffff:192.0.2.128', 'IPv4-mapped IPv6 address (RFC 4291)'],
    ['2606:4700::1111', 'Global unicast (RFC 4291)'],
    ['3fff:1::1', 'Documentation (RFC 9637)'],
  ])('classifies %s as %s', (addr, kind) => {
    expect(info(addr).kinds).toContain(kind);
  });

  it('reads an IPv4-mapped address in dotted form (RFC 4291 §2.5.5.2)', () => {
    const b = info('::ffff:192.0.2.128/128');
    expect(b.expanded).toBe('0000:0000:0000:0000:0000:ffff:c000:0280');
    expect(b.usableHosts).toBe('1');
  });

  it('classify works on the block, not only the address', () => {
    expect(classify(6, 0xfe80n << 112n, 10)).toEqual(['Link-local unicast (RFC 4291)']);
  });
});

describe('splitting', () => {
  it('splits a /24 into four /26', () => {
    const r = splitSubnet(4, 0xc0a80100n, 24, 26);
    expect(r).toEqual({
      ok: true,
      value: {
        newPrefix: 26,
        count: '4',
        capped: false,
        subnets: [
          { cidr: '192.168.1.0/26', first: '192.168.1.0', last: '192.168.1.63' },
          { cidr: '192.168.1.64/26', first: '192.168.1.64', last: '192.168.1.127' },
          { cidr: '192.168.1.128/26', first: '192.168.1.128', last: '192.168.1.191' },
          { cidr: '192.168.1.192/26', first: '192.168.1.192', last: '192.168.1.255' },
        ],
      },
    });
  });

  it('caps a huge split (a /32 of IPv6 into /64) and gives the exact count', () => {
    const r = splitSubnet(6, 0x20010db8n << 96n, 32, 64);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.count).toBe('4294967296');
    expect(r.value.capped).toBe(true);
    expect(r.value.subnets).toHaveLength(SPLIT_LIMIT);
    expect(r.value.subnets[1].cidr).toBe('2001:db8:0:1::/64');
  });

  it('refuses a prefix shorter than the block or past the address size', () => {
    expect(splitSubnet(4, 0n, 24, 20)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/from \/24 to \/32/) } });
    expect(splitSubnet(6, 0n, 64, 129)).toMatchObject({ ok: false });
  });
});

describe('bad input says what and where', () => {
  it('empty input is no error', () => {
    expect(parseCidr('   ')).toEqual({ ok: true, value: null });
  });

  it.each([
    ['10.0.0.0/33', /\/33 is too long: an IPv4 prefix is 0 to 32/, 10],
    ['2001:db8::/129', /0 to 128/, 12],
    ['10.0.0.0/', /missing/, 9],
    ['10.0.0.0/abc', /"abc" is not a prefix length/, 10],
    ['10.0.0.0/255.0.255.0', /not a valid netmask/, 10],
    ['256.1.1.1/24', /256 is over 255/, 1],
    ['10.1.1/24', /3 parts instead of 4/, 1],
    ['hello', /"h" is not allowed/, 1],
    ['  1.2.3.x', /"x" is not allowed/, 9],
  ])('%s', (text, message, col) => {
    const e = error(text);
    expect(e.message).toMatch(message);
    expect(e).toMatchObject({ line: 1, column: col });
  });

  it('reports an invalid IPv6 address with the reason from ip-address', () => {
    const e = error('2001:db8:::1/64');
    expect(e.message).toMatch(/^"2001:db8:::1" is not a valid IPv6 address: /);
    expect(e.column).toBe(1);
    expect(error('1:2:3:4:5:6:7:8:9').message).toMatch(/not a valid IPv6 address/);
  });

  it('Unicode and huge input give an error, not an exception', () => {
    expect(error('１９２.168.0.1').message).toMatch(/not allowed/);
    expect(error(`${'1'.repeat(100_000)}/24`).message).toMatch(/100,003 characters/);
  });
});
