'use client';

import { Anchor, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconDeviceFloppy } from '@tabler/icons-react';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { MAX_RECIPE_TITLE, MAX_RECIPES } from '@/lib/account-limits';
import { safeStorage } from '@/lib/storage';
import type { RecipeStep } from '@/ops/pipeline';
import { OPEN_ACCOUNT_EVENT, useAccount } from './AccountProvider';
import { recipeErrorText, useSavedRecipes } from './recipe-store';
import { readSavedRecipe, recipeDate, recipeForStorage, recipeTitle, recipeTitled, stepsLabel, type SavedRecipe } from './saved-recipe';
import { SIGNED_IN_FLAG } from './signed-in-flag';

export interface SavedRecipesProps {
  /** The recipe on the page: its steps are what "Save recipe" saves (its input never is). */
  recipe: { steps: readonly unknown[] };
  /** Called with a saved recipe's steps when the user opens it. */
  onOpen(recipe: { steps: RecipeStep[] }): void;
}

// This browser had a signed-in user (the account loads at start for them): until it has, wait rather than ask them
// to sign in. Read after hydration, so the server's HTML and the first render agree.
const noSubscription = () => () => {};
const useWasSignedIn = () =>
  useSyncExternalStore(
    noSubscription,
    () => safeStorage.get(SIGNED_IN_FLAG) === '1',
    () => false,
  );

/**
 * The recipes page's account controls: "Save recipe" (a title, then saved to the account) and "Saved recipes" (a list
 * to open or delete). Signed out, "Save recipe" says sign-in is needed and opens the account menu. Firebase loads only
 * through the account (useAccount().load), never with the page.
 */
export function SavedRecipes({ recipe, onOpen }: SavedRecipesProps) {
  const { user, ready } = useAccount();
  const wasSignedIn = useWasSignedIn();
  if (!user) {
    if (!ready && wasSignedIn)
      return (
        <Button variant="default" size="xs" leftSection={<IconDeviceFloppy size={16} />} loading disabled>
          Save recipe
        </Button>
      );
    return <SignInToSave />;
  }
  return (
    <Group gap="xs" wrap="wrap">
      <SaveRecipe recipe={recipe} />
      <SavedRecipesMenu onOpen={onOpen} />
    </Group>
  );
}

/** Signed out: the button says sign-in is needed and opens the account menu, where the user signs in. */
function SignInToSave() {
  const [asked, setAsked] = useState(false);
  const hint = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDeviceFloppy size={16} />}
        aria-describedby={hint}
        onClick={() => {
          setAsked(true);
          window.dispatchEvent(new Event(OPEN_ACCOUNT_EVENT));
        }}
      >
        Save recipe
      </Button>
      <Text id={hint} size="xs" c="dimmed" role="status">
        {asked ? 'Sign in first: the account menu is open at the top right.' : 'Sign in to save recipes to your account.'}
      </Text>
    </Group>
  );
}

/** "Save recipe": asks for a title in a small dialog, saves (or replaces the recipe of that title), then says so. */
function SaveRecipe({ recipe }: { recipe: SavedRecipesProps['recipe'] }) {
  const { list, open, save } = useSavedRecipes();
  const [opened, setOpened] = useState(false);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const stored = useMemo(() => recipeForStorage(recipe), [recipe]);
  const same = list ? recipeTitled(list, title) : undefined;
  const count = recipe.steps.length;

  const submit = async () => {
    const checked = recipeTitle(title);
    if (!checked.ok) return setError(checked.error.message);
    if (!stored.ok) return;
    setBusy(true);
    setError(null);
    try {
      const how = await save(checked.value, stored.value);
      setDone(`${how === 'replaced' ? 'Replaced' : 'Saved'} “${checked.value}” in your account.`);
      setOpened(false);
      setTitle('');
    } catch (e) {
      setError(`Could not save the recipe: ${recipeErrorText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Popover opened={opened} onChange={setOpened} width={300} position="bottom-start" shadow="md" withArrow trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={() => {
              setOpened((o) => !o);
              setDone(null);
              setError(null);
              void open();
            }}
          >
            Save recipe
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label="Save recipe">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack gap="xs">
              <TextInput
                label="Recipe title"
                size="xs"
                data-autofocus
                maxLength={MAX_RECIPE_TITLE}
                value={title}
                onChange={(e) => {
                  setTitle(e.currentTarget.value);
                  setError(null);
                }}
              />
              <Text size="xs" c="dimmed">
                Saves the {count === 1 ? 'step' : `${count} steps`} and {count === 1 ? 'its' : 'their'} options to your account, not the input.
              </Text>
              {same && <Text size="xs">Replaces your saved recipe “{same.title}”. Give another title to keep both.</Text>}
              {!stored.ok && (
                <Text size="xs" c="red" role="alert">
                  {stored.error.message}
                </Text>
              )}
              {error && (
                <Text size="xs" c="red" role="alert">
                  {error}
                </Text>
              )}
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={() => setOpened(false)}>
                  Cancel
                </Button>
                <Button type="submit" size="xs" loading={busy} disabled={!stored.ok || title.trim() === ''}>
                  {same ? 'Replace' : 'Save'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
      {done && (
        <Text size="xs" c="dimmed" role="status">
          {done}
        </Text>
      )}
    </Group>
  );
}

/** "Saved recipes": the user's recipes (title, steps, date), each with Open and Delete; a deletion can be undone. */
function SavedRecipesMenu({ onOpen }: { onOpen: SavedRecipesProps['onOpen'] }) {
  const { list, loading, error, open, remove, restore } = useSavedRecipes();
  const [opened, setOpened] = useState(false);
  const [deleted, setDeleted] = useState<SavedRecipe | null>(null);
  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-start" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} />}
          onClick={() => {
            setOpened((o) => !o);
            setDeleted(null);
            void open();
          }}
        >
          Saved recipes
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Saved recipes">
        <Stack gap="xs">
          {error && (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          )}
          {list === null ? (
            loading && (
              <Text size="sm" c="dimmed">
                Loading…
              </Text>
            )
          ) : list.length === 0 ? (
            <Text size="sm" c="dimmed">
              No saved recipes yet: use Save recipe to keep this one.
            </Text>
          ) : (
            <ul aria-label="Saved recipes" style={{ margin: 0, padding: 0, listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}>
              {list.map((r) => {
                const steps = readSavedRecipe(r.recipe);
                return (
                  <li key={r.id} style={{ padding: '4px 0' }}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500} truncate="end" title={r.title}>
                          {r.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {stepsLabel(r.recipe)} · {recipeDate(r.updatedAt)}
                        </Text>
                      </div>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="light"
                          disabled={!steps}
                          onClick={() => {
                            if (!steps) return;
                            setOpened(false);
                            onOpen(steps);
                          }}
                        >
                          Open
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => {
                            setDeleted(null);
                            void remove(r.id).then((gone) => gone && setDeleted(r));
                          }}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Group>
                  </li>
                );
              })}
            </ul>
          )}
          {deleted && (
            <Text size="xs" role="status">
              Deleted “{deleted.title}”.{' '}
              <Anchor
                component="button"
                size="xs"
                onClick={() => {
                  setDeleted(null);
                  void restore(deleted);
                }}
              >
                Undo
              </Anchor>
            </Text>
          )}
          {list && list.length > 0 && (
            <Text size="xs" c="dimmed">
              {list.length} of {MAX_RECIPES} saved. A saved recipe keeps its steps, not the input.
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
