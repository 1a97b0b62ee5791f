/** What the command line reads and writes, so that tests can run it in-process with their own streams. */
export interface CliIo {
  /** Reads all of standard input. */
  readStdin(): Promise<Uint8Array>;
  /** True when standard input is a terminal (nothing piped in). */
  stdinIsTty: boolean;
  /** True when standard output is a terminal: text output then ends with a newline. */
  stdoutIsTty: boolean;
  readFile(path: string): Promise<Uint8Array>;
  stdout(data: string | Uint8Array): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
}
