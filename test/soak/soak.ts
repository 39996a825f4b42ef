/**
 * Soak: a few hundred thousand distinct requests against the real Node server must leave its
 * memory flat. The response cache and every other per-input structure have a fixed capacity,
 * so once the cache is full (the warm-up sends more distinct requests than it holds) the
 * resident set size may not grow by more than 20%.
 *
 *   npm run test:soak [-- --requests 200000]      exits 1 on failure
 */
import autocannon from 'autocannon'
import { serverCommand, startServerProcess } from '../../src/cli/bench/server-process.ts'

const requests = Number(process.argv[process.argv.indexOf('--requests') + 1]) || 200_000
const WARM_UP = 30_000

/** Distinct valid requests across three calculators, numbered so that none repeats. */
function distinctPath(n: number): string {
  switch (n % 3) {
    case 0:
      return `/api/v1/sip?investment=${1000 + n}&interest=12&years=10`
    case 1:
      return `/api/v1/emi?principal=${100000 + n}&interest=8.5&years=20`
    default:
      return `/api/v1/cagr?initial=${100000 + n}&final=250000&years=7`
  }
}

async function load(url: string, amount: number, offset: number) {
  let n = offset
  const result = await autocannon({
    url,
    connections: 20,
    amount,
    requests: [{ setupRequest: (request) => ({ ...request, path: distinctPath(n++) }) }],
  })
  return { sent: result.requests.sent, non2xx: result.non2xx, errors: result.errors, rps: Math.round(result.requests.average) }
}

// The server as `npm start` runs it, started, measured and stopped as the benchmark does.
const server = await startServerProcess(serverCommand(1))
let failed = false
try {
  const warm = await load(server.url, WARM_UP, 0)
  const before = server.rssKiB()
  const started = Date.now()
  const soak = await load(server.url, requests, WARM_UP)
  const after = server.rssKiB()
  const growth = (after - before) / before
  console.log(
    `soak: ${soak.sent} distinct requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${soak.rps} req/s), ` +
      `non-2xx ${warm.non2xx + soak.non2xx}, errors ${warm.errors + soak.errors}; ` +
      `RSS after warm-up ${(before / 1024).toFixed(1)} MiB, after soak ${(after / 1024).toFixed(1)} MiB (${(growth * 100).toFixed(1)}%)`,
  )
  if (warm.non2xx + soak.non2xx + warm.errors + soak.errors > 0) failed = (console.error('soak: some requests failed'), true)
  if (growth > 0.2) failed = (console.error('soak: RSS grew by more than 20%'), true)
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
