/**
 * The identity check of the arithmetics, over whole requests: the engine as it serves
 * (`certified`: binary, double-double where binary cannot certify, decimal-digits and decimal
 * after it), or the double-double or the decimal-digits tier tried first (`double-double`,
 * `decimal-digits`, tests only: its answers compared even where a tier before it would have
 * given them), and the engine in the reference arithmetic (`decimal`)
 * must answer every request with the same status, headers and body bytes (an answer of today's
 * date may have a max-age a second lower, taken a moment later). Counts, per
 * calculator, how many 200 answers each arithmetic gave. Used by identity.test.ts (a few
 * hundred requests per calculator) and verify.ts (`npm run verify:arithmetic`, 20,000 per
 * calculator).
 */
import { createCalculatorEngine } from '../../src/calculator-engine.ts'
import type { AnsweringArithmetic } from '../../src/runtime/evaluate.ts'
import { REGISTRY_TEXT } from '../support/project.ts'
import { randomRequests } from '../support/random-requests.ts'
import { sameHeaders } from '../support/same-day-lifetime.ts'

export interface CalculatorTally {
  requests: number
  /** 200 answers. */
  answered: number
  /** 200 answers by the arithmetic that gave them. */
  by: Record<AnsweringArithmetic, number>
  differing: string[]
}

/** `only`: the calculators compared (every one when absent); the others' requests are drawn all the same, so each one compared meets the requests it meets in a whole run. */
export async function compareArithmetics(per: number, seed: number, first: 'certified' | 'double-double' | 'decimal-digits' = 'certified', only?: readonly string[]): Promise<Map<string, CalculatorTally>> {
  const tallies = new Map<string, CalculatorTally>()
  let lastArithmetic: AnsweringArithmetic | undefined
  const tested = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, onError: () => {}, arithmetic: first, onAnswered: (_id, arithmetic) => (lastArithmetic = arithmetic) })
  const reference = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, onError: () => {}, arithmetic: 'decimal' })
  for (const { calculator, target } of randomRequests(per, seed)) {
    if (only && !only.includes(calculator)) continue
    let tally = tallies.get(calculator)
    if (!tally) tallies.set(calculator, (tally = { requests: 0, answered: 0, by: { binary: 0, 'double-double': 0, 'decimal-digits': 0, decimal: 0 }, differing: [] }))
    lastArithmetic = undefined
    const a = await tested.handle({ method: 'GET', url: target })
    const b = await reference.handle({ method: 'GET', url: target })
    tally.requests++
    if (a.status === 200) {
      tally.answered++
      if (lastArithmetic) tally.by[lastArithmetic]++
    }
    if (a.status !== b.status || a.body !== b.body || !sameHeaders(a.headers, b.headers)) tally.differing.push(target)
  }
  return tallies
}
