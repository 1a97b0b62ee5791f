import { isEmailAddress } from '@/lib/email';

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'first.last+tag@sub.example.co.uk', '  padded@example.org  ', "o'brien@example.ie"])('accepts %j', (s) => {
    expect(isEmailAddress(s)).toBe(true);
  });
  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'a@b@c.com', `${'a'.repeat(250)}@x.io`])('rejects %j', (s) => {
    expect(isEmailAddress(s)).toBe(false);
  });
});
