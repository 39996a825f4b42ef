/**
 * In-process micro-benchmark: the engine called without HTTP and with its response cache off.
 * For every calculator in the registry it times each 200 request of its fixtures (and the same
 * request with durations at their upper bound and every switch on, see cases.ts) briefly,
 * picks the slowest by CPU time, and measures that one properly: median and p99 elapsed
 * microseconds per call, and CPU microseconds per call (what a busy machine disturbs least),
 * so a slow formula is found by name.
 *
 *   npm run bench -- --micro [--calls 300]
 */
import { formatMicroTable, type MicroRow } from '../src/bench-cli/report.ts'
import { createCalculatorEngine } from '../src/engine.ts'
import { candidates, cpuMicros, heaviest, loadFixtures, REGISTRY_TEXT, timeRequest } from './cases.ts'

export async function runMicroBenchmark(calls = 300): Promise<MicroRow[]> {
  const engine = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0 })
  const fixtures = loadFixtures()
  const rows: MicroRow[] = []
  for (const calculator of engine.registry.calculators) {
    const list = await candidates(engine, calculator, fixtures)
    const slowest = await heaviest(engine, list, Math.max(3, Math.round(calls / 30)))
    if (!slowest) {
      rows.push({ calculator: calculator.id, candidates: 0 })
      continue
    }
    const elapsed = await timeRequest(engine, slowest.candidate.target, calls)
    rows.push({
      calculator: calculator.id,
      target: slowest.candidate.target,
      origin: slowest.candidate.origin,
      candidates: list.length,
      medianMicros: elapsed.percentile(0.5) * 1000,
      p99Micros: elapsed.percentile(0.99) * 1000,
      cpuMicros: await cpuMicros(engine, slowest.candidate.target, Math.max(10, Math.round(calls / 3))),
    })
  }
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const calls = Number(process.argv[process.argv.indexOf('--calls') + 1]) || 300
  console.log(formatMicroTable(await runMicroBenchmark(calls)))
}
