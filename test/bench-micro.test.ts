/**
 * The micro-benchmark over several processes (src/cli/bench/micro.ts `medianRows`): each
 * calculator's row is the whole row of the process whose CPU figure is the median, so that the
 * request named and its figures come from one process.
 */
import { describe, expect, it } from 'vitest'
import { medianRows } from '../src/cli/bench/micro.ts'
import type { MicroRow } from '../src/cli/bench/report.ts'

function row(calculator: string, cpuMicros: number | undefined, target = `/api/v1/${calculator}?n=${cpuMicros}`): MicroRow {
  return cpuMicros === undefined ? { calculator, candidates: 0 } : { calculator, target, origin: 'fixture', candidates: 2, medianMicros: cpuMicros - 1, p99Micros: cpuMicros * 3, cpuMicros }
}

describe('the micro-benchmark over processes', () => {
  it("takes each calculator's row whole from the process with the median CPU figure", () => {
    const runs = [
      [row('emi', 10), row('sip', 50), row('none', undefined)],
      [row('emi', 30), row('sip', 40), row('none', undefined)],
      [row('emi', 20), row('sip', 60), row('none', undefined)],
    ]
    expect(medianRows(runs)).toEqual([row('emi', 20), row('sip', 50), row('none', undefined)])
  })

  it('takes the lower middle of an even count, and the one row there is from one process', () => {
    expect(medianRows([[row('emi', 130)], [row('emi', 65)]])).toEqual([row('emi', 65)])
    expect(medianRows([[row('emi', 130)]])).toEqual([row('emi', 130)])
  })

  it('skips a process with no figure for a calculator, and keeps the first process order', () => {
    const runs = [
      [row('sip', undefined), row('emi', 40)],
      [row('emi', 45), row('sip', 70)],
      [row('sip', 80)],
    ]
    expect(medianRows(runs)).toEqual([row('sip', 70), row('emi', 40)])
  })

  it('gives no rows for no processes', () => {
    expect(medianRows([])).toEqual([])
  })
})
