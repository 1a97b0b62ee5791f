'use client';

import { Button, Group } from '@mantine/core';
import { CopyButton } from './ToolActions';

/**
 * Under an editable editor that shows only the start of a large text: copy all of it, and (for a large paste, while
 * the text is small enough for the editor) put all of it in the editor to edit it. Loaded only when such a notice shows.
 */
export default function LargeInputActions({ noun, text, onEditAll }: { noun: string; text: string; onEditAll?: () => void }) {
  return (
    <Group gap={6}>
      <CopyButton text={text} label={`Copy all of the ${noun}`} />
      {onEditAll && (
        <Button size="compact-xs" variant="default" onClick={onEditAll}>
          {`Edit all of the ${noun}`}
        </Button>
      )}
    </Group>
  );
}
