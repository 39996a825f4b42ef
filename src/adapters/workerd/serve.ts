/**
 * `npm run start:workerd`: the Workers module on workerd, Cloudflare's runtime, as a local
 * server. PORT and HOST as in ../address.ts (PORT=0 picks a free port). Bundles the worker
 * (build.ts), writes the configuration for the address (config.ts), starts
 * `workerd serve <config> --control-fd=3` and prints the listening line once workerd reports the
 * port on that descriptor. SIGINT or SIGTERM stops workerd and exits 0; if workerd stops on its
 * own (a start-up error, such as a wrong registry, is printed by workerd), exits 1.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import type { Readable } from 'node:stream'
import { cannotStart, listeningLine, readListenAddress, type ListenAddress } from '../address.ts'
import { buildWorker } from './build.ts'
import { writeWorkerdConfig } from './config.ts'

/** The platform binary the `workerd` package installed (its main module's default export). */
export const WORKERD_BINARY: string = createRequire(import.meta.url)('workerd').default

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

const child = spawn(WORKERD_BINARY, ['serve', config, '--control-fd=3'], { stdio: ['ignore', 'inherit', 'inherit', 'pipe'] })
let stopping = false
let control = ''
;(child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
  control += chunk.toString()
  let newline: number
  while ((newline = control.indexOf('\n')) >= 0) {
    const line = control.slice(0, newline)
    control = control.slice(newline + 1)
    const message = JSON.parse(line) as { event?: string; socket?: string; port?: number }
    if (message.event === 'listen' && message.socket === 'http') console.log(listeningLine(address.host, message.port!))
  }
})
child.on('exit', (code, signal) => {
  if (!stopping) console.error(cannotStart(`workerd exited (${signal ?? code})`))
  process.exit(stopping ? 0 : 1)
})
const stop = () => {
  stopping = true
  child.kill('SIGTERM')
  setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
