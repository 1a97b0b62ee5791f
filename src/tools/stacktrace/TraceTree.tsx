'use client';

import type { ReactNode } from 'react';
import type { ParsedTrace, StackFrame, TraceException } from './stacktrace.core';
import classes from '@/components/kit/trace.module.css';

/** Past these, the structured view stops and points at the text Output, which always has everything. */
const MAX_BLOCKS = 200;
const MAX_FRAMES = 3000;

interface Block {
  e: TraceException;
  depth: number;
  caption: string;
}

const LANGUAGE: Record<ParsedTrace['language'], string> = { java: 'Java', javascript: 'JavaScript', python: 'Python' };

function captionOf(e: TraceException): string {
  return e.relation === 'during-handling' ? 'While handling' : 'Caused by';
}

/** Every exception in display order (each chain's head, its suppressed ones, then its causes), iteratively. */
function flatten(parsed: ParsedTrace): { blocks: Block[]; total: number } {
  const blocks: Block[] = [];
  const tasks: Block[] = [];
  let total = 0;
  const pushChain = (head: TraceException, depth: number, caption: string) => {
    const chain: Block[] = [{ e: head, depth, caption }];
    for (const cause of head.causes) chain.push({ e: cause, depth, caption: captionOf(cause) });
    for (let k = chain.length - 1; k >= 0; k--) tasks.push(chain[k]);
  };
  for (let r = parsed.exceptions.length - 1; r >= 0; r--) pushChain(parsed.exceptions[r], 0, '');
  while (tasks.length > 0) {
    const b = tasks.pop() as Block;
    total++;
    if (blocks.length < MAX_BLOCKS) blocks.push(b);
    for (let k = b.e.suppressed.length - 1; k >= 0; k--) pushChain(b.e.suppressed[k], b.depth + 1, 'Suppressed');
  }
  return { blocks, total };
}

function location(f: StackFrame): string {
  if (f.file === '') return '';
  return f.line === undefined ? f.file : f.column === undefined ? `${f.file}:${f.line}` : `${f.file}:${f.line}:${f.column}`;
}

function Frame({ f }: { f: StackFrame }) {
  const loc = location(f);
  return (
    <li className={`${classes.frame} ${f.isLibrary ? classes.library : classes.own}`} data-own={f.isLibrary ? undefined : ''}>
      <span className={classes.fn}>{f.function || '(anonymous)'}</span>
      {loc && <span className={classes.loc}> {loc}</span>}
      {f.code !== undefined && <code className={classes.code}>{f.code}</code>}
    </li>
  );
}

/** The frames of one exception; with `collapse`, runs of two or more library frames fold into a <details>. */
function Frames({ frames, collapse, budget }: { frames: StackFrame[]; collapse: boolean; budget: number }) {
  const items: ReactNode[] = [];
  const shown = frames.slice(0, Math.max(0, budget));
  let i = 0;
  while (i < shown.length) {
    if (collapse && shown[i].isLibrary) {
      let j = i;
      while (j < shown.length && shown[j].isLibrary) j++;
      if (j - i >= 2) {
        items.push(
          <li key={i}>
            <details className={classes.fold}>
              <summary>{j - i} library frames</summary>
              <ol className={classes.frames}>
                {shown.slice(i, j).map((f, k) => (
                  <Frame key={k} f={f} />
                ))}
              </ol>
            </details>
          </li>,
        );
        i = j;
        continue;
      }
    }
    items.push(<Frame key={i} f={shown[i]} />);
    i++;
  }
  if (shown.length < frames.length) {
    items.push(
      <li key="more" className={classes.note}>
        … {frames.length - shown.length} more frames (the text Output lists them all)
      </li>,
    );
  }
  return <ol className={classes.frames}>{items}</ol>;
}

/** The structured view of a parsed trace: exceptions with their cause chain, own frames emphasised, library frames dimmed. */
export function TraceTree({ parsed, collapse }: { parsed: ParsedTrace; collapse: boolean }) {
  const { blocks, total } = flatten(parsed);
  const own = parsed.frameCount - parsed.libraryFrameCount;
  // Frames each block may still show, so one huge exception cannot fill the page with DOM nodes.
  const budgets: number[] = [];
  for (let k = 0, left = MAX_FRAMES; k < blocks.length; k++) {
    budgets.push(left);
    left -= blocks[k].e.frames.length;
  }
  return (
    <section aria-label="Exceptions" className={classes.view}>
      <p className={classes.summary}>
        {LANGUAGE[parsed.language]} · {total} {total === 1 ? 'exception' : 'exceptions'} · {parsed.frameCount} frames, {own} in your code
        {own === 0 && parsed.frameCount > 0 ? ' (set your own packages above to highlight them)' : ''}
      </p>
      {blocks.map((b, n) => {
        return (
          <div key={n} className={classes.block} style={{ marginLeft: Math.min(b.depth, 8) * 16 }}>
            <h3 className={classes.header}>
              {b.caption && <span className={classes.caption}>{b.caption}</span>}
              {b.e.type && <span className={classes.type}>{b.e.type}</span>}
              {b.e.type && b.e.message ? ': ' : ''}
              {b.e.message ? <span className={classes.message}>{b.e.message}</span> : !b.e.type && <em>(no exception line)</em>}
            </h3>
            <Frames frames={b.e.frames} collapse={collapse} budget={budgets[n]} />
            {b.e.omittedFrames > 0 && <div className={classes.note}>… {b.e.omittedFrames} more, the same as in the exception above</div>}
          </div>
        );
      })}
      {total > blocks.length && (
        <p className={classes.note}>
          Showing the first {blocks.length} of {total} exceptions; the text Output has all of them.
        </p>
      )}
    </section>
  );
}
