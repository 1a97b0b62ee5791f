'use client';

import { Button, CloseButton, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage, subscribe } from '@/api/client';
import { isEmailAddress } from '@/lib/email';

type Phase = 'expanded' | 'subscribed';

/** The open newsletter box (SPEC §4): expanded → subscribed once the subscribe call has finished. */
export function NewsletterBox({ onClose }: { onClose: () => void }) {
  const [phase, setPhase] = useState<Phase>('expanded');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  return (
    <Paper
      role="dialog"
      aria-label="Newsletter"
      shadow="lg"
      withBorder
      p="md"
      style={{ position: 'fixed', bottom: 20, right: 20, zIndex: 150, width: 320, maxWidth: 'calc(100vw - 40px)' }}
    >
      <CloseButton aria-label="Close" onClick={onClose} style={{ position: 'absolute', top: 8, right: 8 }} />
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
    </Paper>
  );
}
