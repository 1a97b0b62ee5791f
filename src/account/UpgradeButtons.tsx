'use client';

import { Button, Group, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import type { Plan } from '@/api/client';
import { useAccount } from './AccountProvider';

const choices: { plan: Plan; label: string }[] = [
  { plan: 'monthly', label: 'Upgrade: $4 a month' },
  { plan: 'yearly', label: 'Upgrade: $36 a year' },
];

const RETURN_MESSAGES: Record<string, string> = {
  success:
    'Thank you! Your payment went through. Pro shows in the account menu, with its renewal date, as soon as the billing provider confirms it (usually within seconds).',
  cancelled: 'Checkout was cancelled: nothing was charged.',
};

const noChanges = () => () => {};

/**
 * The Pricing page's way to buy Pro: sign in first (the account menu opens), then Stripe Checkout.
 * Back from Checkout (?checkout=success|cancelled) it says what happened; the account menu shows the
 * plan once the billing webhook has stored it.
 */
export function UpgradeButtons() {
  const { startCheckout } = useAccount();
  const [busy, setBusy] = useState<Plan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The prerendered page has no query; the browser's address says how Checkout ended.
  const outcome = useSyncExternalStore(
    noChanges,
    () => new URLSearchParams(window.location.search).get('checkout'),
    () => null,
  );
  const returned = outcome ? RETURN_MESSAGES[outcome] : undefined;

  return (
    <div>
      <Group gap="sm">
        {choices.map(({ plan, label }) => (
          <Button
            key={plan}
            variant={plan === 'yearly' ? 'filled' : 'light'}
            loading={busy === plan}
            disabled={busy !== null && busy !== plan}
            onClick={async () => {
              setProblem(null);
              setBusy(plan);
              const why = await startCheckout(plan);
              setBusy(null);
              setProblem(why);
            }}
          >
            {label}
          </Button>
        ))}
      </Group>
      {problem && (
        <Text role="alert" c="red" size="sm" mt="xs">
          {problem}
        </Text>
      )}
      {returned && (
        <Text role="status" size="sm" mt="xs">
          {returned}
        </Text>
      )}
    </div>
  );
}
