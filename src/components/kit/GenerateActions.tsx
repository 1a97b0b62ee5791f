'use client';

import { Button, Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CopyButton, DownloadButton } from './ToolActions';

/** A generator's pane actions: Generate (a new batch), then Copy and Download of the batch as text, one item a line. */
export function GenerateActions({
  onGenerate,
  output,
  filename,
  children,
}: {
  onGenerate: () => void;
  output: string;
  filename: string;
  children?: ReactNode;
}) {
  return (
    <Group gap={6}>
      <Button size="compact-sm" leftSection={<IconRefresh size={14} />} onClick={onGenerate}>
        Generate
      </Button>
      <CopyButton text={output} disabled={!output} />
      <DownloadButton data={() => `${output}\n`} filename={filename} mime="text/plain" disabled={!output} />
      {children}
    </Group>
  );
}
