/**
 * leastWhole (src/math/least-whole.ts): for a monotone condition, the least whole number in
 * (low, high] for which it holds, whatever probes are proposed. Checked against the threshold
 * the condition is built from, over random intervals and thresholds, with random proposals
 * (inside the interval, outside it, fractional, none) and with proposals at the answer.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { leastWhole } from '../src/math/least-whole.ts'

describe('leastWhole', () => {
  test.prop(
    [
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.integer({ min: 1, max: 2_000_000 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.array(fc.oneof(fc.integer({ min: -3_000_000, max: 3_000_000 }), fc.double({ noNaN: true }), fc.constant(undefined)), { maxLength: 40 }),
    ],
    { numRuns: 500 },
  )('finds the least x that holds, whatever is proposed', (low, width, where, proposals) => {
    const high = low + width
    // the answer: some whole number in (low, high]
    const answer = Math.min(high, low + 1 + Math.floor(where * width))
    const probed: number[] = []
    const holds = (x: number) => {
      probed.push(x)
      return x >= answer
    }
    let next = 0
    expect(leastWhole(low, high, holds, () => proposals[next++])).toBe(answer)
    // each probe strictly inside the interval, and no more than bisection plus one per proposal
    expect(probed.every((x) => Number.isInteger(x) && x > low && x < high)).toBe(true)
    expect(probed.length).toBeLessThanOrEqual(Math.ceil(Math.log2(width)) + proposals.length)
  })

  it('takes two probes when the answer and the number below it are proposed', () => {
    const probed: number[] = []
    const holds = (x: number) => (probed.push(x), x >= 499_996)
    const proposals = [499_996, 499_995]
    expect(leastWhole(0, 1_000_000, holds, () => proposals.shift())).toBe(499_996)
    expect(probed).toEqual([499_996, 499_995])
  })

  it('bisects without proposals: high when nothing below it holds, low + 1 when everything above low does', () => {
    expect(leastWhole(0, 100, (x) => x >= 100)).toBe(100)
    expect(leastWhole(0, 100, (x) => x >= 1)).toBe(1)
    expect(leastWhole(7, 8, () => true)).toBe(8)
  })
})
