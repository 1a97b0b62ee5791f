'use client';

import { TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { TransformTool } from '@/components/kit/TransformTool';
import classes from '@/components/kit/trace.module.css';
import { formatIdRanges, type GoFrame, type GoTrace, type GoroutineGroup } from './go-stacktrace.core';
import { runGoTrace, type GoTraceView } from './go-stacktrace.run';
import { goSample } from './go-stacktrace.sample';

const defaults = {};
const run = (input: string) => runGoTrace(input);
const worker = () => new Worker(new URL('./go-stacktrace.worker.ts', import.meta.url));
const toText = (v: GoTraceView) => v.text;

/** Past these the grouped view stops; the text Output always has everything. */
const MAX_GROUPS = 300;
const MAX_FRAMES_PER_GROUP = 100;

/** "4 goroutines: 7–10 [chan receive, 11–12 min]". */
function groupTitle(g: GoroutineGroup): string {
  const count = g.ids.length === 1 ? '1 goroutine' : `${g.ids.length} goroutines`;
  const wait =
    g.minWaitMinutes === undefined
      ? ''
      : g.minWaitMinutes === g.maxWaitMinutes
        ? `, ${g.minWaitMinutes} min`
        : `, ${g.minWaitMinutes}–${g.maxWaitMinutes} min`;
  return `${count}: ${formatIdRanges(g.ids)} [${g.state}${wait}]`;
}

function Frame({ f, call }: { f: GoFrame; call: string }) {
  return (
    <li className={`${classes.frame} ${f.isStdlib ? classes.library : classes.own}`} data-own={f.isStdlib ? undefined : ''}>
      <span className={classes.fn}>{call}</span>
      {f.file !== '' && (
        <span className={classes.loc} style={{ display: 'block', paddingLeft: 16 }}>
          {f.file}:{f.line}
        </span>
      )}
    </li>
  );
}

const matches = (g: GoroutineGroup, q: string) =>
  g.state.toLowerCase().includes(q) ||
  g.frames.some((f) => f.function.toLowerCase().includes(q) || f.file.toLowerCase().includes(q)) ||
  (g.createdBy != null && g.createdBy.function.toLowerCase().includes(q)) ||
  g.ids.some((id) => String(id) === q);

/** The panic and one block per group of goroutines with identical stacks; your code emphasised, the standard library dimmed. */
function Groups({ trace }: { trace: GoTrace }) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const groups = useMemo(() => (q ? trace.groups.filter((g) => matches(g, q)) : trace.groups), [trace, q]);
  const shown = groups.slice(0, MAX_GROUPS);
  return (
    <section aria-label="Goroutines" className={classes.view}>
      {trace.panic !== undefined && (
        <div className={classes.panic}>
          <strong>{trace.fatal ? 'fatal error' : 'panic'}:</strong> {trace.panic}
          {trace.signal && <div style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 }}>{trace.signal}</div>}
        </div>
      )}
      <p className={classes.summary}>
        {trace.goroutines.length} {trace.goroutines.length === 1 ? 'goroutine' : 'goroutines'} in {trace.groups.length}{' '}
        {trace.groups.length === 1 ? 'group' : 'groups'} of identical stacks
        {trace.groups.length > 0 ? '; the first group holds the goroutine that panicked' : ''}.
      </p>
      {trace.groups.length > 1 && (
        <TextInput
          size="xs"
          label="Filter goroutines"
          placeholder="function, file, state or id"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          mb={8}
          maw={320}
        />
      )}
      {shown.map((g, n) => (
        <div key={n} className={classes.block}>
          <h3 className={classes.header}>
            <span className={classes.type} style={{ color: 'inherit' }}>
              {groupTitle(g)}
            </span>
          </h3>
          <ol className={classes.frames}>
            {g.frames.slice(0, MAX_FRAMES_PER_GROUP).map((f, k) => (
              <Frame key={k} f={f} call={`${f.function}(${f.args})`} />
            ))}
            {g.frames.length > MAX_FRAMES_PER_GROUP && (
              <li className={classes.note}>… {g.frames.length - MAX_FRAMES_PER_GROUP} more frames (the text Output lists them all)</li>
            )}
            {g.createdBy && (
              <Frame
                f={g.createdBy}
                call={`created by ${g.createdBy.function}${g.ids.length === 1 && g.createdBy.goroutine !== undefined ? ` in goroutine ${g.createdBy.goroutine}` : ''}`}
              />
            )}
          </ol>
        </div>
      ))}
      {q && groups.length === 0 && <p className={classes.note}>No goroutine matches “{query.trim()}”.</p>}
      {groups.length > shown.length && (
        <p className={classes.note}>
          Showing {shown.length} of {groups.length} groups; the text Output has all of them.
        </p>
      )}
    </section>
  );
}

export default function GoStackTrace() {
  return (
    <TransformTool
      slug="golang-format-stacktrace"
      sample={goSample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={toText}
      inputPlaceholder="Paste a Go panic or a goroutine dump (SIGQUIT, debug.Stack, /debug/pprof/goroutine?debug=2)"
      accept=".txt,.log,text/plain"
      download={{ filename: 'goroutines.txt', mime: 'text/plain' }}
      renderOutput={(v, text) => (
        <>
          <CodeEditor label="Output" value={text} readOnly height={300} />
          {v && <Groups trace={v.trace} />}
        </>
      )}
    />
  );
}
