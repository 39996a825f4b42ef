import type { Formula } from '../formula.ts'

export const schemeFormulas: Formula[] = []
