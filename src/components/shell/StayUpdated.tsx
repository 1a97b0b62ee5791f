'use client';

import { Button, CloseButton, Paper, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { subscribe } from '@/api/client';
import { isEmailAddress } from '@/lib/email';

type Phase = 'collapsed' | 'expanded' | 'subscribed';

/** The floating newsletter box (SPEC §2, §4): collapsed → expanded → subscribed once the call succeeds. */
export function StayUpdated() {
  const [phase, setPhase] = useState<Phase>('collapsed');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (phase === 'collapsed') {
    return (
      <Button
        leftSection={<IconMail size={16} />}
        onClick={() => setPhase('expanded')}
        style={{ position: 'fixed', bottom: 20, right: 20, zIndex: 150 }}
        radius="xl"
      >
        Stay updated
      </Button>
    );
  }

  return (
    <Paper
      role="dialog"
      aria-label="Newsletter"
      shadow="lg"
      withBorder
      p="md"
      style={{ position: 'fixed', bottom: 20, right: 20, zIndex: 150, width: 320, maxWidth: 'calc(100vw - 40px)' }}
    >
      <CloseButton aria-label="Close" onClick={() => setPhase("collapsed")} style={{ position: 'absolute', top: 8, right: 8 }} />
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
            } catch {
              setError('We could not subscribe you just now. Please try again in a moment.');
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
