import type { Formula } from '../formula.ts'
import { cagr } from './cagr.ts'
import { compoundGrowth } from './compound-growth.ts'
import { fdVsDebtFund } from './fd-vs-debt-fund.ts'
import { goalSip } from './goal-sip.ts'
import { inflation } from './inflation.ts'
import { scss } from './scss.ts'
import { sgbComparison } from './sgb-comparison.ts'
import { simpleInterest } from './simple-interest.ts'
import { sip } from './sip.ts'
import { stepUpSip } from './step-up-sip.ts'
import { swp } from './swp.ts'

export const investmentFormulas: Formula[] = [sip, cagr, stepUpSip, compoundGrowth, scss, swp, inflation, simpleInterest, goalSip, sgbComparison, fdVsDebtFund]
