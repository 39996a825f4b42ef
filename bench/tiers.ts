/**
 * Which arithmetic answers a scenario's requests: the shares of its hit request, or of 1,000 of
 * its cache-miss requests, that the engine answers in binary and in double-double, counted
 * in-process; the rest fall back to decimal (src/arithmetic/README.md).
 */
import type { TierShares } from '../src/bench-cli/report.ts'
import { createCalculatorEngine } from '../src/engine.ts'
import type { AnsweringArithmetic } from '../src/runtime/evaluate.ts'
import { REGISTRY_TEXT } from './cases.ts'

export async function tierShares(targets: readonly string[]): Promise<TierShares> {
  let binary = 0
  let doubleDouble = 0
  let answered = 0
  const onAnswered = (_id: string, arithmetic: AnsweringArithmetic) => {
    answered++
    if (arithmetic === 'binary') binary++
    if (arithmetic === 'double-double') doubleDouble++
  }
  const counting = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, onAnswered })
  for (const target of targets) await counting.handle({ method: 'GET', url: target })
  return answered ? { binary: binary / answered, doubleDouble: doubleDouble / answered } : { binary: NaN, doubleDouble: NaN }
}
