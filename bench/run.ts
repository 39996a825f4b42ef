/**
 * `npm run bench`: what is loaded (scenarios.ts), against which baselines (baselines/: the
 * limit, a bare node:http server, and the peer, the EMI route on Hono) and which targets it is
 * held to. `fincalc bench`'s engine runs it (src/cli/bench/ratio-run.ts: the options, the
 * processes, the rounds, the ratios, the in-process micro-benchmark, the tables and the results
 * file). See bench/README.md.
 *
 *   npm run bench                  full run (3 rounds of 5 s per measurement)
 *   npm run bench -- --quick       one round of 1 s per measurement, under a minute (CI smoke)
 *   npm run bench -- --micro       only the in-process micro-benchmark
 *   npm run bench -- --wrk         the same with wrk (Debian package `wrk`) as the load tool
 *   options: --rounds n  --duration s  --connections n (50)  --workers n (server WORKERS, 1)
 *            --calls n (micro-benchmark)  --out file (default bench/results/<date>-<mode>[-wrk].json)
 */
import { fileURLToPath } from 'node:url'
import { lowestToLimit, runRatioBench, type RatioResults } from '../src/cli/bench/ratio-run.ts'
import { PACKAGE_ROOT } from '../src/cli/package-root.ts'
import { buildScenarios } from './scenarios.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The targets of the benchmark and arithmetic work (bench/README.md, "Targets"). */
function targets({ quick, rows, micro, serverRssEndKiB }: RatioResults) {
  const miss = (scenario: string) => rows.find((r) => r.scenario === scenario && r.kind === 'miss')
  const emiMiss = miss('/emi')
  const worstMiss = lowestToLimit(['/sip', '/income-tax', '/cagr'].map(miss))
  const breakupMiss = miss('/emi 30 y breakup')
  const worstHit = lowestToLimit(rows.filter((r) => r.kind === 'hit'))
  const slowest = rows.filter((r) => r.kind === 'miss').sort((a, b) => b.max - a.max)[0]
  const heavy = micro.filter((m) => m.cpuMicros !== undefined).sort((a, b) => b.cpuMicros! - a.cpuMicros!)[0]
  return [
    { target: 'cache-miss /emi ≥ 1.00 × peer', value: emiMiss?.toPeer, limit: 1.0, atLeast: true, unit: '×' },
    { target: 'cache-miss /emi ≥ 0.50 × limit', value: emiMiss?.toLimit, limit: 0.5, atLeast: true, unit: '×' },
    { target: `cache-miss /sip, /income-tax, /cagr ≥ 0.40 × limit (worst: ${worstMiss?.scenario})`, value: worstMiss?.toLimit, limit: 0.4, atLeast: true, unit: '×' },
    { target: 'cache-miss /emi 30 y breakup ≥ 0.25 × limit', value: breakupMiss?.toLimit, limit: 0.25, atLeast: true, unit: '×' },
    { target: `cache-hit ≥ 0.90 × limit (worst: ${worstHit?.scenario})`, value: worstHit?.toLimit, limit: 0.9, atLeast: true, unit: '×' },
    { target: `max latency under miss load ≤ 50 ms (worst: ${slowest?.scenario})`, value: slowest?.max, limit: 50, atLeast: false, unit: 'ms' },
    { target: `heaviest calculation ≤ 50 µs CPU in-process (${heavy?.calculator})`, value: heavy?.cpuMicros, limit: 50, atLeast: false, unit: 'µs' },
    { target: `server RSS ≤ 150 MB at the end${quick ? ' (of a quick run)' : ''}`, value: (serverRssEndKiB * 1024) / 1e6, limit: 150, atLeast: false, unit: 'MB' },
  ]
}

await runRatioBench({
  scenarios: buildScenarios,
  // BODY by default, BODIES per scenario path, HEADED: a path's body with its headers (baselines/limit.ts)
  limit: ({ body, bodies, headed }) => ({
    name: 'limit',
    args: ['--import', 'tsx', here('./baselines/limit.ts')],
    cwd: PACKAGE_ROOT,
    env: { BODY: body, BODIES: JSON.stringify(bodies), HEADED: JSON.stringify(headed) },
  }),
  // /emi's cache-miss load, or the plain /emi request when there is no /emi scenario
  peer: { command: { name: 'peer', args: ['--import', 'tsx', here('./baselines/peer.ts')], cwd: PACKAGE_ROOT }, scenario: '/emi', otherwise: '/api/v1/emi?principal=8000000&interest=8.5&years=20' },
  targets,
  resultsDir: here('./results/'),
})
