#!/usr/bin/env node
/**
 * The `fincalc` command (package.json "bin"). A failure nobody foresaw is one line on stderr and
 * exit status 1, never a stack trace; nor is a closed pipe.
 */
import '../adapters/tick-object.ts'
import nodeModule from 'node:module'
import { main } from './main.ts'

// Node 22 and later keep V8's compiled code of the modules a command loads on disk (in
// os.tmpdir()/node-compile-cache, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it
// off), so that a start after the first does not parse them again; Node 20 has no such cache.
;(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.()

// A reader that stops early (`fincalc rules | head`) ends the command quietly, with no trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? (process.exitCode ?? 0) : 1))

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`fincalc: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
