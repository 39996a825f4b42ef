/**
 * Identity: for every calculator, each fixture request and 300 drawn at random answer byte for
 * byte the same in the certified arithmetic (binary, double-double where binary cannot certify,
 * decimal where neither can) as in decimal alone; and again with the double-double tier tried
 * first, so that its answers are compared with decimal's even where binary would have answered;
 * and with the decimal-digits tier first (100 drawn per calculator), which answers all but
 * fractional powers. `npm run verify:arithmetic` runs the same check at 20,000 per calculator.
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

// Each tier tried first, with the requests drawn per calculator and why most answers must be its own.
const TIERS = [
  { tier: 'double-double', per: 300, why: 'a tier that always deferred to decimal would fail here' },
  { tier: 'decimal-digits', per: 100, why: 'it defers to decimal only on fractional powers' },
] as const

for (const { tier, per, why } of TIERS) {
  describe(`the ${tier} tier and the decimal arithmetic answer alike (seed ${SEED})`, async () => {
    const tallies = await compareArithmetics(per, SEED, tier)
    it.each([...tallies])('%s', (_calculator, tally) => {
      expect(tally.requests).toBeGreaterThan(per)
      expect(tally.by.binary).toBe(0)
      expect(tally.differing).toEqual([])
    })

    it(`${tier} gave most of the answers compared (${why})`, () => {
      let answered = 0
      let own = 0
      for (const t of tallies.values()) {
        answered += t.answered
        own += t.by[tier]
      }
      expect(own / answered).toBeGreaterThan(0.8)
    })
  })
}
