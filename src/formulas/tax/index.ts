import type { Formula } from '../formula.ts'
import { capitalGains } from './capital-gains.ts'
import { combinedTax } from './combined-tax.ts'
import { ctc } from './ctc.ts'
import { esop } from './esop.ts'
import { freelanceSalary } from './freelance-salary.ts'
import { freelanceTax } from './freelance-tax.ts'
import { incomeTax } from './income-tax.ts'
import { tds } from './tds.ts'

export const taxFormulas: Formula[] = [incomeTax, combinedTax, capitalGains, esop, freelanceTax, tds, ctc, freelanceSalary]
