'use client';

import { Group } from '@mantine/core';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { DropPane } from '@/components/kit/DropPane';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import type { ToolError } from '@/lib/result';
import type { ToolSlug } from '@/registry/tools';
import { sample } from './svg-preview.sample';

// The SVG editor with its file actions (a file can also be dropped on it) and the parse error under it.

export function InputPane({
  slug,
  state,
  update,
  error,
}: {
  slug: ToolSlug;
  state: { input: string } & Record<string, unknown>;
  update: (patch: { input: string }) => void;
  error: ToolError | null;
}) {
  const readFile = async (file: File) => {
    requestEditorUpgrade();
    update({ input: await file.text() });
  };

  return (
    <DropPane label="Input pane" onFile={(file) => void readFile(file)}>
      <div className={classes.paneHeader}>
        <h2 className={classes.paneTitle}>SVG</h2>
        <Group gap={6}>
          <SampleButton onClick={() => update({ input: sample })} />
          <OpenFileButton onFile={readFile} accept=".svg,image/svg+xml" />
          <ClearButton onClick={() => update({ input: '' })} />
          <ShareButton slug={slug} state={state} />
        </Group>
      </div>
      <CodeEditor
        label="Input"
        value={state.input}
        onChange={(input) => update({ input })}
        language="xml"
        placeholder="Paste SVG markup, or drop an .svg file"
      />
      <ErrorPanel error={error} />
    </DropPane>
  );
}
