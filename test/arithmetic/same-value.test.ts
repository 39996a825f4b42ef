/**
 * One value is equal to itself in double-double: a value stands for what decimal.js computes by
 * the operations that made it, so a comparison of a value with itself needs no interval, and an
 * exact zero added or an exact one multiplied gives the operand itself (decimal.js's x + 0 and
 * x × 1 are x for every value it holds, of at most 28 digits). Two figures reached so (a bond's
 * and an ETF's post-tax value when no coupon, cost or tax touched either) are then ranked in
 * double-double, with the answer decimal gives.
 */
import { describe, expect, it } from 'vitest'
import { Uncertain } from '../../src/arithmetic/arithmetic.ts'
import { doubleDouble as dd } from '../../src/arithmetic/double-double.ts'
import { decimal } from '../../src/arithmetic/decimal.ts'
import { createCalculatorEngine } from '../../src/calculator-engine.ts'
import type { AnsweringArithmetic } from '../../src/runtime/evaluate.ts'
import { REGISTRY_TEXT } from '../support/project.ts'

describe('a double-double value is equal to itself, and only to itself, where its interval cannot decide', () => {
  const third = () => dd.div(dd.fromInteger(1), dd.fromInteger(3))

  it('compares a value with itself as equal', () => {
    const x = third()
    expect(x.e).toBeGreaterThan(0)
    expect(dd.cmp(x, x)).toBe(0)
    expect(dd.eq(x, x)).toBe(true)
    expect(dd.gt(x, x)).toBe(false)
  })

  it('still cannot order two values made apart, however alike', () => {
    expect(() => dd.cmp(third(), third())).toThrow(Uncertain)
  })

  it('gives the operand itself for + 0, − 0 and × 1, as decimal.js gives its value', () => {
    const x = third()
    const zero = dd.fromInteger(0)
    const one = dd.fromInteger(1)
    expect(dd.plus(x, zero)).toBe(x)
    expect(dd.plus(zero, x)).toBe(x)
    expect(dd.minus(x, zero)).toBe(x)
    expect(dd.times(x, one)).toBe(x)
    expect(dd.times(one, x)).toBe(x)
    const d = decimal.div(decimal.fromInteger(1), decimal.fromInteger(3))
    expect(decimal.plus(d, decimal.fromInteger(0)).eq(d) && decimal.times(d, decimal.fromInteger(1)).eq(d)).toBe(true)
  })
})

describe('sgb-comparison ranks equal post-tax values without decimal', () => {
  // Under six months: no coupon; a fall in gold: no tax; no expense ratio: the ETF is the bond.
  const target = '/api/v1/sgb-comparison?amount=100000&cagr=-35&years=0.08&bracket=29&expenseRatio=0&sgbBoughtAt=secondary'

  it('answers in a certified arithmetic, as decimal answers', async () => {
    let by: AnsweringArithmetic | undefined
    const certified = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, arithmetic: 'double-double', onAnswered: (_id, arithmetic) => (by = arithmetic) })
    const reference = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, arithmetic: 'decimal' })
    const answer = await certified.handle({ method: 'GET', url: target })
    expect(by).toBe('double-double')
    expect(answer.body).toBe((await reference.handle({ method: 'GET', url: target })).body)
    const { sgb, goldEtf, best } = JSON.parse(answer.body!).result
    expect(goldEtf.postTaxValue).toBe(sgb.postTaxValue)
    // ties go to the first of sgb, digital-gold, gold-etf (src/formulas/investment/sgb-comparison.ts)
    expect(best).toBe('sgb')
  })
})
