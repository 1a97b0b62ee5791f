import { describeError, lineColumnAt } from '@/lib/result';

describe('lineColumnAt', () => {
  it.each([
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['a\nbc', 2, 2, 1],
    ['a\nbc', 3, 2, 2],
    ['a\n\nb', 3, 3, 1],
  ])('maps offset in %j at %i to line %i column %i', (text, offset, line, column) => {
    expect(lineColumnAt(text, offset)).toEqual({ line, column });
  });
});

describe('describeError', () => {
  it('prefixes the line and column when known', () => {
    expect(describeError({ message: 'Unexpected token', line: 3, column: 7 })).toBe('Line 3, column 7: Unexpected token');
  });
  it('returns the bare message without a position', () => {
    expect(describeError({ message: 'Empty input' })).toBe('Empty input');
  });
});
