import { renameSync, writeFileSync } from 'node:fs'

/** Writes a file through a temporary one beside it, so a reader never sees half of it. */
export function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
}
