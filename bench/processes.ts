/**
 * The command lines of the processes `npm run bench` measures: the fincalc server as `npm start`
 * starts it, the limit and the peer. src/bench-cli/server-process.ts starts each in a process of
 * its own on 127.0.0.1 and a free port, samples its memory and stops it, as it does for
 * `fincalc bench --serve`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerCommand } from '../src/bench-cli/server-process.ts'
import { ROOT } from './cases.ts'

/** The server with the arguments of `npm start`'s `node …` command: it is measured as it is started. */
export function serverCommand(workers: number): ServerCommand {
  const [program, ...args] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start as string).replace(/^exec\s+/, '').split(/\s+/)
  if (program !== 'node') throw new Error(`package.json's start script must run node (got ${program})`)
  return { name: 'fincalc', args, cwd: ROOT, env: { WORKERS: String(workers) } }
}

/** The limit (baselines/limit.ts): `body` by default, and `bodies[path]` for each scenario's path. */
export function limitCommand(body: string, bodies: Record<string, string>): ServerCommand {
  return { name: 'limit', args: ['--import', 'tsx', 'bench/baselines/limit.ts'], cwd: ROOT, env: { BODY: body, BODIES: JSON.stringify(bodies) } }
}

/** The peer (baselines/peer.ts): the EMI route on Hono. */
export const PEER_COMMAND: ServerCommand = { name: 'peer', args: ['--import', 'tsx', 'bench/baselines/peer.ts'], cwd: ROOT }
