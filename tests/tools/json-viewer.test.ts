import fc from 'fast-check';
import {
  ancestorsOf,
  buildJsonTree,
  jsonPathOf,
  jsonPathSegment,
  keysTo,
  nodeAt,
  pathOf,
  searchJsonValue,
  valueAtKeys,
  visibleRows,
  type JsonNode,
  type JsonTree,
} from '@/tools/json-viewer/json-viewer.core';

/** Every node of a tree, as objects. */
const nodesOf = (tree: JsonTree): JsonNode[] => Array.from({ length: tree.count }, (_, id) => nodeAt(tree, id));
/** The rows shown when the nodes in `collapsed` are folded. */
const rowsWith = (tree: JsonTree, collapsed: Iterable<number>) => {
  const set = new Set(collapsed);
  return Array.from(visibleRows(tree, (id) => set.has(id)));
};

const sample = {
  store: {
    book: [
      { title: 'Sayings', price: 8.95 },
      { title: 'Moby Dick', price: null },
    ],
    open: true,
  },
  'a b': 'Spaced KEY',
  "it's": [],
};

/** Reads a path in the notation jsonPathOf writes, independently of the code under test. */
function evaluatePath(root: unknown, path: string): unknown {
  expect(path.startsWith('$')).toBe(true);
  let value = root;
  let i = 1;
  while (i < path.length) {
    if (path[i] === '.') {
      const m = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(path.slice(i + 1));
      expect(m).not.toBeNull();
      value = (value as Record<string, unknown>)[m![0]];
      i += 1 + m![0].length;
    } else if (path.startsWith("['", i)) {
      let name = '';
      i += 2;
      while (path[i] !== "'") {
        if (path[i] === '\\') {
          const e = path[i + 1];
          if (e === 'u') {
            name += String.fromCharCode(parseInt(path.slice(i + 2, i + 6), 16));
            i += 6;
            continue;
          }
          name += ({ b: '\b', t: '\t', n: '\n', f: '\f', r: '\r' } as Record<string, string>)[e] ?? e;
          i += 2;
        } else {
          name += path[i++];
        }
      }
      expect(path[i + 1]).toBe(']');
      i += 2;
      value = (value as Record<string, unknown>)[name];
    } else {
      const m = /^\[(\d+)\]/.exec(path.slice(i));
      expect(m).not.toBeNull();
      value = (value as unknown[])[Number(m![1])];
      i += m![0].length;
    }
  }
  return value;
}

function kindOf(v: unknown): JsonNode['kind'] {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v as JsonNode['kind'];
}

describe('buildJsonTree', () => {
  const tree = buildJsonTree(sample);
  const nodes = nodesOf(tree);

  it('lists every node in document order with its path, key, depth and kind', () => {
    expect(nodes.map((n) => [n.id, pathOf(tree, n.id), n.key, n.depth, n.kind, n.parent])).toEqual([
      [0, '$', null, 0, 'object', -1],
      [1, '$.store', 'store', 1, 'object', 0],
      [2, '$.store.book', 'book', 2, 'array', 1],
      [3, '$.store.book[0]', 0, 3, 'object', 2],
      [4, '$.store.book[0].title', 'title', 4, 'string', 3],
      [5, '$.store.book[0].price', 'price', 4, 'number', 3],
      [6, '$.store.book[1]', 1, 3, 'object', 2],
      [7, '$.store.book[1].title', 'title', 4, 'string', 6],
      [8, '$.store.book[1].price', 'price', 4, 'null', 6],
      [9, '$.store.open', 'open', 2, 'boolean', 1],
      [10, "$['a b']", 'a b', 1, 'string', 0],
      [11, "$['it\\'s']", "it's", 1, 'array', 0],
    ]);
  });

  it('previews containers by size and primitives as JSON', () => {
    expect(nodes.map((n) => [n.preview, n.childCount])).toEqual([
      ['{3}', 3],
      ['{2}', 2],
      ['[2]', 2],
      ['{2}', 2],
      ['"Sayings"', 0],
      ['8.95', 0],
      ['{2}', 2],
      ['"Moby Dick"', 0],
      ['null', 0],
      ['true', 0],
      ['"Spaced KEY"', 0],
      ['[0]', 0],
    ]);
  });

  it('records where each subtree ends', () => {
    expect(nodes.map((n) => n.end)).toEqual([12, 10, 9, 6, 5, 6, 9, 8, 9, 10, 11, 12]);
  });

  it.each([
    ['a number', 42, 'number', '42'],
    ['a string with escapes', 'a"b\n', 'string', '"a\\"b\\n"'],
    ['null', null, 'null', 'null'],
    ['false', false, 'boolean', 'false'],
    ['an empty object', {}, 'object', '{0}'],
  ])('makes a single root node for %s', (_name, value, kind, preview) => {
    expect(nodesOf(buildJsonTree(value))).toEqual([{ id: 0, parent: -1, key: null, depth: 0, kind, preview, childCount: 0, end: 1 }]);
  });

  it('cuts long string previews at 200 characters without splitting a surrogate pair', () => {
    const long = 'x'.repeat(199) + '👋' + 'y'.repeat(100);
    expect(nodeAt(buildJsonTree(long), 0).preview).toBe(`"${'x'.repeat(199)}"…`);
    expect(nodeAt(buildJsonTree('z'.repeat(250)), 0).preview).toBe(`"${'z'.repeat(200)}"…`);
  });

  it('builds a 10,000-deep array without recursion', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) value = [value];
    const deep = buildJsonTree(value);
    expect(deep.count).toBe(10_001);
    expect(nodeAt(deep, 10_000)).toMatchObject({ depth: 10_000, kind: 'string', preview: '"leaf"', parent: 9_999, key: 0 });
    expect(pathOf(deep, 10_000)).toBe('$' + '[0]'.repeat(10_000));
    expect(valueAtKeys(value, keysTo(deep, 10_000))).toBe('leaf');
    expect(deep.end[0]).toBe(10_001);
    expect(rowsWith(deep, [5_000])).toHaveLength(5_001);
  });

  it('gives every node a path and keys that lead back to its value, and consistent counts and ends', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const tree = buildJsonTree(value);
        const nodes = nodesOf(tree);
        const descendants = new Array<number>(tree.count).fill(0);
        const children = new Array<number>(tree.count).fill(0);
        nodes.forEach((node, id) => {
          expect(node.id).toBe(id);
          const target = evaluatePath(value, pathOf(tree, id));
          expect(node.kind).toBe(kindOf(target));
          expect(valueAtKeys(value, keysTo(tree, id))).toBe(target);
          if (node.parent >= 0) {
            expect(nodes[node.parent].depth).toBe(node.depth - 1);
            children[node.parent]++;
            for (let p = node.parent; p >= 0; p = nodes[p].parent) descendants[p]++;
          }
        });
        nodes.forEach((node, id) => {
          expect(node.childCount).toBe(children[id]);
          expect(node.end).toBe(id + 1 + descendants[id]);
        });
      }),
    );
  });

  it('builds the tree of 5 MB of JSON', () => {
    const rows = Array.from({ length: 75_000 }, (_, i) => ({ id: i, name: `name ${i}`, tags: ['a', 'b'], nested: { ok: i % 2 === 0 } }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(5_000_000);
    const tree = buildJsonTree(rows);
    const visible = rowsWith(tree, [1, 9]);
    const hits = searchJsonValue(rows, 'name 4999');
    expect(tree.count).toBe(1 + 75_000 * 8);
    // Each row object has seven descendants: id, name, tags, two tags, nested and ok.
    expect(visible).toHaveLength(tree.count - 7 - 7);
    expect(hits).toHaveLength(11);
    expect(hits.every((id) => nodeAt(tree, id).key === 'name')).toBe(true);
  }, 30_000);
});

describe('valueAtKeys', () => {
  it.each([
    [[], sample],
    [['store', 'book', 1, 'title'], 'Moby Dick'],
    [['store', 'book', 5], undefined],
    [['store', 'open', 'x'], undefined],
    [['toString'], undefined],
  ])('follows %j', (keys, expected) => {
    expect(valueAtKeys(sample, keys)).toEqual(expected);
  });
});

describe('visibleRows', () => {
  const nodes = buildJsonTree(sample);

  it.each([
    ['nothing collapsed', [], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['the root collapsed', [0], [0]],
    ['store collapsed', [1], [0, 1, 10, 11]],
    ['the first book collapsed', [3], [0, 1, 2, 3, 6, 7, 8, 9, 10, 11]],
    ['both books collapsed', [3, 6], [0, 1, 2, 3, 6, 9, 10, 11]],
    ['a book inside a collapsed store', [1, 3], [0, 1, 10, 11]],
    ['a primitive marked collapsed', [4], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
  ])('shows the right rows with %s', (_name, collapsed, expected) => {
    expect(rowsWith(nodes, collapsed)).toEqual(expected);
  });

  it('matches a naive check of every ancestor for any tree and any collapsed set', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.nat(60)), (value, picks) => {
        const tree = buildJsonTree(value);
        const collapsed = new Set(picks.filter((p) => p < tree.count));
        const naive = nodesOf(tree)
          .filter((n) => ancestorsOf(tree, n.id).every((a) => !collapsed.has(a)))
          .map((n) => n.id);
        expect(rowsWith(tree, collapsed)).toEqual(naive);
      }),
    );
  });
});

describe('searchJsonValue', () => {
  it.each([
    ['TITLE', [4, 7]],
    ['moby', [7]],
    ['spaced', [10]],
    ['a b', [10]],
    ['8.9', [5]],
    ['null', [8]],
    ['true', [9]],
    ["it's", [11]],
    ['0', []],
    ['', []],
    ['nothing like this', []],
  ])('finds %j in nodes %j', (query, expected) => {
    expect(searchJsonValue(sample, query)).toEqual(expected);
  });

  it('finds text beyond the 200-character preview', () => {
    expect(searchJsonValue({ long: 'x'.repeat(500) + 'needle' }, 'NEEDLE')).toEqual([1]);
  });
});

describe('jsonPathOf', () => {
  it.each([
    [[], '$'],
    [['store', 'book', 0, 'title'], '$.store.book[0].title'],
    [['a b'], "$['a b']"],
    [["it's"], "$['it\\'s']"],
    [['back\\slash'], "$['back\\\\slash']"],
    [['1abc'], "$['1abc']"],
    [['$x_1', '_'], '$.$x_1._'],
    [['line\nbreak', 'nul\u0000'], "$['line\\nbreak']['nul\\u0000']"],
    [[''], "$['']"],
    [['é'], "$['é']"],
    [[0, 12], '$[0][12]'],
  ])('writes %j as %s', (keys, expected) => {
    expect(jsonPathOf(keys)).toBe(expected);
  });

  it('agrees with the paths in the tree', () => {
    expect(jsonPathSegment('store') + jsonPathSegment(3)).toBe('.store[3]');
  });
});

describe('ancestorsOf', () => {
  const nodes = buildJsonTree(sample);
  it.each([
    [0, []],
    [4, [0, 1, 2, 3]],
    [10, [0]],
    [99, []],
  ])('lists the containers around node %i', (id, expected) => {
    expect(ancestorsOf(nodes, id)).toEqual(expected);
  });
});
