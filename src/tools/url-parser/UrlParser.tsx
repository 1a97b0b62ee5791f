'use client';

import { Button, Group } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { DropPane } from '@/components/kit/DropPane';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { describeUrl, parseUrl, rebuildUrl, type ParsedUrl, type QueryParam } from './url-parser.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'url/parser';
const SAMPLE = 'https://ann:s3cret@shop.example.com:8443/catalog/caf%C3%A9/item%2042?q=cr%C3%A8me+br%C3%BBl%C3%A9e&tag=a&tag=b&empty=#reviews';
/** `params` is the edited query as JSON ('' while the rows are the input's own). */
const defaults = { input: SAMPLE, params: '' };

function readParams(json: string): QueryParam[] | null {
  if (json === '') return null;
  try {
    const v: unknown = JSON.parse(json);
    if (!Array.isArray(v)) return null;
    return v.map((p: unknown) => {
      const o = (p ?? {}) as Record<string, unknown>;
      return { key: String(o.key ?? ''), value: String(o.value ?? '') };
    });
  } catch {
    return null;
  }
}

const cell = { padding: '4px 8px 4px 0', verticalAlign: 'top' } as const;
const mono = { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } as const;

export default function UrlParser() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const parsed = useMemo(() => parseUrl(state.input), [state.input]);
  const url = parsed.ok ? parsed.value : null;
  const edited = readParams(state.params);
  const rows = edited ?? url?.params ?? [];
  const output = url ? (edited ? rebuildUrl(url.href, edited) : url.href) : '';

  const setInput = (input: string) => update({ input, params: '' });
  const setRows = (next: QueryParam[]) => update({ params: JSON.stringify(next) });

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={classes.panes}>
        <DropPane label="Input pane" onFile={(file) => void file.text().then(setInput)}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Input</h2>
            <Group gap={6}>
              <SampleButton onClick={() => setInput(SAMPLE)} />
              <OpenFileButton onFile={(file) => void file.text().then(setInput)} accept=".txt,.url,text/plain" />
              <ClearButton onClick={() => setInput('')} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={setInput}
            placeholder="Paste a URL, e.g. https://example.com/path?a=1#top"
            height={120}
            wrap
          />
          <ErrorPanel error={parsed.ok ? null : parsed.error} />
          {url && <Fields url={url} />}
        </DropPane>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Query parameters</h2>
            <Group gap={6}>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconPlus size={14} />}
                disabled={!url}
                onClick={() => setRows([...rows, { key: '', value: '' }])}
              >
                Add parameter
              </Button>
              {edited && (
                <Button size="compact-sm" variant="default" onClick={() => update({ params: '' })}>
                  Reset
                </Button>
              )}
            </Group>
          </div>
          {url && rows.length === 0 && <p className={classes.status}>No query parameters. Add one to build a query string.</p>}
          {rows.length > 0 && (
            <table aria-label="Query parameters" style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
              <thead>
                <tr>
                  <th style={{ ...cell, textAlign: 'left' }}>Key</th>
                  <th style={{ ...cell, textAlign: 'left' }}>Value</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((p, i) => (
                  <tr key={i}>
                    <td style={cell}>
                      <input
                        className={classes.fieldInput}
                        style={{ width: '100%' }}
                        aria-label={`Key ${i + 1}`}
                        value={p.key}
                        spellCheck={false}
                        onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, key: e.currentTarget.value } : r)))}
                      />
                    </td>
                    <td style={cell}>
                      <input
                        className={classes.fieldInput}
                        style={{ width: '100%' }}
                        aria-label={`Value ${i + 1}`}
                        value={p.value}
                        spellCheck={false}
                        onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, value: e.currentTarget.value } : r)))}
                      />
                    </td>
                    <td style={{ ...cell, width: '1%' }}>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={`Remove parameter ${i + 1}`}
                        onClick={() => setRows(rows.filter((_, j) => j !== i))}
                      >
                        <IconX size={14} />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className={classes.paneHeader} style={{ marginTop: 12 }}>
            <h2 className={classes.paneTitle}>Output</h2>
            <Group gap={6}>
              <CopyButton text={output} disabled={!output} />
              <DownloadButton data={() => (url ? `${output}\n\n${describeUrl(url)}` : '')} filename="url.txt" mime="text/plain" disabled={!output} />
            </Group>
          </div>
          <CodeEditor label="Output" value={output} readOnly height={120} wrap />
          <p className={classes.status} aria-live="polite">
            {url ? (edited ? 'Rebuilt from the edited parameters (URL-encoded, a space as +).' : 'The URL as the WHATWG parser normalises it.') : ''}
          </p>
        </section>
      </div>
    </div>
  );
}

function Fields({ url }: { url: ParsedUrl }) {
  const rows: [string, string][] = [
    ['Scheme', url.scheme],
    ['Username', url.username],
    ['Password', url.password],
    ['Host', url.host],
    ['Port', url.port || (url.defaultPort ? `${url.defaultPort} (default for ${url.scheme})` : '')],
    ['Path', url.path],
    ...url.segments.map((s, i): [string, string] => [`Segment ${i + 1}`, s]),
    ['Query', url.query],
    ['Fragment', url.fragment],
    ['Origin', url.origin === 'null' ? '' : url.origin],
  ];
  return (
    <table aria-label="URL parts" style={{ width: '100%', borderCollapse: 'collapse', marginTop: 12, fontSize: 14 }}>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 500, whiteSpace: 'nowrap', width: '1%' }}>
              {k}
            </th>
            <td style={{ ...cell, ...mono }}>{v === '' ? <span style={{ color: 'var(--mantine-color-dimmed)' }}>(none)</span> : v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
