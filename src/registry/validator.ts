/**
 * The arktype validator of one variant's parameters, from its registry entry: the source of the
 * validation rules. The build reads each variant's arktype type and writes its rules as data
 * (src/build/generate-checks.ts, ./plain-checks.ts), which the library and the servers use for
 * the registry the build checked; this validator is built at start only for a registry file the
 * build never saw, and by the registry's own checks. Text has already been read into numbers,
 * booleans and strings; the validator checks bounds, whole numbers and allowed values, and
 * reports each failure by parameter and code.
 *
 * The validator is interpreted at first (arktype's jitless mode, src/adapters/ark-jitless.ts),
 * and once it has checked COMPILE_AFTER requests arktype compiles it to JavaScript, which
 * checks a request's parameters faster than interpreting it. Only the calculators in use are
 * compiled, so the server keeps the memory that compiling every validator at start would cost,
 * and start-up stays as fast. Compiling a variant is paid once, in the request that reaches
 * the count (bench/README.md, "What was changed for speed"). Where code cannot be generated
 * after start-up (Workers allow it only while the module is evaluated), the first attempt fails
 * and the validator stays interpreted. Both forms are the same arktype type, and
 * test/validator.test.ts checks that they decide alike.
 */
import { scope, type, type Type } from 'arktype'
import type { Parameter, ParameterValue } from './types.ts'
import type { ErrorCode } from './errors.ts'
import { problemCode, type ParameterValidator } from './plain-checks.ts'

/** One parameter's arktype type: the rules its value must meet (also what the build writes the rules' data from, src/build/generate-checks.ts). */
export function parameterType(p: Parameter): Type {
  switch (p.type) {
    case 'boolean':
      return type.boolean
    case 'enum':
      return type.enumerated(...p.values)
    case 'date':
      // The text is a calendar date already (src/runtime/resolve-input.ts); ISO dates compare as text.
      return type.string.narrow((date, ctx) => date >= p.minimum || ctx.mustBe(`${p.minimum} or later`))
    case 'number': {
      if (p.values) return type.enumerated(...p.values)
      let t: Type<number> = p.integer ? type.number.divisibleBy(1) : type.number
      if (p.minimum !== undefined) t = t.atLeast(p.minimum)
      if (p.exclusiveMinimum !== undefined) t = t.moreThan(p.exclusiveMinimum)
      if (p.maximum !== undefined) t = t.atMost(p.maximum)
      if (p.exclusiveMaximum !== undefined) t = t.lessThan(p.exclusiveMaximum)
      return t
    }
  }
}

/** Checks a validator makes interpreted before it is compiled. */
export const COMPILE_AFTER = 1000

type Validate = Type<Record<string, ParameterValue>>

/** The scope validators are compiled in, made at the first attempt; null once code generation has failed. */
let compiling: { type: (definition: object) => unknown } | null | undefined

/** The validator of `shape` compiled to JavaScript, or undefined where code cannot be generated. */
function compiled(shape: Record<string, Type>): Validate | undefined {
  if (compiling === null) return undefined
  try {
    compiling ??= scope({}, { jitless: false })
    return compiling.type(shape) as Validate
  } catch {
    compiling = null
    return undefined
  }
}

/** `compileAfter`: checks before the validator is compiled (0: at once, Infinity: never). */
export function buildValidator(parameters: readonly Parameter[], compileAfter = COMPILE_AFTER): ParameterValidator {
  const shape: Record<string, Type> = {}
  for (const p of parameters) shape[`${p.name}?`] = parameterType(p)
  let validate = (compileAfter === 0 && compiled(shape)) || (type(shape as any) as unknown as Validate)
  let untilCompiled = compileAfter
  const dates = new Set(parameters.filter((p) => p.type === 'date').map((p) => p.name))
  return {
    get compiled() {
      return typeof (validate as unknown as { precompilation?: unknown }).precompilation === 'string'
    },
    check(values) {
      if (--untilCompiled === 0) validate = compiled(shape) ?? validate
      // `allows` decides without building arktype's errors; only a failing input is checked again for them
      if (validate.allows(values)) return []
      const out = validate(values)
      if (!(out instanceof type.errors)) return []
      const seen = new Set<string>()
      const failures: Array<{ parameter: string; code: ErrorCode }> = []
      for (const problem of out) {
        const parameter = String(problem.path[0])
        if (seen.has(parameter)) continue
        seen.add(parameter)
        failures.push({ parameter, code: problemCode(problem.code, dates.has(parameter)) })
      }
      return failures
    },
  }
}
