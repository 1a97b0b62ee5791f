'use client';

import { Anchor, Button, Checkbox, Divider, Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { apiErrorMessage, deletePrivateBlob, listPrivateBlobs, type PrivateBlob } from '@/api/client';
import { loadSearchDocs, pageTitles } from '@/lib/search-index-client';
import { isOwnShareUrl } from '@/lib/slug';
import { toolBySlug } from '@/registry/tools';
import { formatLongDate, subscriptionLine } from '@/lib/subscription';
import { formatBytes } from '@/lib/text-stats';
import { AccountButton } from './AccountButton';
import { YourToolsMenu } from './YourToolsMenu';
import { failureMessage, OPEN_ACCOUNT_EVENT, useAccount, type AccountArea } from './AccountProvider';
import { useSavedRecipes } from './recipe-store';
import { recipeDate, savedRecipeLink, stepsLabel } from './saved-recipe';

/**
 * What each bookmarked page is called: a tool's name from the registry at once, any other page's title from the
 * site's content index once it has arrived (until then, and for a page the index does not know, its path).
 */
function usePageNames(slugs: readonly string[]): (slug: string) => string {
  const [titles, setTitles] = useState<Map<string, string> | null>(null);
  const needIndex = titles === null && slugs.some((slug) => !toolBySlug(slug));
  useEffect(() => {
    if (!needIndex) return;
    let live = true;
    loadSearchDocs().then(
      (docs) => live && setTitles(pageTitles(docs)),
      () => {}, // The paths stay; the next opening of the menu tries again.
    );
    return () => {
      live = false;
    };
  }, [needIndex]);
  return (slug) => toolBySlug(slug)?.name ?? titles?.get(`/${slug}/`) ?? `/${slug}/`;
}

/** The heading of a list the menu reads on demand (shares, recipes, private links): it opens and closes the list. */
function ListToggle({ label, opened, onToggle }: { label: string; opened: boolean; onToggle: () => void }) {
  return (
    <UnstyledButton aria-expanded={opened} onClick={onToggle} style={{ fontWeight: 600, fontSize: 14 }}>
      {label} {opened ? '▾' : '▸'}
    </UnstyledButton>
  );
}

/** The account's last problem, shown next to the control or list it concerns. */
function ErrorLine({ area }: { area: AccountArea }) {
  const { error } = useAccount();
  const { online } = useNetwork();
  // Offline, the menu says so once at the top instead of the failed call's error.
  if (error?.area !== area || !online) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {error.text}
    </Text>
  );
}

function SignedOut({ online }: { online: boolean }) {
  const { ready, signIn, emulatorSignIn, bookmarks } = useAccount();
  const [accepted, setAccepted] = useState(false);
  const pageName = usePageNames(bookmarks);
  return (
    <Stack gap="sm">
      {/* Signed out, the star keeps bookmarks in this browser (issue 32): they are listed here, merged at sign-in. */}
      <Stack gap="xs">
        <YourToolsMenu pageName={pageName} />
      </Stack>
      <Divider />
      <Text size="sm">Sign in to keep bookmarks, saved recipes and your shared links on every device.</Text>
      <Checkbox
        checked={accepted}
        onChange={(e) => setAccepted(e.currentTarget.checked)}
        label={
          <>
            I accept the{' '}
            <Anchor href="/terms.html" target="_blank">
              terms
            </Anchor>{' '}
            and the{' '}
            <Anchor href="/privacy.html" target="_blank">
              privacy policy
            </Anchor>
          </>
        }
      />
      <Button onClick={() => void signIn()} disabled={!accepted || !online} loading={online && accepted && !ready}>
        Sign in with Google
      </Button>
      <ErrorLine area="signIn" />
      {emulatorSignIn && <EmulatorSignIn accepted={accepted} />}
    </Stack>
  );
}

/**
 * The local emulator's own sign-in, offered when its Google window cannot open (Google's script is out of
 * reach): any address and name make up a Google account there, as that window would.
 */
function EmulatorSignIn({ accepted }: { accepted: boolean }) {
  const { signInToEmulator } = useAccount();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = /^[^\s@]+@[^\s@]+$/.test(email.trim()) && name.trim() !== '';
  return (
    <form
      aria-label="Sign in to the emulator"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid || !accepted) return;
        setBusy(true);
        void signInToEmulator(email.trim(), name.trim()).finally(() => setBusy(false));
      }}
    >
      <Stack gap="xs">
        <TextInput label="Email" type="email" size="xs" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <TextInput label="Name" size="xs" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button type="submit" variant="light" disabled={!valid || !accepted} loading={busy}>
          Sign in to the emulator
        </Button>
      </Stack>
    </form>
  );
}

function SignedIn() {
  const { user, subscriptions, bookmarks, shares, error, signOut, loadShares, openCustomerPortal } = useAccount();
  const [sharesOpen, setSharesOpen] = useState(false);
  const pageName = usePageNames([...bookmarks, ...(shares ?? []).map((s) => s.slug)]);
  if (!user) return null;
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600} size="sm">
          {user.displayName}
        </Text>
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
      </div>
      <Anchor component="button" size="sm" onClick={() => void signOut()} style={{ alignSelf: 'flex-start' }}>
        Sign out
      </Anchor>
      <ErrorLine area="signOut" />
      <Divider />
      <Text fw={600} size="sm">
        Subscription
      </Text>
      {subscriptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No subscription. <Anchor href="/pricing/">See plans</Anchor>
        </Text>
      ) : (
        subscriptions.map((s) => (
          <Text key={s.id} size="sm">
            {s.plan}: {subscriptionLine(s)}
          </Text>
        ))
      )}
      {subscriptions.length > 0 && (
        <Button size="xs" variant="light" onClick={() => void openCustomerPortal()}>
          Manage Subscription
        </Button>
      )}
      <ErrorLine area="subscription" />
      <Divider />
      <YourToolsMenu pageName={pageName} />
      <Divider />
      <ListToggle
        label="Shares"
        opened={sharesOpen}
        onToggle={() => {
          setSharesOpen((o) => !o);
          void loadShares();
        }}
      />
      <ErrorLine area="shares" />
      {sharesOpen &&
        (shares === null ? (
          error?.area === 'shares' ? null : (
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          )
        ) : shares.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing shared yet.
          </Text>
        ) : (
          <ul aria-label="Shares" style={{ margin: 0, paddingLeft: 18, maxHeight: 160, overflowY: 'auto' }}>
            {shares.map((s) => (
              <li key={s.id}>
                {isOwnShareUrl(s.fullUrl, s.slug, window.location.origin) ? (
                  <Anchor href={s.fullUrl} size="sm">
                    {pageName(s.slug)}
                  </Anchor>
                ) : (
                  <Text span size="sm">
                    {pageName(s.slug)}
                  </Text>
                )}{' '}
                <Text span size="xs" c="dimmed">
                  {formatLongDate(s.updated)}
                </Text>
              </li>
            ))}
          </ul>
        ))}
      <Divider />
      <SavedRecipesList />
      <Divider />
      <PrivateLinksList />
    </Stack>
  );
}

/** The saved recipes (recipes page, Save recipe), read lazily on the first opening: each a link that opens it there. */
function SavedRecipesList() {
  const { list, loading, error, open } = useSavedRecipes();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ListToggle
        label="Recipes"
        opened={opened}
        onToggle={() => {
          setOpened((o) => !o);
          void open();
        }}
      />
      {opened && error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {opened &&
        (list === null ? (
          loading && (
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          )
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No saved recipes yet: save one on the <Anchor href="/recipes/">Recipes</Anchor> page.
          </Text>
        ) : (
          <ul aria-label="Recipes" style={{ margin: 0, paddingLeft: 18, maxHeight: 160, overflowY: 'auto' }}>
            {list.map((r) => {
              const steps = stepsLabel(r.recipe);
              return (
                <li key={r.id}>
                  {steps === 'unreadable' ? (
                    <Text span size="sm">
                      {r.title}
                    </Text>
                  ) : (
                    <Anchor href={savedRecipeLink(r.recipe)} size="sm">
                      {r.title}
                    </Anchor>
                  )}{' '}
                  <Text span size="xs" c="dimmed">
                    {steps} · {recipeDate(r.updatedAt)}
                  </Text>
                </li>
              );
            })}
          </ul>
        ))}
    </>
  );
}

/**
 * The private links this account made (issue 32), read from the API on the first opening: which tool, how big, until
 * when, and a Delete. Their keys were never stored, so they cannot be opened from here: only the link that was copied.
 */
function PrivateLinksList() {
  const { idToken } = useAccount();
  const [opened, setOpened] = useState(false);
  const [list, setList] = useState<PrivateBlob[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = async (doing: string, e: unknown) =>
    setError(`Could not ${doing}: ${await apiErrorMessage(e, e instanceof Response ? `the server answered ${e.status}` : failureMessage(e))}`);
  const load = async () => {
    setError(null);
    try {
      const token = await idToken();
      if (!token) return;
      setList((await listPrivateBlobs(token)).blobs);
    } catch (e) {
      await fail('load your private links', e);
    }
  };
  const remove = async (id: string) => {
    setError(null);
    try {
      const token = await idToken();
      if (!token) return;
      await deletePrivateBlob(id, { token });
      setList((l) => l && l.filter((b) => b.id !== id));
    } catch (e) {
      await fail('delete the private link', e);
    }
  };
  return (
    <>
      <ListToggle
        label="Private links"
        opened={opened}
        onToggle={() => {
          setOpened((o) => !o);
          if (!opened) void load();
        }}
      />
      {opened && error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {opened &&
        (list === null ? (
          !error && (
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          )
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No private links: make one with the lock beside a tool&apos;s Share button.
          </Text>
        ) : (
          <ul aria-label="Private links" style={{ margin: 0, paddingLeft: 18, maxHeight: 200, overflowY: 'auto' }}>
            {list.map((b) => {
              const name = toolBySlug(b.tool)?.name ?? `/${b.tool}/`;
              return (
                <li key={b.id}>
                  <Text span size="sm">
                    {name}
                  </Text>{' '}
                  <Text span size="xs" c="dimmed">
                    {formatBytes(b.size)} · {b.expires ? `expires ${formatLongDate(Date.parse(b.expires))}` : 'never expires'}
                  </Text>{' '}
                  <Anchor
                    component="button"
                    size="xs"
                    c="red"
                    onClick={() => void remove(b.id)}
                    aria-label={`Delete the private link of ${name} made ${formatLongDate(Date.parse(b.created))}`}
                  >
                    Delete
                  </Anchor>
                </li>
              );
            })}
          </ul>
        ))}
    </>
  );
}

/** The user popover (SPEC §2, width 300); AccountMenu loads this module on the first click. */
export function AccountPopover() {
  const { user, load } = useAccount();
  const [opened, setOpened] = useState(true);
  const { online } = useNetwork();
  // Back online: what could not load offline (Firebase, the account's data) loads now.
  useEffect(() => {
    if (online && opened) void load();
  }, [online, opened, load]);
  useEffect(() => {
    const open = () => setOpened(true);
    window.addEventListener(OPEN_ACCOUNT_EVENT, open);
    return () => window.removeEventListener(OPEN_ACCOUNT_EVENT, open);
  }, []);
  return (
    // Always below the button, as tall as the window allows, scrolling inside: flipping above it, the menu (taller
    // than a laptop's window once the emulator's sign-in shows) jumped between the two places as its content changed,
    // under the pointer of whoever was about to click in it.
    <Popover
      width={300}
      position="bottom-end"
      shadow="md"
      withArrow
      opened={opened}
      onChange={setOpened}
      onOpen={() => void load()}
      trapFocus
      middlewares={{ flip: false, shift: true, size: { padding: 8 } }}
    >
      <Popover.Target>
        {/* A controlled Popover leaves toggling to its target (Mantine's documented pattern). */}
        <AccountButton user={user} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown style={{ overflowY: 'auto' }}>
        {!online && (
          <Text size="sm" role="status" mb="sm">
            You are offline. Sign-in, bookmarks and shares need a connection; the tools work as usual.
          </Text>
        )}
        {user ? <SignedIn /> : <SignedOut online={online} />}
      </Popover.Dropdown>
    </Popover>
  );
}
