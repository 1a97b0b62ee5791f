'use client';

import { Button, Group } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ToolSlug } from '@/registry/tools';
import { CodeEditor } from './CodeEditor';
import type { EditorLanguage } from './codemirror-setup';
import { DropPane } from './DropPane';
import { requestEditorUpgrade } from './editor-upgrade';
import kit from './kit.module.css';
import { ClearButton, OpenFileButton, SampleButton, ShareButton } from './ToolActions';

/** What each of the two editors of a compare tool shows and accepts. */
interface PaneOptions {
  language?: EditorLanguage;
  accept?: string;
  placeholder: string;
  height: number;
}

function Pane({
  title,
  value,
  onChange,
  actions,
  options,
}: {
  title: string;
  value: string;
  onChange: (v: string) => void;
  actions: ReactNode;
  options: PaneOptions;
}) {
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
          <OpenFileButton accept={options.accept} onFile={async (f) => onChange(await f.text())} />
          <ClearButton onClick={() => onChange('')} />
        </Group>
      </div>
      <CodeEditor
        label={title}
        value={value}
        onChange={onChange}
        language={options.language}
        height={options.height}
        placeholder={options.placeholder}
      />
    </DropPane>
  );
}

/**
 * The two editors of a compare tool (JSON Diff, Text Diff), side by side, each a drop target with Open file and
 * Clear; the first also has Sample and Share, the second Swap. `keys` names the two state fields.
 */
export function ComparePanes<K extends string>({
  slug,
  keys: [first, second],
  titles,
  state,
  update,
  sample,
  options,
}: {
  slug: ToolSlug;
  keys: readonly [K, K];
  titles: readonly [string, string];
  state: Record<K, string> & Record<string, unknown>;
  update: (patch: Partial<Record<K, string>>) => void;
  sample: Record<K, string>;
  options: PaneOptions;
}) {
  const set = (key: K) => (value: string) => update({ [key]: value } as Partial<Record<K, string>>);
  return (
    <div className={kit.panes}>
      <Pane
        title={titles[0]}
        value={state[first]}
        onChange={set(first)}
        options={options}
        actions={
          <>
            <SampleButton onClick={() => update(sample)} />
            <ShareButton slug={slug} state={state} />
          </>
        }
      />
      <Pane
        title={titles[1]}
        value={state[second]}
        onChange={set(second)}
        options={options}
        actions={
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconArrowsLeftRight size={14} />}
            onClick={() => update({ [first]: state[second], [second]: state[first] } as unknown as Partial<Record<K, string>>)}
          >
            Swap
          </Button>
        }
      />
    </div>
  );
}
