'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import type { TimerPhase } from './timer.core';

// The hours, minutes and seconds fields with Start (or Pause, Resume) and Reset.

type Fields = { hours: string; minutes: string; seconds: string };

export function DurationControls({
  fields,
  onFields,
  phase,
  onStart,
  onPause,
  onResume,
  onReset,
}: {
  fields: Fields;
  onFields: (patch: Partial<Fields>) => void;
  phase: TimerPhase;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
}) {
  const counting = phase === 'running' || phase === 'paused';
  return (
    <Group align="end" gap="sm" my="sm">
      {(['hours', 'minutes', 'seconds'] as const).map((field) => (
        <TextInput
          key={field}
          type="number"
          label={field[0].toUpperCase() + field.slice(1)}
          value={fields[field]}
          min={0}
          max={field === 'hours' ? 99 : 59}
          step={1}
          disabled={counting}
          onChange={(e) => onFields({ [field]: e.currentTarget.value })}
          w={100}
        />
      ))}
      {phase === 'running' ? (
        <Button size="md" color="orange" leftSection={<IconPlayerPause size={18} />} onClick={onPause}>
          Pause
        </Button>
      ) : phase === 'paused' ? (
        <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={onResume}>
          Resume
        </Button>
      ) : (
        <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={onStart}>
          Start
        </Button>
      )}
      <Button size="md" variant="default" leftSection={<IconRotate size={18} />} onClick={onReset} disabled={phase === 'idle'}>
        Reset
      </Button>
    </Group>
  );
}
