/** Human-readable byte size: "512 B", "1.2 KB", "5.0 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** UTF-8 byte length without allocating an encoded copy. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
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

/** "1.2 KB, 34 lines". */
export function describeText(text: string): string {
  const lines = lineCount(text);
  return `${formatBytes(utf8Length(text))}, ${lines} ${lines === 1 ? 'line' : 'lines'}`;
}
