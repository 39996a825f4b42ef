/**
 * A server started through npm (`npx fincalc serve`, `npm start`, `npm run start:bun`, `npm run
 * start:workerd`) ends when npm does. npm runs the command through a shell (`npm exec` → `sh -c
 * fincalc …` → node), and when npm is killed neither the shell nor the server hears of it: the
 * server would go on holding its port with nobody to stop it. So the server watches the process
 * that launched it: its parent, and npm behind the shell where the parent is one; when either
 * has gone, it stops as on SIGTERM
 * (requests in flight answered, then exit 0). Started otherwise (a service manager, `nohup`, a
 * terminal), it keeps the usual behaviour: it ends on SIGINT or SIGTERM only. Node's APIs only,
 * which Bun provides too; Deno lets a program read /proc or signal another only with --allow-all,
 * so `npm run start:deno` is stopped by its own signal alone.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const SHELLS: ReadonlySet<string> = new Set(['sh', 'dash', 'bash', 'zsh', 'ash', 'ksh', 'busybox'])

interface ProcessInfo {
  ppid: number
  name: string
}

/** A process's parent and command name: from /proc on Linux, from `ps` elsewhere; undefined when neither tells. */
function processInfo(pid: number): ProcessInfo | undefined {
  try {
    // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces and parentheses
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const close = stat.lastIndexOf(')')
    return { name: stat.slice(stat.indexOf('(') + 1, close), ppid: Number(stat.slice(close + 2).split(' ')[1]) }
  } catch {
    try {
      const line = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).trim()
      const match = /^(\d+)\s+(.+)$/.exec(line)
      return match ? { ppid: Number(match[1]), name: match[2]!.split('/').pop()! } : undefined
    } catch {
      return undefined
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The processes whose end ends the server: the parent, and the one behind it when the parent is a shell. */
export function launchers(): number[] {
  const parent = process.ppid
  const info = processInfo(parent)
  return info && SHELLS.has(info.name) && info.ppid > 1 ? [parent, info.ppid] : [parent]
}

/**
 * When the environment says npm started this process (`npm_command`, which npm sets for what it
 * runs), calls `onGone` once the parent or npm has ended, checking every `intervalMs`; the check
 * never keeps the process alive by itself.
 */
export function endWithLauncher(onGone: (pid: number) => void, env: NodeJS.ProcessEnv = process.env, intervalMs = 1000): void {
  if (!env.npm_command) return
  const watched = launchers()
  const parent = process.ppid
  const timer = setInterval(() => {
    const gone = process.ppid !== parent ? parent : watched.find((pid) => !alive(pid))
    if (gone === undefined) return
    clearInterval(timer)
    onGone(gone)
  }, intervalMs)
  timer.unref()
}

/** What a server says as it stops because its launcher has ended. */
export function launcherGone(pid: number): string {
  return `the process that started it (pid ${pid}) has ended; stopping`
}
