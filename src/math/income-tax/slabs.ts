/**
 * Slab tax: the schedule an age picks, its bands as values of an arithmetic (made once per
 * arithmetic: `rulesIn`), and the tax on an income band by band (step 1 of ./computation.ts).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import type { RegimeRules, SlabSchedule } from '../../rules/income-tax.ts'
import { percent, ruleValue, rulesIn } from '../numbers.ts'

export interface SlabRow<N> {
  from: N
  upTo: N | null
  ratePercent: number
  income: N
  tax: N
}

/** The schedule for an age: the last whose `fromAge` the age has reached. */
export function scheduleFor(rules: RegimeRules, age = 0): SlabSchedule {
  let chosen = rules.slabsByAge[0]!
  for (const s of rules.slabsByAge) if (age >= s.fromAge) chosen = s
  return chosen
}

/** Top of the schedule's nil band: the `upTo` of its leading 0% slabs (0 when it has none). */
function basicExemptionOf(schedule: SlabSchedule): number {
  let basicExemption = 0
  for (const s of schedule.slabs) {
    if (s.ratePercent !== 0 || s.upTo === null) break
    basicExemption = s.upTo
  }
  return basicExemption
}

/** A schedule's slabs as values of `a` (made once per arithmetic: `rulesIn`). */
export interface ScheduleFigures<N> {
  /** Top of the nil band. */
  basicExemption: N
  slabs: { from: N; upTo: N | null; ratePercent: number; rate: N }[]
}

export function scheduleFigures<N>(a: Arithmetic<N>, schedule: SlabSchedule): ScheduleFigures<N> {
  const zero = a.fromInteger(0)
  let from = zero
  const slabs = schedule.slabs.map((slab) => {
    const upTo = slab.upTo === null ? null : ruleValue(a, slab.upTo)
    const row = { from, upTo, ratePercent: slab.ratePercent, rate: slab.ratePercent === 0 ? zero : percent(a, ruleValue(a, slab.ratePercent)) }
    if (upTo !== null) from = upTo
    return row
  })
  return { basicExemption: ruleValue(a, basicExemptionOf(schedule)), slabs }
}

/** Slab tax on `income`, band by band. */
export function slabTax<N>(a: Arithmetic<N>, schedule: SlabSchedule, income: N): { rows: SlabRow<N>[]; tax: N } {
  const zero = a.fromInteger(0)
  const rows: SlabRow<N>[] = []
  let tax = zero
  for (const { from, upTo, ratePercent, rate } of rulesIn(a, schedule, scheduleFigures).slabs) {
    if (a.lte(income, from)) {
      rows.push({ from, upTo, ratePercent, income: zero, tax: zero })
    } else {
      const inBand = upTo === null || a.lte(income, upTo) ? a.minus(income, from) : a.minus(upTo, from)
      const bandTax = ratePercent === 0 ? zero : a.times(inBand, rate)
      rows.push({ from, upTo, ratePercent, income: inBand, tax: bandTax })
      tax = a.plus(tax, bandTax)
    }
  }
  return { rows, tax }
}
