// The OTP tool against oathtool (Debian's oathtool): TOTP with SHA-1, SHA-256 and SHA-512, 6 to 8 digits and several
// periods, and HOTP counters, on random secrets and times. RFC 4226 and RFC 6238 vectors are in tests/tools/otp.test.ts.
import { execFileSync } from 'node:child_process';
import { otpCode, toBase32, type OtpAlgorithm } from '@/tools/otp/otp.core';
import { requireProgram, rng } from './programs';

const OATHTOOL = requireProgram('oathtool', 'apt-get install oathtool');
const r = rng(0x07b);
const secret = () => toBase32(Uint8Array.from({ length: [10, 16, 20, 32, 64][r(5)] }, () => r(256)));
const ALGS: OtpAlgorithm[] = ['SHA1', 'SHA256', 'SHA512'];

const oath = (args: string[]) => execFileSync(OATHTOOL, args, { encoding: 'utf8' }).trim();

describe('TOTP against oathtool --totp', () => {
  it.each(Array.from({ length: 40 }, (_, i) => [i] as const))('random secret, time and settings #%i', async () => {
    const s = secret();
    const algorithm = ALGS[r(3)];
    const digits = 6 + r(3);
    const period = [30, 60, 15, 10][r(4)];
    const time = r(2) ? r(2_000_000_000) : 4_000_000_000 + r(100_000_000);
    const want = oath([`--totp=${algorithm.toLowerCase()}`, '-b', '-d', String(digits), '-s', `${period}s`, '-N', `@${time}`, s]);
    const got = await otpCode({ type: 'totp', secret: s, algorithm, digits, period, counter: 0 }, time * 1000);
    expect(got.ok && got.value.code).toBe(want);
  });
});

describe('HOTP against oathtool (counter mode)', () => {
  it.each(Array.from({ length: 20 }, (_, i) => [i] as const))('random secret and counter #%i', async () => {
    const s = secret();
    const digits = 6 + r(3);
    const counter = r(2) ? r(100) : r(2_000_000_000);
    const want = oath(['-b', '-d', String(digits), '-c', String(counter), s]);
    const got = await otpCode({ type: 'hotp', secret: s, algorithm: 'SHA1', digits, period: 30, counter }, 0);
    expect(got.ok && got.value.code).toBe(want);
  });
});
