/**
 * Which arithmetic answers a scenario's requests in `npm run bench`: the shares of its hit
 * request, or of 1,000 of its cache-miss requests, that the engine answers in binary and in
 * double-double, counted in-process; the rest are answered in decimal-digits or decimal (src/arithmetic/README.md).
 */
import type { AnsweringArithmetic } from '../../runtime/evaluate.ts'
import type { TierShares } from './report.ts'
import { registryEngine } from './requests.ts'

export async function tierShares(targets: readonly string[]): Promise<TierShares> {
  let binary = 0
  let doubleDouble = 0
  let answered = 0
  const onAnswered = (_id: string, arithmetic: AnsweringArithmetic) => {
    answered++
    if (arithmetic === 'binary') binary++
    if (arithmetic === 'double-double') doubleDouble++
  }
  const counting = registryEngine({ onAnswered })
  for (const target of targets) await counting.handle({ method: 'GET', url: target })
  return answered ? { binary: binary / answered, doubleDouble: doubleDouble / answered } : { binary: NaN, doubleDouble: NaN }
}
