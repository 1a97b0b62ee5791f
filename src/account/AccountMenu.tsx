'use client';

import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { AccountButton } from './AccountButton';
import { OPEN_ACCOUNT_EVENT, useAccount } from './AccountProvider';

let popoverModule: Promise<ComponentType> | null = null;

/**
 * The header's user control: a button labelled 'Account'. The popover and its forms load on the first
 * click (and Firebase when the popover opens), so a visitor who never signs in pays for neither.
 */
export function AccountMenu() {
  const { user, load } = useAccount();
  const [Popover, setPopover] = useState<ComponentType | null>(null);
  const open = useCallback(() => {
    void load();
    popoverModule ??= import('./AccountPopover').then((m) => m.AccountPopover);
    void popoverModule.then((c) => setPopover(() => c));
  }, [load]);
  // Until the popover is loaded, a request to open the menu loads it (it mounts open); after that the popover listens itself.
  useEffect(() => {
    if (Popover) return;
    window.addEventListener(OPEN_ACCOUNT_EVENT, open);
    return () => window.removeEventListener(OPEN_ACCOUNT_EVENT, open);
  }, [Popover, open]);
  if (Popover) return <Popover />;
  return <AccountButton user={user} onClick={open} />;
}
