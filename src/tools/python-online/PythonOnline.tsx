'use client';

import { Button, Group, Textarea } from '@mantine/core';
import { IconChevronDown, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { ExamplesMenu } from '@/components/kit/ExamplesMenu';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import { errorSummary, type PythonRequest } from '@/lib/python/protocol';
import { PythonSandbox } from '@/lib/python/sandbox';
import own from './python.module.css';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'python/online';

const examples: { name: string; input: string; stdin: string }[] = [
  {
    name: 'Hello and input()',
    input: `name = input("What is your name? ")
print(f"Hello, {name}!")
age = int(input("How old are you? "))
print(f"In ten years you will be {age + 10}.")`,
    stdin: 'Ada\n36',
  },
  {
    name: 'FizzBuzz',
    input: `for n in range(1, 21):
    if n % 15 == 0:
        print("FizzBuzz")
    elif n % 3 == 0:
        print("Fizz")
    elif n % 5 == 0:
        print("Buzz")
    else:
        print(n)`,
    stdin: '',
  },
  {
    name: 'Word count with collections',
    input: `from collections import Counter
import re

text = """The quick brown fox jumps over the lazy dog.
The dog sleeps; the fox runs on."""
words = re.findall(r"[a-z']+", text.lower())
for word, count in Counter(words).most_common(5):
    print(f"{word:<8}{count}")`,
    stdin: '',
  },
  {
    name: 'Dataclasses and JSON',
    input: `import json
from dataclasses import dataclass, asdict

@dataclass
class Point:
    x: float
    y: float

    def distance(self, other: "Point") -> float:
        return ((self.x - other.x) ** 2 + (self.y - other.y) ** 2) ** 0.5

a, b = Point(0, 0), Point(3, 4)
print("distance:", a.distance(b))
print(json.dumps([asdict(a), asdict(b)], indent=2))`,
    stdin: '',
  },
  {
    name: 'An exception with a traceback',
    input: `def average(values):
    return sum(values) / len(values)

print(average([4, 8, 15]))
print(average([]))`,
    stdin: '',
  },
  {
    name: 'Read all input lines',
    input: `import sys

total = 0
for line in sys.stdin:
    total += float(line)
print("sum:", total)`,
    stdin: '12.5\n30\n7.25',
  },
];

const defaults = { input: examples[0].input, stdin: examples[0].stdin };

interface Chunk {
  stream: 'stdout' | 'stderr' | 'note';
  text: string;
}

/** Keeps the output bounded: a program printing in a loop must not exhaust the page's memory. */
const MAX_OUTPUT_CHARS = 200_000;

export default function PythonOnline() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [chunks, setChunks] = useState<Chunk[]>([]);
  const [error, setError] = useState<ToolError | null>(null);
  const [status, setStatus] = useState('Python loads when you start using the page (press Run, or click in the editor).');
  const [ready, setReady] = useState(false);
  const [running, setRunning] = useState(false);
  const workerRef = useRef<PythonSandbox | null>(null);
  const runIdRef = useRef(0);
  const sizeRef = useRef(0);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const append = useCallback((chunk: Chunk) => {
    if (sizeRef.current >= MAX_OUTPUT_CHARS) return;
    let text = chunk.text;
    if (sizeRef.current + text.length > MAX_OUTPUT_CHARS)
      text = `${text.slice(0, MAX_OUTPUT_CHARS - sizeRef.current)}\n… output truncated at ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters\n`;
    sizeRef.current += text.length;
    setChunks((cs) => {
      const last = cs[cs.length - 1];
      if (last && last.stream === chunk.stream) return [...cs.slice(0, -1), { stream: chunk.stream, text: last.text + text }];
      return [...cs, { stream: chunk.stream, text }];
    });
  }, []);

  const startWorker = useCallback(() => {
    if (workerRef.current) return workerRef.current;
    const worker = new PythonSandbox();
    worker.onMessage((m) => {
      if (m.type === 'status') setStatus(m.text);
      else if (m.type === 'ready') {
        setReady(true);
        setStatus(`Python ${m.version} (Pyodide) is ready. Ctrl+Enter or Cmd+Enter runs the program.`);
      } else if (m.type === 'fatal') {
        setRunning(false);
        setError({ message: m.text });
        setStatus('Python could not start. Reload the page to try again.');
      } else if (m.type === 'stream') {
        if (m.id === runIdRef.current) append({ stream: m.stream, text: m.text });
      } else if (m.type === 'done') {
        if (m.id !== runIdRef.current) return;
        setRunning(false);
        const secs = (m.ms / 1000).toFixed(2);
        if (m.ok) setStatus(`Finished in ${secs} s.`);
        else {
          append({ stream: 'stderr', text: m.error ?? 'The program failed.' });
          setError({ message: errorSummary(m.error ?? 'The program failed.') });
          setStatus(`Stopped with an exception after ${secs} s.`);
        }
      }
    });
    worker.postMessage({ type: 'load' } satisfies PythonRequest);
    workerRef.current = worker;
    return worker;
  }, [append]);

  useEffect(
    () => () => {
      workerRef.current?.terminate();
      workerRef.current = null;
    },
    [],
  );

  const activate = () => {
    requestEditorUpgrade();
    startWorker();
  };

  const run = () => {
    const { input, stdin } = stateRef.current;
    const worker = startWorker();
    const id = ++runIdRef.current;
    sizeRef.current = 0;
    setChunks([]);
    setError(null);
    setRunning(true);
    if (!ready) setStatus((s) => (s.startsWith('Python loads') ? 'Loading Python…' : s));
    else setStatus('Running…');
    worker.postMessage({ type: 'run', id, code: input, stdin } satisfies PythonRequest);
  };

  const stop = () => {
    // Python cannot be interrupted from outside without a SharedArrayBuffer, so the worker is ended
    // and a fresh one starts loading straight away for the next run.
    workerRef.current?.terminate();
    workerRef.current = null;
    runIdRef.current++;
    setRunning(false);
    setReady(false);
    append({ stream: 'note', text: '\n[Stopped: the program was ended by the Stop button.]\n' });
    setStatus('Stopped. Restarting Python…');
    startWorker();
  };

  const outputText = chunks
    .filter((c) => c.stream !== 'note')
    .map((c) => c.text)
    .join('');

  return (
    <div
      data-tool={SLUG}
      data-ready={mounted || undefined}
      onPointerDownCapture={activate}
      onFocusCapture={activate}
      onKeyDownCapture={(e) => {
        activate();
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          e.stopPropagation();
          if (!running) run();
        }
      }}
    >
      <div className={classes.paneHeader}>
        <h2 className={classes.paneTitle}>Program</h2>
        <Group gap={6}>
          <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} onClick={run} disabled={running}>
            Run
          </Button>
          <Button size="compact-sm" color="red" variant="light" leftSection={<IconPlayerStop size={14} />} onClick={stop} disabled={!running}>
            Stop
          </Button>
          <ExamplesMenu
            width={undefined}
            icon={<IconChevronDown size={14} />}
            iconSide="right"
            items={examples.map((ex) => ({
              key: ex.name,
              onSelect: () => update({ input: ex.input, stdin: ex.stdin }),
              label: ex.name,
            }))}
          />
          <ClearButton onClick={() => update({ input: '' })} />
          <ShareButton slug={SLUG} state={state} />
        </Group>
      </div>
      <CodeEditor label="Input" language="python" value={state.input} onChange={(input) => update({ input })} height={320} />
      <Textarea
        mt="sm"
        label="Program input"
        description="Lines read by input() and sys.stdin, one per call. Type them before you press Run: a running program cannot wait for the keyboard here, and input() raises EOFError when the lines run out."
        value={state.stdin}
        onChange={(e) => update({ stdin: e.currentTarget.value })}
        autosize
        minRows={2}
        maxRows={8}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <ErrorPanel error={error} />
      <div className={classes.paneHeader} style={{ marginTop: 12 }}>
        <h2 className={classes.paneTitle}>Output</h2>
        <Group gap={6}>
          <CopyButton text={outputText} disabled={outputText === ''} />
          <Button
            size="compact-sm"
            variant="default"
            disabled={chunks.length === 0}
            onClick={() => {
              sizeRef.current = 0;
              setChunks([]);
            }}
          >
            Clear output
          </Button>
        </Group>
      </div>
      <section aria-label="Output">
        <pre className={own.output} aria-live="polite">
          {chunks.length === 0 ? (
            <span className={own.note}>{running ? 'Waiting for output…' : 'Output of print() and errors appear here.'}</span>
          ) : (
            chunks.map((c, i) => (
              <span key={i} data-stream={c.stream} className={c.stream === 'stderr' ? own.stderr : c.stream === 'note' ? own.note : undefined}>
                {c.text}
              </span>
            ))
          )}
        </pre>
      </section>
      <div className={classes.status} aria-live="polite">
        {status}
        {running ? ' · running…' : ''}
      </div>
    </div>
  );
}
