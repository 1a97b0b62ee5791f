'use client';

import { Group } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { ExamplesMenu } from '@/components/kit/ExamplesMenu';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useTextDescription } from '@/components/kit/use-text-description';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import { VirtualTable } from '@/components/kit/VirtualTable';
import type { Result } from '@/lib/result';
import type { XPathRequest, XPathResult } from './xpath-tester.core';
import { sampleResult, sampleXml, sampleXPath, XPATH_EXAMPLES, XPATH_TIMEOUT_MS } from './xpath-tester.sample';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'xpath_tester';
const defaults = { xml: sampleXml, xpath: sampleXPath };
type State = typeof defaults;
/** Longest document shown with highlights; the editor above always has all of it. */
const VIEW_LIMIT = 300_000;

interface Evaluation {
  /** The document the result belongs to (highlight ranges are offsets into it). */
  xml: string;
  value: XPathResult;
}
const sampleAnswer: Result<Evaluation> = { ok: true, value: { xml: sampleXml, value: sampleResult } };
const xpathWorker = () => new Worker(new URL('./xpath-tester.worker.ts', import.meta.url));

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
  const runner = useWorkerRunner<XPathRequest, XPathResult>(xpathWorker, { timeoutMs: XPATH_TIMEOUT_MS });
  const { xml, xpath } = state;

  // xmldom and xpath load in the worker only when there is something other than the sample to evaluate.
  const evaluation = useToolRun<Evaluation>({
    deps: [xml, xpath],
    known: xml === sampleXml && xpath === sampleXPath ? sampleAnswer : null,
    worker: runner,
    delay: xml.length > 200_000 ? 300 : 120,
    run: async () => {
      const r = await runner.run({ xml, xpath });
      if (r.ok) return { ok: true, value: { xml, value: r.value } };
      return r.error.message.startsWith('Stopped after')
        ? { ok: false, error: { message: `The expression was stopped after ${XPATH_TIMEOUT_MS / 1000} s: it is taking too long on this document.` } }
        : r;
    },
  });
  const outcome = { xml: evaluation.value?.xml ?? '', value: evaluation.value?.value ?? null, error: evaluation.error, ms: evaluation.ms };

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
  const status = [`Input: ${inputSize}`, summary, outcome.ms != null ? `${outcome.ms} ms` : null, evaluation.busy ? 'evaluating…' : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={evaluation.pending || undefined}>
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
