/**
 * 80C planner: how much of PPF, ELSS, EPF and NPS contributions is deductible in the old
 * regime, the room left under each limit, and the tax that saves at a marginal slab rate.
 *
 *   invested 80C  = PPF + ELSS + EPF (employee share)
 *   80CCD(1B)     = min(NPS, ₹50,000)
 *   NPS in 80C    = with npsExcessIn80c: min(NPS − 80CCD(1B), room left after PPF + ELSS + EPF)
 *                   (the rest of one's own NPS contribution claimed under 80CCD(1), which shares
 *                   the ₹1,50,000 limit of Section 80CCE); otherwise 0
 *   80C deduction = min(invested 80C + NPS in 80C, ₹1,50,000)     room left = ₹1,50,000 − it
 *   total         = 80C deduction + 80CCD(1B)
 *   not deductible = PPF + ELSS + EPF + NPS − total
 *   tax saved     = total × bracket% × (1 + 4% cess)
 * The saving is at one marginal rate: it ignores the slab boundaries the deduction may cross,
 * surcharge and the Section 87A rebate. Degenerate cases: nothing invested gives a zero
 * deduction and full room; bracket 0 saves nothing. Units: rupees a year; bracket in per cent.
 * Limits from src/rules/section-80c.ts, cess from src/rules/cess.ts.
 *
 * Worked example (fixtures/taxation-salary/80c-planner.json): PPF ₹50,000, ELSS ₹40,000, EPF
 * ₹30,000, NPS ₹60,000, bracket 30: invested 80C 1,20,000 (room 30,000); 80CCD(1B) 50,000;
 * total 1,70,000; tax 51,000 + cess 2,040 = ₹53,040 saved; ₹10,000 of NPS not deductible.
 */
import { Dec, max, min, ZERO } from '../../math/decimal.ts'
import { HEALTH_AND_EDUCATION_CESS_PERCENT } from '../../rules/cess.ts'
import { SECTION_80C } from '../../rules/section-80c.ts'
import { defineFormula } from '../formula.ts'

const LIMIT_80C = new Dec(SECTION_80C.aggregateLimit)
const LIMIT_80CCD1B = new Dec(SECTION_80C.nps80ccd1bLimit)

interface PlannerInput {
  ppf: Dec
  elss: Dec
  epf: Dec
  nps: Dec
  bracket: Dec
  npsExcessIn80c: boolean
}

export const section80cPlanner = defineFormula({
  decimalOnly: true,
  id: 'salary/80c-planner',
  inputs: ['ppf', 'elss', 'epf', 'nps', 'bracket', 'npsExcessIn80c'],
  compute({ ppf, elss, epf, nps, bracket, npsExcessIn80c }: PlannerInput) {
    const invested = ppf.plus(elss).plus(epf)
    const nps1b = min(nps, LIMIT_80CCD1B)
    const npsIn80c = npsExcessIn80c ? min(nps.minus(nps1b), max(ZERO, LIMIT_80C.minus(invested))) : ZERO
    const deduction80c = min(invested.plus(npsIn80c), LIMIT_80C)
    const total = deduction80c.plus(nps1b)
    const taxBeforeCess = total.times(bracket).div(100)
    const cess = taxBeforeCess.times(HEALTH_AND_EDUCATION_CESS_PERCENT).div(100)
    return {
      section80cInvested: invested,
      npsIn80c,
      section80cDeduction: deduction80c,
      section80cRoomLeft: LIMIT_80C.minus(deduction80c),
      nps80ccd1bDeduction: nps1b,
      nps80ccd1bRoomLeft: LIMIT_80CCD1B.minus(nps1b),
      totalDeduction: total,
      notDeductible: invested.plus(nps).minus(total),
      taxSavedBeforeCess: taxBeforeCess,
      cess,
      taxSaved: taxBeforeCess.plus(cess),
    }
  },
})
