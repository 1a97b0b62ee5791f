import {
  addTodo,
  cleanText,
  clearCompleted,
  countLeft,
  deleteTodo,
  editTodo,
  filterTodos,
  leftLabel,
  MAX_TEXT,
  MAX_TODOS,
  moveTodo,
  moveTodoTo,
  parseTodos,
  toggleAll,
  toggleTodo,
  toMarkdown,
  type Todo,
} from '@/tools/todo/todo.core';

const list: Todo[] = [
  { id: 'a', text: 'Write tests', done: false },
  { id: 'b', text: 'Fix bug', done: true },
  { id: 'c', text: 'Ship', done: false },
];
const ids = (l: Todo[]) => l.map((x) => x.id).join('');

function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('adding and editing', () => {
  it('adds a trimmed task at the end, not done', () => {
    expect(value(addTodo(list, '  Buy   milk \n', 'd')).at(-1)).toEqual({ id: 'd', text: 'Buy milk', done: false });
  });

  it.each([
    ['', /Type a task first/],
    ['   \n ', /Type a task first/],
    ['x'.repeat(MAX_TEXT + 1), /at most 500 characters \(this one has 501\)/],
  ])('refuses %j', (text, message) => {
    const r = addTodo(list, text, 'd');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
    expect(cleanText(text).ok).toBe(false);
  });

  it('refuses a task beyond the limit', () => {
    const full = Array.from({ length: MAX_TODOS }, (_, i) => ({ id: String(i), text: 't', done: false }));
    expect(addTodo(full, 'one more', 'x').ok).toBe(false);
  });

  it('edits a task, refusing empty text', () => {
    expect(value(editTodo(list, 'b', ' Fix the bug ')).find((x) => x.id === 'b')).toEqual({ id: 'b', text: 'Fix the bug', done: true });
    expect(editTodo(list, 'b', '  ').ok).toBe(false);
  });
});

describe('completing, deleting, filtering', () => {
  it('toggles one task', () => {
    expect(toggleTodo(list, 'a')[0].done).toBe(true);
    expect(toggleTodo(list, 'b')[1].done).toBe(false);
  });

  it('deletes a task and clears completed ones', () => {
    expect(ids(deleteTodo(list, 'b'))).toBe('ac');
    expect(ids(clearCompleted(list))).toBe('ac');
    expect(ids(deleteTodo(list, 'zz'))).toBe('abc');
  });

  it('marks all done, then all not done', () => {
    const all = toggleAll(list);
    expect(all.every((x) => x.done)).toBe(true);
    expect(toggleAll(all).every((x) => !x.done)).toBe(true);
    expect(toggleAll([])).toEqual([]);
  });

  it.each([
    ['all', 'abc'],
    ['active', 'ac'],
    ['done', 'b'],
  ] as const)('filters %s', (filter, expected) => {
    expect(ids(filterTodos(list, filter))).toBe(expected);
  });

  it('counts what is left', () => {
    expect(countLeft(list)).toBe(2);
    expect(leftLabel(1)).toBe('1 task left');
    expect(leftLabel(0)).toBe('0 tasks left');
  });
});

describe('reordering', () => {
  it.each([
    ['b', -1, 'all', 'bac'],
    ['b', 1, 'all', 'acb'],
    ['a', -1, 'all', 'abc'],
    ['c', 1, 'all', 'abc'],
    // In the Active view a and c are neighbours: moving c up swaps it past the hidden b.
    ['c', -1, 'active', 'cba'],
    ['zz', 1, 'all', 'abc'],
  ] as const)('moves %s by %i in the %s view', (id, dir, filter, expected) => {
    expect(ids(moveTodo(list, id, dir, filter))).toBe(expected);
  });

  it('moves a task to another position by drag and drop', () => {
    expect(ids(moveTodoTo(list, 'c', 'a'))).toBe('cab');
    expect(ids(moveTodoTo(list, 'a', 'c'))).toBe('bca');
    expect(ids(moveTodoTo(list, 'a', 'a'))).toBe('abc');
    expect(ids(moveTodoTo(list, 'a', 'zz'))).toBe('abc');
  });

  it('never changes the list it is given', () => {
    const copy = JSON.stringify(list);
    moveTodo(list, 'b', -1);
    moveTodoTo(list, 'c', 'a');
    toggleTodo(list, 'a');
    expect(JSON.stringify(list)).toBe(copy);
  });
});

describe('storage', () => {
  it('round-trips the list', () => {
    expect(value(parseTodos(JSON.stringify(list)))).toEqual({ todos: list, dropped: 0 });
    expect(value(parseTodos(null))).toEqual({ todos: [], dropped: 0 });
  });

  it('drops malformed items and keeps the rest', () => {
    const json = JSON.stringify([
      list[0],
      { id: 'x' },
      null,
      5,
      { id: 'a', text: 'duplicate id', done: false },
      { id: 'y', text: ' ', done: false },
      list[2],
    ]);
    expect(value(parseTodos(json))).toEqual({ todos: [list[0], list[2]], dropped: 5 });
  });

  it.each(['{', '{"a":1}', '"text"'])('refuses %s', (json) => {
    expect(parseTodos(json).ok).toBe(false);
  });

  it('writes a Markdown checklist', () => {
    expect(toMarkdown(list)).toBe('- [ ] Write tests\n- [x] Fix bug\n- [ ] Ship');
  });
});
