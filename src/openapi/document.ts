/**
 * The OpenAPI 3.1 description of the service, generated from the registry once at start-up, so
 * that it can never drift from what the engine serves:
 *
 *   registry tags           → `tags` (name, description, `x-slug`), and `Rules` for /rules
 *   calculator              → one GET operation at its path (operationId = the library's
 *                             function name, `x-calculator-id` = calculator id)
 *   parameter               → a query parameter: type, bounds, allowed values, default, unit and
 *                             meaning; each alias → its own optional parameter with `x-alias-of`
 *                             (a required parameter with aliases is required under its canonical
 *                             name, which lists them in `x-aliases`)
 *   variant input / result  → components `<Id>Input`, `<Id>Result`, `<Id>Response`; on a path
 *                             with several calculations `<Id>Input` is a discriminated `oneOf`
 *                             (on `variant`) of `<Id><Variant>Input`
 *   HTTP contract           → 200 / 304 / 400 / 404 / 405 / 414 / 500 with the problem schema,
 *                             CORS, caching and ETag headers; no security (`security: []`)
 *   fixture requests        → one example per variant (and a 400 example), the engine's own
 *                             responses to the golden fixtures' requests
 */
import { VARIANT_PARAMETER, type Calculator, type Parameter, type Registry } from '../registry/types.ts'
import { ERROR_CODES } from '../registry/errors.ts'
import { ALLOWED_METHODS } from '../runtime/http.ts'
import type { ExampleRequest } from './examples.ts'
import { describeParameter, inputSchema, parameterSchema, resultSchema, type JsonSchema } from './schemas.ts'
import { RULES_DATE } from '../runtime/rules-date.ts'
import { RULES_ANSWER_SCHEMA, RULES_SEGMENT } from './rules-view.ts'
import { functionName, typeName } from '../library/names.ts'
import { rulesInForce } from '../rules/in-force.ts'

/** A fixture request with the response the engine gave it at start-up. */
export interface CapturedExample {
  request: ExampleRequest
  status: number
  body: unknown
}

export type OpenApiDocument = { openapi: '3.1.0'; [member: string]: unknown }

export const TITLE = 'Financial Calculator Service API'

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` })

/** The tag of `GET <basePath>/rules`, after the registry's five. */
export const RULES_TAG = {
  name: 'Rules',
  description: 'The rates, limits and slabs the calculators apply, with the dates they apply for and their sources.',
  'x-slug': 'rules',
}

/** The date of the `/rules` example: fixed, so that the example does not change with today. */
const RULES_EXAMPLE_DATE = '2025-04-01'

export function buildOpenApiDocument(registry: Registry, examples: readonly CapturedExample[] = []): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { ...problemSchemas() }
  const paths: Record<string, unknown> = {}
  for (const calculator of registry.calculators) {
    const own = examples.filter((e) => e.request.calculator === calculator.id && e.status === e.request.status)
    const responseName = addCalculatorSchemas(calculator, schemas)
    paths[calculator.path] = { get: operation(calculator, responseName, own) }
  }
  schemas.RulesResponse = RULES_ANSWER_SCHEMA
  paths[`${registry.basePath}/${RULES_SEGMENT}`] = { get: rulesOperation(registry.basePath, examples.length > 0) }
  return {
    openapi: '3.1.0',
    info: {
      title: TITLE,
      version: registry.version,
      summary: "India's personal-finance calculators over HTTP: read-only GET endpoints, query parameters in, JSON out.",
      description: serviceDescription(registry),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The service that serves this document.' }],
    // No operation needs credentials: an empty requirement says so, for linters and generators.
    security: [],
    tags: [...registry.tags.map((t) => ({ name: t.name, description: t.description, 'x-slug': t.slug })), RULES_TAG],
    paths,
    components: { schemas, responses: sharedResponses(), headers: sharedHeaders() },
  }
}

// ─── operations ───

function operation(calculator: Calculator, responseName: string, examples: readonly CapturedExample[]): Record<string, unknown> {
  const successes = distinctByVariant(examples.filter((e) => e.status === 200))
  const failure = examples.find((e) => e.status === 400)
  const exampleInput = (successes[0]?.body as { input?: Record<string, unknown> } | undefined)?.input ?? {}
  return {
    // The library's function name (`emi`, `section80cPlanner`): an identifier every client
    // generator keeps as it is; the calculator id stays in the path and here.
    operationId: functionName(calculator.id),
    'x-calculator-id': calculator.id,
    tags: [calculator.tag],
    summary: calculator.summary,
    description: operationDescription(calculator),
    parameters: operationParameters(calculator, exampleInput),
    responses: {
      '200': {
        description: 'The calculation: `input` echoes what was used, `result` holds the figures.',
        headers: {
          'Access-Control-Allow-Origin': ref('headers', 'AccessControlAllowOrigin'),
          'Access-Control-Expose-Headers': ref('headers', 'AccessControlExposeHeaders'),
          'Cache-Control': ref('headers', 'CacheControlDay'),
          ETag: ref('headers', 'ETag'),
          'Fincalc-Ignored-Parameters': ref('headers', 'FincalcIgnoredParameters'),
          'Fincalc-Rules-Assumed': ref('headers', 'FincalcRulesAssumed'),
        },
        content: { 'application/json': { schema: ref('schemas', responseName), ...examplesMember(successes, calculator) } },
      },
      '304': ref('responses', 'NotModified'),
      '400': {
        description:
          'One or more parameters are missing, malformed, out of bounds, repeated or in conflict, or a name the calculator does not know probably misspells one of its parameters or is a parameter of another calculator (`unknown_parameter`); `errors` lists every problem at once.',
        headers: {
          'Access-Control-Allow-Origin': ref('headers', 'AccessControlAllowOrigin'),
          'Access-Control-Expose-Headers': ref('headers', 'AccessControlExposeHeaders'),
          'Cache-Control': ref('headers', 'CacheControlDay'),
          'Fincalc-Ignored-Parameters': ref('headers', 'FincalcIgnoredParameters'),
        },
        content: { 'application/problem+json': { schema: ref('schemas', 'InvalidParameters'), ...examplesMember(failure ? [failure] : [], calculator) } },
      },
      '404': ref('responses', 'NotFound'),
      '405': ref('responses', 'MethodNotAllowed'),
      '414': ref('responses', 'UriTooLong'),
      '500': ref('responses', 'InternalError'),
    },
  }
}

/** `GET <basePath>/rules`: the law in force on a date (./rules-view.ts). */
function rulesOperation(basePath: string, withExample: boolean): Record<string, unknown> {
  const target = `${basePath}/${RULES_SEGMENT}?${RULES_DATE.name}=${RULES_EXAMPLE_DATE}`
  const example = withExample
    ? { examples: { [RULES_EXAMPLE_DATE]: { summary: `The rules in force on ${RULES_EXAMPLE_DATE}`, description: `\`GET ${target}\``, value: rulesInForce(RULES_EXAMPLE_DATE), 'x-request': target } } }
    : {}
  return {
    operationId: 'rulesInForce', // the library's function of the same answer (src/library/rules.ts)
    tags: [RULES_TAG.name],
    summary: 'Every rule the calculators apply, as in force on a date',
    description:
      'Each rate, limit and slab the calculators apply, with its value on `date`, the dates that value applies for and its source (statute, notification, memorandum or official table). A calculation whose answer depends on the date takes the same `date` and echoes it in `input`; this list shows the law it applied. Each rule states the last date its sources speak for (`knownUntil`); on a later date its last value is carried forward, `assumed` says so, and the `Fincalc-Rules-Assumed` header names it.',
    parameters: [
      {
        name: RULES_DATE.name,
        in: 'query',
        required: false,
        description: describeParameter(RULES_DATE),
        schema: parameterSchema(RULES_DATE, { withDefault: true }),
        ...(withExample ? { example: RULES_EXAMPLE_DATE } : {}),
      },
    ],
    responses: {
      '200': {
        description: 'The rules in force on the date.',
        headers: {
          'Access-Control-Allow-Origin': ref('headers', 'AccessControlAllowOrigin'),
          'Access-Control-Expose-Headers': ref('headers', 'AccessControlExposeHeaders'),
          'Cache-Control': ref('headers', 'CacheControlDay'),
          ETag: ref('headers', 'ETag'),
          'Fincalc-Rules-Assumed': ref('headers', 'FincalcRulesAssumed'),
        },
        content: { 'application/json': { schema: ref('schemas', 'RulesResponse'), ...example } },
      },
      '304': ref('responses', 'NotModified'),
      '400': {
        description: 'The date is not a calendar date written YYYY-MM-DD, is before the first date served, or is repeated.',
        headers: { 'Access-Control-Allow-Origin': ref('headers', 'AccessControlAllowOrigin'), 'Cache-Control': ref('headers', 'CacheControlDay') },
        content: { 'application/problem+json': { schema: ref('schemas', 'InvalidParameters') } },
      },
      '405': ref('responses', 'MethodNotAllowed'),
      '414': ref('responses', 'UriTooLong'),
      '500': ref('responses', 'InternalError'),
    },
  }
}

function operationDescription(calculator: Calculator): string {
  const parts = [calculator.description.trim()]
  if (calculator.variants.length > 1) {
    parts.push(`This path holds ${calculator.variants.length} calculations; \`${VARIANT_PARAMETER}\` names the one to run, and \`input.variant\` says which one ran.`)
    parts.push(calculator.variants.map((v) => `- \`${v.id}\`: ${v.summary}`).join('\n'))
    if (calculator.selectionRule) parts.push(`Selection: ${calculator.selectionRule.trim()}`)
  }
  const rules = calculator.variants.flatMap((v) => v.rules.map((r) => r.message))
  if (rules.length) parts.push(`Rules across parameters (code \`constraint\` when broken):\n${[...new Set(rules)].map((m) => `- ${m}`).join('\n')}`)
  return parts.join('\n\n')
}

/** Canonical parameters in the order the variants declare them, each followed by its aliases. */
function operationParameters(calculator: Calculator, exampleInput: Record<string, unknown>): unknown[] {
  const names: string[] = []
  for (const v of calculator.variants) for (const p of v.parameters) if (!names.includes(p.name)) names.push(p.name)
  const out: unknown[] = []
  for (const name of names) {
    const users = calculator.variants.flatMap((v) => v.parameters.filter((p) => p.name === name).map((p) => ({ variant: v, p })))
    const definitions = users.map((u) => u.p)
    const first = definitions[0]!
    const same = definitions.every((d) => JSON.stringify(d) === JSON.stringify(first))
    const inEvery = users.length === calculator.variants.length
    const distinct = distinctSchemas(definitions)
    // Declared differently by the calculations: the values some calculation accepts (`anyOf`
    // when they differ, the one schema when only defaults or words differ), and each
    // calculation's own schema, by its id, in `x-variant-schemas`.
    const schema = same ? parameterSchema(first, { withDefault: true }) : distinct.length === 1 ? distinct[0]! : { anyOf: distinct }
    const perVariant = same ? {} : { 'x-variant-schemas': Object.fromEntries(users.map((u) => [u.variant.id, parameterSchema(u.p, { withDefault: true })])) }
    let description = same ? describeParameter(first) : users.map((u) => `In \`${u.variant.id}\`: ${describeParameter(u.p)}`).join('\n\n')
    if (!inEvery) description += `\n\nUsed by ${users.length === 1 ? 'the calculation' : 'the calculations'} ${users.map((u) => `\`${u.variant.id}\``).join(', ')}.`
    const aliases = [...new Set(definitions.flatMap((d) => d.aliases))]
    // A required parameter with an alias is required as "this name or that one", which OpenAPI
    // 3.1 cannot say of query parameters. The canonical name is marked required, so that a
    // generated call cannot leave out both; the alias is its alternative spelling, listed in
    // `x-aliases` here and carrying `x-alias-of` itself. The document is then stricter than the
    // server (which also takes the alias alone), never looser.
    const required = inEvery && definitions.every((d) => d.required)
    out.push({
      name,
      in: 'query',
      required,
      description,
      schema,
      ...perVariant,
      ...(aliases.length ? { 'x-aliases': aliases } : {}),
      // an event's date left out echoes null, which is no value of the query parameter
      ...(exampleInput[name] !== undefined && exampleInput[name] !== null ? { example: exampleInput[name] } : {}),
    })
    for (const alias of aliases) {
      out.push({
        name: alias,
        in: 'query',
        required: false,
        description: `Alias of \`${name}\`: the same parameter under another published name (the spec's other parameter set). The service accepts it in place of \`${name}\`${required ? ` (this document marks \`${name}\` required, so that a generated client always sends the canonical name)` : ''}; give one of the two names, or both with the same value. The response echoes it as \`${name}\`.`,
        schema: same || distinct.length === 1 ? parameterSchema(first, { withDefault: false }) : { anyOf: distinct },
        'x-alias-of': name,
      })
    }
  }
  if (calculator.variants.length > 1) {
    out.push({
      name: VARIANT_PARAMETER,
      in: 'query',
      required: false,
      description: `The calculation to run: ${calculator.variants.map((v) => `\`${v.id}\` (${v.summary})`).join(', ')}. Without it the selection rule chooses${calculator.selectionRule ? `: ${calculator.selectionRule.trim()}` : '.'} With it, a parameter only another calculation uses is refused (400 \`not_allowed\`).`,
      schema: { type: 'string', enum: calculator.variants.map((v) => v.id) },
    })
  }
  return out
}

function distinctSchemas(definitions: readonly Parameter[]): JsonSchema[] {
  const seen = new Map<string, JsonSchema>()
  for (const d of definitions) {
    const s = parameterSchema(d, { withDefault: false })
    seen.set(JSON.stringify(s), s)
  }
  return [...seen.values()]
}

function distinctByVariant(examples: readonly CapturedExample[]): CapturedExample[] {
  const seen = new Set<unknown>()
  return examples.filter((e) => {
    const variant = (e.body as { input?: { variant?: unknown } }).input?.variant
    if (seen.has(variant)) return false
    seen.add(variant)
    return true
  })
}

function examplesMember(examples: readonly CapturedExample[], calculator: Calculator): Record<string, unknown> {
  if (!examples.length) return {}
  const entries = examples.map((e, i) => {
    const variant = (e.body as { input?: { variant?: unknown } }).input?.variant
    const key = typeof variant === 'string' ? variant : examples.length > 1 ? `${calculator.id}-${i + 1}` : e.status === 200 ? calculator.id : 'invalid'
    const from = e.request.file ? ` (fixture: ${e.request.file})` : ''
    return [key, { summary: e.request.description, description: `\`GET ${e.request.target}\`${from}`, value: e.body, 'x-request': e.request.target }]
  })
  return { examples: Object.fromEntries(entries) }
}

// ─── schemas ───

function pascal(id: string): string {
  return id
    .split('-')
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join('')
}

/**
 * Adds `<Id>Input`, `<Id>Result` and `<Id>Response`; returns the response's name. A path with
 * several calculations also gets `<Id><Variant>Input` and `<Id><Variant>Result` for each, and
 * its `<Id>Input` is their `oneOf` with a discriminator on `variant`: a top-level const of every
 * input, so the discriminator is exact. The answer itself has no top-level member naming the
 * calculation (`variant` sits inside `input`), and a discriminator may only name a top-level
 * property, so `<Id>Response` is one object whose `input` is that discriminated union and whose
 * `result` is `anyOf` the results; `x-result-by-variant` maps each `input.variant` to its
 * result's schema.
 */
function addCalculatorSchemas(calculator: Calculator, schemas: Record<string, JsonSchema>): string {
  const add = (name: string, schema: JsonSchema) => {
    if (name in schemas) throw new Error(`openapi: calculator '${calculator.id}' would reuse the schema name ${name}`)
    schemas[name] = schema
  }
  // the library's type name (`Section80cPlanner`): a schema name no generator has to mangle
  const base = typeName(calculator.id)
  const envelope = (description: string): JsonSchema => ({
    type: 'object',
    description,
    properties: { input: ref('schemas', `${base}Input`), result: ref('schemas', `${base}Result`) },
    required: ['input', 'result'],
    additionalProperties: false,
  })
  if (calculator.variants.length === 1) {
    const variant = calculator.variants[0]!
    add(`${base}Input`, inputSchema(variant, 1))
    add(`${base}Result`, resultSchema(variant))
    add(`${base}Response`, envelope(`${variant.summary}: the calculation envelope.`))
    return `${base}Response`
  }
  const each = calculator.variants.map((v) => {
    const prefix = `${base}${pascal(v.id)}`
    add(`${prefix}Input`, inputSchema(v, calculator.variants.length))
    add(`${prefix}Result`, resultSchema(v))
    return { id: v.id, input: `#/components/schemas/${prefix}Input`, result: `#/components/schemas/${prefix}Result` }
  })
  add(`${base}Input`, {
    description: `The inputs of one of ${each.length} calculations, told apart by \`variant\`.`,
    oneOf: each.map((e) => ({ $ref: e.input })),
    discriminator: { propertyName: VARIANT_PARAMETER, mapping: Object.fromEntries(each.map((e) => [e.id, e.input])) },
  })
  add(`${base}Result`, {
    description: `The figures of the calculation \`input.variant\` names: ${each.map((e) => `\`${e.id}\` → \`${e.result.split('/').pop()}\``).join(', ')}.`,
    anyOf: each.map((e) => ({ $ref: e.result })),
    'x-result-by-variant': Object.fromEntries(each.map((e) => [e.id, e.result])),
  })
  add(
    `${base}Response`,
    envelope(`One of ${each.length} calculations: \`input.variant\` says which ran, and \`result\` holds that calculation's figures.${calculator.selectionRule ? ` ${calculator.selectionRule.trim()}` : ''}`),
  )
  return `${base}Response`
}

function problemSchemas(): Record<string, JsonSchema> {
  const codes = Object.entries(ERROR_CODES)
    .map(([code, meaning]) => `\`${code}\` (${meaning})`)
    .join(', ')
  return {
    Problem: {
      type: 'object',
      description: 'An RFC 9457 problem: what went wrong, for any status other than 200, 204 and 304.',
      properties: {
        type: { type: 'string', description: 'A URI naming the kind of problem (`about:blank` when the status says it all).' },
        title: { type: 'string', description: 'Short summary of the kind of problem.' },
        status: { type: 'integer', description: 'The HTTP status code.' },
        detail: { type: 'string', description: 'What went wrong with this request.' },
      },
      required: ['type', 'title', 'status', 'detail'],
      additionalProperties: false,
    },
    InvalidParameters: {
      type: 'object',
      description: 'The 400 problem: every parameter problem of the request at once.',
      properties: {
        type: { type: 'string', const: 'urn:fincalc:problem:invalid-parameters', description: 'The kind of problem.' },
        title: { type: 'string', const: 'Invalid parameters', description: 'Short summary.' },
        status: { type: 'integer', const: 400, description: 'The HTTP status code.' },
        detail: { type: 'string', description: 'Which parameters are invalid.' },
        errors: { type: 'array', minItems: 1, items: ref('schemas', 'ParameterProblem'), description: 'One entry per problem.' },
      },
      required: ['type', 'title', 'status', 'detail', 'errors'],
      additionalProperties: false,
    },
    ParameterProblem: {
      type: 'object',
      description: 'One problem with one parameter.',
      properties: {
        parameter: { type: 'string', description: 'The parameter at fault, under the name the request gave it.' },
        code: { type: 'string', description: `What kind of problem: ${codes}.` },
        message: { type: 'string', description: 'Says what is accepted, in words; its text may change, so match on `code`.' },
      },
      required: ['parameter', 'code', 'message'],
      additionalProperties: false,
    },
  }
}

function sharedHeaders(): Record<string, unknown> {
  const header = (description: string, schema: JsonSchema) => ({ description, schema })
  return {
    AccessControlAllowOrigin: header('CORS is open to every origin.', { type: 'string', const: '*' }),
    AccessControlExposeHeaders: header('Headers a browser script may read: `Fincalc-Rules-Assumed` and `Fincalc-Ignored-Parameters` too, on an answer that carries them.', {
      type: 'string',
      enum: ['ETag, Cache-Control', 'ETag, Cache-Control, Fincalc-Ignored-Parameters', 'ETag, Cache-Control, Fincalc-Rules-Assumed', 'ETag, Cache-Control, Fincalc-Rules-Assumed, Fincalc-Ignored-Parameters'],
    }),
    FincalcRulesAssumed: header(
      'The rules (ids of `GET /rules`) the calculation read on a date past their horizon, the last date their sources speak for (`knownUntil`): each answered with its last known value, carried forward (a small-savings rate after the last quarter a memorandum announced, the income-tax law after the last tax year a Finance Act set). Comma-separated; present only when there is such a rule.',
      { type: 'string', examples: ['nsc.rate'] },
    ),
    FincalcIgnoredParameters: header(
      'The query parameters the calculation ignored: names the calculator does not know and that are far from every one of its parameters (a cache-buster `_`, `utm_source`), each percent-encoded as in a URL (a name over 64 characters cut there and ended with an encoded …), comma-separated. Present only when the query has such a name; the body is then the same as without them. A name that probably misspells a parameter, or is a parameter of another calculator, is not ignored but refused (400 `unknown_parameter`), and so is a query with more than 16 names to ignore.',
      { type: 'string', examples: ['_, utm_source'] },
    ),
    CacheControlDay: header(
      'Calculations and invalid requests may be cached for 24 hours: the same input gives the same answer. An answer whose `date` was left to default to today may be cached until midnight in India (UTC+05:30), when today changes.',
      { type: 'string', pattern: '^public, max-age=[0-9]+$' },
    ),
    CacheControlHour: header('Problems that do not depend on the query may be cached for an hour.', { type: 'string', const: 'public, max-age=3600' }),
    ETag: header('Strong entity tag of the body; send it back in `If-None-Match` to get a 304.', { type: 'string' }),
    Allow: header('The methods every path answers.', { type: 'string', const: ALLOWED_METHODS }),
  }
}

function sharedResponses(): Record<string, unknown> {
  const cors = { 'Access-Control-Allow-Origin': ref('headers', 'AccessControlAllowOrigin') }
  const problem = (description: string, extraHeaders: Record<string, unknown> = {}, cache = 'CacheControlHour') => ({
    description,
    headers: { ...cors, 'Cache-Control': ref('headers', cache), ...extraHeaders },
    content: { 'application/problem+json': { schema: ref('schemas', 'Problem') } },
  })
  return {
    NotModified: {
      description: 'Not Modified: `If-None-Match` matched the ETag of the answer; no body.',
      headers: { ...cors, ETag: ref('headers', 'ETag'), 'Cache-Control': ref('headers', 'CacheControlDay') },
    },
    NotFound: problem('No calculator is served at this path (a mistyped path under `/api/v1/`).'),
    MethodNotAllowed: problem(`Only ${ALLOWED_METHODS} are answered.`, { Allow: ref('headers', 'Allow') }),
    UriTooLong: problem('The request target (path and query) is longer than 8 KiB.'),
    InternalError: {
      description: 'The calculation could not be completed; the body carries no internal detail.',
      headers: cors,
      content: { 'application/problem+json': { schema: ref('schemas', 'Problem') } },
    },
  }
}

function serviceDescription(registry: Registry): string {
  const codes = Object.entries(ERROR_CODES)
    .map(([code, meaning]) => `| \`${code}\` | ${meaning} |`)
    .join('\n')
  return `Read-only calculators for Indian personal finance, tax, loans, government schemes and small business.
Every call is \`GET ${registry.basePath}/<calculator>?<parameters>\` and stores nothing.

- **Success** is \`200\` with exactly two members: \`input\` (what the calculation used: canonical names, defaults filled in) and \`result\` (the figures). Money is in rupees, rounded to the paisa; rates are per cent (12 means 12%).
- **Numbers** in the query are plain decimal literals (\`12\`, \`-3\`, \`8.5\`) of at most 15 significant digits and 6 decimal places; booleans are \`true\` or \`false\`. 
- **Unknown names**: a query name the calculator does not know but that probably misspells one of its parameters or aliases (equal ignoring case, or one or two edits away: \`section80c\` for \`section80C\`) is a 400 (\`unknown_parameter\`) whose message names the parameter meant; so is a parameter of another calculator, in any letter case (\`sec80c\`, /tds's, sent to /income-tax), whose message names the calculators that take it; so is a name users give for one of its parameters (\`city\` for /hra's \`metro\`, \`fy\` for /income-tax's \`regime\`), whose message names that parameter. Any other unknown name (\`_\`, \`utm_source\`) is ignored: the body is the same as without it, and the \`Fincalc-Ignored-Parameters\` header names it.
- **Rules past their horizon**: a calculation dated after the last date a rule's sources speak for (the last quarter a memorandum announced a small-savings rate, the last tax year a Finance Act set) answers with the rule's last known value and names the rule in the \`Fincalc-Rules-Assumed\` header; \`GET ${registry.basePath}/rules?date=\` shows each rule's \`knownUntil\`.
- **Aliases**: where the spec publishes two names for one parameter, both are accepted (documented here as separate parameters with \`x-alias-of\`). Giving both with different values is a 400 (\`alias_conflict\`).
- **Errors** are RFC 9457 problems (\`application/problem+json\`); a 400 lists every problem at once in \`errors\`, each with \`parameter\`, \`code\` and \`message\`:

| code | meaning |
|---|---|
${codes}

- **CORS** is open (\`Access-Control-Allow-Origin: *\`); \`OPTIONS\` answers a preflight with 204. Methods other than ${ALLOWED_METHODS} get 405.
- **Caching**: a 200 carries \`Cache-Control: public, max-age=86400\` and a strong \`ETag\`; \`If-None-Match\` with that tag gets 304. The same request always gives byte-identical output.
- **Discovery**: \`GET ${registry.basePath}\` lists every calculator with a link to its documentation and an example request; this document is \`GET ${registry.basePath}/openapi.json\`.`
}
