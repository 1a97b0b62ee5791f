'use client';

import { Group } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { ExamplesMenu } from '@/components/kit/ExamplesMenu';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useTextDescription } from '@/components/kit/use-text-description';
import { useToolState } from '@/components/kit/use-tool-state';
import { VirtualTable } from '@/components/kit/VirtualTable';
import type { ToolError } from '@/lib/result';
import { CancelledError, createWorkerRunner } from '@/lib/worker-runner';
import type { XPathRequest, XPathResult } from './xpath-tester.core';
import { sampleResult, sampleXml, sampleXPath, XPATH_EXAMPLES, XPATH_TIMEOUT_MS } from './xpath-tester.sample';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'xpath_tester';
const defaults = { xml: sampleXml, xpath: sampleXPath };
type State = typeof defaults;
const SAMPLE_KEY = JSON.stringify(defaults);
/** Longest document shown with highlights; the editor above always has all of it. */
const VIEW_LIMIT = 300_000;

interface Outcome {
  /** The document the result belongs to (highlight ranges are offsets into it). */
  xml: string;
  value: XPathResult | null;
  error: ToolError | null;
  ms: number | null;
}

function HighlightedXml({ xml, ranges }: { xml: string; ranges: [number, number][] }) {
  const parts = useMemo(() => {
    const out: { text: string; hit: boolean }[] = [];
    let pos = 0;
    for (const [s, e] of ranges) {
      if (s < pos) continue;
      if (s > pos) out.push({ text: xml.slice(pos, s), hit: false });
      out.push({ text: xml.slice(s, e), hit: true });
      pos = e;
    }
    if (pos < xml.length) out.push({ text: xml.slice(pos), hit: false });
    return out;
  }, [xml, ranges]);
  if (xml.length > VIEW_LIMIT)
    return <p className={classes.status}>The document is too large to show highlighted here; the table above lists every match with its line.</p>;
  return (
    <section aria-label="Highlighted XML" style={{ marginTop: 12 }}>
      <h2 className={classes.paneTitle} style={{ marginBottom: 4 }}>
        Matches in the document
      </h2>
      <pre
        style={{
          margin: 0,
          padding: '6px 10px',
          maxHeight: 360,
          overflow: 'auto',
          fontSize: 13,
          lineHeight: 1.5,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          fontFamily: 'var(--mantine-font-family-monospace)',
        }}
      >
        {parts.map((p, i) =>
          p.hit ? (
            <mark key={i} style={{ background: 'var(--mantine-color-yellow-light)', color: 'inherit', borderRadius: 2 }}>
              {p.text}
            </mark>
          ) : (
            <Fragment key={i}>{p.text}</Fragment>
          ),
        )}
      </pre>
    </section>
  );
}

export default function XPathTester() {
  const { state, update } = useToolState<State>(SLUG, defaults);
  const mounted = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ xml: sampleXml, value: sampleResult, error: null, ms: null });
  const [busy, setBusy] = useState(false);
  const runner = useMemo(
    () =>
      createWorkerRunner<XPathRequest, XPathResult>(() => new Worker(new URL('./xpath-tester.worker.ts', import.meta.url)), {
        timeoutMs: XPATH_TIMEOUT_MS,
      }),
    [],
  );
  useEffect(() => () => runner.dispose(), [runner]);
  const key = JSON.stringify({ xml: state.xml, xpath: state.xpath });

  // xmldom and xpath load in the worker only when there is something other than the sample to evaluate.
  useEffect(() => {
    let cancelled = false;
    const req = JSON.parse(key) as XPathRequest;
    const timer = window.setTimeout(
      async () => {
        if (key === SAMPLE_KEY) {
          runner.cancel();
          setBusy(false);
          setOutcome({ xml: sampleXml, value: sampleResult, error: null, ms: null });
          return;
        }
        const started = performance.now();
        setBusy(true);
        try {
          const r = await runner.run(req);
          if (cancelled) return;
          const ms = Math.round(performance.now() - started);
          if (r.ok) setOutcome({ xml: req.xml, value: r.value, error: null, ms });
          else
            setOutcome({
              xml: req.xml,
              value: null,
              error: r.error.message.startsWith('Stopped after')
                ? { message: `The expression was stopped after ${XPATH_TIMEOUT_MS / 1000} s: it is taking too long on this document.` }
                : r.error,
              ms,
            });
        } catch (e) {
          if (cancelled || e instanceof CancelledError) return;
          setOutcome({ xml: req.xml, value: null, error: { message: e instanceof Error ? e.message : String(e) }, ms: null });
        } finally {
          if (!cancelled) setBusy(false);
        }
      },
      key === SAMPLE_KEY ? 0 : req.xml.length > 200_000 ? 300 : 120,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [key, runner]);

  const v = outcome.value;
  const text = v?.text ?? '';
  const rows = useMemo(
    () =>
      v?.value.kind === 'nodes'
        ? v.value.nodes.map((n, i) => [i + 1, n.type, n.name, n.path, n.line, n.value.length > 200 ? `${n.value.slice(0, 199)}…` : n.value] as const)
        : [],
    [v],
  );
  const summary =
    v == null
      ? null
      : v.value.kind === 'nodes'
        ? `${v.value.total.toLocaleString('en')} ${v.value.total === 1 ? 'node' : 'nodes'}${v.value.total > v.value.nodes.length ? ` (first ${v.value.nodes.length.toLocaleString('en')} listed)` : ''}`
        : `${v.value.kind}: ${v.value.value}`;
  const inputSize = useTextDescription(state.xml) ?? 'counting…';
  const status = [`Input: ${inputSize}`, summary, outcome.ms != null ? `${outcome.ms} ms` : null, busy ? 'evaluating…' : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined}>
      <section aria-label="XPath pane">
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>XPath 1.0 expression</h2>
          <Group gap={6}>
            <ExamplesMenu
              width={400}
              icon={<IconBook size={14} />}
              iconSide="left"
              items={XPATH_EXAMPLES.map((ex) => ({
                key: ex.xpath,
                onSelect: () => update({ xpath: ex.xpath, xml: sampleXml }),
                label: (
                  <>
                    <div style={{ fontSize: 13 }}>{ex.title}</div>
                    <code style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)', wordBreak: 'break-all' }}>{ex.xpath}</code>
                  </>
                ),
              }))}
            />
            <ShareButton slug={SLUG} state={state} />
          </Group>
        </div>
        <CodeEditor
          label="XPath"
          value={state.xpath}
          onChange={(xpath) => update({ xpath })}
          height={56}
          wrap
          placeholder="//book[price > 10]/title"
        />
        <p aria-label="Namespaces" style={{ fontSize: 13, margin: '6px 0 8px', color: 'var(--mantine-color-dimmed)' }}>
          {v && v.namespaces.length > 0 ? (
            <>
              Namespace prefixes:{' '}
              {v.namespaces.map((b, i) => (
                <Fragment key={b.prefix}>
                  {i > 0 && ' · '}
                  <code>{b.prefix}:</code> = {b.uri}
                  {b.origin === 'default' ? ' (the default namespace)' : ''}
                </Fragment>
              ))}
            </>
          ) : (
            'Prefixes declared in the document are registered automatically; a default namespace (xmlns="…") is available as d:.'
          )}
        </p>
      </section>
      <div className={classes.panes}>
        <section aria-label="Input pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>XML</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update(defaults)} />
              <OpenFileButton
                accept=".xml,.svg,.xhtml,.rss,.atom,.xsd,.wsdl,.pom,text/xml,application/xml"
                onFile={async (f) => update({ xml: await f.text() })}
              />
              <ClearButton onClick={() => update({ xml: '' })} />
            </Group>
          </div>
          <CodeEditor label="Input" value={state.xml} onChange={(xml) => update({ xml })} language="xml" placeholder="An XML document" />
        </section>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Result</h2>
            <Group gap={6}>
              <CopyButton text={text} disabled={!text} />
              <DownloadButton data={() => text} filename="xpath-result.xml" mime="application/xml" disabled={!text} />
            </Group>
          </div>
          <CodeEditor label="Output" value={text} readOnly language="xml" />
        </section>
      </div>
      <ErrorPanel error={outcome.error} />
      {v && v.warnings.length > 0 && (
        <ul aria-label="Warnings" style={{ fontSize: 13, color: 'var(--mantine-color-orange-text)', margin: '6px 0', paddingLeft: 18 }}>
          {v.warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
      <div className={classes.status} aria-live="polite">
        {status}
      </div>
      {v?.value.kind === 'nodes' ? (
        <section aria-label="Matched nodes pane" style={{ marginTop: 12 }}>
          <h2 className={classes.paneTitle} style={{ marginBottom: 4 }}>
            Matched nodes
          </h2>
          <VirtualTable
            label="Matched nodes"
            headers={['#', 'Type', 'Name', 'Path', 'Line', 'Value']}
            rows={rows}
            height={Math.min(320, 36 + Math.max(rows.length, 1) * 28)}
          />
        </section>
      ) : v ? (
        <p style={{ fontSize: 14, marginTop: 12 }}>
          The expression returns a {v.value.kind}: <code>{v.value.value}</code>
        </p>
      ) : null}
      {v && v.value.kind === 'nodes' && <HighlightedXml xml={outcome.xml} ranges={v.ranges} />}
    </div>
  );
}
