/** The formula table: every formula module, by the id the registry names it with. */
import type { Formula } from './formula.ts'
import { investmentFormulas } from './investment/index.ts'
import { loanFormulas } from './loans/index.ts'

export const FORMULAS: ReadonlyMap<string, Formula> = new Map([...investmentFormulas, ...loanFormulas].map((f) => [f.id, f as Formula]))

export function findFormula(id: string): Formula | undefined {
  return FORMULAS.get(id)
}
