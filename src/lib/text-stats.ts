/** Human-readable byte size: "512 B", "1.2 KB", "5.0 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A character outside ASCII (all of which are one byte in UTF-8). */
const NON_ASCII = /[^\u0000-\u007f]/;

/** UTF-8 byte length of `text` (or of its `from`..`to` range) without allocating an encoded copy. */
export function utf8Length(text: string, from = 0, to = text.length): number {
  // The ASCII run at the start is skipped by the regular expression engine, which is many times faster than a loop
  // in script (a 5 MB pasted document, all ASCII, took the main thread 100 ms a slice, while jq worked on it).
  const ascii = text.slice(from, to).search(NON_ASCII);
  const start = ascii === -1 ? to : from + ascii;
  let bytes = start - from;
  for (let i = start; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Whether cutting `text` at `index` would split a surrogate pair (one emoji into two broken halves). */
export function splitsPair(text: string, index: number): boolean {
  if (index <= 0 || index >= text.length) return false;
  const c = text.charCodeAt(index - 1);
  return c >= 0xd800 && c <= 0xdbff;
}

/** Number of lines as an editor counts them (an empty text has one). */
export function lineCount(text: string): number {
  let lines = 1;
  let index = text.indexOf('\n');
  while (index !== -1) {
    lines++;
    index = text.indexOf('\n', index + 1);
  }
  return lines;
}

/** Line breaks in `text` from `from` up to (not including) `to`. */
function breaksIn(text: string, from: number, to: number): number {
  let breaks = 0;
  let index = text.indexOf('\n', from);
  while (index !== -1 && index < to) {
    breaks++;
    index = text.indexOf('\n', index + 1);
  }
  return breaks;
}

const describeCounts = (bytes: number, lines: number) => `${formatBytes(bytes)}, ${lines} ${lines === 1 ? 'line' : 'lines'}`;

/** "1.2 KB, 34 lines". */
export function describeText(text: string): string {
  return describeCounts(utf8Length(text), lineCount(text));
}

/** Characters counted per slice by describeTextInSlices: a few milliseconds of work. */
const SLICE_CHARS = 2_000_000;

/**
 * describeText for texts of any size: counts a slice at a time, yielding to the page between slices
 * (one pass over 50 MB takes longer than a frame should), and calls `done` with the description.
 * Returns a function that stops the count.
 */
export function describeTextInSlices(text: string, done: (description: string) => void, sliceChars = SLICE_CHARS): () => void {
  let from = 0;
  let bytes = 0;
  let lines = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    let to = Math.min(text.length, from + sliceChars);
    // Keep a surrogate pair in one slice so it counts as the four bytes it encodes to.
    if (splitsPair(text, to)) to++;
    bytes += utf8Length(text, from, to);
    lines += breaksIn(text, from, to);
    from = to;
    if (from < text.length) timer = setTimeout(step, 0);
    else done(describeCounts(bytes, lines));
  };
  step();
  return () => clearTimeout(timer);
}
