import type { Formula } from '../formula.ts'
import { incomeTax } from './income-tax.ts'

export const taxFormulas: Formula[] = [incomeTax]
