// A literal \n followed by what starts a trace line (indentation, "at ", "Caused by:", a Python or Go marker).
const ESCAPED_TRACE_BREAK =
  /(?:\\r)?\\n(?=\\+t|\s|at |Caused by|Suppressed|File "|Traceback|During handling|The above|goroutine |created by|panic:|\[cause\]|\w[\w.$]*@)/g;

/**
 * Undoes the escaping of a trace copied out of a JSON log, where it arrives as one line with literal \n and \t.
 * Applied only when escaped breaks that lead into a trace line outnumber real line breaks, so Windows paths such as
 * C:\new\node_modules in a normal trace survive; twice at most, for traces escaped twice.
 */
export function unescapeLoggedTrace(text: string): string {
  let t = text;
  for (let pass = 0; pass < 2; pass++) {
    const literal = countMatches(t, ESCAPED_TRACE_BREAK);
    if (literal === 0 || literal <= countMatches(t, /\n/g)) break;
    const trimmed = t.trim();
    // A whole JSON string literal was pasted, quotes included.
    if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) t = trimmed.slice(1, -1);
    t = t.replace(/\\(u[0-9a-fA-F]{4}|[nrt"\\/bf])/g, (_, e: string) => {
      switch (e[0]) {
        case 'n':
          return '\n';
        case 'r':
          return '\r';
        case 't':
          return '\t';
        case 'b':
          return '\b';
        case 'f':
          return '\f';
        case 'u':
          return String.fromCharCode(parseInt(e.slice(1), 16));
        default:
          return e;
      }
    });
  }
  return t;
}

function countMatches(text: string, re: RegExp): number {
  let n = 0;
  re.lastIndex = 0;
  while (re.exec(text)) n++;
  return n;
}

/** Splits text into lines (any line ending). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
