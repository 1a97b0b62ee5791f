import { splitsPair } from '@/lib/text-stats';

/** Copies text to the clipboard; falls back to a hidden textarea where the async API is unavailable. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    try {
      const ta = document.createElement('textarea');
      ta.value = text;
      ta.setAttribute('readonly', '');
      ta.style.position = 'fixed';
      ta.style.opacity = '0';
      document.body.appendChild(ta);
      ta.select();
      const done = document.execCommand('copy');
      ta.remove();
      return done;
    } catch {
      return false;
    }
  }
}

/** Text encoded per task when a large text is turned into a file: Chromium encodes ~50 MB a second. */
const ENCODE_SLICE = 2_000_000;

/**
 * A Blob of a large text built a slice at a time, yielding between slices: encoding 50 MB at once
 * blocks the page for about a second.
 */
async function blobInSlices(text: string, mime: string): Promise<Blob> {
  const parts: Blob[] = [];
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + ENCODE_SLICE);
    // A surrogate pair split across two parts would encode as two replacement characters.
    if (splitsPair(text, to)) to++;
    parts.push(new Blob([text.slice(from, to)]));
    from = to;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Blob(parts, { type: mime });
}

/** Saves text or bytes as a file through a temporary object URL. */
export async function downloadBlob(data: BlobPart, filename: string, mime: string) {
  const blob = typeof data === 'string' && data.length > ENCODE_SLICE ? await blobInSlices(data, mime) : new Blob([data], { type: mime });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
