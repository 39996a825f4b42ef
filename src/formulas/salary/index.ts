import type { Formula } from '../formula.ts'
import { gratuity } from './gratuity.ts'
import { hra } from './hra.ts'

export const salaryFormulas: Formula[] = [hra, gratuity]
