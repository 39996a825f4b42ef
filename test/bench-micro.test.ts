/**
 * The micro-benchmark over several processes (src/cli/bench/micro.ts `medianRows`): each
 * calculator's row is the whole row of the process whose CPU figure is the median, so that the
 * request named and its figures come from one process.
 */
import { describe, expect, it } from 'vitest'
import { malformedRequests } from '../src/cli/bench/malformed.ts'
import { medianRows } from '../src/cli/bench/micro.ts'
import { calculatorAt, registryEngine } from '../src/cli/bench/requests.ts'
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

describe('the malformed requests', () => {
  const registry = registryEngine().registry
  it("add one kind of text to the plain request, filling the longest target, for a parameter of each type and for names", () => {
    const plain: Array<[string, string]> = [['grossIncome', '1200000']]
    const list = malformedRequests(calculatorAt(registry, 'income-tax')!, plain)
    for (const { target } of list) {
      expect(target.startsWith('/api/v1/income-tax?grossIncome=1200000&')).toBe(true)
      expect(target.length).toBeLessThanOrEqual(8192)
      expect(target.length).toBeGreaterThan(8100)
    }
    const whats = list.map((m) => m.what)
    // the first number, enum, date and boolean parameter
    for (const type of ['grossIncome=', 'regime=', 'date=', 'applyStandardDeduction=']) expect(whats.filter((w) => w.startsWith(type) && !w.includes('&'))).toHaveLength(9)
    expect(whats.some((w) => /^grossIncome=\(%2B × \d{4}\)1$/.test(w))).toBe(true)
    expect(whats.filter((w) => /names (unknown|near grossIncome)$/.test(w))).toHaveLength(2)
  })
})
