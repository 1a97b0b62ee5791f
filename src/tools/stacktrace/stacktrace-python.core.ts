// Python tracebacks: "File ..., line N, in f" frames with their source lines, and chained exceptions.
import { finishFrame, newException, tooLong, type Classifier, type StackFrame, type TraceException } from './stacktrace-shared.core';

const PY_TRACEBACK = /^\s*Traceback \(most recent call last\):\s*$/;
const PY_FRAME = /^\s*File "(.*)", line (\d+)(?:, in (.+?))?\s*$/;
const PY_CAUSE = /^\s*The above exception was the direct cause of the following exception:\s*$/;
const PY_CONTEXT = /^\s*During handling of the above exception, another exception occurred:\s*$/;
const PY_EXCEPTION = /^([A-Za-z_][\w.]*)(?::\s?(.*))?$/;
const PY_CARETS = /^\s*[\^~]+\s*$/;
const PY_REPEATED = /^\s*\[Previous line repeated \d+ more times?\]\s*$/;

/** "Traceback (most recent call last):", the line that opens every Python traceback. */
export const isPythonTracebackLine = (line: string): boolean => PY_TRACEBACK.test(line);

export const isPythonFrameLine = (line: string): boolean => PY_FRAME.test(line);

function pythonIsLibrary({ file }: StackFrame): boolean {
  const f = file.replace(/\\/g, '/');
  return /\/(?:site|dist)-packages\//.test(f) || /\/lib(?:64)?\/python\d/i.test(f) || /\/Lib\//.test(f) || f.startsWith('<frozen ');
}

/** The exceptions of a Python traceback, each chain headed by the exception printed last. */
export function parsePython(lines: string[], c: Classifier): TraceException[] {
  // Python prints a chain oldest first; each link records how the next block relates to it.
  const chains: { exc: TraceException; relation?: 'caused-by' | 'during-handling' }[][] = [];
  const st: {
    current: TraceException | null;
    lastFrame: StackFrame | null;
    state: 'idle' | 'frames' | 'message';
    pending?: 'caused-by' | 'during-handling';
  } = { current: null, lastFrame: null, state: 'idle' };

  const openBlock = (): TraceException => {
    const e = newException('', '');
    st.current = e;
    st.lastFrame = null;
    st.state = 'frames';
    if (st.pending && chains.length > 0) chains[chains.length - 1].push({ exc: e, relation: st.pending });
    else chains.push([{ exc: e }]);
    st.pending = undefined;
    return e;
  };

  for (const line of lines) {
    const cur = st.current;
    if (tooLong(line)) {
      if (st.state === 'message' && cur) cur.message += `\n${line}`;
      continue;
    }
    if (PY_TRACEBACK.test(line)) {
      openBlock();
      continue;
    }
    if (PY_CAUSE.test(line) || PY_CONTEXT.test(line)) {
      st.pending = PY_CAUSE.test(line) ? 'caused-by' : 'during-handling';
      st.state = 'idle';
      continue;
    }
    const fm = PY_FRAME.exec(line);
    if (fm) {
      const target = st.state === 'frames' && cur ? cur : openBlock();
      st.lastFrame = finishFrame({ function: fm[3] ?? '', file: fm[1], line: Number(fm[2]), raw: line.trim() }, c, pythonIsLibrary);
      target.frames.push(st.lastFrame);
      continue;
    }
    const trimmed = line.trim();
    if (st.state === 'frames' && cur) {
      if (trimmed === '' || PY_CARETS.test(line) || PY_REPEATED.test(line)) continue;
      if (/^\s/.test(line)) {
        // The indented line under a frame is its source code.
        if (st.lastFrame && st.lastFrame.code === undefined) st.lastFrame.code = trimmed;
        continue;
      }
      const ex = PY_EXCEPTION.exec(line);
      if (ex) {
        cur.type = ex[1];
        cur.message = ex[2] ?? '';
      } else {
        cur.message = trimmed;
      }
      st.state = 'message';
      continue;
    }
    if (st.state === 'message' && cur) {
      if (trimmed === '') st.state = 'idle';
      else cur.message += `\n${line}`;
    }
  }

  const roots: TraceException[] = [];
  for (const chain of chains) {
    const head = chain[chain.length - 1].exc;
    for (let k = chain.length - 2; k >= 0; k--) {
      const e = chain[k].exc;
      e.relation = chain[k + 1].relation;
      head.causes.push(e);
    }
    roots.push(head);
  }
  return roots;
}
