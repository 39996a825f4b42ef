/** Runs the built `fincalc` command as a user would, stdout and stderr pipes; resolves with its exit code and output. */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { FINCALC_BIN, ROOT } from './project.ts'

export interface CommandRun {
  code: number | null
  stdout: string
  stderr: string
}

export interface RunOptions {
  cwd?: string
  env?: Record<string, string>
  /** Killed (SIGKILL) after this long. */
  timeoutMs?: number
  /** Receives the process once started. */
  started?: (child: ChildProcess) => void
}

export function runFincalc(args: string[], options: RunOptions = {}): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, FINCALC_BIN), ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    options.started?.(child)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}
