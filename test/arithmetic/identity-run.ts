/**
 * The identity check of the two arithmetics, over whole requests: the engine as it serves
 * (`certified`: binary, decimal where binary cannot certify) and the engine in the reference
 * arithmetic (`decimal`) must answer every request with the same status, headers and body
 * bytes. Counts, per calculator, how many 200 answers binary gave (the rest fell back).
 * Used by identity.test.ts (a few hundred requests per calculator) and verify.ts
 * (`npm run verify:arithmetic`, 20,000 per calculator).
 */
import { createCalculatorEngine } from '../../src/engine.ts'
import { REGISTRY_TEXT } from '../support/project.ts'
import { randomRequests } from '../support/random-requests.ts'

export interface CalculatorTally {
  requests: number
  answered: number
  binary: number
  differing: string[]
}

export async function compareArithmetics(per: number, seed: number): Promise<Map<string, CalculatorTally>> {
  const tallies = new Map<string, CalculatorTally>()
  let lastArithmetic: 'binary' | 'decimal' | undefined
  const certified = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, onError: () => {}, onAnswered: (_id, arithmetic) => (lastArithmetic = arithmetic) })
  const reference = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, onError: () => {}, arithmetic: 'decimal' })
  for (const { calculator, target } of randomRequests(per, seed)) {
    let tally = tallies.get(calculator)
    if (!tally) tallies.set(calculator, (tally = { requests: 0, answered: 0, binary: 0, differing: [] }))
    lastArithmetic = undefined
    const a = await certified.handle({ method: 'GET', url: target })
    const b = await reference.handle({ method: 'GET', url: target })
    tally.requests++
    if (a.status === 200) {
      tally.answered++
      if (lastArithmetic === 'binary') tally.binary++
    }
    if (a.status !== b.status || a.body !== b.body || JSON.stringify(a.headers) !== JSON.stringify(b.headers)) tally.differing.push(target)
  }
  return tallies
}
