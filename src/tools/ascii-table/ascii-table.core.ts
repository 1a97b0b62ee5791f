/** One row of the table: a code 0–255 in every notation. */
export interface AsciiRow {
  code: number;
  dec: string;
  hex: string;
  oct: string;
  bin: string;
  /** The character itself for printable codes; the abbreviation (NUL, ESC, DEL…) for control codes. */
  char: string;
  /** True for control codes (0–31, 127, 128–159), which have no glyph. */
  control: boolean;
  /** Caret notation as terminals show it (^@, ^[, ^?), for the C0 controls and DEL. */
  caret: string;
  /** The C escape (\n, \t, \0…), where there is one. */
  escape: string;
  /** How to write it in HTML: a named reference where HTML has one, else a numeric one; empty if HTML cannot carry it. */
  entity: string;
  description: string;
}

const C0 = [
  ['NUL', 'Null'],
  ['SOH', 'Start of Heading'],
  ['STX', 'Start of Text'],
  ['ETX', 'End of Text (Ctrl+C)'],
  ['EOT', 'End of Transmission (Ctrl+D: end of input in a Unix terminal)'],
  ['ENQ', 'Enquiry'],
  ['ACK', 'Acknowledge'],
  ['BEL', 'Bell'],
  ['BS', 'Backspace'],
  ['HT', 'Horizontal Tab'],
  ['LF', 'Line Feed (newline on Unix)'],
  ['VT', 'Vertical Tab'],
  ['FF', 'Form Feed'],
  ['CR', 'Carriage Return (Windows line ends are CR LF)'],
  ['SO', 'Shift Out'],
  ['SI', 'Shift In'],
  ['DLE', 'Data Link Escape'],
  ['DC1', 'Device Control 1 (XON: resume output)'],
  ['DC2', 'Device Control 2'],
  ['DC3', 'Device Control 3 (XOFF: pause output)'],
  ['DC4', 'Device Control 4'],
  ['NAK', 'Negative Acknowledge'],
  ['SYN', 'Synchronous Idle'],
  ['ETB', 'End of Transmission Block'],
  ['CAN', 'Cancel'],
  ['EM', 'End of Medium'],
  ['SUB', 'Substitute (Ctrl+Z: end of file in old DOS text files)'],
  ['ESC', 'Escape (starts terminal escape sequences)'],
  ['FS', 'File Separator'],
  ['GS', 'Group Separator'],
  ['RS', 'Record Separator'],
  ['US', 'Unit Separator'],
] as const;

const C1 = [
  ['PAD', 'Padding Character'],
  ['HOP', 'High Octet Preset'],
  ['BPH', 'Break Permitted Here'],
  ['NBH', 'No Break Here'],
  ['IND', 'Index'],
  ['NEL', 'Next Line'],
  ['SSA', 'Start of Selected Area'],
  ['ESA', 'End of Selected Area'],
  ['HTS', 'Character Tabulation Set'],
  ['HTJ', 'Character Tabulation with Justification'],
  ['VTS', 'Line Tabulation Set'],
  ['PLD', 'Partial Line Forward'],
  ['PLU', 'Partial Line Backward'],
  ['RI', 'Reverse Line Feed'],
  ['SS2', 'Single Shift 2'],
  ['SS3', 'Single Shift 3'],
  ['DCS', 'Device Control String'],
  ['PU1', 'Private Use 1'],
  ['PU2', 'Private Use 2'],
  ['STS', 'Set Transmit State'],
  ['CCH', 'Cancel Character'],
  ['MW', 'Message Waiting'],
  ['SPA', 'Start of Guarded Area'],
  ['EPA', 'End of Guarded Area'],
  ['SOS', 'Start of String'],
  ['SGC', 'Single Graphic Character Introducer'],
  ['SCI', 'Single Character Introducer'],
  ['CSI', 'Control Sequence Introducer'],
  ['ST', 'String Terminator'],
  ['OSC', 'Operating System Command'],
  ['PM', 'Privacy Message'],
  ['APC', 'Application Program Command'],
] as const;

const PUNCTUATION: Record<number, string> = {
  32: 'Space',
  33: 'Exclamation mark',
  34: 'Quotation mark',
  35: 'Number sign (hash)',
  36: 'Dollar sign',
  37: 'Percent sign',
  38: 'Ampersand',
  39: 'Apostrophe',
  40: 'Left parenthesis',
  41: 'Right parenthesis',
  42: 'Asterisk',
  43: 'Plus sign',
  44: 'Comma',
  45: 'Hyphen-minus',
  46: 'Full stop (period)',
  47: 'Solidus (slash)',
  58: 'Colon',
  59: 'Semicolon',
  60: 'Less-than sign',
  61: 'Equals sign',
  62: 'Greater-than sign',
  63: 'Question mark',
  64: 'Commercial at',
  91: 'Left square bracket',
  92: 'Reverse solidus (backslash)',
  93: 'Right square bracket',
  94: 'Circumflex accent (caret)',
  95: 'Low line (underscore)',
  96: 'Grave accent (backtick)',
  123: 'Left curly bracket',
  124: 'Vertical line (pipe)',
  125: 'Right curly bracket',
  126: 'Tilde',
};

const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** HTML5 named character references for ASCII, each the usual one of its aliases. */
const ASCII_ENTITIES: Record<number, string> = {
  9: '&Tab;',
  10: '&NewLine;',
  33: '&excl;',
  34: '&quot;',
  35: '&num;',
  36: '&dollar;',
  37: '&percnt;',
  38: '&amp;',
  39: '&apos;',
  40: '&lpar;',
  41: '&rpar;',
  42: '&ast;',
  43: '&plus;',
  44: '&comma;',
  46: '&period;',
  47: '&sol;',
  58: '&colon;',
  59: '&semi;',
  60: '&lt;',
  61: '&equals;',
  62: '&gt;',
  63: '&quest;',
  64: '&commat;',
  91: '&lsqb;',
  92: '&bsol;',
  93: '&rsqb;',
  94: '&Hat;',
  95: '&lowbar;',
  96: '&grave;',
  123: '&lcub;',
  124: '&verbar;',
  125: '&rcub;',
};

/** Latin-1 160–255: HTML 4 entity name and Unicode character name. */
const LATIN1: readonly (readonly [string, string])[] = [
  ['nbsp', 'No-break space'],
  ['iexcl', 'Inverted exclamation mark'],
  ['cent', 'Cent sign'],
  ['pound', 'Pound sign'],
  ['curren', 'Currency sign'],
  ['yen', 'Yen sign'],
  ['brvbar', 'Broken bar'],
  ['sect', 'Section sign'],
  ['uml', 'Diaeresis'],
  ['copy', 'Copyright sign'],
  ['ordf', 'Feminine ordinal indicator'],
  ['laquo', 'Left-pointing double angle quotation mark'],
  ['not', 'Not sign'],
  ['shy', 'Soft hyphen'],
  ['reg', 'Registered sign'],
  ['macr', 'Macron'],
  ['deg', 'Degree sign'],
  ['plusmn', 'Plus-minus sign'],
  ['sup2', 'Superscript two'],
  ['sup3', 'Superscript three'],
  ['acute', 'Acute accent'],
  ['micro', 'Micro sign'],
  ['para', 'Pilcrow sign'],
  ['middot', 'Middle dot'],
  ['cedil', 'Cedilla'],
  ['sup1', 'Superscript one'],
  ['ordm', 'Masculine ordinal indicator'],
  ['raquo', 'Right-pointing double angle quotation mark'],
  ['frac14', 'Vulgar fraction one quarter'],
  ['frac12', 'Vulgar fraction one half'],
  ['frac34', 'Vulgar fraction three quarters'],
  ['iquest', 'Inverted question mark'],
  ['Agrave', 'Latin capital letter A with grave'],
  ['Aacute', 'Latin capital letter A with acute'],
  ['Acirc', 'Latin capital letter A with circumflex'],
  ['Atilde', 'Latin capital letter A with tilde'],
  ['Auml', 'Latin capital letter A with diaeresis'],
  ['Aring', 'Latin capital letter A with ring above'],
  ['AElig', 'Latin capital letter AE'],
  ['Ccedil', 'Latin capital letter C with cedilla'],
  ['Egrave', 'Latin capital letter E with grave'],
  ['Eacute', 'Latin capital letter E with acute'],
  ['Ecirc', 'Latin capital letter E with circumflex'],
  ['Euml', 'Latin capital letter E with diaeresis'],
  ['Igrave', 'Latin capital letter I with grave'],
  ['Iacute', 'Latin capital letter I with acute'],
  ['Icirc', 'Latin capital letter I with circumflex'],
  ['Iuml', 'Latin capital letter I with diaeresis'],
  ['ETH', 'Latin capital letter Eth'],
  ['Ntilde', 'Latin capital letter N with tilde'],
  ['Ograve', 'Latin capital letter O with grave'],
  ['Oacute', 'Latin capital letter O with acute'],
  ['Ocirc', 'Latin capital letter O with circumflex'],
  ['Otilde', 'Latin capital letter O with tilde'],
  ['Ouml', 'Latin capital letter O with diaeresis'],
  ['times', 'Multiplication sign'],
  ['Oslash', 'Latin capital letter O with stroke'],
  ['Ugrave', 'Latin capital letter U with grave'],
  ['Uacute', 'Latin capital letter U with acute'],
  ['Ucirc', 'Latin capital letter U with circumflex'],
  ['Uuml', 'Latin capital letter U with diaeresis'],
  ['Yacute', 'Latin capital letter Y with acute'],
  ['THORN', 'Latin capital letter Thorn'],
  ['szlig', 'Latin small letter sharp s'],
  ['agrave', 'Latin small letter a with grave'],
  ['aacute', 'Latin small letter a with acute'],
  ['acirc', 'Latin small letter a with circumflex'],
  ['atilde', 'Latin small letter a with tilde'],
  ['auml', 'Latin small letter a with diaeresis'],
  ['aring', 'Latin small letter a with ring above'],
  ['aelig', 'Latin small letter ae'],
  ['ccedil', 'Latin small letter c with cedilla'],
  ['egrave', 'Latin small letter e with grave'],
  ['eacute', 'Latin small letter e with acute'],
  ['ecirc', 'Latin small letter e with circumflex'],
  ['euml', 'Latin small letter e with diaeresis'],
  ['igrave', 'Latin small letter i with grave'],
  ['iacute', 'Latin small letter i with acute'],
  ['icirc', 'Latin small letter i with circumflex'],
  ['iuml', 'Latin small letter i with diaeresis'],
  ['eth', 'Latin small letter eth'],
  ['ntilde', 'Latin small letter n with tilde'],
  ['ograve', 'Latin small letter o with grave'],
  ['oacute', 'Latin small letter o with acute'],
  ['ocirc', 'Latin small letter o with circumflex'],
  ['otilde', 'Latin small letter o with tilde'],
  ['ouml', 'Latin small letter o with diaeresis'],
  ['divide', 'Division sign'],
  ['oslash', 'Latin small letter o with stroke'],
  ['ugrave', 'Latin small letter u with grave'],
  ['uacute', 'Latin small letter u with acute'],
  ['ucirc', 'Latin small letter u with circumflex'],
  ['uuml', 'Latin small letter u with diaeresis'],
  ['yacute', 'Latin small letter y with acute'],
  ['thorn', 'Latin small letter thorn'],
  ['yuml', 'Latin small letter y with diaeresis'],
];

const C_ESCAPES: Record<number, string> = {
  0: '\\0',
  7: '\\a',
  8: '\\b',
  9: '\\t',
  10: '\\n',
  11: '\\v',
  12: '\\f',
  13: '\\r',
  27: '\\e',
  39: "\\'",
  34: '\\"',
  92: '\\\\',
};

function describe(code: number): string {
  if (code < 32) return C0[code][1];
  if (code === 127) return 'Delete';
  if (code >= 128 && code < 160) return `${C1[code - 128][1]} (C1 control)`;
  if (code >= 160) return LATIN1[code - 160][1];
  if (PUNCTUATION[code]) return PUNCTUATION[code];
  if (code >= 48 && code <= 57) return `Digit ${DIGITS[code - 48]}`;
  const letter = String.fromCharCode(code);
  return code <= 90 ? `Latin capital letter ${letter}` : `Latin small letter ${letter}`;
}

function entity(code: number): string {
  if (code >= 160) return `&${LATIN1[code - 160][0]};`;
  if (ASCII_ENTITIES[code]) return ASCII_ENTITIES[code];
  // NUL becomes U+FFFD and &#128;–&#159; become Windows-1252 characters, so HTML cannot carry these codes.
  if (code === 0 || (code >= 128 && code < 160)) return '';
  return `&#${code};`;
}

function row(code: number): AsciiRow {
  const control = code < 32 || (code >= 127 && code < 160);
  return {
    code,
    dec: String(code),
    hex: code.toString(16).toUpperCase().padStart(2, '0'),
    oct: code.toString(8).padStart(3, '0'),
    bin: code.toString(2).padStart(8, '0'),
    char:
      code < 32 ? C0[code][0] : code === 127 ? 'DEL' : code >= 128 && code < 160 ? C1[code - 128][0] : code === 32 ? 'SP' : String.fromCharCode(code),
    control,
    caret: code < 32 ? `^${String.fromCharCode(code + 64)}` : code === 127 ? '^?' : '',
    escape: C_ESCAPES[code] ?? '',
    entity: entity(code),
    description: describe(code),
  };
}

/** Codes 0–127 (ASCII), then 128–255 as ISO 8859-1 (Latin-1). */
export const ASCII_ROWS: readonly AsciiRow[] = Array.from({ length: 128 }, (_, i) => row(i));
export const LATIN1_ROWS: readonly AsciiRow[] = Array.from({ length: 128 }, (_, i) => row(128 + i));

/** The texts a search matches against, most exact first. */
function exactKeys(r: AsciiRow): string[] {
  return [r.dec, r.hex, `0x${r.hex}`, r.oct, r.bin, r.char, r.caret, r.escape, r.entity].filter(Boolean).map((k) => k.toLowerCase());
}

/**
 * Rows matching a query in any column (case-insensitive), exact matches of a code, character, name,
 * caret or entity first, then rows whose description contains it. `0x41`, `A`, `65`, `^[`, `&amp;`,
 * `esc` and `tab` all work. A single character matches only that character (or the row with that
 * value), so searching `a` does not return every letter whose name contains an a.
 */
export function searchRows(rows: readonly AsciiRow[], query: string): AsciiRow[] {
  const raw = query.trim() === '' ? query : query.trim();
  if (raw === '') return [...rows];
  const q = raw.toLowerCase();
  // Counted once, not per row: spreading a pasted megabyte for each of 128 rows froze the page (issue 13).
  const single = raw.length <= 2 && [...raw].length === 1;
  const exact: AsciiRow[] = [];
  const partialCase: AsciiRow[] = [];
  const partial: AsciiRow[] = [];
  for (const r of rows) {
    // A one-character query is the character itself: case matters there (A is not a).
    if (single) {
      if (r.char === raw || r.dec === raw || (r.code === 32 && raw === ' ')) exact.push(r);
      continue;
    }
    if (exactKeys(r).includes(q)) exact.push(r);
    else if (r.description.includes(raw) || r.entity.includes(raw)) partialCase.push(r);
    else if (r.description.toLowerCase().includes(q) || exactKeys(r).some((k) => k.length > 1 && k.includes(q))) partial.push(r);
  }
  // &eacute; before &Eacute; for "eacute": matches in the same case come first.
  return [...exact, ...partialCase, ...partial];
}
