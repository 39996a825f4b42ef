/**
 * `npm run start:workerd`: the Workers module on workerd, Cloudflare's runtime, as a local
 * server. PORT and HOST as in ../address.ts (PORT=0 picks a free port). Bundles the worker
 * (build.ts), writes the configuration for the address (config.ts), starts
 * `workerd serve <config> --control-fd=3` and prints the listening line once workerd reports the
 * port on that descriptor. SIGINT or SIGTERM stops workerd and exits 0; if workerd stops on its
 * own, exits 1. Until workerd listens, what it prints on stderr is held back: if it stops before
 * listening (a port in use, a host that does not resolve), that text becomes the one
 * `fincalc cannot start: …` line; once it listens, the held text and all later output pass
 * through unchanged.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import type { Readable } from 'node:stream'
import { cannotStart, listenFailure, listeningLine, readListenAddress, type ListenAddress } from '../address.ts'
import { endWithLauncher, launcherGone } from '../launcher-watch.ts'
import { buildWorker } from './build.ts'
import { writeWorkerdConfig } from './config.ts'

/** The platform binary the `workerd` package installed (its main module's default export). */
const WORKERD_BINARY: string = createRequire(import.meta.url)('workerd').default

let address: ListenAddress
let config: string
try {
  address = readListenAddress(process.env)
  await buildWorker()
  config = writeWorkerdConfig(address)
} catch (error) {
  console.error(cannotStart(error))
  process.exit(1)
}

const child = spawn(WORKERD_BINARY, ['serve', config, '--control-fd=3'], { stdio: ['ignore', 'inherit', 'pipe', 'pipe'] })
let stopping = false
let listening = false
let heldBack = ''
child.stderr!.on('data', (chunk: Buffer) => {
  if (listening) process.stderr.write(chunk)
  else heldBack += chunk.toString()
})
let control = ''
;(child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
  control += chunk.toString()
  let newline: number
  while ((newline = control.indexOf('\n')) >= 0) {
    const line = control.slice(0, newline)
    control = control.slice(newline + 1)
    const message = JSON.parse(line) as { event?: string; socket?: string; port?: number }
    if (message.event === 'listen' && message.socket === 'http') {
      listening = true
      process.stderr.write(heldBack)
      console.log(listeningLine(address.host, message.port!))
    }
  }
})
// 'close', not 'exit': by then everything workerd wrote to stderr has been read.
child.on('close', (code, signal) => {
  if (!stopping) console.error(cannotStart(listening ? `workerd exited (${signal ?? code})` : startFailure(heldBack, `${signal ?? code}`)))
  process.exit(stopping ? 0 : 1)
})

/** workerd's reason for stopping before it listened, as one line (its first error line). */
function startFailure(stderr: string, exit: string): string {
  const lines = stderr.split('\n').map((line) => line.trim()).filter(Boolean)
  if (lines.length === 0) return `workerd exited (${exit}) before listening`
  const reason = lines.find((line) => /error|fail|cannot|unable|denied|in use/i.test(line)) ?? lines[0]!
  const explained = listenFailure({ message: reason }, address)
  return explained.startsWith('cannot listen on ') ? `workerd: ${reason.slice(0, 200)}` : explained
}
const stop = () => {
  stopping = true
  child.kill('SIGTERM')
  setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
// started through npm (npm run start:workerd): when npm ends, so does workerd
endWithLauncher((pid) => {
  console.error(`fincalc: ${launcherGone(pid)}`)
  stop()
})
