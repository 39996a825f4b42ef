import type { Formula } from '../formula.ts'

export const taxFormulas: Formula[] = []
