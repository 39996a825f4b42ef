import type { Formula } from '../formula.ts'

export const businessFormulas: Formula[] = []
