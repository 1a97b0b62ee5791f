'use client';

import { Button, Group, UnstyledButton } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { CopyButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import type * as EngineModule from './graphql-playground.core';
import type { DocType, Library } from './graphql-playground.core';

type Engine = typeof EngineModule;

import { sampleQuery, sampleVariables } from './graphql-playground.sample';
const defaults = { query: sampleQuery, variables: sampleVariables };

let enginePromise: Promise<Engine> | null = null;
const loadEngine = () => (enginePromise ??= import('./graphql-playground.core'));

export default function GraphqlPlayground() {
  const { state, update, fromLink, restored } = useToolState('graphql/playground', defaults);
  const mounted = useHydrated();
  const [output, setOutput] = useState('');
  const [error, setError] = useState<ToolError | null>(null);
  const [docs, setDocs] = useState<DocType[] | null>(null);
  const [docType, setDocType] = useState('Query');
  const [status, setStatus] = useState('');
  const lib = useRef<{ engine: Engine; library: Library } | null>(null);

  const ensure = useCallback(async () => {
    if (lib.current) return lib.current;
    const engine = await loadEngine();
    const library = engine.createLibrary();
    lib.current = { engine, library };
    setDocs(engine.describeSchema(library.schema));
    return lib.current;
  }, []);

  const run = useCallback(
    async (query: string, variables: string) => {
      setStatus('Running…');
      try {
        const { engine, library } = await ensure();
        const started = performance.now();
        const r = await engine.runGraphql(library, query, variables);
        if (r.ok) {
          setOutput(r.value);
          setError(null);
        } else {
          setError(r.error);
          if (r.output) setOutput(r.output);
        }
        setStatus(`${r.ok ? 'Done' : 'Failed'} in ${Math.max(1, Math.round(performance.now() - started))} ms.`);
      } catch (e) {
        setError({ message: e instanceof Error ? e.message : String(e) });
        setStatus('');
      }
    },
    [ensure],
  );

  const activate = () => {
    requestEditorUpgrade();
    void ensure();
  };

  const ranLink = useRef(false);
  useEffect(() => {
    if (!restored || !fromLink || ranLink.current) return;
    ranLink.current = true;
    void run(state.query, state.variables);
  }, [restored, fromLink, run, state.query, state.variables]);

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      void run(state.query, state.variables);
    }
  };

  const resetData = async () => {
    const { engine } = await ensure();
    lib.current = { engine, library: engine.createLibrary() };
    setStatus('The sample data was reset (added reviews removed).');
  };

  const shown = docs?.find((t) => t.name === docType);

  return (
    <div
      onPointerDownCapture={activate}
      onFocusCapture={activate}
      onKeyDownCapture={onKeyDown}
      data-tool="graphql/playground"
      data-ready={mounted || undefined}
    >
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
        <section aria-label="Query pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Query</h2>
            <Group gap={6}>
              <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} onClick={() => void run(state.query, state.variables)}>
                Run
              </Button>
              <SampleButton onClick={() => update({ query: sampleQuery, variables: sampleVariables })} />
              <ShareButton slug="graphql/playground" state={state} />
            </Group>
          </div>
          <CodeEditor label="Query" value={state.query} onChange={(query) => update({ query })} height={280} />
          <h2 className={classes.paneTitle} style={{ margin: '8px 0 4px' }}>
            Variables (JSON)
          </h2>
          <CodeEditor label="Variables" value={state.variables} onChange={(variables) => update({ variables })} language="json" height={110} />
          <ErrorPanel error={error} />
        </section>
        <section aria-label="Result pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Response</h2>
            <Group gap={6}>
              <CopyButton text={output} disabled={!output} />
              <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void resetData()}>
                Reset data
              </Button>
            </Group>
          </div>
          <CodeEditor label="Output" value={output} language="json" readOnly height={420} />
          <div className={classes.status} aria-live="polite">
            {status || 'Press Run to execute the query against the sample library schema.'}
          </div>
        </section>
        <aside aria-label="Docs" style={{ fontSize: 13 }}>
          <h2 className={classes.paneTitle} style={{ marginBottom: 6 }}>
            Docs
          </h2>
          {docs ? (
            <>
              <nav aria-label="Schema types" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 8 }}>
                {docs.map((t) => (
                  <UnstyledButton
                    key={t.name}
                    onClick={() => setDocType(t.name)}
                    aria-pressed={t.name === docType}
                    style={{
                      padding: '1px 6px',
                      borderRadius: 4,
                      border: '1px solid var(--mantine-color-default-border)',
                      fontFamily: 'var(--mantine-font-family-monospace)',
                      fontSize: 12,
                      background: t.name === docType ? 'var(--mantine-primary-color-light)' : undefined,
                    }}
                  >
                    {t.name}
                  </UnstyledButton>
                ))}
              </nav>
              {shown ? <TypeDoc type={shown} onType={(n) => docs.some((t) => t.name === n) && setDocType(n)} /> : null}
            </>
          ) : (
            <p style={{ color: 'var(--mantine-color-dimmed)' }}>
              The schema has Query (books, book, authors, author, search) and Mutation (addReview) over Book, Author and Review. Click anywhere in the
              tool to load the full docs.
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}

const baseName = (type: string) => type.replace(/[[\]!]/g, '');

function TypeRef({ type, onType }: { type: string; onType: (name: string) => void }) {
  return (
    <UnstyledButton
      onClick={() => onType(baseName(type))}
      style={{ color: 'var(--mantine-color-anchor)', fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 }}
    >
      {type}
    </UnstyledButton>
  );
}

function TypeDoc({ type, onType }: { type: DocType; onType: (name: string) => void }) {
  return (
    <div aria-label={`Type ${type.name}`} role="region" style={{ maxHeight: 420, overflow: 'auto' }}>
      <div style={{ fontWeight: 600 }}>
        {type.kind} {type.name}
      </div>
      {type.description ? <p style={{ margin: '4px 0' }}>{type.description}</p> : null}
      {type.values.length > 0 ? <p style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 }}>{type.values.join(' | ')}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {type.fields.map((f) => (
          <li key={f.name} style={{ padding: '4px 0', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <span style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 }}>
              <strong>{f.name}</strong>
              {f.args.length > 0 ? (
                <>
                  (
                  {f.args.map((a, i) => (
                    <span key={a.name}>
                      {i > 0 ? ', ' : ''}
                      {a.name}: <TypeRef type={a.type} onType={onType} />
                      {a.defaultValue !== undefined ? ` = ${a.defaultValue}` : ''}
                    </span>
                  ))}
                  )
                </>
              ) : null}
              : <TypeRef type={f.type} onType={onType} />
            </span>
            {f.description ? <div style={{ color: 'var(--mantine-color-dimmed)' }}>{f.description}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
