// @vitest-environment jsdom
// The recipes page's account controls (src/account/SavedRecipes.tsx) and the account menu's Recipes list, with
// stand-ins for the Firebase modules: signed out they ask for sign-in; signed in they save, list, open and delete.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountPopover } from '@/account/AccountPopover';
import { AccountProvider, OPEN_ACCOUNT_EVENT } from '@/account/AccountProvider';
import { forgetSavedRecipes } from '@/account/recipe-store';
import { SavedRecipes } from '@/account/SavedRecipes';
import { SIGNED_IN_FLAG } from '@/account/signed-in-flag';

type Stored = { id: string; title: string; recipe: string; createdAt: number; updatedAt: number };

const fake = vi.hoisted(() => ({
  userCallback: null as ((u: { uid: string; email: string; displayName: string } | null) => void) | null,
  recipes: new Map<string, Stored[]>(),
  refuse: null as string | null,
  loads: 0,
}));

vi.mock('@/account/firebase-client', () => ({
  watchUser: (cb: typeof fake.userCallback) => {
    fake.userCallback = cb;
    return () => undefined;
  },
  watchSubscriptions: () => () => undefined,
  loadBookmarks: async () => [],
}));

vi.mock('@/account/recipe-client', () => {
  const list = (uid: string) => fake.recipes.get(uid) ?? [];
  return {
    loadRecipes: async (uid: string) => {
      fake.loads++;
      return [...list(uid)].sort((a, b) => b.updatedAt - a.updatedAt);
    },
    createRecipe: async (uid: string, id: string, title: string, recipe: string) => {
      if (fake.refuse) throw new Error(fake.refuse);
      fake.recipes.set(uid, [...list(uid).filter((r) => r.id !== id), { id, title, recipe, createdAt: Date.now(), updatedAt: Date.now() }]);
    },
    replaceRecipe: async (uid: string, id: string, title: string, recipe: string) => {
      if (fake.refuse) throw new Error(fake.refuse);
      fake.recipes.set(
        uid,
        list(uid).map((r) => (r.id === id ? { ...r, title, recipe, updatedAt: Date.now() } : r)),
      );
    },
    deleteRecipe: async (uid: string, id: string) => {
      if (fake.refuse) throw new Error(fake.refuse);
      fake.recipes.set(
        uid,
        list(uid).filter((r) => r.id !== id),
      );
    },
  };
});

const ada = { uid: 'ada', email: 'ada@example.com', displayName: 'Ada' };
const STEPS = [
  { op: 'base64_decoder', key: 's1' },
  { op: 'json_formatter', options: { indent: '4' }, key: 's2' },
];
const onOpen = vi.fn();

function page(steps: unknown[] = STEPS) {
  return render(
    <MantineProvider env="test">
      <AccountProvider>
        <SavedRecipes recipe={{ steps }} onOpen={onOpen} />
      </AccountProvider>
    </MantineProvider>,
  );
}

async function signedIn(steps?: unknown[]) {
  localStorage.setItem(SIGNED_IN_FLAG, '1');
  const view = page(steps);
  await waitFor(() => expect(fake.userCallback).not.toBeNull());
  act(() => void fake.userCallback?.(ada));
  await screen.findByRole('button', { name: 'Saved recipes' });
  return view;
}

beforeEach(() => {
  localStorage.clear();
  forgetSavedRecipes();
  fake.userCallback = null;
  fake.recipes = new Map([
    [
      'ada',
      [
        {
          id: 'old-recipe-1',
          title: 'Hex to text',
          recipe: '{"steps":[{"op":"hex/decode"}]}',
          createdAt: Date.UTC(2026, 9, 1, 12),
          updatedAt: Date.UTC(2026, 9, 2, 12),
        },
      ],
    ],
  ]);
  fake.refuse = null;
  fake.loads = 0;
  onOpen.mockReset();
});
afterEach(cleanup);

describe('SavedRecipes, signed out', () => {
  it('says sign-in is needed and opens the account menu', async () => {
    page();
    const save = screen.getByRole('button', { name: 'Save recipe' });
    expect(save).toHaveAccessibleDescription('Sign in to save recipes to your account.');
    expect(screen.queryByRole('button', { name: 'Saved recipes' })).toBeNull();
    const opened = vi.fn();
    window.addEventListener(OPEN_ACCOUNT_EVENT, opened);
    await userEvent.click(save);
    window.removeEventListener(OPEN_ACCOUNT_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(save).toHaveAccessibleDescription('Sign in first: the account menu is open at the top right.');
    // Nothing of the account was loaded for a visitor who never signed in.
    expect(fake.userCallback).toBeNull();
  });

  it('waits for the account of a browser that was signed in, rather than ask to sign in', async () => {
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    page();
    expect(screen.getByRole('button', { name: 'Save recipe' })).toBeDisabled();
    await waitFor(() => expect(fake.userCallback).not.toBeNull());
    act(() => void fake.userCallback?.(null));
    expect(await screen.findByRole('button', { name: 'Save recipe' })).toBeEnabled();
    expect(screen.getByText('Sign in to save recipes to your account.')).toBeInTheDocument();
  });
});

describe('SavedRecipes, signed in', () => {
  it('saves the steps under a title, without the input, and says so', async () => {
    await signedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save recipe' }));
    const dialog = screen.getByRole('dialog', { name: 'Save recipe' });
    expect(within(dialog).getByText('Saves the 2 steps and their options to your account, not the input.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Recipe title' }), '  Decode and format {enter}');
    expect(await screen.findByText('Saved “Decode and format” in your account.')).toBeInTheDocument();
    const saved = fake.recipes.get('ada')?.find((r) => r.title === 'Decode and format');
    expect(saved?.recipe).toBe('{"steps":[{"op":"base64_decoder"},{"op":"json_formatter","options":{"indent":"4"}}]}');
    expect(saved?.id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(screen.queryByRole('dialog', { name: 'Save recipe' })).toBeNull();
  });

  it('lists saved recipes with their steps and date, and opens one', async () => {
    await signedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Saved recipes' }));
    const list = await screen.findByRole('list', { name: 'Saved recipes' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Hex to text');
    expect(item).toHaveTextContent('1 step · October 2, 2026');
    await userEvent.click(within(item).getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith({ steps: [{ op: 'hex/decode' }] });
    expect(screen.queryByRole('list', { name: 'Saved recipes' })).toBeNull();
  });

  it('deletes a recipe, and Undo brings it back', async () => {
    await signedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Saved recipes' }));
    const list = await screen.findByRole('list', { name: 'Saved recipes' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Deleted “Hex to text”/)).toBeInTheDocument();
    expect(fake.recipes.get('ada')).toEqual([]);
    expect(screen.getByText('No saved recipes yet: use Save recipe to keep this one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('list', { name: 'Saved recipes' })).toHaveTextContent('Hex to text');
    expect(fake.recipes.get('ada')?.map((r) => r.id)).toEqual(['old-recipe-1']);
  });

  it('replaces the recipe of the same title', async () => {
    await signedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save recipe' }));
    const dialog = screen.getByRole('dialog', { name: 'Save recipe' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Recipe title' }), 'hex to text');
    expect(await within(dialog).findByText('Replaces your saved recipe “Hex to text”. Give another title to keep both.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Replaced “hex to text” in your account.')).toBeInTheDocument();
    expect(fake.recipes.get('ada')).toEqual([
      expect.objectContaining({ id: 'old-recipe-1', title: 'hex to text', recipe: expect.stringContaining('base64_decoder') }),
    ]);
  });

  it('says why a recipe cannot be saved', async () => {
    await signedIn([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save recipe' }));
    const dialog = screen.getByRole('dialog', { name: 'Save recipe' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The recipe has no steps to save: add a step first');
    cleanup();
    forgetSavedRecipes();
    fake.userCallback = null;
    await signedIn();
    fake.refuse = 'an account keeps at most 200 saved recipes; delete one to save another';
    await userEvent.click(screen.getByRole('button', { name: 'Save recipe' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipe title' }), 'One more{enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the recipe: an account keeps at most 200 saved recipes; delete one to save another',
    );
  });
});

describe('the account menu', () => {
  it('lists saved recipes as links to the recipes page, read once when first opened', async () => {
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    render(
      <MantineProvider env="test">
        <AccountProvider>
          <AccountPopover />
        </AccountProvider>
      </MantineProvider>,
    );
    await waitFor(() => expect(fake.userCallback).not.toBeNull());
    act(() => void fake.userCallback?.(ada));
    const toggle = await screen.findByRole('button', { name: /^Recipes/ });
    expect(fake.loads).toBe(0);
    await userEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Recipes' });
    const link = within(list).getByRole('link', { name: 'Hex to text' });
    expect(link).toHaveAttribute('href', `/recipes/#${encodeURIComponent('{"steps":[{"op":"hex/decode"}]}')}`);
    expect(list).toHaveTextContent('1 step · October 2, 2026');
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(fake.loads).toBe(1);
  });
});
