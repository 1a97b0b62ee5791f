import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import { fail, ok, type Result } from '@/lib/result';
import type { Cell, Sheet } from './excel.core';

/**
 * Reads the sheets of an OpenDocument spreadsheet's content.xml (ODF 1.2, part 1, §9: table:table, table:table-row,
 * table:table-cell with office:value-type). Repeated rows and columns are expanded, except a run of empty ones at the
 * end of a row or sheet (LibreOffice writes 1,048,576 repeated empty rows); a covered (merged) cell is empty.
 */

const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';

const children = (node: Node): Element[] => {
  const out: Element[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as Element);
  return out;
};

/** The text of a text:p, with text:s (spaces), text:tab and text:line-break written out. */
function paragraphText(node: Node): string {
  let s = '';
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3 || c.nodeType === 4) s += c.nodeValue ?? '';
    else if (c.nodeType === 1) {
      const el = c as Element;
      if (el.namespaceURI === TEXT && el.localName === 's') s += ' '.repeat(Number(el.getAttributeNS(TEXT, 'c') || 1));
      else if (el.namespaceURI === TEXT && el.localName === 'tab') s += '\t';
      else if (el.namespaceURI === TEXT && el.localName === 'line-break') s += '\n';
      else if (!(el.namespaceURI === OFFICE && el.localName === 'annotation')) s += paragraphText(el);
    }
  }
  return s;
}

/** An ODF date-value (2024-01-15 or 2024-01-15T10:30:00) as a Date in UTC, the way spreadsheet dates carry no zone. */
function odfDate(text: string): Date | null {
  const m = /^(-?\d{4,})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d):(\d\d)(\.\d+)?)?/.exec(text);
  if (!m) return null;
  const d = new Date(
    Date.UTC(
      Number(m[1]),
      Number(m[2]) - 1,
      Number(m[3]),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
      Math.round(Number(m[7] ?? 0) * 1000),
    ),
  );
  if (Number(m[1]) < 100) d.setUTCFullYear(Number(m[1]));
  return d;
}

/** An ODF time-value (PT10H30M00S) as a fraction of a day, as spreadsheets store times. */
function odfDuration(text: string): number | null {
  const m = /^(-)?P(?:(\d+)D)?T(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(text);
  if (!m) return null;
  const seconds = Number(m[2] ?? 0) * 86400 + Number(m[3] ?? 0) * 3600 + Number(m[4] ?? 0) * 60 + Number(m[5] ?? 0);
  return (m[1] ? -seconds : seconds) / 86400;
}

function cellValue(el: Element): Cell {
  const type = el.getAttributeNS(OFFICE, 'value-type');
  const attr = (name: string) => el.getAttributeNS(OFFICE, name);
  switch (type) {
    case 'float':
    case 'percentage':
    case 'currency':
      return Number(attr('value'));
    case 'boolean':
      return attr('boolean-value') === 'true';
    case 'date':
      return odfDate(attr('date-value') ?? '') ?? attr('date-value');
    case 'time':
      return odfDuration(attr('time-value') ?? '') ?? attr('time-value');
    default: {
      if (!type) return null;
      const string = attr('string-value');
      if (string) return string;
      const ps = children(el).filter((c) => c.namespaceURI === TEXT && c.localName === 'p');
      return ps.map(paragraphText).join('\n');
    }
  }
}

/** The rows of a table, header rows and row groups included, in document order. */
function tableRows(node: Node, out: Element[]): Element[] {
  for (const c of children(node)) {
    if (c.namespaceURI !== TABLE) continue;
    if (c.localName === 'table-row') out.push(c);
    else if (c.localName === 'table-header-rows' || c.localName === 'table-row-group' || c.localName === 'table-rows') tableRows(c, out);
  }
  return out;
}

/** Cells and rows past this are not expanded when they repeat an empty cell (the sheet's edge). */
const MAX_REPEAT_KEPT = 10_000;

export function readOdsContent(xml: string): Result<Sheet[]> {
  let errorText: string | null = null;
  let doc;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning' && errorText === null) errorText = message;
      },
    }).parseFromString(xml, 'text/xml');
  } catch (e) {
    errorText ??= e instanceof Error ? e.message : String(e);
  }
  if (errorText !== null || !doc)
    return fail(`The ODS file's content.xml is not well-formed XML: ${String(errorText).replace(/^\[xmldom \w+\]\t?/, '')}`);
  const spreadsheet = doc.getElementsByTagNameNS(OFFICE, 'spreadsheet')[0];
  if (!spreadsheet) return fail('content.xml has no office:spreadsheet: this OpenDocument file is not a spreadsheet');
  const sheets: Sheet[] = [];
  for (const table of children(spreadsheet)) {
    if (table.namespaceURI !== TABLE || table.localName !== 'table') continue;
    const rows: Cell[][] = [];
    for (const row of tableRows(table, [])) {
      const cells: Cell[] = [];
      for (const cell of children(row)) {
        if (cell.namespaceURI !== TABLE || (cell.localName !== 'table-cell' && cell.localName !== 'covered-table-cell')) continue;
        const value = cell.localName === 'covered-table-cell' ? null : cellValue(cell);
        const repeat = Number(cell.getAttributeNS(TABLE, 'number-columns-repeated') || 1);
        const n = value === null && repeat > MAX_REPEAT_KEPT ? 0 : repeat;
        for (let i = 0; i < n; i++) cells.push(value);
      }
      while (cells.length && cells[cells.length - 1] === null) cells.pop();
      const repeat = Number(row.getAttributeNS(TABLE, 'number-rows-repeated') || 1);
      const n = cells.length === 0 && repeat > MAX_REPEAT_KEPT ? 0 : repeat;
      for (let i = 0; i < n; i++) rows.push(i === 0 ? cells : cells.slice());
    }
    while (rows.length && rows[rows.length - 1].length === 0) rows.pop();
    sheets.push({ name: table.getAttributeNS(TABLE, 'name') ?? `Sheet${sheets.length + 1}`, rows });
  }
  return ok(sheets);
}
