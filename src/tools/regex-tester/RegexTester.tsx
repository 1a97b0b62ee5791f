'use client';

import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import type { Result } from '@/lib/result';
import { prepareWhenIdle } from '@/lib/idle-prepare';
import type { ExplainItem } from './regex-explain.core';
import {
  compileRegex,
  highlightSegments,
  REGEX_FLAGS,
  REGEX_TIMEOUT_MS,
  runRegex,
  sampleFlags,
  samplePattern,
  sampleReplacement,
  sampleText,
  slashHint,
  toggleFlag,
  type RegexRequest,
  type RegexResult,
} from './regex-tester.core';
import { sampleExplanation } from './regex-tester.sample';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'regex_tester';
const defaults = { pattern: samplePattern, flags: sampleFlags, text: sampleText, replacement: sampleReplacement };
type State = typeof defaults;
const sampleAnswer = runRegex(defaults);

/**
 * Matches listed at first, and added by each "Show more": each lists its groups in a table, and laying
 * out 500 of them at once blocked the page for 0.6 s (issue 13).
 */
const LISTED = 100;
/**
 * The highlighted copy of the test string shows its start only: laying out a megabyte of marked-up text
 * froze the page for half a second (issue 13). The count and the match list cover the whole text.
 */
const HIGHLIGHTED_CHARS = 20_000;
const markColors = ['var(--mantine-color-yellow-light)', 'var(--mantine-color-cyan-light)'];

const timeoutMessage =
  `Stopped after ${REGEX_TIMEOUT_MS / 1000} s: matching this pattern against the test string takes too long. ` +
  'This is catastrophic backtracking: a quantifier inside a quantified group, such as (a+)+ or (a|aa)*, lets the engine ' +
  'split the same text in exponentially many ways before it gives up. Make the repetition unambiguous (a+ instead of (a+)+), ' +
  'use a more specific character class, or anchor the pattern.';

interface Explained {
  items: ExplainItem[] | null;
  /** Why there is no explanation (a construct the explainer does not know). */
  note: string | null;
}
const sampleExplained: Result<Explained> = { ok: true, value: { items: sampleExplanation, note: null } };
const regexWorker = () => new Worker(new URL('./regex-tester.worker.ts', import.meta.url));

function supportsFlag(flag: string): boolean {
  try {
    new RegExp('', flag);
    return true;
  } catch {
    return false;
  }
}

function Highlighted({ text, result }: { text: string; result: RegexResult | null }) {
  const segments = useMemo(() => highlightSegments(text, result?.matches ?? [], HIGHLIGHTED_CHARS), [text, result]);
  return (
    <section aria-label="Highlighted matches" style={{ marginTop: 8 }}>
      <div style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)', marginBottom: 2 }}>Matches in the test string</div>
      <pre
        style={{
          margin: 0,
          padding: '6px 10px',
          maxHeight: 220,
          overflow: 'auto',
          fontSize: 13,
          lineHeight: 1.5,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          fontFamily: 'var(--mantine-font-family-monospace)',
        }}
      >
        {segments.map((s, i) =>
          s.match == null ? (
            <Fragment key={i}>{s.text}</Fragment>
          ) : (
            <mark
              key={i}
              data-match={s.match + 1}
              title={`Match ${s.match + 1}`}
              style={{
                background: markColors[s.match % 2],
                color: 'inherit',
                borderRadius: 2,
                outline: '1px solid var(--mantine-color-default-border)',
                ...(s.text === '' ? { borderLeft: '2px solid var(--mantine-color-orange-filled)', marginLeft: -1 } : null),
              }}
            >
              {s.text}
            </mark>
          ),
        )}
        {text === '' && <span style={{ color: 'var(--mantine-color-dimmed)' }}>(empty test string)</span>}
      </pre>
      {text.length > HIGHLIGHTED_CHARS && (
        <p className={classes.status} style={{ margin: '2px 0 0' }}>
          Highlighting the first {HIGHLIGHTED_CHARS.toLocaleString('en')} of {text.length.toLocaleString('en')} characters; the count and the match
          list cover the whole text.
        </p>
      )}
    </section>
  );
}

function MatchList({ result }: { result: RegexResult | null }) {
  const [listed, setListed] = useState({ result, count: LISTED });
  // A new result starts again from the first page of matches.
  if (listed.result !== result) setListed({ result, count: LISTED });
  const shown = listed.result === result ? listed.count : LISTED;
  if (!result) return null;
  if (result.matches.length === 0) return <p style={{ fontSize: 14, margin: '4px 0' }}>No match.</p>;
  const cell = { padding: '2px 8px', borderBottom: '1px solid var(--mantine-color-default-border)', textAlign: 'left' } as const;
  return (
    <ol aria-label="Match list" style={{ margin: 0, paddingLeft: 0, listStyle: 'none', maxHeight: 420, overflow: 'auto' }}>
      {result.matches.slice(0, shown).map((m, i) => (
        <li key={i} style={{ padding: '6px 0', borderBottom: '1px solid var(--mantine-color-default-border)', fontSize: 13 }}>
          <div>
            <strong>Match {i + 1}</strong>{' '}
            <span style={{ color: 'var(--mantine-color-dimmed)' }}>
              at {m.index}–{m.end}
            </span>{' '}
            <code style={{ background: markColors[i % 2], padding: '0 3px', borderRadius: 2, whiteSpace: 'pre-wrap' }}>
              {m.text === '' ? '(empty)' : m.text}
            </code>
          </div>
          {m.groups.length > 0 && (
            <table style={{ borderCollapse: 'collapse', marginTop: 4, fontSize: 12 }}>
              <thead>
                <tr>
                  <th style={cell}>Group</th>
                  <th style={cell}>Name</th>
                  <th style={cell}>Value</th>
                  <th style={cell}>Range</th>
                </tr>
              </thead>
              <tbody>
                {m.groups.map((g) => (
                  <tr key={g.number}>
                    <td style={cell}>{g.number}</td>
                    <td style={cell}>{g.name ?? '—'}</td>
                    <td style={cell}>
                      {g.value === undefined ? (
                        <em style={{ color: 'var(--mantine-color-dimmed)' }}>did not participate</em>
                      ) : (
                        <code style={{ whiteSpace: 'pre-wrap' }}>{g.value}</code>
                      )}
                    </td>
                    <td style={cell}>{g.start == null ? '—' : `${g.start}–${g.end}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </li>
      ))}
      {result.matches.length > shown && (
        <li style={{ padding: '6px 0', fontSize: 13 }}>
          …and {(result.matches.length - shown).toLocaleString('en')} more{result.truncated ? ' (matching stopped at 10,000)' : ''}.{' '}
          <Button size="compact-xs" variant="default" onClick={() => setListed({ result, count: shown + LISTED })}>
            Show {Math.min(LISTED, result.matches.length - shown)} more
          </Button>
        </li>
      )}
    </ol>
  );
}

function Explanation({ items, note }: { items: ExplainItem[] | null; note: string | null }) {
  return (
    <section aria-label="Explanation" style={{ marginTop: 24 }}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>What the pattern means</h2>
      {note && <p style={{ fontSize: 14 }}>{note}</p>}
      {items && (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, fontSize: 14 }}>
          {items.map((it, i) => (
            <li
              key={i}
              style={{ paddingLeft: it.depth * 20, padding: `3px 0 3px ${it.depth * 20}px`, display: 'flex', gap: 10, alignItems: 'baseline' }}
            >
              {it.source !== '' && (
                <code
                  style={{
                    flex: '0 0 auto',
                    maxWidth: '45%',
                    overflowWrap: 'anywhere',
                    background: 'var(--mantine-color-default-hover)',
                    padding: '0 4px',
                    borderRadius: 3,
                  }}
                >
                  {it.source}
                </code>
              )}
              <span>{it.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function RegexTester() {
  const { state, update } = useToolState<State>(SLUG, defaults);
  const mounted = useHydrated();
  const runner = useWorkerRunner<RegexRequest, RegexResult>(regexWorker, { timeoutMs: REGEX_TIMEOUT_MS });
  // Once the tool has hydrated (its first use), the worker that runs the pattern starts when idle.
  useEffect(() => prepareWhenIdle(() => runner.warm()), [runner]);

  const { pattern, flags, text, replacement } = state;
  const isSample = pattern === samplePattern && flags === sampleFlags && text === sampleText && replacement === sampleReplacement;
  // Compiling cannot hang, so syntax errors show at once, in the browser's own words; an invalid pattern runs nothing.
  const compiled = useMemo(() => compileRegex(pattern, flags), [pattern, flags]);
  const syntaxError = compiled.ok ? null : compiled.error;

  const matching = useToolRun<RegexResult>({
    deps: [pattern, flags, text, replacement],
    enabled: compiled.ok,
    known: isSample ? sampleAnswer : null,
    worker: runner,
    delay: text.length > 200_000 ? 250 : 100,
    run: async () => {
      const r = await runner.run({ pattern, flags, text, replacement });
      return r.ok || !r.error.message.startsWith('Stopped after') ? r : { ok: false, error: { message: timeoutMessage } };
    },
  });
  // The explanation (its code loads on the first pattern other than the sample's) depends on the pattern alone.
  const explaining = useToolRun<Explained>({
    deps: [pattern, flags],
    enabled: compiled.ok,
    known: pattern === samplePattern && flags === sampleFlags ? sampleExplained : null,
    delay: 100,
    run: async () => {
      const { explainRegex } = await import('./regex-explain.core');
      const r = explainRegex(pattern, flags);
      return { ok: true, value: r.ok ? { items: r.value, note: null } : { items: null, note: r.error.message } };
    },
  });
  const outcome = { result: matching.value, error: matching.error, ms: matching.ms };
  const explained = explaining.value ?? { items: null, note: null };

  const hint = slashHint(state.pattern);
  const result = syntaxError ? null : outcome.result;
  const count = result?.matches.length ?? 0;
  const error = syntaxError ?? outcome.error;
  const status = [
    result ? `${count.toLocaleString('en')}${result.truncated ? '+' : ''} ${count === 1 ? 'match' : 'matches'}` : null,
    `test string: ${state.text.length.toLocaleString('en')} characters`,
    outcome.ms != null && !syntaxError ? `${outcome.ms} ms` : null,
    matching.busy ? 'matching…' : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div
      {...upgradeEditorsOnUse}
      data-tool={SLUG}
      data-ready={mounted || undefined}
      data-pending={matching.pending || explaining.pending || undefined}
    >
      <section aria-label="Pattern pane">
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>Regular expression</h2>
          <Group gap={6}>
            <SampleButton onClick={() => update(defaults)} />
            <ShareButton slug={SLUG} state={state} />
          </Group>
        </div>
        <div style={{ display: 'flex', alignItems: 'stretch', gap: 6 }}>
          <span
            aria-hidden
            style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 18, alignSelf: 'center', color: 'var(--mantine-color-dimmed)' }}
          >
            /
          </span>
          <div style={{ flex: 1, minWidth: 0 }}>
            <CodeEditor
              label="Pattern"
              value={state.pattern}
              onChange={(pattern) => update({ pattern })}
              height={56}
              wrap
              placeholder="A JavaScript regular expression, without slashes"
            />
          </div>
          <span
            aria-hidden
            style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 18, alignSelf: 'center', color: 'var(--mantine-color-dimmed)' }}
          >
            /{state.flags}
          </span>
        </div>
        <fieldset style={{ border: 0, padding: 0, margin: '8px 0 0' }}>
          <legend style={{ fontSize: 13, fontWeight: 600, marginBottom: 4 }}>Flags</legend>
          <Group gap={14}>
            {REGEX_FLAGS.map((f) => {
              const unsupported = mounted && !supportsFlag(f.flag);
              return (
                // A native title, not Mantine's Tooltip: the tooltip's positioning code costs ~20 KB of first load.
                <span key={f.flag} title={unsupported ? 'Not supported by this browser' : f.description}>
                  <Checkbox
                    size="xs"
                    label={`${f.flag} — ${f.name}`}
                    checked={state.flags.includes(f.flag)}
                    disabled={unsupported}
                    onChange={(e) => update({ flags: toggleFlag(state.flags, f.flag, e.currentTarget.checked) })}
                  />
                </span>
              );
            })}
          </Group>
        </fieldset>
        {hint && <p style={{ fontSize: 13, color: 'var(--mantine-color-orange-text)', margin: '6px 0 0' }}>{hint}</p>}
        <ErrorPanel error={error} />
      </section>
      <div className={classes.panes} style={{ marginTop: 12 }}>
        <section aria-label="Test string pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Test string</h2>
            <Group gap={6}>
              <OpenFileButton accept="text/*,.txt,.log,.csv,.json,.md" onFile={async (f) => update({ text: await f.text() })} />
              <ClearButton onClick={() => update({ text: '' })} />
            </Group>
          </div>
          <CodeEditor label="Test string" value={state.text} onChange={(text) => update({ text })} height={200} wrap placeholder="Text to search" />
          <Highlighted text={state.text} result={result} />
        </section>
        <section aria-label="Matches pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Matches{result ? ` (${count.toLocaleString('en')}${result.truncated ? '+' : ''})` : ''}</h2>
          </div>
          <MatchList result={result} />
        </section>
      </div>
      <div className={classes.status} aria-live="polite">
        {status}
      </div>
      <section aria-label="Replace pane" style={{ marginTop: 12 }}>
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>Replace</h2>
          <CopyButton text={result?.replaced ?? ''} disabled={!result} />
        </div>
        <TextInput
          label="Replacement"
          description="$1 or $<name>: a group · $&: the whole match · $` and $': the text before and after it · $$: a dollar sign"
          value={state.replacement}
          onChange={(e) => update({ replacement: e.currentTarget.value })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          mb={8}
        />
        <CodeEditor label="Output" value={result?.replaced ?? ''} readOnly height={160} wrap />
        <p className={classes.status}>
          {state.flags.includes('g') ? 'Every match is replaced.' : 'Without the g flag only the first match is replaced.'}
        </p>
      </section>
      <Explanation items={syntaxError ? null : explained.items} note={syntaxError ? 'Fix the pattern to see its explanation.' : explained.note} />
    </div>
  );
}
