'use client';

import { Button } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import type { AccountUser } from './firebase-client';

/** The header's 'Account' button, the same before and after the popover has loaded. */
export function AccountButton({ user, ...props }: { user: AccountUser | null } & Omit<ComponentProps<typeof Button<'button'>>, 'children'>) {
  return (
    <Button variant="default" size="sm" px={8} aria-label="Account" leftSection={<IconUserCircle size={18} stroke={1.5} />} {...props}>
      <span className="account-label">{user ? (user.displayName ?? user.email ?? 'Account') : 'Sign in'}</span>
    </Button>
  );
}
