import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { Parser as MysqlParser } from 'node-sql-parser/build/mysql';
import { Parser as PgParser } from 'node-sql-parser/build/postgresql';
import { parseDdl, schemaToDot } from '@/tools/ddl-diagram/ddl-diagram.core';

const pg = new PgParser();
const mysql = new MysqlParser();

const shop = `
CREATE TABLE customers (
  id SERIAL PRIMARY KEY,
  email VARCHAR(255) NOT NULL UNIQUE,
  name TEXT
);
CREATE TABLE orders (
  id SERIAL PRIMARY KEY,
  customer_id INT NOT NULL REFERENCES customers(id),
  placed_at TIMESTAMP NOT NULL
);
CREATE TABLE order_items (
  order_id INT NOT NULL,
  product_id INT NOT NULL,
  quantity INT NOT NULL,
  PRIMARY KEY (order_id, product_id),
  CONSTRAINT fk_order FOREIGN KEY (order_id) REFERENCES orders (id),
  FOREIGN KEY (product_id) REFERENCES products (id)
);`;

describe('parseDdl', () => {
  it('reads tables, columns, keys and foreign keys', () => {
    const r = parseDdl(shop, pg, 'postgresql');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.tables.map((t) => t.name)).toEqual(['customers', 'orders', 'order_items']);
    const customers = r.value.tables[0];
    expect(customers.columns).toEqual([
      { name: 'id', type: 'SERIAL', primaryKey: true, notNull: false, unique: false },
      { name: 'email', type: 'VARCHAR(255)', primaryKey: false, notNull: true, unique: true },
      { name: 'name', type: 'TEXT', primaryKey: false, notNull: false, unique: false },
    ]);
    const items = r.value.tables[2];
    expect(items.columns.filter((c) => c.primaryKey).map((c) => c.name)).toEqual(['order_id', 'product_id']);
    expect(r.value.relations).toEqual([
      { from: 'orders', fromColumns: ['customer_id'], to: 'customers', toColumns: ['id'] },
      { from: 'order_items', fromColumns: ['order_id'], to: 'orders', toColumns: ['id'] },
      { from: 'order_items', fromColumns: ['product_id'], to: 'products', toColumns: ['id'] },
    ]);
  });

  it('reads MySQL backticks and ALTER TABLE foreign keys', () => {
    const sql =
      'CREATE TABLE `a` (`id` INT PRIMARY KEY);\nCREATE TABLE `b` (`id` INT, `a_id` INT);\nALTER TABLE `b` ADD CONSTRAINT fk FOREIGN KEY (`a_id`) REFERENCES `a` (`id`);';
    const r = parseDdl(sql, mysql, 'mysql');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.relations).toEqual([{ from: 'b', fromColumns: ['a_id'], to: 'a', toColumns: ['id'] }]);
  });

  it.each([
    ['', /empty/],
    ['   \n ', /empty/],
    ['SELECT 1;', /No CREATE TABLE/],
    ['CREATE TABLE t (id INT,', /Could not parse/],
    ['\u0000\uFFFF\u0001 garbage', /Could not parse/],
  ])('rejects %j with a clear message', (sql, message) => {
    const r = parseDdl(sql, pg, 'postgresql');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('gives the line and column of a syntax error', () => {
    const r = parseDdl('CREATE TABLE a (id INT);\nCREATE TABLE b (id INT PRIMARY KEY,, x INT);', pg, 'postgresql');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.line).toBe(2);
  });
});

describe('schemaToDot', () => {
  it('renders with Graphviz: one node per table and an edge per foreign key, names escaped', async () => {
    const r = parseDdl(`${shop}\nCREATE TABLE "we<ird>" (id INT);`, pg, 'postgresql');
    if (!r.ok) throw new Error(r.error.message);
    const dot = schemaToDot(r.value);
    expect(dot).toContain('we&lt;ird&gt;');
    const svg = (await Graphviz.load()).dot(dot);
    expect(svg.match(/<g id="node\d+" class="node">/g)).toHaveLength(5); // 4 tables + the undefined "products"
    expect(svg.match(/<g id="edge\d+" class="edge">/g)).toHaveLength(3);
    expect(svg).toContain('customer_id');
    expect(svg).toContain('products (not defined)');
  });
});
