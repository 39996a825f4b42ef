/**
 * Multi-core Node: `WORKERS=2 npm start` serves one port from two processes (Node's cluster
 * module), survives the death of a worker and replaces it, and refuses to start in one line when
 * the workers cannot listen or read the registry. Which process holds which connection
 * is read from Linux's /proc: a worker's open file descriptors name the sockets it serves.
 */
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGISTRY_TEXT } from '../support/project.ts'
import { startNodeServer, type RunningServer } from '../support/server-process.ts'
import { expectOneLineRefusal, refusal, takePort } from './contract.ts'

/** Process ids whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const children: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return children.sort((a, b) => a - b)
}

/**
 * The cluster workers of a primary: its children running the same executable, node (a child
 * running anything else, such as a TypeScript loader's esbuild service, is no worker).
 */
function workersOf(primary: number): number[] {
  const executable = readlinkSync(`/proc/${primary}/exe`)
  return childrenOf(primary).filter((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/exe`) === executable
    } catch {
      return false
    }
  })
}

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat[stat.lastIndexOf(')') + 2] !== 'Z'
  } catch {
    return false
  }
}

/** Inodes of the established TCP connections whose local end is this port. */
function connectionInodes(port: number): Set<string> {
  const inodes = new Set<string>()
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/)
      if (columns[1]!.endsWith(`:${hexPort}`) && columns[3] === '01') inodes.add(columns[9]!)
    }
  }
  return inodes
}

/** How many of those connections process `pid` holds open. */
function connectionsHeldBy(pid: number, inodes: Set<string>): number {
  let held = 0
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
      if (inode && inodes.has(inode)) held++
    } catch {
      // closed meanwhile
    }
  }
  return held
}

function request(url: string, agent: Agent | false): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    }).on('error', reject)
  })
}

async function eventually<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.skipIf(process.platform !== 'linux')('WORKERS=2 npm start: one port, two processes', () => {
  let server: RunningServer
  let port: number
  const url = (years: number) => `${server.url}/api/v1/cagr?initial=100000&final=200000&years=${years}`

  beforeAll(async () => {
    server = await startNodeServer({ WORKERS: '2' })
    port = Number(new URL(server.url).port)
  }, 90_000)
  afterAll(async () => {
    await server?.stop('SIGKILL')
  })

  it('the primary runs two workers and both serve connections on the one port', async () => {
    const workers = await eventually('two workers', () => {
      const found = workersOf(server.process.pid!)
      return found.length === 2 ? found : undefined
    })
    // Connections are dealt to the workers in turn; hold six open and see who holds them.
    const held = await eventually('both workers to hold connections', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 6 })
      try {
        const statuses = await Promise.all([1, 2, 3, 4, 5, 6].map((years) => request(url(years), agent)))
        expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
        const inodes = connectionInodes(port)
        const counts = workers.map((pid) => connectionsHeldBy(pid, inodes))
        return counts.every((n) => n > 0) ? counts : undefined
      } finally {
        agent.destroy()
      }
    })
    expect(held.reduce((a, b) => a + b)).toBe(6)
  }, 60_000)

  it('killing a worker is survived: every request is answered, and the worker is replaced', async () => {
    const primary = server.process.pid!
    const [victim, survivor] = workersOf(primary)
    process.kill(victim!, 'SIGKILL')
    // Node's primary deals each new connection to a worker over IPC; one dealt in the instant
    // between the death and the primary noticing it is lost (src/adapters/README.md, "Several processes").
    await eventually('the primary to notice', () => (server.output().includes(`worker ${victim} exited (SIGKILL); starting a replacement`) ? true : undefined))
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push(await request(url((i % 30) + 1), false))
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    const workers = await eventually('a replacement worker', () => {
      const now = workersOf(primary)
      return now.length === 2 && !now.includes(victim!) ? now : undefined
    })
    expect(workers).toContain(survivor)
    await eventually('the replacement to serve', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 4 })
      try {
        await Promise.all([1, 2, 3, 4].map((years) => request(url(years), agent)))
        const inodes = connectionInodes(port)
        return workers.every((pid) => connectionsHeldBy(pid, inodes) > 0) ? true : undefined
      } finally {
        agent.destroy()
      }
    })
  }, 60_000)

  it('SIGTERM stops the primary and its workers, exit code 0', async () => {
    const workers = workersOf(server.process.pid!)
    expect(workers).toHaveLength(2)
    expect(await server.stop('SIGTERM')).toBe(0)
    expect(server.leftBehind()).toBe(false)
    expect(workers.filter(alive)).toEqual([])
  })
})

describe('WORKERS=2 npm start that cannot start: one line from the primary, exit code 1, no worker left', () => {
  it('a port already in use', async () => {
    const taken = await takePort()
    try {
      expectOneLineRefusal(await refusal('node', { WORKERS: '2', PORT: String(taken.port) }), `fincalc cannot start: port ${taken.port} on 127.0.0.1 is already in use`)
    } finally {
      await taken.release()
    }
  })

  it('a HOST that does not resolve', async () => {
    expectOneLineRefusal(
      await refusal('node', { WORKERS: '2', HOST: 'not-a-host.invalid' }),
      'fincalc cannot start: host not-a-host.invalid is neither an IP address nor a host name that resolves',
    )
  })

  it('a wrong registry, which every worker reads: reported once, as without workers, and no worker replaced', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fincalc-')), 'calculators.yaml')
    writeFileSync(file, REGISTRY_TEXT.replace('formula: loans-emi/emi', 'formula: loans-emi/emi-typo'))
    const [clustered, single] = await Promise.all([refusal('node', { WORKERS: '2', REGISTRY_FILE: file }), refusal('node', { REGISTRY_FILE: file })])
    expect(single.output).toContain("calculator 'emi': formula: no formula module 'loans-emi/emi-typo'")
    expect(clustered.output).toBe(single.output)
    expect(clustered.output).not.toMatch(/\n\s+at /)
    expect([clustered.exitCode, clustered.leftBehind]).toEqual([1, false])
  })
})
