'use client';

import { Group } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { DropPane } from '@/components/kit/DropPane';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type * as UaCore from './user-agent.core';
import type { UaHints } from './user-agent.core';
import { BOT_STATUS, hintRows, OWN_UA_INTRO, OWN_UA_PENDING, readClientHints, rowsHtml } from './user-agent.view';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'user-agent/parser';
const SAMPLE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** An empty input means "my own browser": the page reads navigator.userAgent after hydration. */
const defaults = { input: '' };

type Core = typeof UaCore;

/** A table of (label, value) rows, drawn as HTML (rowsHtml): the page's prerun draws the same rows before hydration. */
function Rows({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <table aria-label={label} style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <tbody suppressHydrationWarning dangerouslySetInnerHTML={{ __html: rowsHtml(rows) }} />
    </table>
  );
}

export default function UserAgentParser() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [core, setCore] = useState<Core | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [hints, setHints] = useState<UaHints | null>(null);
  // Nothing about the visitor's browser is known while prerendering: it is read after hydration.
  const ownUa = mounted ? navigator.userAgent : '';
  const own = state.input.trim() === '';

  useEffect(() => {
    import('./user-agent.core').then(setCore, (e: unknown) =>
      setLoadError(`The parser could not load: ${e instanceof Error ? e.message : String(e)}`),
    );
    void readClientHints().then(setHints);
  }, []);

  const result = useMemo(() => {
    if (!core) return null;
    if (own) return ownUa ? core.parseUserAgent(ownUa, hints ?? undefined) : null;
    return core.parseUserAgent(state.input);
  }, [core, own, ownUa, hints, state.input]);

  const rows = result?.ok ? core!.uaRows(result.value) : [];
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const json = result?.ok ? JSON.stringify({ userAgent: own ? ownUa : state.input.trim(), ...result.value }, null, 2) : '';

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={classes.panes}>
        <DropPane label="Input pane" onFile={(file) => void file.text().then((input) => update({ input }))}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Input</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: SAMPLE })} />
              <OpenFileButton onFile={(file) => void file.text().then((input) => update({ input }))} accept=".txt,text/plain" />
              <ClearButton onClick={() => update({ input: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={(input) => update({ input })}
            placeholder="Paste a User-Agent string; leave empty to read your own browser"
            height={120}
            wrap
          />
          <ErrorPanel error={loadError ? { message: loadError } : result && !result.ok ? result.error : null} />
          {/* Until the page's scripts load, its prerun (user-agent.prerun.ts) fills this in, and the tables. */}
          {own && (
            <p className={classes.status} data-own-ua="">
              <span suppressHydrationWarning>{ownUa ? OWN_UA_INTRO : OWN_UA_PENDING}</span>
              <code style={{ wordBreak: 'break-all' }} suppressHydrationWarning>
                {ownUa}
              </code>
            </p>
          )}
        </DropPane>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>{own ? 'Your browser' : 'Parsed'}</h2>
            <Group gap={6}>
              <CopyButton text={text} disabled={!text} />
              <DownloadButton data={() => `${json}\n`} filename="user-agent.json" mime="application/json" disabled={!json} />
            </Group>
          </div>
          <Rows label="Output" rows={rows.length > 0 ? rows : []} />
          {own && (
            <div hidden={!hints} data-client-hints="">
              <h2 className={classes.paneTitle} style={{ marginTop: 16 }}>
                Client Hints (navigator.userAgentData)
              </h2>
              <Rows label="Client Hints" rows={hints ? hintRows(hints) : []} />
            </div>
          )}
          {own && mounted && !hints && (
            <p className={classes.status}>
              This browser does not offer User-Agent Client Hints (navigator.userAgentData): Firefox and Safari do not send them.
            </p>
          )}
        </section>
      </div>
      <div className={classes.status} aria-live="polite" suppressHydrationWarning>
        {!core && !loadError ? 'loading…' : result?.ok && result.value.bot ? BOT_STATUS : ''}
      </div>
    </div>
  );
}
