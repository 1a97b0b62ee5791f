import { exposeHandler } from '@/lib/worker-expose';
import { runJq } from './jq-engine';
import { buildJqArgs, interpretRun, type JqOutput, type JqRequest } from './jq-playground.core';

// jq (WebAssembly, public/vendor/jq/jq.wasm) loads only here, on the first run; one engine per worker.
exposeHandler<JqRequest, JqOutput>(async ({ json, filter, options }) => {
  const args = buildJqArgs(options);
  if (!args.ok) return args;
  return interpretRun(await runJq(json, filter.trim() === '' ? '.' : filter, args.value));
});
