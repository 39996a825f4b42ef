/** The registry refuses to load when an entry is wrong, naming the entry and the field. */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { decimal } from '../src/arithmetic/decimal.ts'
import { requestTarget } from '../src/fixtures/fixture.ts'
import { FORMULAS, findFormula } from '../src/formulas/index.ts'
import { loadRegistry, RegistryError } from '../src/registry/load.ts'
import { compileCalculator } from '../src/runtime/compile.ts'
import { registrySources } from '../src/runtime/registry-sources.ts'
import { parseQuery, splitTarget } from '../src/runtime/query.ts'
import { resolveInput } from '../src/runtime/resolve-input.ts'
import { loadFixtures, REGISTRY_TEXT, ROOT } from './support/project.ts'

/** The registry text with one edit applied to the calculator `id`. */
function edited(id: string, edit: (entry: any) => void): string {
  const doc = parseDocument(REGISTRY_TEXT).toJS()
  edit(doc.calculators.find((c: { id: string }) => c.id === id))
  return JSON.stringify(doc)
}

function loadProblems(text: string): string[] {
  try {
    loadRegistry(text, findFormula)
  } catch (error) {
    if (error instanceof RegistryError) return [...error.problems]
    throw error
  }
  return []
}

describe('calculators.yaml', () => {
  it('loads', () => {
    expect(loadProblems(REGISTRY_TEXT)).toEqual([])
  })

  it('is refused when an entry names a missing formula', () => {
    const problems = loadProblems(edited('sip', (e) => (e.formula = 'investment/no-such-formula')))
    expect(problems).toContainEqual(expect.stringMatching(/^calculator 'sip': formula: no formula module 'investment\/no-such-formula'/))
  })

  it('is refused when a default lies outside its own bounds', () => {
    const problems = loadProblems(edited('sip', (e) => (e.parameters.frequency = { type: 'enum', values: ['monthly'], default: 'yearly', description: 'x' })))
    expect(problems).toContainEqual(expect.stringMatching(/^calculator 'sip': parameters\.frequency\.default: "yearly" is outside/))
    const numeric = loadProblems(edited('emi', (e) => (e.parameters.years = { ...e.parameters.years, required: false, default: 60 })))
    expect(numeric).toContainEqual(expect.stringMatching(/^calculator 'emi': parameters\.years\.default: 60 is outside/))
  })

  it('is refused when a formula reads a parameter the entry does not declare', () => {
    const problems = loadProblems(edited('emi', (e) => delete e.parameters.breakup))
    expect(problems).toContainEqual("calculator 'emi': parameters: formula 'loans-emi/emi' reads 'breakup', which the entry does not declare")
  })

  it('is refused when an entry declares a parameter its formula never reads', () => {
    const problems = loadProblems(edited('cagr', (e) => (e.parameters.extra = { type: 'boolean', default: false, description: 'x' })))
    expect(problems).toContainEqual("calculator 'cagr': parameters.extra: is declared but formula 'investment/cagr' never reads it")
  })

  it('is refused when a path of several calculations names a parameter `variant`, the name that chooses one', () => {
    const problems = loadProblems(edited('compounding', (e) => (e.variants[1].parameters.principal.aliases = ['variant'])))
    expect(problems).toContainEqual("calculator 'compounding': parameters.principal: 'variant' names the calculation to run and cannot name a parameter")
  })

  it('is refused when a value alias repeats a value or stands for none of them', () => {
    const repeats = loadProblems(edited('income-tax', (e) => (e.parameters.regime.valueAliases = { old: 'new-2026-27' })))
    expect(repeats).toContainEqual("calculator 'income-tax': parameters.regime.valueAliases.old: is one of the values already")
    const dangling = loadProblems(edited('income-tax', (e) => (e.parameters.regime.valueAliases = { new: 'new-2027-28' })))
    expect(dangling).toContainEqual('calculator \'income-tax\': parameters.regime.valueAliases.new: stands for "new-2027-28", which is not one of the values')
  })

  it('is refused when an enum is read for the year of a date that is no date parameter, or has no value naming a year', () => {
    const noDate = loadProblems(edited('income-tax', (e) => (e.parameters.regime.yearOfDate = 'filedAt')))
    expect(noDate).toContainEqual("calculator 'income-tax': parameters.regime.yearOfDate: 'filedAt' is not a date parameter of this calculator")
    const noYears = loadProblems(edited('ctc', (e) => (e.parameters.regime = { ...e.parameters.regime, values: ['old', 'new'], valueAliases: undefined, default: 'new', yearOfDate: 'regime' })))
    expect(noYears).toContainEqual("calculator 'ctc': parameters.regime.yearOfDate: no value names a financial year (`new-2024-25`)")
    // /ctc's `old` names the old regime of no year
    const yearlessDefault = loadProblems(edited('ctc', (e) => (e.parameters.regime = { ...e.parameters.regime, default: 'old', yearOfDate: 'age' })))
    expect(yearlessDefault).toContainEqual("calculator 'ctc': parameters.regime.yearOfDate: the default must name a financial year, to stand for the date's")
    expect(yearlessDefault).toContainEqual("calculator 'ctc': parameters.regime.yearOfDate: 'age' is not a date parameter of this calculator")
    // a date names one year, read into one parameter
    const twice = loadProblems(edited('income-tax', (e) => (e.parameters.comparedRegime = { ...e.parameters.regime, aliases: [], valueAliases: undefined })))
    expect(twice).toContainEqual("calculator 'income-tax': parameters.comparedRegime.yearOfDate: one parameter of a calculator is read for the year of a date")
  })

  it('is refused when a default is the year of the date on a calculation without a date, or besides another default', () => {
    const undated = loadProblems(edited('cagr', (e) => (e.parameters.years = { ...e.parameters.years, required: false, defaultYearOfDate: true })))
    expect(undated).toContainEqual("calculator 'cagr': parameters: a default taken from a rule or from the year of the date needs a date parameter")
    const twice = loadProblems(edited('ssy', (e) => (e.parameters.openingYear.default = 2026)))
    expect(twice).toContainEqual("calculator 'ssy': parameters.openingYear.default: give one of default, defaultRule and defaultYearOfDate")
  })

  it("is refused when a default follows a date that is only an event's (default none), not the calculation's", () => {
    const eventOnly = loadProblems(edited('ssy', (e) => (e.parameters.date.default = 'none')))
    expect(eventOnly).toContainEqual("calculator 'ssy': parameters: a default taken from a rule or from the year of the date needs a date parameter")
  })

  it('is refused when a result field lists values but is not text, or a presence condition names no boolean parameter', () => {
    const values = loadProblems(edited('emi', (e) => (e.result.months = { ...e.result.months, values: ['240'] })))
    expect(values).toContainEqual(expect.stringMatching(/^calculator 'emi': result\.months\.values: only a string field lists its values/))
    const repeated = loadProblems(edited('rent-vs-buy', (e) => (e.result.better = { ...e.result.better, values: ['buy', 'buy'] })))
    expect(repeated).toContainEqual(expect.stringMatching(/^calculator 'rent-vs-buy': result\.better\.values: repeats a value/))
    const notBoolean = loadProblems(edited('emi', (e) => (e.result.yearlyBreakup.presentWhen = 'years')))
    expect(notBoolean).toContainEqual(expect.stringMatching(/^calculator 'emi': result\.yearlyBreakup\.presentWhen: 'years' is not a boolean parameter/))
    const notOptional = loadProblems(edited('emi', (e) => (e.result.months = { ...e.result.months, presentWhen: 'breakup' })))
    expect(notOptional).toContainEqual(expect.stringMatching(/^calculator 'emi': result\.months\.presentWhen: only an optional field/))
  })

  it('is refused when a number parameter has no upper bound', () => {
    const problems = loadProblems(edited('cagr', (e) => delete e.parameters.years.maximum))
    expect(problems).toContainEqual("calculator 'cagr': parameters.years.maximum: a number parameter needs a lower and an upper bound")
  })

  it('is refused when a field is misspelt, naming the entry and the field', () => {
    const problems = loadProblems(edited('cagr', (e) => (e.parameters.years.maximun = 5)))
    expect(problems.join('\n')).toMatch(/calculator 'cagr': parameters\.years/)
  })

  it('is refused when two parameters share a name', () => {
    const problems = loadProblems(edited('cagr', (e) => (e.parameters.final.aliases = ['startValue'])))
    expect(problems.join('\n')).toMatch(/calculator 'cagr': parameters\.(final|initial): name 'startValue' already names parameter/)
  })

  it('is refused when a name a parameter is meant by is one the calculator accepts, in any case, or is meant for two parameters', () => {
    const accepted = loadProblems(edited('hra', (e) => (e.parameters.metro.meantBy = ['city', 'Rent'])))
    expect(accepted).toEqual(["calculator 'hra': parameters.metro.meantBy: 'Rent' is a name this calculator accepts"])
    const twice = loadProblems(edited('hra', (e) => (e.parameters.date.meantBy = ['asOf', 'City'])))
    expect(twice).toEqual(["calculator 'hra': parameters.date.meantBy: 'City' is already meant for parameter 'metro'"])
    const repeated = loadProblems(edited('hra', (e) => (e.parameters.metro.meantBy = ['city', 'CITY'])))
    expect(repeated).toEqual(["calculator 'hra': parameters.metro.meantBy: repeats a name"])
  })

  it('is refused when two calculators share a path', () => {
    const problems = loadProblems(edited('cagr', (e) => (e.path = '/api/v1/sip')))
    expect(problems).toContainEqual("calculator 'cagr': path: /api/v1/sip is used by another calculator")
  })

  it('is refused when a path has an empty segment or ends with a slash', () => {
    for (const path of ['/api/v1//cagr', '/api/v1/cagr/']) {
      expect(loadProblems(edited('cagr', (e) => (e.path = path)))).toContainEqual(expect.stringMatching(/^calculator 'cagr': path must be matched by/))
    }
  })

  it('is refused when it is not YAML at all', () => {
    expect(loadProblems('calculators: [')).toEqual([expect.stringMatching(/^not valid YAML/)])
    // one line saying what and where, without the parser's excerpt of the text
    expect(loadProblems('calculators:\n  - id: [\n  bad: : x\n')).toEqual([expect.stringMatching(/^not valid YAML: .* at line 3, column 3$/)])
  })

  it('is refused, saying what it needs, when no text is given at all (a library caller forgetting the argument)', () => {
    expect(() => loadRegistry(undefined as never, findFormula)).toThrow(new TypeError('the registry is read from its YAML text, a string (got undefined)'))
  })
})

describe('formula modules', () => {
  const registry = loadRegistry(REGISTRY_TEXT, findFormula)
  const used = new Set(registry.calculators.flatMap((c) => c.variants.map((v) => v.formula)))

  it('are each a formula some calculator names (the table the build generates holds only those)', () => {
    const files = readdirSync(join(ROOT, 'src/formulas'), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.parentPath !== join(ROOT, 'src/formulas'))
      .map((entry) => relative(join(ROOT, 'src/formulas'), join(entry.parentPath, entry.name)).replace(/\.ts$/, ''))
    for (const id of files) expect(used, `src/formulas/${id}.ts is no calculator's formula`).toContain(id)
    for (const id of FORMULAS.keys()) expect(used).toContain(id)
  })

  it('read every parameter their entry declares, over the fixtures', () => {
    // The type checker refuses a formula that reads a parameter its entry lacks
    // (test/build-types.test.ts); this is the other direction: a declared parameter the
    // formula never reads would be accepted, validated and echoed, and change nothing.
    const compiled = new Map(registry.calculators.map((c) => compileCalculator(c, registrySources(findFormula))).map((c) => [c.calculator.path, c]))
    const read = new Map<string, Set<string>>()
    for (const { fixture } of loadFixtures()) {
      for (const c of fixture.cases) {
        if (c.expect.status !== 200) continue
        const { path, text } = splitTarget(requestTarget(c))
        const input = resolveInput(compiled.get(path)!, parseQuery(text))
        if (Array.isArray(input)) throw new Error(`${requestTarget(c)}: expected 200 but its input does not resolve`)
        const names = read.get(input.variant.variant.formula) ?? new Set<string>()
        read.set(input.variant.variant.formula, names)
        const values = input.valuesIn(decimal)
        const watched = new Proxy(values, { get: (target, name) => (typeof name === 'string' && names.add(name), target[name as string]) })
        input.variant.formula.compute(watched, decimal)
      }
    }
    for (const calculator of registry.calculators) {
      for (const variant of calculator.variants) {
        const names = read.get(variant.formula)
        expect(names, `no fixture case runs ${variant.formula}`).toBeDefined()
        for (const p of variant.parameters) expect([...names!], `${variant.formula} never reads ${p.name}`).toContain(p.name)
      }
    }
  })

  it('live in the file their id names, filed by their tag and calculator', () => {
    const tagSlugs = new Map(registry.tags.map((t) => [t.name, t.slug]))
    for (const [id, formula] of FORMULAS) {
      expect(formula.id, `the table files ${formula.id} under ${id}`).toBe(id)
      const folder = id.slice(0, id.lastIndexOf('/'))
      expect(readdirSync(join(ROOT, 'src/formulas', folder))).toContain(`${id.slice(folder.length + 1)}.ts`)
    }
    for (const calculator of registry.calculators) {
      for (const variant of calculator.variants) {
        const expected = `${tagSlugs.get(calculator.tag)}/${calculator.id}${calculator.variants.length > 1 ? `/${variant.id}` : ''}`
        expect(variant.formula, `${calculator.id} (${variant.id})`).toBe(expected)
      }
    }
  })
})
