/**
 * The rule book (src/rules/*.yaml): its checks refuse what would leave a rule without a value
 * on a date served, the build refuses a value of another shape than the module reading it
 * declares (and the library loads no arktype for it), every rule in it is read by some module,
 * and the calendar it is dated by.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkRuleShapes, ruleShapeProblems } from '../src/build/check-rule-shapes.ts'
import { readRuleFiles } from '../src/build/generate-rules.ts'
import { findFormula } from '../src/formulas/index.ts'
import { checkRuleBook } from '../src/build/check-rule-book.ts'
import { RuleBookError, SERVED_FROM } from '../src/rules/book.ts'
import { dayBefore, financialYearOf, isIsoDate, todayInIndia, whyNotADate, untilTomorrowInIndia } from '../src/rules/calendar.ts'
import { allRules, declaredRules, nonEmptyList, ruleDeclarations, servedValues } from '../src/rules/dated.ts'
import { arktypeWatch } from './support/arktype-watch.ts'
import { ROOT } from './support/project.ts'
import { LONG_TERM_AFTER_MONTHS } from '../src/rules/capital-gains.ts'

const value = (from: string, v: unknown = 1) => ({ from, value: v, source: 'a test' })
const rule = (values: unknown[], knownUntil = 'standing') => ({ description: 'a rule', unit: 'percent', 'known-until': knownUntil, values })

function problemsOf(files: Record<string, unknown>): readonly string[] {
  try {
    checkRuleBook(files)
  } catch (error) {
    if (error instanceof RuleBookError) return error.problems
    throw error
  }
  return []
}

describe('the rule book', () => {
  it('loads from the YAML files, each value with its dates', () => {
    const book = checkRuleBook(readRuleFiles())
    expect(book.size).toBe(allRules().length)
    for (const entry of book.values()) {
      expect(entry.values[0]!.from <= SERVED_FROM).toBe(true)
      entry.values.forEach((v, i) => expect(v.to).toBe(i + 1 < entry.values.length ? dayBefore(entry.values[i + 1]!.from) : undefined))
    }
  })

  it('fills in each value’s last day from the next one’s first', () => {
    const book = checkRuleBook({ scheme: { rate: rule([value('2024-01-01', 8), value('2024-07-01', 8.2)]) } })
    expect(book.get('scheme.rate')!.values.map((v) => [v.from, v.to])).toEqual([
      ['2024-01-01', '2024-06-30'],
      ['2024-07-01', undefined],
    ])
  })

  it('refuses values out of date order, a rule starting after the first date served, bad dates, no source and unknown fields', () => {
    expect(problemsOf({ scheme: { rate: rule([value('2024-07-01'), value('2024-01-01')]) } })).toEqual([
      'scheme.rate: values must be in date order (2024-01-01 follows 2024-07-01)',
      `scheme.rate: its first value starts on 2024-07-01; calculations are served from ${SERVED_FROM}, so a value must apply on that date`,
    ])
    expect(problemsOf({ scheme: { rate: rule([value('2024-02-30')]) } }).join()).toMatch(/scheme\.rate: .*a date written YYYY-MM-DD/)
    expect(problemsOf({ scheme: { rate: rule([{ from: '2024-01-01', value: 1 }]) } }).join()).toMatch(/scheme\.rate: values\[0\]\.source must be a string/)
    expect(problemsOf({ scheme: { rate: { ...rule([value('2024-01-01')]), unit: 'furlongs' } } }).join()).toMatch(/scheme\.rate: unit must be/)
    expect(problemsOf({ scheme: { rate: { ...rule([value('2024-01-01')]), untill: '2025-01-01' } } }).join()).toMatch(/untill must be removed/)
    expect(problemsOf({ Scheme: { Rate: rule([value('2024-01-01')]) } })).toHaveLength(2)
  })

  it('refuses a rule without a horizon, a horizon that is no date, a value that starts after it, and a primary source marked otherwise than unknown', () => {
    const { 'known-until': _, ...unhorizoned } = rule([value('2024-01-01')])
    expect(problemsOf({ scheme: { rate: unhorizoned } })).toEqual([
      "scheme.rate: known-until is missing: every rule states the last date the rule's sources speak for, written YYYY-MM-DD, or standing for a provision in force until amended",
    ])
    expect(problemsOf({ scheme: { rate: rule([value('2024-01-01')], '2024-13-01') } }).join()).toMatch(/scheme\.rate: .*known-until.* must be the last date .*\(was "2024-13-01"\)/)
    expect(problemsOf({ scheme: { rate: rule([value('2024-01-01'), value('2026-10-01')], '2026-03-31') } })).toEqual([
      'scheme.rate: its last value starts on 2026-10-01, after known-until (2026-03-31); a value no source announced is not kept in the book (past the horizon the last value is carried forward and the answer says so)',
    ])
    expect(problemsOf({ scheme: { rate: rule([{ ...value('2024-01-01'), 'primary-source': 'a bank page' }]) } }).join()).toMatch(/scheme\.rate: values\[0\]\["primary-source"\] must be "unknown" \(was "a bank page"\)/)
  })

  it('keeps each rule’s horizon, a date or null for a standing provision, and marks a value whose primary source is unknown', () => {
    const book = checkRuleBook({
      scheme: { rate: rule([value('2024-01-01'), { ...value('2026-01-01'), 'primary-source': 'unknown' }], '2026-03-31'), terms: rule([value('2024-01-01')]) },
    })
    expect(book.get('scheme.rate')!.knownUntil).toBe('2026-03-31')
    expect(book.get('scheme.rate')!.values.map((v) => v.primarySource)).toEqual([undefined, 'unknown'])
    expect(book.get('scheme.terms')!.knownUntil).toBeNull()
  })

  it('gives every rule a horizon and every value a source that names its document first, or is marked as having no primary source', () => {
    for (const rule of allRules()) {
      expect(rule.knownUntil === null || isIsoDate(rule.knownUntil), rule.id).toBe(true)
      for (const v of rule.values) {
        expect(v.source.length, `${rule.id} from ${v.from}`).toBeGreaterThan(0)
        // a source that is a link alone names no document: such a value must say its primary source is unknown
        if (v.primarySource !== 'unknown') expect(v.source, `${rule.id} from ${v.from}`).not.toMatch(/^["']?https?:\/\//)
      }
    }
  })

  it('cites the small-savings rates by the memorandum’s number and date, and the Sukanya Samriddhi limits by the scheme’s G.S.R. number', () => {
    for (const id of ['nsc.rate', 'scss.rate', 'sukanya-samriddhi.rate']) {
      const rule = allRules().find((r) => r.id === id)!
      expect(rule.knownUntil, id).toMatch(/^\d{4}-(03-31|06-30|09-30|12-31)$/)
      for (const v of rule.values.filter((v) => v.primarySource !== 'unknown')) expect(v.source, `${id} from ${v.from}`).toMatch(/Office Memorandum (F\.No\.|No\. )1\/4\/2019-NS of \d\d\.\d\d\.\d{4}/)
    }
    for (const id of ['sukanya-samriddhi.deposit-limits', 'sukanya-samriddhi.terms']) {
      for (const v of allRules().find((r) => r.id === id)!.values) expect(v.source, id).toMatch(/Sukanya Samriddhi Account Scheme 2019, .*G\.S\.R\. 922\(E\) of 12\.12\.2019/)
    }
  })

  it('has every rule read by some module once the formulas are loaded', () => {
    expect(findFormula('taxation-salary/income-tax')).toBeDefined()
    const unread = allRules().map((r) => r.id).filter((id) => !declaredRules().has(id))
    expect(unread).toEqual([])
  })
})

describe('the shapes the modules of src/rules read the book by, checked by the build', () => {
  const book = (rules: Record<string, unknown[]>) => {
    const checked = checkRuleBook({ scheme: Object.fromEntries(Object.entries(rules).map(([name, values]) => [name, rule(values)])) })
    return (id: string) => checked.get(id)?.values
  }
  const problems = (declarations: { id: string; shape: unknown; steady?: boolean }[], rules: Record<string, unknown[]>) =>
    ruleShapeProblems(declarations.map((d) => ({ steady: false, ...d })), book(rules), servedValues)

  it('refuses a value of another shape, naming the rule and the date the value applies from', () => {
    const found = problems([{ id: 'scheme.rate', shape: '0 < number < 20' }], { rate: [value('2024-01-01', 7.7), value('2024-07-01', 25)] })
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^scheme\.rate from 2024-07-01: must be less than 20 \(was 25\)$/)
  })

  it('checks a list of at least one item, and each item’s members', () => {
    const shape = nonEmptyList({ rate: '0 < number <= 100', 'note?': 'string' })
    expect(problems([{ id: 'scheme.rates', shape }], { rates: [value('2024-01-01', [{ rate: 5 }, { rate: 18, note: 'in general use' }])] })).toEqual([])
    const found = problems([{ id: 'scheme.rates', shape }], { rates: [value('2024-01-01', []), value('2024-04-01', [{ rate: 200 }]), value('2024-07-01', [{ rate: 5, note: 3 }])] })
    expect(found).toHaveLength(3)
    expect(found[0]).toMatch(/^scheme\.rates from 2024-01-01: must be non-empty/)
    expect(found[1]).toMatch(/^scheme\.rates from 2024-04-01: .*\[0\]\.rate must be at most 100 \(was 200\)$/)
    expect(found[2]).toMatch(/^scheme\.rates from 2024-07-01: .*\[0\]\.note must be a string/)
  })

  it('refuses a rule the book does not hold', () => {
    expect(problems([{ id: 'scheme.rte', shape: 'number' }], { rate: [value('2024-01-01')] })).toEqual(['scheme.rte: no such rule in src/rules/*.yaml'])
  })

  it('refuses a steady rule with a second value on a date served, and accepts one that changed before the first', () => {
    expect(problems([{ id: 'scheme.terms', shape: 'number', steady: true }], { terms: [value('2024-01-01', 5), value('2024-07-01', 6)] })).toEqual([
      'scheme.terms changes on 2024-07-01: the calculations that read it must take a date and read it with datedRule',
    ])
    expect(problems([{ id: 'scheme.terms', shape: 'number', steady: true }], { terms: [value('2023-04-01', 5), value(SERVED_FROM, 6)] })).toEqual([])
  })

  it('passes the book as it is, having loaded every module of src/rules', async () => {
    await expect(checkRuleShapes()).resolves.toBeUndefined()
    expect(ruleDeclarations().length).toBeGreaterThanOrEqual(allRules().length)
  })

  it('fails the build on a value of another shape and on a rule no file holds, naming each', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'fincalc-rule-shapes-'))
    try {
      cpSync(join(ROOT, 'src'), join(scratch, 'src'), { recursive: true, filter: (source) => !source.startsWith(join(ROOT, 'src', 'generated')) })
      cpSync(join(ROOT, 'calculators.yaml'), join(scratch, 'calculators.yaml'))
      symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'))
      writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module', private: true }))
      // the NSC's tenure, declared a whole number of years, written 5.5; 80C's limit read by a misspelt id
      const nsc = join(scratch, 'src/rules/nsc.yaml')
      const yaml = readFileSync(nsc, 'utf8')
      expect(yaml).toMatch(/^tenure:\n(?:  .*\n)*?      value: 5\n/m)
      writeFileSync(nsc, yaml.replace(/^(tenure:\n(?:  .*\n)*?      value: )5\n/m, '$15.5\n'))
      const section80c = join(scratch, 'src/rules/section-80c.ts')
      writeFileSync(section80c, readFileSync(section80c, 'utf8').replace("'section-80c.aggregate-limit'", "'section-80c.aggregate-limt'"))
      const built = spawnSync(process.execPath, ['--import', 'tsx', join(scratch, 'src/build/build.ts')], { cwd: scratch, encoding: 'utf8' })
      expect(built.status).toBe(1)
      expect(built.stderr).toMatch(/^fincalc build: the rule book \(src\/rules\/\*\.yaml\) is invalid:\n/)
      expect(built.stderr).toMatch(/\n {2}- nsc\.tenure from 2024-04-01: must be an integer \(was 5\.5\)\n/)
      expect(built.stderr).toContain('\n  - section-80c.aggregate-limt: no such rule in src/rules/*.yaml\n')
      expect(built.stderr).not.toMatch(/\n\s+at /)
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  }, 120_000)

  it('leaves the library and every module of the rule book free of arktype when they load (dist/, as npm run build made it)', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'fincalc-no-arktype-'))
    try {
      const rules = readdirSync(join(ROOT, 'dist/rules')).filter((n) => n.endsWith('.js')).map((n) => pathToFileURL(join(ROOT, 'dist/rules', n)).href)
      const script = `const lib = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/index.js')).href)})
for (const m of ${JSON.stringify(rules)}) await import(m)
console.log(lib.emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi, lib.rulesInForce('2024-07-01').result.rules.length)`
      const run = spawnSync(process.execPath, ['--import', arktypeWatch(scratch), '--input-type=module', '-e', script], { encoding: 'utf8' })
      expect(run.stderr).toBe('')
      expect(run.stdout.trim()).toBe(`69425.86 ${allRules().length}`)
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the holding periods of section 2(42A)', () => {
  const on = (date: string) => LONG_TERM_AFTER_MONTHS.on(date).value
  it('are 12 months for listed securities on every date', () => {
    for (const date of ['2016-04-01', '2024-07-22', '2024-07-23', '2027-03-31']) expect(on(date).listedSecurities, date).toBe(12)
  })
  it('are 24 months for unlisted shares from FY 2016-17 (Finance Act 2016)', () => {
    for (const date of ['2016-04-01', '2024-07-22', '2024-07-23']) expect(on(date).unlistedShares, date).toBe(24)
  })
  it('are 36 then 24 months for land or buildings, from FY 2017-18 (Finance Act 2017)', () => {
    expect(on('2017-03-31').immovableProperty).toBe(36)
    expect(on('2017-04-01').immovableProperty).toBe(24)
  })
  it('are 36 months for gold, debt and other assets until 22 July 2024, and 24 from 23 July 2024 (Finance (No. 2) Act 2024)', () => {
    expect(on('2024-07-22').otherAssets).toBe(36)
    expect(on('2024-07-23').otherAssets).toBe(24)
  })
})

describe('the calendar', () => {
  it('reads only real dates written YYYY-MM-DD', () => {
    for (const good of ['2024-02-29', '2000-02-29', '2026-12-31', '2026-04-30']) expect(isIsoDate(good)).toBe(true)
    for (const bad of ['2025-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-01', '26-01-01', '2026-01-01T00:00', ' 2026-01-01', '']) expect(isIsoDate(bad)).toBe(false)
  })

  it('says why text written YYYY-MM-DD is no date, and nothing of a date or of text of another form', () => {
    expect(whyNotADate('2025-02-29')).toBe('February 2025 has 28 days')
    expect(whyNotADate('1900-02-30')).toBe('February 1900 has 28 days')
    expect(whyNotADate('2026-04-31')).toBe('April 2026 has 30 days')
    expect(whyNotADate('2026-01-00')).toBe('January 2026 has 31 days')
    expect(whyNotADate('2026-13-01')).toBe('there is no month 13')
    expect(whyNotADate('0000-01-01')).toBe('the calendar has no year 0000')
    for (const other of ['2024-02-29', 'today', '', '31-02-2026', '2026/13/01', '2-12-26', '12/2026']) expect(whyNotADate(other)).toBeUndefined()
    // a real date written day first, as India writes it, or with other separators: the date to write
    expect(whyNotADate('02-12-2026')).toBe('a date is written year first: write 2026-12-02 for 2 December 2026')
    expect(whyNotADate('2/3/2025')).toBe('a date is written year first: write 2025-03-02 for 2 March 2025')
    expect(whyNotADate('29.02.2024')).toBe('a date is written year first: write 2024-02-29 for 29 February 2024')
    expect(whyNotADate('2026-1-01')).toBe('a date is written with hyphens and two-digit months and days: write 2026-01-01')
    expect(whyNotADate('2026/12/02')).toBe('a date is written with hyphens and two-digit months and days: write 2026-12-02')
  })

  it('tells the day before, across months, years and leap days', () => {
    expect(dayBefore('2024-03-01')).toBe('2024-02-29')
    expect(dayBefore('2025-01-01')).toBe('2024-12-31')
    expect(dayBefore('2026-04-01')).toBe('2026-03-31')
  })

  it('tells today in India (UTC+05:30) and the time left in it', () => {
    // 2026-11-23 18:29:59.999 UTC is 23:59:59.999 in India; a millisecond later it is the 24th
    const lastInstant = Date.UTC(2026, 10, 23, 18, 29, 59, 999)
    expect(todayInIndia(lastInstant)).toBe('2026-11-23')
    expect(todayInIndia(lastInstant + 1)).toBe('2026-11-24')
    expect(untilTomorrowInIndia(lastInstant)).toBe(1)
    expect(untilTomorrowInIndia(lastInstant + 1)).toBe(86_400_000)
  })

  it('names the financial year of a date', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26')
    expect(financialYearOf('2026-04-01')).toBe('2026-27')
    expect(financialYearOf('1999-12-31')).toBe('1999-00')
  })
})
