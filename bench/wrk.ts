/**
 * One measurement with wrk (Debian package `wrk`) in place of autocannon: one thread, and for a
 * cache-miss run a Lua script that makes the generator's requests (cases.ts `makeTarget`) from
 * where the generator has got to. wrk reports latencies as text (`631.55us`, `6.30ms`), read here.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { madeSoFar } from './cases.ts'
import type { Load, Measured } from './measure.ts'

/** A duration wrk printed, in ms; NaN when the pattern did not match. */
function wrkMs(m: RegExpExecArray | null): number {
  return m ? Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1) : NaN
}

function script(dir: string, load: Load): string {
  const gen = load.gen!
  const file = join(dir, 'requests.lua')
  writeFileSync(
    file,
    [
      `local prefix, suffix, start, step, places = ${JSON.stringify(gen.prefix)}, ${JSON.stringify(gen.suffix)}, ${gen.start}, ${gen.step}, ${gen.places}`,
      'local n = 0',
      'function init(args) n = tonumber(args[1]) end',
      'function request()',
      '  n = n + 1',
      '  local units = start + step * n',
      '  local text',
      '  if places == 0 then text = string.format("%d", units) else',
      '    local scale = 10 ^ places',
      '    text = string.format("%d.%0" .. places .. "d", math.floor(units / scale), units % scale)',
      '  end',
      '  return wrk.format("GET", prefix .. text .. suffix)',
      'end',
    ].join('\n'),
  )
  return file
}

export function measureWrk(url: string, load: Load, seconds: number, connections: number): Promise<Omit<Measured, 'rssPeakKiB'>> {
  const dir = mkdtempSync(join(os.tmpdir(), 'fincalc-wrk-'))
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s']
  const gen = load.gen
  if (gen) args.push('-s', script(dir, load), url + '/', '--', String(madeSoFar(gen)))
  else args.push(url + (load.path ?? '/'))
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true })
      const requests = Number(/(\d+) requests in/.exec(out)?.[1])
      if (code !== 0 || !Number.isFinite(requests)) return reject(new Error(`wrk failed (${code}): ${out}`))
      // the script's requests, with room for those wrk made but did not count
      if (gen) madeSoFar(gen, requests + 1000)
      const ms = (q: string) => wrkMs(new RegExp(`^\\s*${q}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out))
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0)
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
        p50: ms('50'),
        p99: ms('99'),
        // the `Latency  avg  stdev  max  ±stdev` line
        max: wrkMs(/^\s*Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)\b/m.exec(out)),
        requests,
        // wrk counts statuses outside 2xx/3xx only: a 400 scenario expects all of them to be so.
        unexpected: load.expectStatus === 200 ? non2xx : requests - non2xx,
        errors: socketErrors ? socketErrors.slice(1).reduce((a, x) => a + Number(x), 0) : 0,
      })
    })
  })
}
