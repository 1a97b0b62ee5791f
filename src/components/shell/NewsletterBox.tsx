'use client';

import { Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage, subscribe } from '@/api/client';
import { isEmailAddress } from '@/lib/email';
import { FloatingCard } from './FloatingCard';

type Phase = 'expanded' | 'subscribed';

/** The open newsletter box (SPEC §4): expanded → subscribed once the subscribe call has finished. */
export function NewsletterBox({ onClose }: { onClose: () => void }) {
  const [phase, setPhase] = useState<Phase>('expanded');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  return (
    <FloatingCard corner="right" role="dialog" label="Newsletter" closeLabel="Close" onClose={onClose} zIndex={150} p="md">
      {phase === 'subscribed' ? (
        <Text size="sm" role="status" pr={24}>
          Thanks! You are subscribed. Expect an e-mail about new tools and guides at most once a week.
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            if (!isEmailAddress(email)) {
              setError('Enter an e-mail address like name@example.com');
              return;
            }
            setError(null);
            setSending(true);
            try {
              await subscribe(email.trim());
              setPhase('subscribed');
            } catch (err) {
              // The server's own message for a bad address or too many tries; what was typed stays.
              setError(await apiErrorMessage(err, 'We could not subscribe you just now. Please try again in a moment.'));
            } finally {
              setSending(false);
            }
          }}
        >
          <Text fw={600} mb={4}>
            Stay updated
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            New tools, cheatsheets and guides. At most once a week, unsubscribe any time.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            mb="sm"
          />
          <Button type="submit" loading={sending} fullWidth>
            Subscribe
          </Button>
        </form>
      )}
    </FloatingCard>
  );
}
