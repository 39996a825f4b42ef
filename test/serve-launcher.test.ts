/**
 * `npx fincalc serve` killed by its process id leaves no server behind: npm runs the command
 * through a shell, and the server stops once npm has gone (src/adapters/launcher-watch.ts); so
 * do `npm run start:bun` and `start:workerd`. Here npx runs the built command from a scratch
 * project whose node_modules holds this package, as an installed package would; npx (or npm) is
 * then killed with SIGKILL, which it cannot pass on.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FINCALC_BIN, ROOT } from './support/project.ts'

const project = mkdtempSync(join(tmpdir(), 'fincalc-npx-serve-'))
const started: number[] = []
afterAll(() => {
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL')
  rmSync(project, { recursive: true, force: true })
})

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe.runIf(process.platform === 'linux')('fincalc serve started through npx', () => {
  it('stops when npx is killed', async () => {
    mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true })
    symlinkSync(ROOT, join(project, 'node_modules', 'fincalc'))
    symlinkSync(`../fincalc/${FINCALC_BIN}`, join(project, 'node_modules', '.bin', 'fincalc'))
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true }))
    const npx = spawn('npx', ['--no-install', 'fincalc', 'serve', '--port', '0'], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] })
    started.push(npx.pid!)
    let out = ''
    npx.stdout.on('data', (c: Buffer) => (out += c.toString()))
    npx.stderr.on('data', (c: Buffer) => (out += c.toString()))
    const url = await until('the server to listen', () => /fincalc listening on (http:\/\/\S+)/.exec(out)?.[1], 60_000)
    // npm exec → sh -c fincalc … → node: the server is npx's grandchild
    const server = await until('the server process', () => children(npx.pid!).flatMap(children)[0], 10_000)
    started.push(server)
    expect((await fetch(`${url}/api/v1/emi?principal=100000&interest=0&years=1`)).status).toBe(200)

    process.kill(npx.pid!, 'SIGKILL')
    await until('the server to stop', () => (alive(server) ? undefined : true), 15_000)
    await expect(fetch(`${url}/api/v1/emi?principal=100000&interest=0&years=1`)).rejects.toThrow()
  }, 90_000)

  // npm run → sh -c … → bun, or node serving workerd (its child): every process under npm stops
  it.each(['start:bun', 'start:workerd'])('npm run %s stops when npm is killed', async (script) => {
    const npm = spawn('npm', ['run', '-s', script], { cwd: ROOT, env: { ...process.env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] })
    started.push(npm.pid!)
    let out = ''
    npm.stdout.on('data', (c: Buffer) => (out += c.toString()))
    npm.stderr.on('data', (c: Buffer) => (out += c.toString()))
    const url = await until('the server to listen', () => /fincalc listening on (http:\/\/\S+)/.exec(out)?.[1], 60_000)
    const descendants = (pid: number): number[] => children(pid).flatMap((child) => [child, ...descendants(child)])
    const under = descendants(npm.pid!)
    started.push(...under)
    expect(under.length).toBeGreaterThanOrEqual(2)
    expect((await fetch(`${url}/api/v1/emi?principal=100000&interest=0&years=1`)).status).toBe(200)

    process.kill(npm.pid!, 'SIGKILL')
    await until('every process under npm to stop', () => (under.some(alive) ? undefined : true), 20_000)
    await expect(fetch(`${url}/api/v1/emi?principal=100000&interest=0&years=1`)).rejects.toThrow()
  }, 90_000)
})
