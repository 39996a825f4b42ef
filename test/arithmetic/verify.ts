/**
 * `npm run verify:arithmetic [-- --per 20000] [--seed N] [--double-double | --decimal-digits]
 * [--only id,id]`: the identity check of identity-run.ts at scale. Prints the seed, then per calculator the requests
 * sent, the 200 answers, the share of them each arithmetic answered (binary, double-double,
 * decimal-digits, decimal: the decimal share is what no faster tier could answer), how many
 * answers differed from decimal's (exits 1 if any did) and how many decimal gave.
 * `--double-double` tries the double-double tier first (no binary), `--decimal-digits` the
 * decimal-digits tier, so that every answer it can give
 * is compared. `--only` compares the calculators named (registry ids), meeting the same
 * requests as in a whole run of that seed. Why the decimal share is what it is:
 * `npx tsx test/arithmetic/fallbacks.ts` (exact ties and equalities, by request).
 */
import { compareArithmetics } from './identity-run.ts'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name)
  const value = i < 0 ? fallback : Number(process.argv[i + 1])
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`${name} takes a whole number (got ${process.argv[i + 1]})`)
    process.exit(2)
  }
  return value
}

const per = option('--per', 20_000)
const seed = option('--seed', Math.floor(Math.random() * 2 ** 31))
const first = process.argv.includes('--double-double') ? 'double-double' : process.argv.includes('--decimal-digits') ? 'decimal-digits' : 'certified'
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt < 0 ? undefined : (process.argv[onlyAt + 1] ?? '').split(',').filter((id) => id !== '')
console.log(`seed ${seed}, ${per} drawn requests per calculator plus every fixture request, ${first} first${only ? `, only ${only.join(', ')}` : ''}`)
const started = Date.now()
const tallies = await compareArithmetics(per, seed, first, only)
let differing = 0
const share = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '–')
console.log(`${'calculator'.padEnd(28)} ${'requests'.padStart(8)} ${'200s'.padStart(8)} ${'binary'.padStart(7)} ${'double'.padStart(7)} ${'digits'.padStart(7)} ${'decimal'.padStart(7)}  differ`)
for (const [id, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
  differing += t.differing.length
  const shares = [t.by.binary, t.by['double-double'], t.by['decimal-digits'], t.by.decimal].map((n) => share(n, t.answered).padStart(7)).join(' ')
  console.log(`${id.padEnd(28)} ${String(t.requests).padStart(8)} ${String(t.answered).padStart(8)} ${shares}  ${t.differing.length}  (${t.by.decimal} in decimal)`)
  for (const target of t.differing.slice(0, 3)) console.log(`    ${target}`)
}
console.log(`${differing} answers differ; ${((Date.now() - started) / 1000).toFixed(0)} s`)
process.exit(differing ? 1 : 0)
