'use client';

import { Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage, unsubscribe } from '@/api/client';
import { isEmailAddress } from '@/lib/email';

const reasons = ['', 'Too many e-mails', 'The content is not relevant to me', 'I never signed up', 'Other'];

/** Newsletter unsubscription (SPEC §1): email, optional reason and feedback. */
export function UnsubscribeForm() {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);

  if (done) {
    return (
      <Text role="status">
        {email.trim()} is unsubscribed. You will not get the newsletter any more. Changed your mind? Use the Stay updated button on any page.
      </Text>
    );
  }
  return (
    <form
      noValidate
      style={{ maxWidth: 480 }}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!isEmailAddress(email)) {
          setError('Enter the e-mail address the newsletter is sent to, like name@example.com');
          return;
        }
        setError(null);
        setSending(true);
        try {
          await unsubscribe(email.trim(), { reason, feedback });
          setDone(true);
        } catch (err) {
          setError(await apiErrorMessage(err, 'We could not unsubscribe you just now. Please try again in a moment.'));
        } finally {
          setSending(false);
        }
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
        />
        <NativeSelect
          label="Reason (optional)"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data={reasons.map((r) => ({ value: r, label: r || 'Choose a reason' }))}
        />
        <Textarea label="Feedback (optional)" value={feedback} onChange={(e) => setFeedback(e.currentTarget.value)} autosize minRows={3} />
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
          Unsubscribe
        </Button>
      </Stack>
    </form>
  );
}
