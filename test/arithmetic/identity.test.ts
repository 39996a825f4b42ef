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

describe(`the decimal-digits tier and the decimal arithmetic answer alike (seed ${SEED})`, async () => {
  const tallies = await compareArithmetics(100, SEED, 'decimal-digits')
  it.each([...tallies])('%s', (_calculator, tally) => {
    expect(tally.requests).toBeGreaterThan(100)
    expect(tally.by.binary).toBe(0)
    expect(tally.differing).toEqual([])
  })

  it('decimal-digits gave most of the answers compared (it defers to decimal only on fractional powers)', () => {
    let answered = 0
    let digits = 0
    for (const t of tallies.values()) {
      answered += t.answered
      digits += t.by['decimal-digits']
    }
    expect(digits / answered).toBeGreaterThan(0.8)
  })
})
