/**
 * The formula table: every formula module, by the id the registry names it with
 * (`<tag slug>/<calculator id>`, and `-<variant id>` for a calculator of several variants), the
 * path of its file under src/formulas. The build generates it from calculators.yaml
 * (src/generated/formula-table.ts), so it holds exactly the formulas the registry names.
 */
export { FORMULAS, findFormula } from '../generated/formula-table.ts'
