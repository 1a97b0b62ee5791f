import type { Server } from 'node:http';

/** Serves `dir` like the static host (scripts/serve.mjs); port 0 picks a free one. */
export function startServer(options?: { port?: number; dir?: string; hostname?: string }): Promise<Server>;
