/**
 * Writes src/generated/rules.ts: the rule book (src/rules/*.yaml) as checked here
 * (./check-rule-book.ts), so the library reads no file, parses no YAML and checks no dates at
 * start-up, on any runtime. A rule book that would not load fails the build with the same message.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { RuleBookError } from '../rules/book.ts'
import { checkRuleBook } from './check-rule-book.ts'
import { writeWhole } from './write-whole.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const RULES_DIR = join(ROOT, 'src', 'rules')

/** The parsed YAML of every rule file, by family (the file's name). */
export function readRuleFiles(dir = RULES_DIR): Record<string, unknown> {
  const files: Record<string, unknown> = {}
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort()) {
    try {
      files[name.slice(0, -'.yaml'.length)] = parse(readFileSync(join(dir, name), 'utf8'))
    } catch (error) {
      throw new RuleBookError([`${name}: not valid YAML: ${(error as Error).message}`])
    }
  }
  return files
}

export function generateRules(): void {
  const rules = [...checkRuleBook(readRuleFiles()).values()]
  const dir = join(ROOT, 'src', 'generated')
  mkdirSync(dir, { recursive: true })
  writeWhole(
    join(dir, 'rules.ts'),
    `// Generated from src/rules/*.yaml by src/build/generate-rules.ts (npm run build). Do not edit.\nimport type { RuleEntry } from '../rules/book.ts'\n\n/** The rule book as checked by the build (src/rules/book.ts). */\nconst rules: readonly RuleEntry[] = JSON.parse(${JSON.stringify(JSON.stringify(rules))})\nexport default rules\n`,
  )
}
