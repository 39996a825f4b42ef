/**
 * README.md's "Adding a calculator", followed as written: its registry entry and its formula,
 * read from the README's own code blocks, are added to a scratch copy of the project, which is
 * built (src/build/generate.ts), type-checked with the project's tsc and asked for the worked
 * example over the engine. So the walk-through cannot drift from what the project accepts.
 */
import { spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from './support/project.ts'

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc')

/** The first fenced block of `language` in the README's "Adding a calculator", without the list item's indentation. */
function readmeBlock(language: string): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('## Adding a calculator\n'))
  const block = new RegExp(`^( *)\`\`\`${language}\\n([\\s\\S]*?)^\\1\`\`\`$`, 'm').exec(section)
  if (!block) throw new Error(`README.md's "Adding a calculator" has no ${language} block`)
  const indent = block[1]!.length
  return block[2]!
    .split('\n')
    .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
    .join('\n')
}

let scratch: string
let formulaFile: string

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'fincalc-adding-'))
  cpSync(join(ROOT, 'src'), join(scratch, 'src'), { recursive: true, filter: (source) => !source.startsWith(join(ROOT, 'src', 'generated')) })
  cpSync(join(ROOT, 'calculators.yaml'), join(scratch, 'calculators.yaml'))
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'))
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module', private: true }))
  // step 1: the entry, at the end of the registry's list of calculators
  const entry = readmeBlock('yaml')
  appendFileSync(join(scratch, 'calculators.yaml'), `\n${entry}`)
  // step 2: the formula, where its entry's `formula` says
  formulaFile = `src/formulas/${/^\s*formula: (\S+)$/m.exec(entry)![1]}.ts`
  writeFileSync(join(scratch, formulaFile), readmeBlock('ts'))
}, 60_000)

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe("README's Adding a calculator", () => {
  it('builds and type-checks with the entry and the formula it shows', () => {
    const built = spawnSync(process.execPath, ['--import', 'tsx', join(scratch, 'src/build/generate.ts')], { cwd: ROOT, encoding: 'utf8' })
    expect(built.status, built.stderr).toBe(0)
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ extends: join(ROOT, 'tsconfig.json'), include: ['src'] }))
    const checked = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: scratch, encoding: 'utf8' })
    expect(checked.stdout).toBe('')
    expect(checked.status).toBe(0)
  }, 120_000)

  it('answers its worked example: cost ₹1,000 at a 25% markup sells at ₹1,250, ₹250 of it profit (the hand calculation in its header)', () => {
    const script = `import { readFileSync } from 'node:fs'
import { createCalculatorEngine } from './src/calculator-engine.ts'
const engine = createCalculatorEngine(readFileSync('calculators.yaml', 'utf8'))
const answer = await engine.handle({ method: 'GET', url: '/api/v1/selling-price?cost=1000&markup=25' })
console.log(answer.status, answer.body)`
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: scratch, encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.stdout.trim()).toBe('200 {"input":{"cost":1000,"markup":25},"result":{"sellingPrice":1250,"profit":250}}')
  }, 60_000)
})
