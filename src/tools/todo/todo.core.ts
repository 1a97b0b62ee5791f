import { fail, ok, type Result } from '@/lib/result';

export interface Todo {
  id: string;
  text: string;
  done: boolean;
}

export type TodoFilter = 'all' | 'active' | 'done';

/** Longest task text, and most tasks kept: far beyond a person's list, well inside localStorage quotas. */
export const MAX_TEXT = 500;
export const MAX_TODOS = 2000;

/** Trims a task's text and checks it is usable. */
export function cleanText(text: string): Result<string> {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t === '') return fail('Type a task first');
  if (t.length > MAX_TEXT) return fail(`A task can be at most ${MAX_TEXT} characters (this one has ${t.length})`);
  return ok(t);
}

export function addTodo(list: readonly Todo[], text: string, id: string): Result<Todo[]> {
  const t = cleanText(text);
  if (!t.ok) return t;
  if (list.length >= MAX_TODOS) return fail(`The list holds at most ${MAX_TODOS} tasks: clear some completed ones first`);
  return ok([...list, { id, text: t.value, done: false }]);
}

export function editTodo(list: readonly Todo[], id: string, text: string): Result<Todo[]> {
  const t = cleanText(text);
  if (!t.ok) return t;
  return ok(list.map((x) => (x.id === id ? { ...x, text: t.value } : x)));
}

export const toggleTodo = (list: readonly Todo[], id: string): Todo[] => list.map((x) => (x.id === id ? { ...x, done: !x.done } : x));

export const deleteTodo = (list: readonly Todo[], id: string): Todo[] => list.filter((x) => x.id !== id);

export const clearCompleted = (list: readonly Todo[]): Todo[] => list.filter((x) => !x.done);

/** Marks every task done, or, when all already are, every task not done. */
export function toggleAll(list: readonly Todo[]): Todo[] {
  const allDone = list.length > 0 && list.every((x) => x.done);
  return list.map((x) => ({ ...x, done: !allDone }));
}

/**
 * Moves a task one place up (-1) or down (+1) within the tasks the current filter shows, so "up" in
 * the Active view passes over hidden completed tasks instead of appearing to do nothing.
 */
export function moveTodo(list: readonly Todo[], id: string, direction: -1 | 1, filter: TodoFilter = 'all'): Todo[] {
  const visible = filterTodos(list, filter);
  const at = visible.findIndex((x) => x.id === id);
  const target = visible[at + direction];
  if (at === -1 || !target) return [...list];
  const from = list.findIndex((x) => x.id === id);
  const to = list.findIndex((x) => x.id === target.id);
  const out = [...list];
  [out[from], out[to]] = [out[to], out[from]];
  return out;
}

/** Moves a task to the position of another (drag and drop). */
export function moveTodoTo(list: readonly Todo[], id: string, targetId: string): Todo[] {
  const from = list.findIndex((x) => x.id === id);
  const to = list.findIndex((x) => x.id === targetId);
  if (from === -1 || to === -1 || from === to) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

export function filterTodos(list: readonly Todo[], filter: TodoFilter): Todo[] {
  return filter === 'active' ? list.filter((x) => !x.done) : filter === 'done' ? list.filter((x) => x.done) : [...list];
}

export const countLeft = (list: readonly Todo[]) => list.filter((x) => !x.done).length;

/** "3 tasks left", "1 task left". */
export const leftLabel = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'} left`;

/** The list as a Markdown checklist, for Copy and Download. */
export const toMarkdown = (list: readonly Todo[]) => list.map((x) => `- [${x.done ? 'x' : ' '}] ${x.text}`).join('\n');

/**
 * Reads the saved list. Items that are not well-formed are dropped rather than failing the whole list;
 * only text that is not a JSON array at all is an error (and the page then starts empty, keeping nothing
 * it cannot read).
 */
export function parseTodos(json: string | null): Result<{ todos: Todo[]; dropped: number }> {
  if (json == null || json === '') return ok({ todos: [], dropped: 0 });
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return fail('The saved list could not be read');
  }
  if (!Array.isArray(v)) return fail('The saved list could not be read');
  const todos: Todo[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  for (const item of v.slice(0, MAX_TODOS)) {
    const o = item as Partial<Todo> | null;
    if (o && typeof o.id === 'string' && o.id && !seen.has(o.id) && typeof o.text === 'string' && typeof o.done === 'boolean' && o.text.trim()) {
      seen.add(o.id);
      todos.push({ id: o.id, text: o.text.slice(0, MAX_TEXT), done: o.done });
    } else dropped++;
  }
  return ok({ todos, dropped: dropped + Math.max(0, v.length - MAX_TODOS) });
}
