import type { Formula } from '../formula.ts'
import { hra } from './hra.ts'

export const salaryFormulas: Formula[] = [hra]
