/** The formula table: every formula module, by the id the registry names it with. */
import { businessFormulas } from './business/index.ts'
import type { Formula } from './formula.ts'
import { investmentFormulas } from './investment/index.ts'
import { loanFormulas } from './loans/index.ts'
import { salaryFormulas } from './salary/index.ts'
import { schemeFormulas } from './schemes/index.ts'
import { taxFormulas } from './tax/index.ts'

const ALL: readonly Formula[] = [...investmentFormulas, ...loanFormulas, ...taxFormulas, ...salaryFormulas, ...schemeFormulas, ...businessFormulas]

export const FORMULAS: ReadonlyMap<string, Formula> = new Map(ALL.map((f) => [f.id, f]))

export function findFormula(id: string): Formula | undefined {
  return FORMULAS.get(id)
}
