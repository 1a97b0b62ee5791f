import { exposeHandler } from '@/lib/worker-expose';
import { jqEngine, runJq, warmUpJq } from './jq-engine';
import { buildJqArgs, INPUT_NOT_KEPT, interpretRun, type JqKeptInputRequest, type JqOutput, type JqRequest } from './jq-playground.core';

/**
 * The playground's input as last sent (see JqKeptInputRequest): later runs with its id use it again. It stays text:
 * jq reads it block by block, encoded to UTF-8 as it goes (jq-engine.ts), rather than encoded whole first.
 */
let kept: { id: number; text: string } | null = null;

// jq (WebAssembly, public/vendor/jq/jq.wasm) loads only here, one engine per worker: as soon as the worker starts (the
// page starts it when idle, or for the first run), compiled off the page's thread; a failure is reported by the run.
jqEngine.load().catch(() => {});
exposeHandler<JqRequest | JqKeptInputRequest, JqOutput>(async (request) => {
  let json: string;
  if ('json' in request) json = request.json;
  else {
    if (request.input != null) kept = { id: request.inputId, text: request.input };
    if (kept?.id !== request.inputId) return { ok: false, error: { message: INPUT_NOT_KEPT } };
    json = kept.text;
  }
  const { filter, options } = request;
  const args = buildJqArgs(options);
  if (!args.ok) return args;
  const result = interpretRun(await runJq(json, filter.trim() === '' ? '.' : filter, args.value));
  // After the first answer, while the user reads it (and before a big document is pasted), warm jq up.
  setTimeout(() => void warmUpJq(), 0);
  return result;
});
