/** Where a command writes: standard output and error, and a progress line on a terminal. */
export interface Output {
  out(text: string): void
  err(text: string): void
  /** Replaces the progress line ('' clears it); absent when stdout is not a terminal. */
  progress?(text: string): void
  /** Whether stdout is a terminal (answers are then printed for reading, not as JSON). */
  isTerminal?: boolean
}

export const standardOutput: Output = {
  out: (t) => process.stdout.write(`${t}\n`),
  err: (t) => process.stderr.write(`${t}\n`),
  ...(process.stdout.isTTY ? { progress: (t: string) => process.stdout.write(`\r\x1b[K${t}`), isTerminal: true } : {}),
}
