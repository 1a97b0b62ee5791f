'use client';

import { Group, SegmentedControl } from '@mantine/core';
import { useMemo } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { DropPane } from '@/components/kit/DropPane';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { SelectField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolSlug } from '@/registry/tools';
import { DigestTable } from './DigestTable';
import { checksumText, ENCODINGS, type DigestEncoding } from './hash-format';
import type { HashJob } from './hash.protocol';
import { parseKey, type KeyFormat } from './hmac-key';
import { HMAC_SAMPLE } from './hash.sample-output';
import { useDigests } from './use-digests';

const SLUG: ToolSlug = 'hmac/generator';
const SAMPLE = { input: HMAC_SAMPLE.input, key: HMAC_SAMPLE.key };
const defaults = { input: SAMPLE.input, key: SAMPLE.key, keyFormat: 'text', encoding: 'hex' };
const KEY_FORMATS = [
  { value: 'text', label: 'Text (UTF-8)' },
  { value: 'hex', label: 'Hex' },
  { value: 'base64', label: 'Base64' },
];

export default function HmacGenerator() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const key = useMemo(() => parseKey(state.key, state.keyFormat as KeyFormat), [state.key, state.keyFormat]);
  // The sample's HMACs ship with the page; the worker starts for anything else.
  const isSample = state.input === SAMPLE.input && state.key === SAMPLE.key && state.keyFormat === 'text';
  const job = useMemo<HashJob | null>(() => (key.ok && !isSample ? { text: state.input, hmacKey: key.value } : null), [key, isSample, state.input]);
  const run = useDigests(mounted ? job : null, state.input.length > 1_000_000 ? 300 : 100);
  const result = isSample ? { ...run, digests: HMAC_SAMPLE.digests, busy: false } : run;
  const encoding = state.encoding as DigestEncoding;

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={run.pending || undefined}>
      <div className={classes.options}>
        <label className={classes.field} style={{ flex: '1 1 320px' }}>
          <span className={classes.fieldLabel}>Secret key</span>
          <input
            className={classes.fieldInput}
            value={state.key}
            onChange={(e) => update({ key: e.currentTarget.value })}
            spellCheck={false}
            autoComplete="off"
            style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
          />
        </label>
        <SegmentedControl aria-label="Key format" value={state.keyFormat} data={KEY_FORMATS} onChange={(keyFormat) => update({ keyFormat })} />
        <SelectField label="Output encoding" value={state.encoding} data={ENCODINGS} onChange={(v) => update({ encoding: v })} />
      </div>
      {!key.ok && <ErrorPanel error={key.error} />}
      <div className={classes.panes} style={{ marginTop: 12 }}>
        <DropPane label="Input pane" onFile={(f) => void f.text().then((input) => update({ input }))}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Message</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ ...SAMPLE, keyFormat: 'text' })} />
              <OpenFileButton onFile={(f) => void f.text().then((input) => update({ input }))} />
              <ClearButton onClick={() => update({ input: '', key: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor label="Input" value={state.input} onChange={(v) => update({ input: v })} placeholder="The message to authenticate" wrap />
          <ErrorPanel error={result.error} />
        </DropPane>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>HMAC</h2>
            <DownloadButton
              data={() => (result.digests ? checksumText(result.digests, encoding, 'message', 'HMAC-') : '')}
              filename="hmac.txt"
              mime="text/plain"
              disabled={!result.digests}
            />
          </div>
          <DigestTable digests={key.ok ? result.digests : null} encoding={encoding} prefix="HMAC-" busy={result.busy} progress={result.progress} />
        </section>
      </div>
      <div className={classes.status} aria-live="polite">
        {`Message: ${state.input.length.toLocaleString('en-US')} characters (UTF-8) · key: ${key.ok ? `${key.value.length} bytes` : 'invalid'}`}
        {result.busy ? ' · working…' : result.ms != null ? ` · ${result.ms} ms` : ''}
      </div>
    </div>
  );
}
