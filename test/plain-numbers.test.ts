/**
 * No response body ever carries a number in exponent notation (src/runtime/plain-decimal.ts).
 * Every calculator is asked at its registry bounds: every number parameter at its least or its
 * greatest accepted value (just inside an exclusive bound, 0.000001 above an exclusive 0), the
 * enumerations and booleans at each of their values, all parameters at the top together, all at
 * the bottom, and random mixes of the two. Every answer, 200 or 400, is scanned for an
 * exponent among the JSON numbers outside strings.
 */
import { fc } from '@fast-check/vitest'
import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { Parameter } from '../src/registry/types.ts'
import { sharedEngine } from './support/project.ts'
import { needsPlainText, numberJson } from '../src/runtime/plain-decimal.ts'

const engine = sharedEngine()

/** The JSON text with every string emptied: what is left are numbers, literals and punctuation. */
function outsideStrings(json: string): string {
  return json.replace(/"(?:[^"\\]|\\.)*"/g, '""')
}

/** A value just inside an exclusive bound, with at most 15 significant digits and 6 decimal places. */
function inside(bound: number, direction: 1 | -1, integer: boolean): string {
  if (integer) return String(bound + direction)
  if (bound === 0) return direction > 0 ? '0.000001' : '-0.000001'
  const step = Decimal.max(new Decimal(10).pow(Math.floor(Math.log10(Math.abs(bound))) - 12), '0.000001')
  return new Decimal(bound).plus(step.times(direction)).toFixed()
}

/** The lowest and highest text the parameter accepts. */
function extremes(p: Parameter): string[] {
  switch (p.type) {
    case 'boolean':
      return ['true', 'false']
    case 'date':
      return [p.minimum, '2099-12-31']
    case 'enum':
      return [...p.values]
    case 'number': {
      if (p.values) return p.values.map(String)
      const low = p.minimum !== undefined ? String(p.minimum) : p.exclusiveMinimum !== undefined ? inside(p.exclusiveMinimum, 1, p.integer) : '-100000000000000'
      const high = p.maximum !== undefined ? String(p.maximum) : p.exclusiveMaximum !== undefined ? inside(p.exclusiveMaximum, -1, p.integer) : '100000000000000'
      return [low, high]
    }
  }
}

async function body(path: string, query: Record<string, string>): Promise<{ status: number; text: string }> {
  const target = `${path}?${new URLSearchParams(query)}`
  const response = await engine.handle({ method: 'GET', url: target })
  return { status: response.status, text: response.body ?? '' }
}

describe('no number in any body is written in exponent notation', () => {
  for (const calculator of engine.registry.calculators) {
    for (const variant of calculator.variants) {
      it(`${calculator.id}${calculator.variants.length > 1 ? ` (${variant.id})` : ''} at its bounds`, async () => {
        const choices = variant.parameters.map(extremes)
        const queries: Array<Record<string, string>> = [
          Object.fromEntries(variant.parameters.map((p, i) => [p.name, choices[i]!.at(-1)!])),
          Object.fromEntries(variant.parameters.map((p, i) => [p.name, choices[i]![0]!])),
        ]
        const mixes = fc.sample(fc.tuple(...choices.map((c) => fc.constantFrom(...c))), { numRuns: 40, seed: 7 })
        for (const mix of mixes) queries.push(Object.fromEntries(variant.parameters.map((p, i) => [p.name, mix[i]!])))
        const failures: string[] = []
        for (const query of queries) {
          const { status, text } = await body(calculator.path, query)
          expect(status, JSON.stringify(query)).not.toBe(500)
          const exponent = /[0-9][eE][+-]?[0-9]/.exec(outsideStrings(text))
          if (exponent) failures.push(`${new URLSearchParams(query)}: ${text.slice(Math.max(0, exponent.index - 40), exponent.index + 20)}`)
        }
        expect(failures).toEqual([])
      })
    }
  }
})

describe('huge and tiny figures are the exact decimal, written out', () => {
  it('a SIP of ₹100 crore a month at 50% for 100 years: the future value to 20 significant digits', async () => {
    const { status, text } = await body('/api/v1/sip', { investment: '1000000000', interest: '50', years: '100' })
    expect(status).toBe(200)
    const futureValue = /"futureValue":([0-9.]+)/.exec(text)![1]!
    // Independent oracle: an annuity due, P × ((1 + i)^n − 1) / i × (1 + i), i = 50/1200, n = 1200, at 60 digits.
    const D = Decimal.clone({ precision: 60 })
    const i = new D(50).div(1200)
    const oracle = new D(1e9).times(i.plus(1).pow(1200).minus(1)).div(i).times(i.plus(1))
    expect(futureValue).toMatch(/^[0-9]{32}(\.[0-9]{1,2})?$/)
    expect(new D(futureValue).toSignificantDigits(20).toFixed()).toBe(oracle.toSignificantDigits(20).toFixed())
    // A double-reading parser gets the same number as the exponent form would have given.
    expect(JSON.parse(text).result.futureValue).toBe(oracle.toNumber())
  })

  it('the tiniest input, a millionth, is echoed as written; a digit past it is refused', async () => {
    const { status, text } = await body('/api/v1/sip', { investment: '0.000001', interest: '0.000005', years: '1' })
    expect(status).toBe(200)
    expect(text).toContain('"input":{"investment":0.000001,"interest":0.000005,')
    expect((await body('/api/v1/sip', { investment: '0.0000001', interest: '5', years: '1' })).status).toBe(400)
  })
})

describe('the echo of a number written as given', () => {
  // Decimal texts of every shape: signs, leading and trailing zeros, long fractions, 15 to 17
  // significant digits, integers up to 10^22, and plain text JavaScript would never write.
  const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max })
  const texts = fc.oneof(
    fc.tuple(fc.constantFrom('', '-'), digits(1, 23), fc.option(digits(0, 20), { nil: undefined })).map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => String(n)),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => (n / 100).toFixed(2)),
  )
  it.each([['0'], ['-0'], ['0.0'], ['007'], ['1.50'], ['8000000.01'], ['0.000001'], ['123456789012345'], ['1234567890123456'], ['.5'], ['5.'], ['1e5']])('%s is echoed as JavaScript writes the number', (text) => {
    const n = Number(text)
    const value = n === 0 ? 0 : n
    expect(Number.isFinite(n)).toBe(true)
    expect(numberJson(value, text)).toBe(String(value))
  })
  it('is what JavaScript writes, for any decimal text of a number it writes in plain notation', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const n = Number(text)
        const value = n === 0 ? 0 : n
        fc.pre(Number.isFinite(n) && /^-?\d+(\.\d+)?$/.test(text) && !needsPlainText(value))
        expect(numberJson(value, text)).toBe(String(value))
      }),
      { numRuns: 20_000 },
    )
  })
})
