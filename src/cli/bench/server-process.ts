/**
 * A server under test in a process of its own: `node <args>` with PORT=0 and HOST=127.0.0.1,
 * ready once it prints `listening on http://…`; its resident memory together with its
 * descendants' (cluster workers), read from /proc; and its stop: SIGTERM, then SIGKILL to its
 * process group after 5 s. Each runs in a process group of its own so that nothing it started
 * outlives it, and every one still running is killed when this process exits.
 *
 * `fincalc bench --serve` starts this package's own server with it (OWN_SERVER); `npm run
 * bench` (ratio-run.ts) starts the server as `npm start` starts it (serverCommand) and its
 * baselines with it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { PACKAGE_ROOT, packageFile } from '../package-root.ts'

export interface ServerCommand {
  /** What messages call it. */
  name: string
  /** The arguments of `node` (the binary running this process). */
  args: readonly string[]
  cwd?: string
  /** Added to this process's environment, after PORT=0 and HOST=127.0.0.1. */
  env?: Readonly<Record<string, string>>
}

export interface ServerProcess {
  name: string
  /** Where it listens, as it printed it: http://127.0.0.1:PORT. */
  url: string
  pid: number
  /** Resident memory of the process and all its descendants, in KiB (0 once it has exited). */
  rssKiB(): number
  /** SIGTERM, then SIGKILL to its process group after 5 s; resolves once it has exited. */
  stop(): Promise<void>
}

/** A server that could not be started; the message is one line that says why. */
export class ServerStartError extends Error {}

/** This package's own server, as its command line runs it: `node <package>/dist/cli/fincalc.js serve`. */
export const OWN_SERVER: ServerCommand = {
  name: 'fincalc serve',
  args: [packageFile('dist/cli/fincalc.js'), 'serve'],
}


/**
 * `npm start`'s command, `exec [env NAME=value …] node [flags] script …`: the environment it
 * sets, node's flags (V8's among them) and the rest (the script and its arguments). The
 * micro-benchmark runs with the same environment and flags, so that it measures as the server runs.
 */
export function startCommand(): { env: Record<string, string>; flags: string[]; rest: string[] } {
  const words = (JSON.parse(readFileSync(packageFile('package.json'), 'utf8')).scripts.start as string).replace(/^exec\s+/, '').split(/\s+/)
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
  return { name: 'fincalc', args: [...flags, ...rest], cwd: PACKAGE_ROOT, env: { ...env, WORKERS: String(workers) } }
}

const START_TIMEOUT_MS = 30_000
const STOP_GRACE_MS = 5_000
/** What is kept of a server's output, for the message when it does not start. */
const OUTPUT_KEPT = 8192

const running = new Set<ChildProcess>()
let killedOnExit = false

/**
 * Starts the command and resolves once it listens. Rejects with a ServerStartError when it exits
 * first, does not listen within `timeoutMs`, or `signal` aborts; the process group is gone by then.
 */
export function startServerProcess(command: ServerCommand, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<ServerProcess> {
  const timeoutMs = options.timeoutMs ?? START_TIMEOUT_MS
  if (!killedOnExit) {
    killedOnExit = true
    process.on('exit', () => running.forEach((child) => killGroup(child)))
  }
  const child = spawn(process.execPath, [...command.args], {
    cwd: command.cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...command.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child)
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child)
      killGroup(child) // whatever it started and left behind
      resolve()
    }),
  )
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const stop = (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => killGroup(child), STOP_GRACE_MS)
      void exited.then(() => clearTimeout(timer))
    }
    return exited
  }

  return new Promise((resolve, reject) => {
    let settled = false
    const settle = () => {
      settled = true
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      child.stdout!.off('data', onData)
    }
    const fail = (why: string) => {
      if (settled) return
      settle()
      killGroup(child)
      // a process that never spawned has no exit to wait for
      if (child.pid === undefined) running.delete(child)
      void (child.pid === undefined ? Promise.resolve() : exited).then(() => reject(new ServerStartError(`${command.name} did not start: ${why}`)))
    }
    const timer = setTimeout(() => fail(`it printed no "listening on http://…" line within ${timeoutMs / 1000} s`), timeoutMs)
    const onAbort = () => fail('interrupted')
    const onData = () => {
      const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1]
      if (!url || settled) return
      settle()
      resolve({ name: command.name, url, pid: child.pid!, rssKiB: () => (running.has(child) ? treeRssKiB(child.pid!) : 0), stop })
    }
    child.stdout!.on('data', onData)
    child.once('error', (error) => fail(error.message))
    // its output read to the end before the reason is taken from it
    void Promise.all([exited, closed]).then(() => fail(`it exited with ${child.exitCode ?? child.signalCode}${reasonIn(output) ? `: ${reasonIn(output)}` : ''}`))
    if (options.signal?.aborted) onAbort()
    else options.signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Samples a server's resident memory every `intervalMs` until `stop()`, which gives the peak in KiB. */
export function samplePeakRss(server: Pick<ServerProcess, 'rssKiB'>, intervalMs = 100): { stop(): number } {
  let peak = server.rssKiB()
  const timer = setInterval(() => (peak = Math.max(peak, server.rssKiB())), intervalMs)
  return {
    stop() {
      clearInterval(timer)
      return Math.max(peak, server.rssKiB())
    },
  }
}

/** Resident set size in KiB of a process and all its descendants. */
function treeRssKiB(pid: number): number {
  let total = 0
  try {
    total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(/\s+/) : []) total += treeRssKiB(Number(child))
    }
  } catch {
    // the process ended between the listing and the read
  }
  return total
}

/** The line of a failed start's output that says why: the first error or fincalc message, else the last line. */
function reasonIn(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return lines.find((line) => /^(\w*Error\b|fincalc\b)/.test(line)) ?? lines.at(-1) ?? ''
}

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    // the group is gone already
  }
}
