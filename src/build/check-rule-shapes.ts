/**
 * The build's check of what the modules of src/rules read from the rule book: each module
 * declares the rules it reads with the shape of their values, an arktype definition
 * (src/rules/dated.ts), and records the declaration when it loads, checking nothing then. Here,
 * after src/generated/rules.ts is written, every module of src/rules is loaded and every value
 * of every rule declared is checked against the arktype type of its shape; a rule read as
 * steady must have one value on every date served. A rule missing from the book, a value of the
 * wrong shape, or a steady rule that changes fails the build with every problem named, as
 * RuleBookError says it, so that a start never builds an arktype type for the rule book.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type } from 'arktype'
import { RuleBookError, type RuleValue } from '../rules/book.ts'
import type { RuleDeclaration } from '../rules/dated.ts'
import { RULES_DIR } from './generate-rules.ts'

/** The problems of each declaration against the book: `ruleValues(id)` gives a rule's values, undefined when it has none. */
export function ruleShapeProblems(declarations: readonly Omit<RuleDeclaration, 'texted'>[], ruleValues: (id: string) => readonly RuleValue[] | undefined, servedValues: (values: readonly RuleValue[]) => readonly RuleValue[]): string[] {
  const problems: string[] = []
  for (const { id, shape, steady } of declarations) {
    const values = ruleValues(id)
    if (!values) {
      problems.push(`${id}: no such rule in src/rules/*.yaml`)
      continue
    }
    const checker = type.raw(shape)
    for (const v of values) {
      const checked = checker(v.value)
      if (checked instanceof type.errors) problems.push(`${id} from ${v.from}: ${checked.summary}`)
    }
    const served = servedValues(values)
    if (steady && served.length !== 1) problems.push(`${id} changes on ${served[1]!.from}: the calculations that read it must take a date and read it with datedRule`)
  }
  return [...new Set(problems)]
}

/**
 * Loads every module of src/rules (the book must be generated first) and checks what they
 * declare. A module that fails to load for a problem found here is that problem; a module that
 * fails for another reason fails the build with its own error.
 */
export async function checkRuleShapes(dir = RULES_DIR): Promise<void> {
  const failures: unknown[] = []
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts')).sort()) {
    try {
      await import(pathToFileURL(join(dir, name)).href)
    } catch (error) {
      failures.push(error)
    }
  }
  const { ruleDeclarations, ruleValues, servedValues } = await import('../rules/dated.ts')
  const problems = ruleShapeProblems(ruleDeclarations(), ruleValues, servedValues)
  // a module's own check of the book (income-tax.ts, gst-rates.ts) throws a RuleBookError of its own
  for (const failure of failures) if (failure instanceof Error && failure.name === 'RuleBookError') problems.push(...(failure as RuleBookError).problems.filter((p) => !problems.includes(p)))
  if (problems.length) throw new RuleBookError(problems)
  if (failures.length) throw failures[0]
}
