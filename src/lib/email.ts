/**
 * A practical check that text is an e-mail address: one @, a non-empty local part, and a domain with
 * a dot and no spaces. It catches typos without rejecting unusual but valid addresses.
 */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()) && text.trim().length <= 254;
}
