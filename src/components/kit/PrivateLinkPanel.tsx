'use client';

import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useOptionalAccount } from '@/account/AccountProvider';
import type { PrivateLinkExpiry } from '@/lib/private-link';
import { formatLongDate } from '@/lib/subscription';
import { copyText } from './actions';
import { makePrivateLink, removePrivateLink, type MadePrivateLink } from './private-link-client';
import type { ShareProps } from './ToolActions';

const EXPIRY_CHOICES: { value: PrivateLinkExpiry; label: string }[] = [
  { value: '1d', label: '1 day' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'never', label: 'Never (Pro)' },
];

/**
 * The panel of Share's other way (issue 32): a private link, for an input of any size up to 5 MB (25 MB with Pro). The
 * state is encrypted here under a key that only the link holds; the server stores bytes it cannot read, until they
 * expire. Loaded when the lock is first pressed, with the encryption it needs, so no tool page carries it before.
 */
export default function PrivateLinkPanel({ slug, state }: Omit<ShareProps, 'disabled'>) {
  const account = useOptionalAccount();
  const pro = account?.pro ?? false;
  const [expires, setExpires] = useState<PrivateLinkExpiry>('7d');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<(MadePrivateLink & { copied: boolean }) | null>(null);
  const [deleted, setDeleted] = useState(false);
  const create = async () => {
    setBusy(true);
    setError(null);
    setMade(null);
    setDeleted(false);
    try {
      const link = await makePrivateLink(typeof state === 'function' ? await state() : state, {
        slug,
        expires,
        token: (await account?.idToken()) ?? null,
        pro,
      });
      setMade({ ...link, copied: await copyText(link.url) });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!made) return;
    setBusy(true);
    setError(null);
    try {
      await removePrivateLink(made.id, { deleteToken: made.deleteToken });
      setMade(null);
      setDeleted(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Private link (encrypted)
      </Text>
      <Text size="xs">
        Encrypted in your browser before it is stored; the key is only in the link, so our server keeps what it cannot read. Up to 5 MB (25 MB with
        Pro).
      </Text>
      <NativeSelect
        size="xs"
        label="Expires after"
        value={expires}
        onChange={(e) => setExpires(e.currentTarget.value as PrivateLinkExpiry)}
        data={EXPIRY_CHOICES.map((c) => ({ ...c, disabled: c.value === 'never' && !pro }))}
      />
      <Button size="compact-sm" onClick={() => void create()} loading={busy && !made} disabled={busy}>
        Create private link
      </Button>
      {made && (
        <>
          <TextInput size="xs" label="Link" readOnly value={made.url} onFocus={(e) => e.currentTarget.select()} />
          <Text size="xs" role="status">
            {made.copied ? 'Copied. ' : 'Copy it from the field above. '}
            {made.expires === null ? 'It never expires.' : `It expires on ${formatLongDate(made.expires)}.`}
          </Text>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void remove()} disabled={busy}>
            Delete this link
          </Button>
        </>
      )}
      {deleted && (
        <Text size="xs" role="status">
          The private link was deleted.
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
