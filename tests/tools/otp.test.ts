import { accountUri, checkSettings, otpCode, parseAccountUri, parseBase32, toBase32, type OtpSettings } from '@/tools/otp/otp.core';

// RFC 6238 appendix B: the ASCII secrets "12345678901234567890" repeated to the hash's length.
const SEED = (n: number) => toBase32(new TextEncoder().encode('1234567890'.repeat(7).slice(0, n)));
const totp = (secret: string, algorithm: OtpSettings['algorithm'], digits = 8): OtpSettings => ({
  type: 'totp',
  secret,
  algorithm,
  digits,
  period: 30,
  counter: 0,
});

describe('TOTP (RFC 6238 appendix B)', () => {
  const rows: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(rows)('at %i s gives SHA1 %s, SHA256 %s, SHA512 %s', async (t, sha1, sha256, sha512) => {
    const code = async (s: OtpSettings) => {
      const r = await otpCode(s, t * 1000);
      return r.ok ? r.value.code : r.error.message;
    };
    expect(await code(totp(SEED(20), 'SHA1'))).toBe(sha1);
    expect(await code(totp(SEED(32), 'SHA256'))).toBe(sha256);
    expect(await code(totp(SEED(64), 'SHA512'))).toBe(sha512);
  });

  it('counts down to the next code', async () => {
    expect(await otpCode(totp(SEED(20), 'SHA1', 6), 59_000)).toEqual({ ok: true, value: { code: '287082', counter: 1, remaining: 1 } });
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(codes.map((c, i) => [i, c] as const))('counter %i gives %s', async (counter, want) => {
    expect(await otpCode({ type: 'hotp', secret: SEED(20), algorithm: 'SHA1', digits: 6, period: 30, counter }, 0)).toMatchObject({
      ok: true,
      value: { code: want },
    });
  });
});

describe('secrets and settings', () => {
  it('reads Base32 in either case with spaces and padding, and writes it back', () => {
    const bytes = parseBase32('jbsw y3dp ehpk 3pxp');
    expect(bytes.ok && toBase32(bytes.value)).toBe('JBSWY3DPEHPK3PXP');
    expect(parseBase32('MZXW6===')).toMatchObject({ ok: true, value: new TextEncoder().encode('foo') });
  });

  it('names a bad letter with its column and a hint for digits Base32 lacks', () => {
    expect(parseBase32('JBSWY3D0')).toEqual({
      ok: false,
      error: {
        message: 'The secret must be Base32 (A–Z and 2–7): "0" at column 8 is not a Base32 letter (Base32 has no 0, 1, 8 or 9: was it O, I or L?)',
        line: 1,
        column: 8,
      },
    });
    expect(parseBase32('  ')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^Enter the secret/) } });
    expect(parseBase32('ABC')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/a length no Base32 text has/) } });
  });

  it('checks digits, period and counter', () => {
    const base: OtpSettings = { type: 'totp', secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA1', digits: 6, period: 30, counter: 0 };
    expect(checkSettings({ ...base, digits: 9 })).toMatchObject({ ok: false, error: { message: 'Digits must be 6 to 8 (got 9)' } });
    expect(checkSettings({ ...base, period: 0 })).toMatchObject({ ok: false });
    expect(checkSettings({ ...base, type: 'hotp', counter: -1 })).toMatchObject({ ok: false });
  });
});

describe('otpauth:// links', () => {
  it('writes a link and reads it back', async () => {
    const account = {
      type: 'totp' as const,
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA256' as const,
      digits: 8,
      period: 60,
      counter: 0,
      issuer: 'ACME Co',
      label: 'ada@example.com',
    };
    const uri = await accountUri(account);
    expect(uri).toEqual({
      ok: true,
      value: 'otpauth://totp/ACME%20Co:ada%40example.com?issuer=ACME%20Co&secret=JBSWY3DPEHPK3PXP&algorithm=SHA256&digits=8&period=60',
    });
    expect(uri.ok && (await parseAccountUri(uri.value))).toEqual({ ok: true, value: account });
  });

  it('reads an HOTP link with its counter, and refuses what is not a link', async () => {
    expect(await parseAccountUri('otpauth://hotp/Example:bob?secret=JBSWY3DPEHPK3PXP&counter=7&issuer=Example')).toMatchObject({
      ok: true,
      value: { type: 'hotp', counter: 7, label: 'bob', issuer: 'Example', digits: 6, algorithm: 'SHA1' },
    });
    expect(await parseAccountUri('https://example.com')).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^An OTP link starts with otpauth:\/\//) },
    });
    expect(await parseAccountUri('otpauth://totp/x?digits=6')).toMatchObject({ ok: false });
  });
});
