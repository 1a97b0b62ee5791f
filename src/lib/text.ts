/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Finds the first unpaired UTF-16 surrogate (which has no UTF-8 encoding); -1 when the text is well formed. */
export function findLoneSurrogate(text: string): number {
  // A loop rather than a lookbehind regex, which older Safari cannot even parse (the whole module would fail to load).
  if (typeof text.isWellFormed === 'function' && text.isWellFormed()) return -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
    }
    return i;
  }
  return -1;
}

/** A piece of the input for an error message, in quotes and cut short: a line may be megabytes long. */
export const quoteExcerpt = (text: string, max = 40) => `"${text.length > max ? `${text.slice(0, max)}…` : text}"`;
