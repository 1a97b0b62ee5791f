'use client';

import { Button, Group } from '@mantine/core';

// One-click countdowns of common lengths.

const presets = [
  { label: '1 min', ms: 60_000 },
  { label: '3 min', ms: 180_000 },
  { label: '5 min', ms: 300_000 },
  { label: '10 min', ms: 600_000 },
  { label: '15 min', ms: 900_000 },
  { label: '25 min', ms: 1_500_000 },
  { label: '30 min', ms: 1_800_000 },
  { label: '1 hour', ms: 3_600_000 },
];

export function Presets({ onPick }: { onPick: (ms: number) => void }) {
  return (
    <Group gap={6} my="sm">
      <span style={{ fontSize: 14, color: 'var(--mantine-color-dimmed)' }}>Start a preset:</span>
      {presets.map((p) => (
        <Button key={p.label} size="compact-sm" variant="light" onClick={() => onPick(p.ms)}>
          {p.label}
        </Button>
      ))}
    </Group>
  );
}
