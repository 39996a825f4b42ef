/**
 * The library's answer types follow the registry where it knows more than `string` or "maybe":
 * a result field present exactly when a boolean parameter is true (`presentWhen`) is present in
 * the type of an answer to `true` and absent from that of an answer to `false` or to nothing, by
 * function and by id; a text field with listed `values` is typed as their union. Checked two ways:
 * the project's tsc on a file of typed uses (with what it must refuse), and every fixture answer
 * holding to the same declarations at run time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { calculate, registry } from '../src/index.ts'
import type { ResultField } from '../src/registry/types.ts'
import { loadFixtures, ROOT } from './support/project.ts'
import { typeCheck } from './support/type-check.ts'

const scratch = mkdtempSync(join(tmpdir(), 'fincalc-library-types-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the narrowed types, type-checked', () => {
  it('breakup: true gives yearlyBreakup, false or nothing gives none, and enum fields are unions', () => {
    writeFileSync(
      join(scratch, 'use.ts'),
      `import { emi, calculate, compounding, type EmiAnswer, type SgbComparisonAnswer, type FdVsDebtFundAnswer, type RentVsBuyAnswer, type HomeLoanEligibilityAnswer } from ${JSON.stringify(join(ROOT, 'src/index.ts'))}
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
function holds<T extends true>(): T | undefined { return undefined }
type Row = { year: number; openingBalance: number; principalPaid: number; interestPaid: number; closingBalance: number }

const table = emi({ principal: 8000000, interest: 8.5, years: 20, breakup: true })
holds<Equal<typeof table.result.yearlyBreakup, Row[]>>()
const closing: number = table.result.yearlyBreakup[0]!.closingBalance
const byId = calculate('emi', { principal: 8000000, interest: '8.5', years: 20, breakup: true })
const opening: number = byId.result.yearlyBreakup[0]!.openingBalance
const answer: EmiAnswer = table

const plain = emi({ principal: 1000000, interest: 7.25, years: 5 })
holds<Equal<typeof plain.result.yearlyBreakup, undefined>>()
// @ts-expect-error no table without breakup
plain.result.yearlyBreakup[0]
const off = calculate('emi', { principal: 1000000, interest: 7.25, years: 5, breakup: false })
// @ts-expect-error no table with breakup: false
off.result.yearlyBreakup.length

declare const asked: boolean
const maybe = emi({ principal: 1000000, interest: 7.25, years: 5, breakup: asked })
holds<Equal<typeof maybe.result.yearlyBreakup, Row[] | undefined>>()

const growth = compounding({ principal: 100000, rate: 12, years: 10, breakdown: true, variant: 'growth' })
if ('yearlyBreakdown' in growth.result) { const years: number = growth.result.yearlyBreakdown.length; void years }

holds<Equal<SgbComparisonAnswer['result']['best'], 'sgb' | 'digital-gold' | 'gold-etf'>>()
holds<Equal<SgbComparisonAnswer['result']['sgb']['gainTaxTreatment'], 'exempt' | 'long-term' | 'short-term'>>()
holds<Equal<FdVsDebtFundAnswer['result']['best'], 'fd' | 'debt-fund' | 'arbitrage-fund'>>()
holds<Equal<RentVsBuyAnswer['result']['better'], 'buy' | 'rent' | 'equal'>>()
holds<Equal<HomeLoanEligibilityAnswer['result']['limitingFactor'], 'foir' | 'ltv' | 'existing-emis'>>()
// @ts-expect-error not one of the registry's values
const best: SgbComparisonAnswer['result']['best'] = 'gold'
// @ts-expect-error a misspelt parameter, where the function infers its input's type
emi({ principal: 8000000, interest: 8.5, years: 20, brekup: true })
// @ts-expect-error the same by id
calculate('emi', { principal: 8000000, interest: 8.5, years: 20, brekup: true })
// @ts-expect-error and where it does not
calculate('cagr', { startValue: 1, endValue: 2, yeras: 5 })

export { closing, opening, answer, best }
`,
    )
    expect(typeCheck(scratch, 'use', ['use.ts'], { skipLibCheck: true, types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')] })).toBe('')
  }, 120_000)
})

describe('every fixture answer holds to the declarations the types are made from', () => {
  const checks = loadFixtures().flatMap(({ fixture }) => fixture.cases.filter((c) => c.expect.status === 200 && (c.request.method ?? 'GET') === 'GET').map((c) => ({ id: fixture.calculator, c })))

  it('a field with values holds one of them; a presentWhen field is there exactly when its parameter is true', () => {
    let enumFields = 0
    let conditional = 0
    for (const { id, c } of checks) {
      const answer = calculate(id as 'emi', (c.request.query ?? {}) as never) as unknown as { input: Record<string, unknown>; result: Record<string, unknown> }
      const calculator = registry.calculators.find((k) => k.id === id)!
      const variant = calculator.variants.find((v) => v.id === answer.input.variant) ?? calculator.variants[0]!
      const visit = (fields: readonly ResultField[], record: Record<string, unknown>, where: string) => {
        for (const f of fields) {
          const value = record[f.name]
          if (f.values && value !== undefined && value !== null) {
            enumFields++
            expect(f.values, `${where}.${f.name}`).toContain(value)
          }
          if (f.presentWhen) {
            conditional++
            expect(f.name in record, `${where}.${f.name} with ${f.presentWhen}=${String(answer.input[f.presentWhen])}`).toBe(answer.input[f.presentWhen] === true)
          }
          if (f.fields && Array.isArray(value)) value.forEach((row, i) => visit(f.fields!, row as Record<string, unknown>, `${where}.${f.name}[${i}]`))
          else if (f.fields && value && typeof value === 'object') visit(f.fields, value as Record<string, unknown>, `${where}.${f.name}`)
        }
      }
      visit(variant.result, answer.result, `${id}: ${c.description}`)
    }
    expect(enumFields).toBeGreaterThan(20)
    expect(conditional).toBeGreaterThan(10)
  })
})
