/**
 * Identity: for every calculator, each fixture request and 300 drawn at random answer byte for
 * byte the same in the certified arithmetic (binary, double-double where binary cannot certify,
 * decimal where neither can) as in decimal alone; and again with the double-double tier tried
 * first, so that its answers are compared with decimal's even where binary would have answered.
 * `npm run verify:arithmetic` runs the same check at 20,000 per calculator.
 */
import { describe, expect, it } from 'vitest'
import { compareArithmetics } from './identity-run.ts'

const SEED = Math.floor(Math.random() * 2 ** 31)

describe(`the certified and the decimal arithmetic answer alike (seed ${SEED})`, async () => {
  const tallies = await compareArithmetics(300, SEED)
  it.each([...tallies])('%s', (_calculator, tally) => {
    expect(tally.requests).toBeGreaterThan(300)
    expect(tally.differing).toEqual([])
  })
})

describe(`the double-double tier and the decimal arithmetic answer alike (seed ${SEED})`, async () => {
  const tallies = await compareArithmetics(300, SEED, 'double-double')
  it.each([...tallies])('%s', (_calculator, tally) => {
    expect(tally.requests).toBeGreaterThan(300)
    expect(tally.by.binary).toBe(0)
    expect(tally.differing).toEqual([])
  })

  it('double-double gave most of the answers compared (a tier that always deferred to decimal would fail here)', () => {
    let answered = 0
    let doubleDouble = 0
    for (const t of tallies.values()) {
      answered += t.answered
      doubleDouble += t.by['double-double']
    }
    expect(doubleDouble / answered).toBeGreaterThan(0.8)
  })
})
