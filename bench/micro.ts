/**
 * In-process micro-benchmark: the engine called without HTTP (and with its response cache off),
 * once per calculator, with the first 200 case of each calculator's fixtures as input.
 * Prints median and p99 microseconds per call, so a slow formula is found by name.
 *
 *   npm run bench -- --micro [--calls 300]
 */
import { performance } from 'node:perf_hooks'
import { createCalculatorEngine } from '../src/index.ts'
import { requestTarget } from '../src/conformance/fixture-case.ts'
import { loadFixtures, REGISTRY_TEXT } from '../test/support/project.ts'

export async function runMicroBenchmark(calls = 300): Promise<Array<{ calculator: string; target: string; medianMicros: number; p99Micros: number }>> {
  const engine = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0 })
  const rows = []
  for (const { fixture } of loadFixtures()) {
    const heaviest = fixture.cases.filter((c) => c.expect.status === 200)
    for (const c of heaviest.slice(0, 1)) {
      const target = requestTarget(c)
      for (let i = 0; i < 50; i++) await engine.handle({ method: 'GET', url: target })
      const samples: number[] = []
      for (let i = 0; i < calls; i++) {
        const start = performance.now()
        await engine.handle({ method: 'GET', url: target })
        samples.push((performance.now() - start) * 1000)
      }
      samples.sort((a, b) => a - b)
      rows.push({ calculator: fixture.calculator, target, medianMicros: samples[Math.floor(calls / 2)]!, p99Micros: samples[Math.floor(calls * 0.99)]! })
    }
  }
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const calls = Number(process.argv[process.argv.indexOf('--calls') + 1]) || 300
  const rows = await runMicroBenchmark(calls)
  console.table(rows.map((r) => ({ calculator: r.calculator, 'median µs': r.medianMicros.toFixed(1), 'p99 µs': r.p99Micros.toFixed(1), request: r.target })))
}
