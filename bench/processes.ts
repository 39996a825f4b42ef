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

/**
 * `npm start`'s command, `exec [env NAME=value …] node [flags] script …`: the environment it
 * sets, node's flags (V8's among them) and the rest (the script and its arguments). The
 * micro-benchmark runs with the same environment and flags, so that it measures as the server runs.
 */
export function startCommand(): { env: Record<string, string>; flags: string[]; rest: string[] } {
  const words = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start as string).replace(/^exec\s+/, '').split(/\s+/)
  const env: Record<string, string> = {}
  if (words[0] === 'env') {
    words.shift()
    while (words[0]?.includes('=')) {
      const assignment = words.shift()!
      env[assignment.slice(0, assignment.indexOf('='))] = assignment.slice(assignment.indexOf('=') + 1)
    }
  }
  const [program, ...args] = words
  if (program !== 'node') throw new Error(`package.json's start script must run node (got ${program})`)
  const script = args.findIndex((arg) => !arg.startsWith('-'))
  return { env, flags: args.slice(0, script), rest: args.slice(script) }
}

/** The server with the environment and arguments of `npm start`'s command: it is measured as it is started. */
export function serverCommand(workers: number): ServerCommand {
  const { env, flags, rest } = startCommand()
  return { name: 'fincalc', args: [...flags, ...rest], cwd: ROOT, env: { ...env, WORKERS: String(workers) } }
}

/**
 * The limit (baselines/limit.ts): `body` by default, `bodies[path]` for each scenario's path,
 * and `headed[path]`'s body with its headers.
 */
export function limitCommand(body: string, bodies: Record<string, string>, headed: Record<string, { body: string; headers: Record<string, string> }> = {}): ServerCommand {
  return { name: 'limit', args: ['--import', 'tsx', 'bench/baselines/limit.ts'], cwd: ROOT, env: { BODY: body, BODIES: JSON.stringify(bodies), HEADED: JSON.stringify(headed) } }
}

/** The peer (baselines/peer.ts): the EMI route on Hono. */
export const PEER_COMMAND: ServerCommand = { name: 'peer', args: ['--import', 'tsx', 'bench/baselines/peer.ts'], cwd: ROOT }
