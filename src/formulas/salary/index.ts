import type { Formula } from '../formula.ts'

export const salaryFormulas: Formula[] = []
