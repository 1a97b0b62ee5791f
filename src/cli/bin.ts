import { readFile } from 'node:fs/promises';
import { main } from './main';

/** The `devbench` executable: the command line with the process's own streams. */
async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const code = await main(process.argv.slice(2), {
  readStdin,
  stdinIsTty: process.stdin.isTTY === true,
  stdoutIsTty: process.stdout.isTTY === true,
  readFile: async (path) => new Uint8Array(await readFile(path)),
  stdout: (data) => process.stdout.write(data),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
process.exitCode = code;
