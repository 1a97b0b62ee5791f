import { escapeHtml } from '@/lib/text';
import { fail, ok, type Result } from '@/lib/result';

/** SQL dialects whose CREATE TABLE syntax the diagram understands. */
export const DDL_DIALECTS = [
  { id: 'postgresql', label: 'PostgreSQL' },
  { id: 'mysql', label: 'MySQL' },
  { id: 'mariadb', label: 'MariaDB' },
  { id: 'sqlite', label: 'SQLite' },
  { id: 'transactsql', label: 'SQL Server' },
] as const;
export type DdlDialect = (typeof DDL_DIALECTS)[number]['id'];

export interface ColumnModel {
  name: string;
  type: string;
  primaryKey: boolean;
  notNull: boolean;
  unique: boolean;
  /** Set when the column references another table. */
  references?: { table: string; column: string };
}

export interface TableModel {
  name: string;
  columns: ColumnModel[];
}

export interface Relation {
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
}

export interface SchemaModel {
  tables: TableModel[];
  relations: Relation[];
}

/** The part of node-sql-parser this module uses; the page passes the dialect's parser in. */
export interface SqlParser {
  astify(sql: string, opt?: { database?: string }): unknown;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

function columnName(ref: unknown): string {
  if (!isNode(ref)) return '';
  const column = ref.column;
  if (typeof column === 'string') return column;
  if (isNode(column) && isNode(column.expr)) return String(column.expr.value ?? '');
  return '';
}

function tableName(list: unknown): string {
  const first = Array.isArray(list) ? list[0] : list;
  return isNode(first) ? String(first.table ?? '') : '';
}

function dataType(def: unknown): string {
  if (!isNode(def)) return '';
  let type = String(def.dataType ?? '');
  if (def.length != null) type += def.scale != null ? `(${def.length},${def.scale})` : `(${def.length})`;
  return type;
}

function referenceOf(ref: unknown): { table: string; columns: string[] } | null {
  if (!isNode(ref)) return null;
  const table = tableName(ref.table);
  const columns = Array.isArray(ref.definition) ? ref.definition.map(columnName) : [];
  return table ? { table, columns } : null;
}

/** Parses CREATE TABLE (and ALTER TABLE … ADD FOREIGN KEY) statements into tables and foreign-key relations. */
export function parseDdl(sql: string, parser: SqlParser, dialect: DdlDialect): Result<SchemaModel> {
  if (sql.trim() === '') return fail('The input is empty');
  let ast: unknown;
  try {
    ast = parser.astify(sql, { database: dialect });
  } catch (e) {
    const err = e as { message?: string; location?: { start?: { line?: number; column?: number } } };
    const where = err.location?.start;
    const message = (err.message ?? String(e)).split('\n')[0];
    return fail(`Could not parse the SQL: ${message}`, where ? { line: where.line, column: where.column } : undefined);
  }
  const statements = (Array.isArray(ast) ? ast : [ast]).filter(isNode);
  const tables = new Map<string, TableModel>();
  const relations: Relation[] = [];

  for (const st of statements) {
    if (st.type === 'create' && st.keyword === 'table') {
      const name = tableName(st.table);
      const table: TableModel = { name, columns: [] };
      const defs = Array.isArray(st.create_definitions) ? st.create_definitions.filter(isNode) : [];
      for (const def of defs) {
        if (def.resource === 'column') {
          const col: ColumnModel = {
            name: columnName(def.column),
            type: dataType(def.definition),
            primaryKey: Boolean(def.primary_key),
            notNull: isNode(def.nullable) && def.nullable.type === 'not null',
            unique: Boolean(def.unique),
          };
          const ref = referenceOf(def.reference_definition);
          if (ref) {
            col.references = { table: ref.table, column: ref.columns[0] ?? '' };
            relations.push({ from: name, fromColumns: [col.name], to: ref.table, toColumns: ref.columns });
          }
          table.columns.push(col);
        }
      }
      for (const def of defs) {
        if (def.resource !== 'constraint') continue;
        const cols = Array.isArray(def.definition) ? def.definition.map(columnName) : [];
        const kind = String(def.constraint_type ?? '').toUpperCase();
        if (kind === 'PRIMARY KEY') for (const c of table.columns) if (cols.includes(c.name)) c.primaryKey = true;
        if (kind === 'UNIQUE' || kind === 'UNIQUE KEY' || kind === 'UNIQUE INDEX')
          for (const c of table.columns) if (cols.includes(c.name) && cols.length === 1) c.unique = true;
        if (kind === 'FOREIGN KEY') {
          const ref = referenceOf(def.reference_definition);
          if (!ref) continue;
          relations.push({ from: name, fromColumns: cols, to: ref.table, toColumns: ref.columns });
          cols.forEach((c, i) => {
            const col = table.columns.find((x) => x.name === c);
            if (col && !col.references) col.references = { table: ref.table, column: ref.columns[i] ?? '' };
          });
        }
      }
      tables.set(name, table);
    } else if (st.type === 'alter') {
      const name = tableName(st.table);
      const exprs = Array.isArray(st.expr) ? st.expr.filter(isNode) : [];
      for (const ex of exprs) {
        const def = isNode(ex.create_definitions) ? ex.create_definitions : ex;
        if (String(def.constraint_type ?? '').toUpperCase() !== 'FOREIGN KEY') continue;
        const cols = Array.isArray(def.definition) ? def.definition.map(columnName) : [];
        const ref = referenceOf(def.reference_definition);
        if (ref) relations.push({ from: name, fromColumns: cols, to: ref.table, toColumns: ref.columns });
      }
    }
  }
  if (tables.size === 0) return fail('No CREATE TABLE statement found');
  // Remove duplicates (a column REFERENCES and a table constraint for the same key).
  const seen = new Set<string>();
  const unique = relations.filter((r) => {
    const key = `${r.from}(${r.fromColumns})->${r.to}(${r.toColumns})`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return ok({ tables: [...tables.values()], relations: unique });
}

const dotId = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Graphviz DOT for the schema: one HTML-table node per table, one edge per foreign key (child → parent). */
export function schemaToDot(model: SchemaModel, opts: { dark?: boolean } = {}): string {
  const fg = opts.dark ? '#e9ecef' : '#212529';
  const head = opts.dark ? '#364fc7' : '#dbe4ff';
  const headText = opts.dark ? '#ffffff' : '#1c2a6b';
  const lines = [
    'digraph schema {',
    '  graph [rankdir=LR, bgcolor="transparent", pad="0.3", nodesep="0.6", ranksep="1.1"];',
    `  node [shape=plaintext, fontname="Helvetica", fontsize=11, fontcolor="${fg}"];`,
    `  edge [color="${fg}", dir=both, arrowtail=crow, arrowhead=tee, fontname="Helvetica", fontsize=9, fontcolor="${fg}"];`,
  ];
  const known = new Set(model.tables.map((t) => t.name));
  for (const t of model.tables) {
    const rows = t.columns
      .map((c, i) => {
        const marks = [c.primaryKey ? 'PK' : '', c.references ? 'FK' : '', c.unique && !c.primaryKey ? 'UQ' : ''].filter(Boolean).join(' ');
        const name = c.primaryKey ? `<B>${escapeHtml(c.name)}</B>` : escapeHtml(c.name);
        return `<TR><TD ALIGN="LEFT" PORT="c${i}">${name}</TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">${escapeHtml(c.type.toLowerCase())}${c.notNull && !c.primaryKey ? ' not null' : ''}</FONT></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">${marks}</FONT></TD></TR>`;
      })
      .join('');
    lines.push(
      `  ${dotId(t.name)} [label=<<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" COLOR="${fg}"><TR><TD COLSPAN="3" BGCOLOR="${head}"><FONT COLOR="${headText}"><B>${escapeHtml(t.name)}</B></FONT></TD></TR>${rows}</TABLE>>];`,
    );
  }
  for (const r of model.relations) {
    if (!known.has(r.to))
      lines.push(
        `  ${dotId(r.to)} [label=<<TABLE BORDER="1" CELLBORDER="0" STYLE="dashed"><TR><TD>${escapeHtml(r.to)} (not defined)</TD></TR></TABLE>>];`,
      );
    const fromTable = model.tables.find((t) => t.name === r.from);
    const port = fromTable ? fromTable.columns.findIndex((c) => c.name === r.fromColumns[0]) : -1;
    const tail = port >= 0 ? `${dotId(r.from)}:c${port}` : dotId(r.from);
    lines.push(`  ${tail} -> ${dotId(r.to)} [tooltip=${dotId(`${r.from}(${r.fromColumns.join(', ')}) → ${r.to}(${r.toColumns.join(', ')})`)}];`);
  }
  lines.push('}');
  return lines.join('\n');
}
