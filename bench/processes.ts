/**
 * The processes `npm run bench` measures: the fincalc server (started as `npm start` starts it),
 * the limit and the peer, each in a process of its own on 127.0.0.1 and a free port; their
 * resident memory; and stopping them all, also on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './cases.ts'

export interface Running {
  name: string
  url: string
  child: ChildProcess
}

const started: ChildProcess[] = []

/** The arguments of `npm start`'s `node …` command: the server is measured as it is started. */
export function startArguments(): string[] {
  const [program, ...args] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start as string).replace(/^exec\s+/, '').split(/\s+/)
  if (program !== 'node') throw new Error(`package.json's start script must run node (got ${program})`)
  return args
}

/** Starts `node <args>` and resolves once it prints `listening on http://…`. */
export function startProcess(name: string, args: string[], env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout!.off('data', onData)
      resolve({ name, url: match[1]!, child })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output}`)))
  })
}

/** Stops every process started here: SIGTERM, then SIGKILL after 5 s. */
export function stopAll(): Promise<void> {
  return Promise.all(
    started.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
          setTimeout(() => (child.kill('SIGKILL'), resolve()), 5_000).unref()
        }),
    ),
  ).then(() => undefined)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)))

/** Resident set size in KiB of a process and all its descendants (cluster workers). */
export function treeRssKiB(pid: number): number {
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
