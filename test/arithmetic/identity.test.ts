/**
 * Identity: for every calculator, each fixture request and 300 drawn at random answer byte for
 * byte the same in the certified arithmetic (binary, decimal where binary cannot certify) as in
 * decimal alone. `npm run verify:arithmetic` runs the same check at 20,000 per calculator.
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
