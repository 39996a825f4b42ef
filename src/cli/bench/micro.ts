/**
 * The in-process micro-benchmark of `npm run bench`: the engine called without HTTP and with
 * its response cache off. For every calculator in the registry it times each 200 request of its
 * fixtures (and the same request with durations at their upper bound and every switch on,
 * requests.ts `candidates`) briefly, picks the slowest by CPU time, warms it up and measures it
 * properly: median and p99 elapsed microseconds per call, and CPU microseconds per call (what a
 * busy machine disturbs least), so a slow formula is found by name. Beside it, the costliest of
 * the calculator's malformed requests (malformed.ts) by CPU, which the engine should answer at
 * a cost near that of reading them.
 *
 * `npm run bench` runs it in processes of their own started as `npm start` starts the server (its
 * environment and node flags), so that a calculation costs what it costs the server: V8's
 * garbage collector, for one, runs on helper threads unless told not to, and their CPU time is
 * counted too. For the same reason that process runs the built module (dist/cli/bench/micro.js,
 * beside the dist/ engine `npm start` runs), not the sources through tsx: tsx keeps every
 * function's name by wrapping each closure as it is made (`__name`, a defineProperty call),
 * which the built code does not do, and which made closure-heavy calculations (the regime
 * comparison's break-even search) half as slow again. One process can settle a calculation's
 * compiled code in a state that costs about twice what another's does (bench/README.md), so a run
 * starts one process a round and reports each calculator's row from the process whose CPU figure
 * is the median (`medianRows`).
 *
 *   npm run bench -- --micro [--calls 300]
 *   node dist/cli/bench/micro.js [--calls 300] [--warm-up 300] [--json]
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { formatMicroTable, type MicroRow } from './report.ts'
import { malformedRequests } from './malformed.ts'
import { candidates, cpuMicros, heaviest, loadFixtures, registryEngine, timeRequest } from './requests.ts'
import { startCommand } from './server-process.ts'
import { PACKAGE_ROOT, packageFile } from '../package-root.ts'

/** The built module a child process runs, from the sources (through tsx) and from dist/ alike. */
const BUILT_MICRO = packageFile('dist/cli/bench/micro.js')

/** The micro-benchmark in this process; `warmUpMillis` of calls of the slowest request before it is timed. */
export async function runMicroBenchmark(calls = 300, warmUpMillis = 300): Promise<MicroRow[]> {
  const engine = registryEngine()
  const fixtures = loadFixtures()
  const rows: MicroRow[] = []
  for (const calculator of engine.registry.calculators) {
    const list = await candidates(engine, calculator, fixtures)
    const slowest = await heaviest(engine, list, Math.max(3, Math.round(calls / 30)))
    if (!slowest) {
      rows.push({ calculator: calculator.id, candidates: 0 })
      continue
    }
    const malformed = await heaviest(engine, malformedRequests(calculator, list[0]!.query), Math.max(3, Math.round(calls / 100)))
    const elapsed = await timeRequest(engine, slowest.candidate.target, calls, warmUpMillis)
    const medianMicros = elapsed.percentile(0.5) * 1000
    rows.push({
      calculator: calculator.id,
      target: slowest.candidate.target,
      origin: slowest.candidate.origin,
      candidates: list.length,
      medianMicros,
      p99Micros: elapsed.percentile(0.99) * 1000,
      // runs of at least 20 ms each, so that one collection does not decide a run
      cpuMicros: await cpuMicros(engine, slowest.candidate.target, Math.max(10, Math.round(calls / 3), Math.ceil(20_000 / medianMicros))),
      ...(malformed && { malformed: { what: malformed.candidate.what, cpuMicros: malformed.cpuMicros } }),
    })
  }
  return rows
}

/** The micro-benchmark in `processes` child processes, one after the other, each calculator's row the median one (`medianRows`). */
export async function runMicroBenchmarkAsServer(calls = 300, warmUpMillis = 300, processes = 1): Promise<MicroRow[]> {
  const runs: MicroRow[][] = []
  for (let i = 0; i < processes; i++) runs.push(await runMicroBenchmarkProcess(calls, warmUpMillis))
  return medianRows(runs)
}

/**
 * Each calculator's row from the run whose CPU figure for it is the median (the lower middle
 * one for an even count), whole, so that its request and figures belong together; a row without
 * a CPU figure (no 200 fixture case) as the first run has it. Rows in the first run's order.
 */
export function medianRows(runs: readonly (readonly MicroRow[])[]): MicroRow[] {
  return (runs[0] ?? []).map((first) => {
    const rows = runs.map((run) => run.find((row) => row.calculator === first.calculator)).filter((row): row is MicroRow => row?.cpuMicros !== undefined)
    if (rows.length === 0) return first
    rows.sort((a, b) => a.cpuMicros! - b.cpuMicros!)
    return rows[(rows.length - 1) >> 1]!
  })
}

/** The micro-benchmark in a child process started with the server's environment and node flags. */
function runMicroBenchmarkProcess(calls: number, warmUpMillis: number): Promise<MicroRow[]> {
  const { env, flags } = startCommand()
  const args = [...flags, BUILT_MICRO, '--calls', String(calls), '--warm-up', String(warmUpMillis), '--json']
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: PACKAGE_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as MicroRow[]) : reject(new Error(`the micro-benchmark's process (node ${args.join(' ')}) exited with ${code}`))))
  })
}

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  const option = (name: string, otherwise: number) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : otherwise)
  const rows = await runMicroBenchmark(option('--calls', 300), option('--warm-up', 300))
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : formatMicroTable(rows))
}
