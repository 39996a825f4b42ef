/** Starts the Node service (`npm start`'s entry) on a free loopback port, for tests over HTTP. */
import { spawn, type ChildProcess } from 'node:child_process'
import { ROOT } from './project.ts'

export interface RunningServer {
  url: string
  process: ChildProcess
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export function startNodeServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/adapters/node.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout!.off('data', onData)
      resolve({
        url: match[1]!,
        process: child,
        stop(signal = 'SIGTERM') {
          child.kill(signal)
          return exited
        },
      })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}
