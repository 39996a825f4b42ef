/**
 * Section 80D: the deduction for health-insurance premiums, each group up to its limit —
 * self, spouse and children ₹25,000 (₹50,000 for a senior), parents ₹25,000 (₹50,000 when a
 * parent is a senior); src/rules/section-80d.ts holds the figures and their sources.
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

export function section80dDeduction<N>(a: Arithmetic<N>, selfPremium: N, selfSenior: boolean, parentPremium: N, parentSenior: boolean): Section80d<N> {
  const selfLimit = selfSenior ? SECTION_80D.selfSeniorLimit : SECTION_80D.selfLimit
  const parentLimit = parentSenior ? SECTION_80D.parentsSeniorLimit : SECTION_80D.parentsLimit
  const selfDeduction = a.min(selfPremium, ruleValue(a, selfLimit))
  const parentDeduction = a.min(parentPremium, ruleValue(a, parentLimit))
  return { selfLimit, selfDeduction, parentLimit, parentDeduction, total: a.plus(selfDeduction, parentDeduction) }
}
