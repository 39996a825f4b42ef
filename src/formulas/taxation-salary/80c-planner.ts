/**
 * 80C planner: how much of PPF, ELSS, EPF, other 80C payments and NPS contributions is
 * deductible in the old regime, the room left under each limit, and the tax that saves at a
 * marginal slab rate.
 *
 *   invested 80C  = PPF + ELSS + EPF (employee share) + other 80C payments (life insurance,
 *                   tuition fees, home-loan principal, …)
 *   80CCD(1B)     = min(NPS, ₹50,000)
 *   NPS in 80C    = with npsExcessIn80c: min(NPS − 80CCD(1B), room left after the invested 80C)
 *                   (the rest of one's own NPS contribution claimed under 80CCD(1), which shares
 *                   the ₹1,50,000 limit of Section 80CCE); otherwise 0
 *   80C deduction = min(invested 80C + NPS in 80C, ₹1,50,000)     room left = ₹1,50,000 − it
 *   total         = 80C deduction + 80CCD(1B)
 *   not deductible = invested 80C + NPS − total
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
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { ruleValue, total } from '../../math/numbers.ts'
import { cessOn } from '../../math/cess.ts'
import { SECTION_80C } from '../../rules/section-80c.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'taxation-salary/80c-planner',
  compute<N>({ ppf, elss, epf, other80c, nps, bracket, npsExcessIn80c }: Inputs<'taxation-salary/80c-planner', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const hundred = a.fromInteger(100)
    const limit80c = ruleValue(a, SECTION_80C.aggregateLimit)
    const limit80ccd1b = ruleValue(a, SECTION_80C.nps80ccd1bLimit)
    const invested = total(a, [ppf, elss, epf, other80c])
    const nps1b = a.min(nps, limit80ccd1b)
    const npsIn80c = npsExcessIn80c ? a.min(a.minus(nps, nps1b), a.max(zero, a.minus(limit80c, invested))) : zero
    const deduction80c = a.min(a.plus(invested, npsIn80c), limit80c)
    const totalDeduction = a.plus(deduction80c, nps1b)
    const taxBeforeCess = a.div(a.times(totalDeduction, bracket), hundred)
    const cess = cessOn(a, taxBeforeCess)
    return {
      section80cInvested: invested,
      npsIn80c,
      section80cDeduction: deduction80c,
      section80cRoomLeft: a.minus(limit80c, deduction80c),
      nps80ccd1bDeduction: nps1b,
      nps80ccd1bRoomLeft: a.minus(limit80ccd1b, nps1b),
      totalDeduction,
      notDeductible: a.minus(a.plus(invested, nps), totalDeduction),
      taxSavedBeforeCess: taxBeforeCess,
      cess,
      taxSaved: a.plus(taxBeforeCess, cess),
    }
  },
})
