import { lineColumnAt, type ToolError } from '@/lib/result';

/**
 * What smol-toml lets through, found by a scan of TOML it has already parsed (so the text is well-formed
 * TOML 1.1): impossible dates and times, which its Date-based parsing rolls over (2100-02-29 would become
 * 2100-03-01), and, unless TOML 1.1 is allowed, the syntax TOML 1.1 added: times without seconds, line breaks
 * and a trailing comma inside an inline table, and the \e and \xHH escapes.
 */
export function checkToml(text: string, allow11: boolean): ToolError | null {
  const at = (offset: number, message: string): ToolError => ({ message, ...lineColumnAt(text, offset) });
  const n = text.length;
  // Open inline arrays and tables, innermost last.
  const stack: Array<'array' | 'inline'> = [];
  let mode: 'key' | 'value' | 'header' = 'key';
  // The offset of the last character that was not whitespace or a comment, for trailing commas.
  let lastSignificant = -1;
  let i = 0;
  while (i < n) {
    const c = text[i];
    if (c === '\n') {
      const top = stack[stack.length - 1];
      if (top === 'inline' && !allow11)
        return at(i, 'A line break inside an inline table { … } is TOML 1.1; TOML 1.0 needs the whole table on one line');
      if (stack.length === 0) mode = 'key';
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '#') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = skipString(text, i, allow11);
      if (typeof end !== 'number') return at(end.offset, end.message);
      lastSignificant = end - 1;
      i = end;
      continue;
    }
    const start = i;
    if (mode === 'header') {
      i++;
    } else if (c === '[' && stack.length === 0 && mode === 'key') {
      mode = 'header';
      i++;
    } else if (c === '=') {
      mode = 'value';
      i++;
    } else if (c === '[') {
      stack.push('array');
      i++;
    } else if (c === '{') {
      stack.push('inline');
      mode = 'key';
      i++;
    } else if (c === ']' || c === '}') {
      if (c === '}' && !allow11 && text[lastSignificant] === ',') {
        return at(lastSignificant, 'A comma after the last entry of an inline table is TOML 1.1; remove it for TOML 1.0');
      }
      stack.pop();
      i++;
    } else if (c === ',') {
      mode = stack[stack.length - 1] === 'inline' ? 'key' : 'value';
      i++;
    } else if (mode === 'value' && c >= '0' && c <= '9') {
      while (i < n && /[0-9A-Za-z_.:+-]/.test(text[i])) i++;
      // A date and a time may be separated by one space.
      if (/^\d{4}-\d{2}-\d{2}$/.test(text.slice(start, i)) && text[i] === ' ' && /^\d{2}:/.test(text.slice(i + 1, i + 4))) {
        for (i++; i < n && /[0-9A-Za-z_.:+-]/.test(text[i]); i++);
      }
      const problem = checkDateTime(text.slice(start, i), allow11);
      if (problem) return at(start, problem);
    } else {
      // Bare keys, and values that are neither dates nor times (true, inf, -1, +1.5e3, …).
      while (i < n && /[0-9A-Za-z_.:+-]/.test(text[i])) i++;
      if (i === start) i++;
    }
    lastSignificant = i - 1;
  }
  return null;
}

/** Skips a basic or literal string (one line or multi-line) from its opening quote; returns the offset after it. */
function skipString(text: string, from: number, allow11: boolean): number | { offset: number; message: string } {
  const q = text[from];
  const multi = text[from + 1] === q && text[from + 2] === q;
  let i = from + (multi ? 3 : 1);
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && q === '"') {
      const e = text[i + 1];
      if (!allow11 && (e === 'e' || e === 'x')) {
        return {
          offset: i,
          message: `The escape \\${e === 'e' ? 'e' : `x${text.slice(i + 2, i + 4)}`} is TOML 1.1; TOML 1.0 writes it as \\u${e === 'e' ? '001B' : `00${text.slice(i + 2, i + 4).toUpperCase()}`}`,
        };
      }
      i += 2;
      continue;
    }
    if (c === q) {
      if (!multi) return i + 1;
      if (text[i + 1] === q && text[i + 2] === q) {
        i += 3;
        // Up to two more quotes belong to the content ("""a""""" is a"").
        for (let extra = 0; extra < 2 && text[i] === q; extra++) i++;
        return i;
      }
    }
    i++;
  }
  return i;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?([Zz]|[+-](\d{2}):(\d{2}))?)?$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

function checkTime(token: string, hour: string, minute: string, second: string | undefined, allow11: boolean): string | null {
  if (+hour > 23) return `${token} is not a valid time: the hour ${hour} is beyond 23`;
  if (+minute > 59) return `${token} is not a valid time: the minute ${minute} is beyond 59`;
  if (second !== undefined && +second > 59) return `${token} is not a valid time: the second ${second} is beyond 59`;
  if (second === undefined && !allow11) return `${token} has no seconds, which is TOML 1.1; TOML 1.0 needs them (${hour}:${minute}:00)`;
  return null;
}

/** Why a date, date-time or time literal is impossible, or null. Other tokens are left to the parser. */
function checkDateTime(token: string, allow11: boolean): string | null {
  const time = TIME.exec(token);
  if (time) return checkTime(token, time[1], time[2], time[3], allow11);
  const m = DATE_TIME.exec(token);
  if (!m) return null;
  const [, year, month, day, hour, minute, second, , offsetHour, offsetMinute] = m;
  const mo = +month;
  if (mo < 1 || mo > 12) return `${token} is not a valid date: the month ${month} is not 01 to 12`;
  const days = mo === 2 && isLeap(+year) ? 29 : DAYS[mo - 1];
  if (+day < 1 || +day > days) return `${token} is not a valid date: ${MONTHS[mo - 1]} ${year} has ${days} days`;
  if (hour !== undefined) {
    const problem = checkTime(token, hour, minute, second, allow11);
    if (problem) return problem;
  }
  if (offsetHour !== undefined && (+offsetHour > 23 || +offsetMinute > 59)) return `${token} has an impossible UTC offset`;
  return null;
}
