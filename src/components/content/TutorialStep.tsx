'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { useHydrated } from '@/components/kit/use-hydrated';
import type { ToolError } from '@/lib/result';
import { toolStateLink } from '@/registry/tool-links';
import type { ToolSlug } from '@/registry/tools';
import classes from './content.module.css';

export type StepKind = 'jq' | 'jsonpath' | 'graphviz';

const playground: Record<StepKind, ToolSlug> = { jq: 'jq_playground', jsonpath: 'jsonpath_playground', graphviz: 'graphviz' };

/** Runs a step with its tool's own evaluator, each loaded on the first run so no engine is in the first load. */
async function evaluate(kind: StepKind, fields: Record<string, string>): Promise<{ text?: string; svg?: string; error?: ToolError }> {
  switch (kind) {
    case 'jq': {
      const { evaluateJqFields } = await import('@/tools/jq-playground/jq-playground.eval');
      return evaluateJqFields({ json: fields.json, filter: fields.filter });
    }
    case 'jsonpath': {
      const { evaluateJsonPathFields } = await import('@/tools/jsonpath-playground/jsonpath-playground.eval');
      return evaluateJsonPathFields({
        json: fields.json,
        path: fields.path,
        dialect: fields.dialect === 'jsonpath-plus' ? 'jsonpath-plus' : 'rfc9535',
      });
    }
    case 'graphviz': {
      const { evaluateGraphvizFields } = await import('@/tools/graphviz/graphviz.eval');
      return evaluateGraphvizFields({ dot: fields.dot });
    }
  }
}

/**
 * The live editor of one tutorial step: the step's example, editable, run with the real engine (jq in
 * its worker, jsonpath-plus, Graphviz in its worker) through the function each tool exports for this.
 * The first output is the one computed at build time, so the page reads completely before any engine loads.
 */
export function TutorialStep({
  kind,
  step,
  example,
  initialOutput,
  initialPicture,
}: {
  kind: StepKind;
  step: number;
  example: Record<string, string>;
  /** The first result of jq and JSONPath steps. */
  initialOutput: string;
  /** Graphviz: the build's picture of the step's example, shown until the step is first run. */
  initialPicture?: { src: string; width?: number; height?: number };
}) {
  const [fields, setFields] = useState(example);
  const [text, setText] = useState(kind === 'graphviz' ? '' : initialOutput);
  const [svg, setSvg] = useState('');
  const [error, setError] = useState<ToolError | null>(null);
  const [running, setRunning] = useState(false);
  const latest = useRef(0);
  const hydrated = useHydrated();

  const run = async (next = fields) => {
    const id = ++latest.current;
    setRunning(true);
    try {
      const r = await evaluate(kind, next);
      if (id !== latest.current) return;
      setError(r.error ?? null);
      if (r.text !== undefined) setText(r.text);
      if (r.svg !== undefined) setSvg(r.svg);
    } catch (e) {
      if (id === latest.current && !(e instanceof Error && e.name === 'CancelledError'))
        setError({ message: e instanceof Error ? e.message : String(e) });
    } finally {
      if (id === latest.current) setRunning(false);
    }
  };

  const set = (key: string) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const names: Record<StepKind, [string, string][]> = {
    jq: [
      ['filter', 'Filter'],
      ['json', 'JSON'],
    ],
    jsonpath: [
      ['path', 'Path'],
      ['json', 'JSON'],
    ],
    graphviz: [['dot', 'DOT']],
  };
  const shareState: Record<string, string> =
    kind === 'graphviz'
      ? { dot: fields.dot }
      : kind === 'jq'
        ? { json: fields.json, filter: fields.filter }
        : { json: fields.json, path: fields.path, dialect: fields.dialect };

  return (
    <div data-step={step} data-island="tutorial-step" data-ready={hydrated || undefined} {...upgradeEditorsOnUse}>
      {kind === 'jsonpath' && (
        <p className={classes.meta} style={{ margin: '0 0 4px' }} data-dialect={fields.dialect}>
          Dialect: {fields.dialect === 'jsonpath-plus' ? 'jsonpath-plus' : 'RFC 9535'}
        </p>
      )}
      {names[kind].map(([key, name]) => (
        <div key={key} style={{ marginBottom: 8 }}>
          <CodeEditor
            label={`${name} of step ${step}`}
            value={fields[key]}
            onChange={set(key)}
            language={key === 'json' ? 'json' : 'text'}
            height={key === 'json' ? 180 : key === 'dot' ? 220 : 40}
          />
        </div>
      ))}
      {/* Plain buttons: a dozen steps of Mantine Buttons made hydration one long task on phones. */}
      <div className={classes.actions} style={{ margin: '0 0 8px', alignItems: 'center' }}>
        <button type="button" className={classes.button} onClick={() => run()} disabled={running} aria-busy={running}>
          Run step {step}
        </button>
        <button
          type="button"
          className={classes.buttonLight}
          onClick={() => {
            setFields(example);
            void run(example);
          }}
        >
          Reset
        </button>
        <Link className={classes.smallLink} href={toolStateLink(playground[kind], shareState)} prefetch={false}>
          Open in playground
        </Link>
      </div>
      <ErrorPanel error={error} />
      {kind === 'graphviz' && !svg && initialPicture ? (
        <div className={classes.figure}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a static export serves pictures as they are */}
          <img src={initialPicture.src} alt={`Result of step ${step}`} width={initialPicture.width} height={initialPicture.height} />
        </div>
      ) : kind === 'graphviz' ? (
        <div className={classes.figure} role="img" aria-label={`Result of step ${step}`} dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <pre className={classes.code} aria-label={`Result of step ${step}`}>
          {text}
        </pre>
      )}
    </div>
  );
}
