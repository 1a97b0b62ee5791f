'use client';

import { ActionIcon, Button, Checkbox, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCheck, IconGripVertical, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CopyButton, DownloadButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import type { Result, ToolError } from '@/lib/result';
import { toolStorageKey } from '@/components/kit/tool-storage-key';
import { safeStorage } from '@/lib/storage';
import {
  addTodo,
  clearCompleted,
  countLeft,
  deleteTodo,
  editTodo,
  filterTodos,
  leftLabel,
  moveTodo,
  moveTodoTo,
  parseTodos,
  toggleAll,
  toggleTodo,
  toMarkdown,
  type Todo,
  type TodoFilter,
} from './todo.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'todo';
const STORAGE_KEY = toolStorageKey(SLUG);
const filters = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'done', label: 'Done' },
];

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export default function TodoList() {
  const mounted = useHydrated();
  const [todos, setTodos] = useState<Todo[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<TodoFilter>('all');
  const [error, setError] = useState<ToolError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; text: string; error: ToolError | null } | null>(null);
  /** Id of the control to focus after the next render (a moved row's button, or Edit after editing). */
  const pendingFocus = useRef<string | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const read = () => {
      const raw = safeStorage.get(STORAGE_KEY);
      const r = parseTodos(raw);
      if (r.ok) {
        setTodos(r.value.todos);
        setNotice(r.value.dropped ? `${r.value.dropped} saved ${r.value.dropped === 1 ? 'item was' : 'items were'} unreadable and left out.` : null);
      } else {
        // Keep the unreadable text aside rather than overwrite it with the next save.
        if (raw) safeStorage.set(`${STORAGE_KEY}:unreadable`, raw);
        setTodos([]);
        setNotice('The saved list could not be read; its text was kept aside in this browser’s storage and the list starts empty.');
      }
      setLoaded(true);
    };
    read();
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEY && read();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** Every change is saved at once, so a reload or another tab sees it. */
  const commit = useCallback((next: Todo[]) => {
    setTodos(next);
    if (!safeStorage.set(STORAGE_KEY, JSON.stringify(next)))
      setNotice('This browser refused to save the list (storage full or disabled): it will be lost on reload.');
  }, []);

  const apply = (r: Result<Todo[]>, onError: (e: ToolError | null) => void) => {
    if (!r.ok) {
      onError(r.error);
      return false;
    }
    onError(null);
    commit(r.value);
    return true;
  };

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });
  const setFocus = (id: string) => {
    pendingFocus.current = id;
  };

  const shown = filterTodos(todos, filter);
  const left = countLeft(todos);
  const doneCount = todos.length - left;

  const move = (t: Todo, dir: -1 | 1) => {
    commit(moveTodo(todos, t.id, dir, filter));
    setFocus(`todo-${dir < 0 ? 'up' : 'down'}-${t.id}`);
  };

  const saveEdit = () => {
    if (!editing) return;
    const ok = apply(editTodo(todos, editing.id, editing.text), (e) => setEditing({ ...editing, error: e }));
    if (ok) {
      setFocus(`todo-edit-${editing.id}`);
      setEditing(null);
    }
  };

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined} style={{ maxWidth: 760 }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (apply(addTodo(todos, draft, newId()), setError)) {
            setDraft('');
            if (filter === 'done') setFilter('all');
          }
          input.current?.focus();
        }}
      >
        <Group align="end" gap="sm" wrap="nowrap">
          <TextInput
            ref={input}
            label="New task"
            placeholder="What needs doing?"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: 1 }}
            autoComplete="off"
          />
          <Button type="submit" leftSection={<IconPlus size={16} />}>
            Add
          </Button>
        </Group>
      </form>
      <ErrorPanel error={error} />

      <Group justify="space-between" mt="md" mb="xs" gap="sm">
        <SegmentedControl aria-label="Show" size="xs" value={filter} data={filters} onChange={(v) => setFilter(v as TodoFilter)} />
        <span aria-live="polite" style={{ fontSize: 14 }}>
          {loaded ? leftLabel(left) : ''}
        </span>
        <Group gap={6}>
          <Button size="compact-sm" variant="default" onClick={() => commit(toggleAll(todos))} disabled={todos.length === 0}>
            {todos.length > 0 && left === 0 ? 'Mark all not done' : 'Mark all done'}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => commit(clearCompleted(todos))} disabled={doneCount === 0}>
            Clear completed
          </Button>
        </Group>
      </Group>

      {notice && (
        <p role="status" style={{ fontSize: 13, color: 'var(--mantine-color-orange-text)' }}>
          {notice}
        </p>
      )}

      <ul aria-label="Tasks" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((t, i) => (
          <li
            key={t.id}
            draggable={editing?.id !== t.id}
            onDragStart={(e) => {
              setDragId(t.id);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', t.text);
            }}
            onDragOver={(e) => {
              if (dragId) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragId) commit(moveTodoTo(todos, dragId, t.id));
              setDragId(null);
            }}
            onDragEnd={() => setDragId(null)}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '6px 4px',
              borderBottom: '1px solid var(--mantine-color-default-border)',
              opacity: dragId === t.id ? 0.5 : 1,
            }}
          >
            <IconGripVertical size={16} aria-hidden style={{ cursor: 'grab', color: 'var(--mantine-color-dimmed)', flex: 'none' }} />
            {editing?.id === t.id ? (
              <div style={{ flex: 1 }}>
                <Group gap={6} wrap="nowrap">
                  <TextInput
                    aria-label={`Edit task: ${t.text}`}
                    value={editing.text}
                    autoFocus
                    onChange={(e) => setEditing({ ...editing, text: e.currentTarget.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        saveEdit();
                      } else if (e.key === 'Escape') {
                        setFocus(`todo-edit-${t.id}`);
                        setEditing(null);
                      }
                    }}
                    style={{ flex: 1 }}
                  />
                  <ActionIcon variant="light" aria-label="Save" onClick={saveEdit}>
                    <IconCheck size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="gray" aria-label="Cancel" onClick={() => setEditing(null)}>
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
                <ErrorPanel error={editing.error} />
              </div>
            ) : (
              <>
                <Checkbox
                  checked={t.done}
                  onChange={() => commit(toggleTodo(todos, t.id))}
                  label={t.text}
                  style={{ flex: 1, minWidth: 0 }}
                  styles={{
                    label: {
                      textDecoration: t.done ? 'line-through' : undefined,
                      color: t.done ? 'var(--mantine-color-dimmed)' : undefined,
                      wordBreak: 'break-word',
                    },
                  }}
                />
                <ActionIcon
                  id={`todo-edit-${t.id}`}
                  variant="subtle"
                  color="gray"
                  aria-label={`Edit: ${t.text}`}
                  onClick={() => setEditing({ id: t.id, text: t.text, error: null })}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  id={`todo-up-${t.id}`}
                  variant="subtle"
                  color="gray"
                  aria-label={`Move up: ${t.text}`}
                  disabled={i === 0}
                  onClick={() => move(t, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  id={`todo-down-${t.id}`}
                  variant="subtle"
                  color="gray"
                  aria-label={`Move down: ${t.text}`}
                  disabled={i === shown.length - 1}
                  onClick={() => move(t, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`Delete: ${t.text}`} onClick={() => commit(deleteTodo(todos, t.id))}>
                  <IconTrash size={16} />
                </ActionIcon>
              </>
            )}
          </li>
        ))}
      </ul>
      {loaded && shown.length === 0 && (
        <p style={{ fontSize: 14, color: 'var(--mantine-color-dimmed)' }}>
          {todos.length === 0 ? 'No tasks yet. Add one above.' : filter === 'active' ? 'Nothing left to do.' : 'No completed tasks.'}
        </p>
      )}

      <Group gap={6} mt="md">
        <CopyButton text={toMarkdown(todos)} label="Copy as Markdown" disabled={todos.length === 0} />
        <DownloadButton data={() => `${toMarkdown(todos)}\n`} filename="todo.md" mime="text/markdown" disabled={todos.length === 0} />
      </Group>
      <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
        The list lives in this browser’s local storage: it never leaves your device, and other tabs of this page stay in step. Reorder with the arrow
        buttons or by dragging a row.
      </p>
    </div>
  );
}
