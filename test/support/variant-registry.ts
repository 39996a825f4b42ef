/**
 * A small registry with the shapes the served calculators do not (yet) use: a path with two
 * calculations (variants) whose shared parameter has different bounds, a parameter only one
 * variant reads, an alias, nullable and optional fields, a nested object inside a table, a
 * number parameter with listed values. Stand-in formulas make it a real engine.
 */
import type { Formula } from '../../src/formulas/formula.ts'
import type { Arithmetic } from '../../src/arithmetic/arithmetic.ts'
import { loadRegistry } from '../../src/registry/load.ts'
import { buildValidator } from '../../src/registry/validator.ts'
import { createServiceEngine } from '../../src/service-engine.ts'

export const VARIANT_REGISTRY_TEXT = `
version: 1.0.0
basePath: /api/v1
tags:
  - { name: Investment, slug: investment, description: Growth. }
calculators:
  - id: growth
    path: /api/v1/growth
    tag: Investment
    summary: Growth of a deposit or of a principal
    description: Two calculations on one path.
    selectionRule: "\`deposit\` (or \`amount\`) given selects \`deposit\`; otherwise \`principal\`."
    variants:
      - id: deposit
        summary: Growth of a deposit
        formula: test/deposit
        when: [{ anyPresent: [deposit] }]
        parameters:
          deposit: { type: number, required: true, minimum: 1, maximum: 100, unit: INR, aliases: [amount], description: The deposit. }
          rate: { type: number, default: 5, minimum: 0, maximum: 10, unit: percent, description: Yearly rate. }
        result:
          value: { unit: INR, description: Value after a year. }
          note: { type: string, unit: text, nullable: true, description: A remark. }
      - id: principal
        summary: Growth of a principal
        formula: test/principal
        parameters:
          principal: { type: number, required: true, minimum: 1, maximum: 1000, integer: true, unit: INR, description: The principal. }
          rate: { type: number, default: 5, minimum: 0, maximum: 20, unit: percent, description: Yearly rate. }
          detail: { type: boolean, default: false, description: Adds the schedule. }
          term: { type: number, values: [1, 2, 3], default: 1, unit: years, description: Term. }
        result:
          value: { unit: INR, description: Value after a year. }
          ratio: { unit: ratio, nullable: true, description: Value over principal. }
          schedule:
            type: table
            optional: true
            description: One row.
            fields:
              year: { type: integer, unit: year, description: Year. }
              split:
                type: object
                description: Parts.
                fields:
                  kept: { unit: INR, description: Kept. }
                  flag: { type: boolean, unit: flag, description: A flag. }
`

const formulas = new Map<string, Formula>([
  [
    'test/deposit',
    {
      id: 'test/deposit',
      inputs: ['deposit', 'rate'],
      compute: <N>({ deposit, rate }: { deposit: N; rate: N }, a: Arithmetic<N>) => ({
        value: a.times(deposit, a.plus(a.div(rate, a.fromInteger(100)), a.fromInteger(1))),
        note: a.isZero(rate) ? 'no growth' : null,
      }),
    },
  ],
  [
    'test/principal',
    {
      id: 'test/principal',
      inputs: ['principal', 'rate', 'detail', 'term'],
      compute: <N>({ principal, rate, detail, term }: { principal: N; rate: N; detail: boolean; term: N }, a: Arithmetic<N>) => {
        const value = a.times(principal, a.powInt(a.plus(a.div(rate, a.fromInteger(100)), a.fromInteger(1)), a.toNumber(term)))
        return {
          value,
          ratio: a.isZero(rate) ? null : a.div(value, principal),
          ...(detail ? { schedule: [{ year: 1, split: { kept: value, flag: true } }] } : {}),
        }
      },
    },
  ],
])

export const variantRegistry = loadRegistry(VARIANT_REGISTRY_TEXT, (id) => formulas.get(id))

export const variantEngine = createServiceEngine({
  registry: variantRegistry,
  formulas: (id) => formulas.get(id),
  buildValidator,
  examples: [
    { calculator: 'growth', description: 'a principal', target: '/api/v1/growth?principal=100&rate=10', query: { principal: '100', rate: '10' }, status: 200 },
    { calculator: 'growth', description: 'a deposit', target: '/api/v1/growth?amount=10', query: { amount: '10' }, status: 200 },
    { calculator: 'growth', description: 'too large', target: '/api/v1/growth?deposit=1000', query: { deposit: '1000' }, status: 400 },
  ],
})

