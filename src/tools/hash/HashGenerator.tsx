'use client';

import { Button, Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { DropPane } from '@/components/kit/DropPane';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { SelectField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { formatBytes } from '@/lib/text-stats';
import type { ToolSlug } from '@/registry/tools';
import { DigestTable } from './DigestTable';
import { checksumText, ENCODINGS, type DigestEncoding } from './hash-format';
import type { HashJob } from './hash.protocol';
import { HASH_SAMPLE } from './hash.sample-output';
import { useDigests } from './use-digests';

const SLUG: ToolSlug = 'hash/generator';
const SAMPLE = HASH_SAMPLE.input;
const defaults = { input: SAMPLE, encoding: 'hex' };

export default function HashGenerator() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [file, setFile] = useState<File | null>(null);
  // The sample's digests ship with the page; the worker starts for anything else.
  const isSample = !file && state.input === SAMPLE;
  const job = useMemo<HashJob | null>(() => (file ? { file } : isSample ? null : { text: state.input }), [file, isSample, state.input]);
  const run = useDigests(mounted ? job : null, file ? 0 : state.input.length > 1_000_000 ? 300 : 100);
  const result = isSample ? { ...run, digests: HASH_SAMPLE.digests, busy: false } : run;
  const encoding = state.encoding as DigestEncoding;
  const subject = file ? file.name : 'text';

  const status = file
    ? `File: ${file.name}, ${formatBytes(file.size)}${result.busy ? ` · reading ${Math.floor(result.progress * 100)}%…` : ''}`
    : `Input: ${state.input.length.toLocaleString('en-US')} characters, hashed as UTF-8${result.busy ? ' · working…' : ''}`;

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={run.pending || undefined}>
      <div className={classes.options}>
        <SelectField label="Output encoding" value={state.encoding} data={ENCODINGS} onChange={(v) => update({ encoding: v })} />
      </div>
      <div className={classes.panes}>
        <DropPane label="Input pane" onFile={setFile}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Input</h2>
            <Group gap={6}>
              <SampleButton
                onClick={() => {
                  setFile(null);
                  update({ input: SAMPLE });
                }}
              />
              <OpenFileButton onFile={setFile} />
              <ClearButton
                onClick={() => {
                  setFile(null);
                  update({ input: '' });
                }}
              />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          {file && (
            <div
              role="status"
              style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between', fontSize: 14, marginBottom: 8 }}
            >
              <span>
                Hashing the file <strong>{file.name}</strong> ({formatBytes(file.size)}), read in 4 MB pieces in a worker; the text below is not used.
              </span>
              <Button size="compact-sm" variant="default" onClick={() => setFile(null)}>
                Hash the text instead
              </Button>
            </div>
          )}
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={(v) => {
              setFile(null);
              update({ input: v });
            }}
            placeholder="Type or paste text, or open or drop a file of any size"
            wrap
            height={file ? 160 : 360}
          />
          <ErrorPanel error={result.error} />
        </DropPane>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Digests</h2>
            <DownloadButton
              data={() => (result.digests ? checksumText(result.digests, encoding, subject) : '')}
              filename={file ? `${file.name}.checksums.txt` : 'checksums.txt'}
              mime="text/plain"
              disabled={!result.digests}
            />
          </div>
          <DigestTable
            digests={result.digests}
            encoding={encoding}
            busy={result.busy}
            progress={result.progress}
            onCancel={file ? result.cancel : undefined}
          />
        </section>
      </div>
      <div className={classes.status} aria-live="polite">
        {status}
        {result.ms != null && !result.busy ? ` · ${result.ms} ms` : ''}
      </div>
    </div>
  );
}
