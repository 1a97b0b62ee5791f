// Shared by the benchmark scripts: serve the export and launch Chromium.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { startServer } from './serve.mjs';

export async function setup(port = 4180) {
  if (!existsSync('out/index.html')) throw new Error('No out/: run `npm run build` first.');
  const server = await startServer({ port, dir: `${process.cwd()}/out` });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
