import { exposeHandler } from '@/lib/worker-expose';
import { runJq, warmUpJq } from './jq-engine';
import { buildJqArgs, INPUT_NOT_KEPT, interpretRun, type JqKeptInputRequest, type JqOutput, type JqRequest } from './jq-playground.core';

/**
 * The playground's input as last sent (see JqKeptInputRequest), as UTF-8 bytes, encoded here once: later runs with
 * its id use them as they are, and jq reads them without another encode in jq-wasm.
 */
let kept: { id: number; bytes: Uint8Array } | null = null;

// jq (WebAssembly, public/vendor/jq/jq.wasm) loads only here, on the first run; one engine per worker.
exposeHandler<JqRequest | JqKeptInputRequest, JqOutput>(async (request) => {
  let json: string | Uint8Array;
  if ('json' in request) json = request.json;
  else {
    if (request.input != null) kept = { id: request.inputId, bytes: new TextEncoder().encode(request.input) };
    if (kept?.id !== request.inputId) return { ok: false, error: { message: INPUT_NOT_KEPT } };
    json = kept.bytes;
  }
  const { filter, options } = request;
  const args = buildJqArgs(options);
  if (!args.ok) return args;
  const result = interpretRun(await runJq(json, filter.trim() === '' ? '.' : filter, args.value));
  // After the first answer, while the user reads it (and before a big document is pasted), warm jq up.
  setTimeout(() => void warmUpJq(), 0);
  return result;
});
