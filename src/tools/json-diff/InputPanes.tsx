'use client';

import { Button, Group } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { DropPane } from '@/components/kit/DropPane';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import kit from '@/components/kit/kit.module.css';
import { ClearButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import type { ToolSlug } from '@/registry/tools';
import { sampleLeft, sampleRight } from './json-diff.sample';

// The Left and Right editors, each with its file actions; Left also has Sample and Share, Right has Swap.

type Documents = { left: string; right: string };

function Pane({ title, value, onChange, actions }: { title: 'Left' | 'Right'; value: string; onChange: (v: string) => void; actions: ReactNode }) {
  return (
    <DropPane
      label={`${title} pane`}
      onFile={(file) => {
        requestEditorUpgrade();
        void file.text().then(onChange);
      }}
    >
      <div className={kit.paneHeader}>
        <h2 className={kit.paneTitle}>{title}</h2>
        <Group gap={6}>
          {actions}
          <OpenFileButton accept=".json,application/json,text/plain" onFile={async (f) => onChange(await f.text())} />
          <ClearButton onClick={() => onChange('')} />
        </Group>
      </div>
      <CodeEditor label={title} value={value} onChange={onChange} language="json" height={300} placeholder="Paste a JSON document, or drop a file" />
    </DropPane>
  );
}

export function InputPanes({ slug, state, update }: { slug: ToolSlug; state: Documents; update: (patch: Partial<Documents>) => void }) {
  return (
    <div className={kit.panes}>
      <Pane
        title="Left"
        value={state.left}
        onChange={(left) => update({ left })}
        actions={
          <>
            <SampleButton onClick={() => update({ left: sampleLeft, right: sampleRight })} />
            <ShareButton slug={slug} state={state} />
          </>
        }
      />
      <Pane
        title="Right"
        value={state.right}
        onChange={(right) => update({ right })}
        actions={
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconArrowsLeftRight size={14} />}
            onClick={() => update({ left: state.right, right: state.left })}
          >
            Swap
          </Button>
        }
      />
    </div>
  );
}
