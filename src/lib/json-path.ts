/** A JSONPath-like name for a place in a value: $.a.b[0]["key with spaces"]. */
export function describePath(path: ReadonlyArray<string | number>): string {
  let out = '$';
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  }
  return out;
}
