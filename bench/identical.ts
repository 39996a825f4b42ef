/**
 * Guard for performance work: proves that a change to the runtime or the math leaves every
 * response byte for byte as it was. Record a corpus with the code before the change, then
 * compare with the code after it:
 *
 *   tsx bench/identical.ts --record /tmp/before.json [--per 3000] [--seed 1]
 *   tsx bench/identical.ts --compare /tmp/before.json          exits 1 on any difference
 *   tsx bench/identical.ts --compare /tmp/before.json --ignore-header etag
 *                                                 when the change is the tag's algorithm itself
 *
 * The corpus holds every fixture request plus, per calculator, `--per` requests built from its
 * fixtures by drawing new values for their parameters (random whole and two-decimal numbers
 * inside and at the bounds, every boolean and enum value), so it covers the 200 and the 400
 * paths of each calculator, answered by the engine the servers build (src/adapters/built-engine.ts).
 * Status, headers and body are compared exactly. The figures are only compared with
 * themselves: this is a regression guard, never a source of expected values.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { engineForText } from '../src/adapters/built-engine.ts'
import { DEFAULT_REGISTRY_FILE } from '../src/cli/options.ts'
import { randomRequests } from '../test/support/random-requests.ts'

interface Entry {
  target: string
  status: number
  headers: Record<string, string>
  body: string | null
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

async function respond(targets: readonly string[]): Promise<Entry[]> {
  const engine = await engineForText(readFileSync(DEFAULT_REGISTRY_FILE, 'utf8'), { cacheSize: 0, onError: () => {} })
  const out: Entry[] = []
  for (const target of targets) {
    const r = await engine.handle({ method: 'GET', url: target })
    out.push({ target, status: r.status, headers: { ...r.headers }, body: r.body })
  }
  return out
}

const ignoredHeader = arg('--ignore-header')?.toLowerCase()

/**
 * The headers as compared: an answer of today's date is fresh until midnight in India, so its
 * max-age is the one figure that moves with the clock; `--ignore-header` leaves one out.
 */
function headersText(e: Entry): string {
  const headers = { ...e.headers }
  if (ignoredHeader !== undefined) delete headers[ignoredHeader]
  return JSON.stringify(headers).replace(/max-age=\d+/, 'max-age=…')
}

const recordFile = arg('--record')
const compareFile = arg('--compare')
if (recordFile) {
  const entries = await respond(randomRequests(Number(arg('--per') ?? 3000), Number(arg('--seed') ?? 1)).map((r) => r.target))
  writeFileSync(recordFile, JSON.stringify(entries))
  const byStatus = new Map<number, number>()
  for (const e of entries) byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1)
  console.log(`recorded ${entries.length} responses (${[...byStatus].map(([s, n]) => `${n} × ${s}`).join(', ')}) to ${recordFile}`)
} else if (compareFile) {
  const before: Entry[] = JSON.parse(readFileSync(compareFile, 'utf8'))
  const after = await respond(before.map((e) => e.target))
  let differences = 0
  const byPath = new Map<string, number>()
  for (let i = 0; i < before.length; i++) {
    const a = before[i]!
    const b = after[i]!
    if (a.status === b.status && a.body === b.body && headersText(a) === headersText(b)) continue
    if (differences++ < 10) console.log(`differs: ${a.target}\n  before ${a.status} ${headersText(a)} ${a.body}\n  after  ${b.status} ${headersText(b)} ${b.body}`)
    const path = a.target.split('?')[0]!
    byPath.set(path, (byPath.get(path) ?? 0) + 1)
  }
  console.log(`${before.length} responses compared, ${differences} differ${differences ? `: ${[...byPath].map(([path, n]) => `${path} ${n}`).join(', ')}` : ''}`)
  process.exit(differences ? 1 : 0)
} else {
  console.error('usage: tsx bench/identical.ts --record <file> | --compare <file>')
  process.exit(2)
}
