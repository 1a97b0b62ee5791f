import { compareRowSets, lastRowSet } from '@/components/content/sql-tutorial/sql-tutorial.core';

const expected = {
  columns: ['name', 'total'],
  rows: [
    ['Ada', 30],
    ['Bob', 20],
  ],
};

describe('compareRowSets', () => {
  it('accepts the same rows in any order when order does not matter', () => {
    expect(
      compareRowSets(
        {
          columns: ['n', 't'],
          rows: [
            ['Bob', 20],
            ['Ada', 30],
          ],
        },
        expected,
        false,
      ),
    ).toEqual({ correct: true });
  });
  it('says when the rows are right but the order is not', () => {
    expect(
      compareRowSets(
        {
          columns: ['n', 't'],
          rows: [
            ['Bob', 20],
            ['Ada', 30],
          ],
        },
        expected,
        true,
      ),
    ).toEqual({ correct: false, reason: 'The rows are right but in the wrong order.' });
  });
  it('names the column and row counts when they differ', () => {
    expect(compareRowSets({ columns: ['n'], rows: [['Ada'], ['Bob']] }, expected, false).reason).toBe(
      'Your query returns 1 column; the answer has 2 (name, total).',
    );
    expect(compareRowSets({ columns: ['n', 't'], rows: [['Ada', 30]] }, expected, false).reason).toBe('Your query returns 1 row; the answer has 2.');
  });
  it('rejects different values and tolerates float noise', () => {
    expect(
      compareRowSets(
        {
          columns: ['n', 't'],
          rows: [
            ['Ada', 31],
            ['Bob', 20],
          ],
        },
        expected,
        false,
      ).correct,
    ).toBe(false);
    expect(compareRowSets({ columns: ['a'], rows: [[0.1 + 0.2]] }, { columns: ['a'], rows: [[0.3]] }, true).correct).toBe(true);
  });
});

describe('lastRowSet', () => {
  it('takes the last statement that returned rows', () => {
    expect(
      lastRowSet([
        { sql: 'select 1', line: 1, columns: ['a'], rows: [[1]] },
        { sql: 'update', line: 2, changes: 1 },
      ]),
    ).toEqual({ columns: ['a'], rows: [[1]] });
    expect(lastRowSet([{ sql: 'create', line: 1 }])).toBeNull();
  });
});
