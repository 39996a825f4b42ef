/**
 * Section 80D: the deduction for health-insurance premiums, each group up to its limit —
 * self, spouse and children ₹25,000 (₹50,000 for a senior), parents ₹25,000 (₹50,000 when a
 * parent is a senior); src/rules/section-80d.ts holds the figures and their sources.
 *
 * A preventive health check-up counts inside its group's limit, and the check-ups of both
 * groups together at most ₹5,000 (s. 80D(2A)), taken where they add to the deduction: self and
 * family first, then parents, each only into the room its premium left.
 *
 *   self      = min(premium, limit) + min(check-up, ₹5,000, limit − premium counted)
 *   parents   = min(premium, limit) + min(check-up, ₹5,000 − self's check-up, limit − premium counted)
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { SECTION_80D } from '../rules/section-80d.ts'
import { ruleValue } from './numbers.ts'

export interface Section80d<N> {
  selfLimit: number
  selfDeduction: N
  parentLimit: number
  parentDeduction: N
  total: N
}

/** What one group (self and family, or parents) paid in the year. */
export interface Paid80d<N> {
  premium: N
  /** Preventive health check-ups (0 when none is given apart from the premium). */
  checkUp: N
  senior: boolean
}

export function section80dDeduction<N>(a: Arithmetic<N>, self: Paid80d<N>, parents: Paid80d<N>): Section80d<N> {
  const selfLimit = self.senior ? SECTION_80D.selfSeniorLimit : SECTION_80D.selfLimit
  const parentLimit = parents.senior ? SECTION_80D.parentsSeniorLimit : SECTION_80D.parentsLimit
  let checkUpsLeft = ruleValue(a, SECTION_80D.preventiveCheckUpWithin)
  const deduction = (paid: Paid80d<N>, limit: number): N => {
    const cap = ruleValue(a, limit)
    const premium = a.min(paid.premium, cap)
    const checkUp = a.min(a.min(paid.checkUp, checkUpsLeft), a.minus(cap, premium))
    checkUpsLeft = a.minus(checkUpsLeft, checkUp)
    return a.plus(premium, checkUp)
  }
  const selfDeduction = deduction(self, selfLimit)
  const parentDeduction = deduction(parents, parentLimit)
  return { selfLimit, selfDeduction, parentLimit, parentDeduction, total: a.plus(selfDeduction, parentDeduction) }
}
