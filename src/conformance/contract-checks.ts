/**
 * The HTTP contract (README "The HTTP contract"), asked of an implementation over HTTP with
 * requests to sip, emi and cagr only, so the checks hold whatever other calculators exist (the
 * one that asks /cagr is skipped where /cagr is not served).
 * Each check says whether the published spec requires it (`spec`) or this project's contract
 * adds it (`contract`); an implementation that chose otherwise names the latter in a skip file.
 * The name-agnostic mode leaves out only what depends on our names and error codes.
 */
import { type Check, CheckFailure, type CheckContext, CONTRACT_GROUP, NotApplicable } from './check.ts'
import type { HttpAnswer, Sender, SendOptions } from './http-client.ts'
import { isRecord } from '../fixtures/is-record.ts'
import { jsonText, shown } from '../fixtures/shown.ts'

/** Valid requests whose parameter names are the same in Set A and Set B. */
const SIP = '/api/v1/sip?investment=10000&interest=12&years=10'
const SIP_YEARLY = '/api/v1/sip?investment=100000&interest=12&years=10&frequency=yearly'
const EMI = '/api/v1/emi?principal=1000000&interest=7.25&years=5'
const EMI_TABLE = '/api/v1/emi?principal=8000000&interest=8.5&years=20&breakup=true'
const UNKNOWN_PATH = '/api/v1/no-such-calculator'
const LONG_TARGET = `${SIP}&pad=${'x'.repeat(9000)}`
const DAY = 86400

interface BadInput {
  name: string
  title: string
  target: string
  errors: Array<[parameter: string, code: string]>
  basis: 'spec' | 'contract'
  /** Why the name-agnostic mode leaves the check out, where it does. */
  strictOnly?: string
  /** A calculator beyond sip and emi the check asks, and why: where it is not served (404) the check is not applicable. */
  needs?: { path: string; why: string }
}

/** One request per class of bad input; the README's error codes in strict mode. */
const BAD_INPUTS: readonly BadInput[] = [
  { name: 'missing', title: 'a required parameter that is missing', target: '/api/v1/sip?investment=10000&years=10', errors: [['interest', 'missing']], basis: 'spec' },
  { name: 'not-a-number', title: 'text that is not a number', target: '/api/v1/sip?investment=abc&interest=12&years=10', errors: [['investment', 'invalid_number']], basis: 'spec' },
  { name: 'empty', title: 'an empty value', target: '/api/v1/sip?investment=&interest=12&years=10', errors: [['investment', 'invalid_number']], basis: 'spec' },
  { name: 'nan', title: 'NaN', target: '/api/v1/sip?investment=NaN&interest=12&years=10', errors: [['investment', 'invalid_number']], basis: 'spec' },
  { name: 'infinity', title: 'Infinity', target: '/api/v1/sip?investment=10000&interest=12&years=Infinity', errors: [['years', 'invalid_number']], basis: 'spec' },
  { name: 'hex', title: 'a hexadecimal number (0x10)', target: '/api/v1/sip?investment=10000&interest=0x10&years=10', errors: [['interest', 'invalid_number']], basis: 'spec' },
  { name: 'digit-grouping', title: 'digits grouped with commas (1,00,000)', target: '/api/v1/sip?investment=1%2C00%2C000&interest=12&years=10', errors: [['investment', 'invalid_number']], basis: 'spec' },
  { name: 'exponent', title: 'exponent notation (1e5)', target: '/api/v1/sip?investment=1e5&interest=12&years=10', errors: [['investment', 'invalid_number']], basis: 'contract' },
  { name: 'decimal-places', title: 'a digit past the sixth decimal place (a rate of 0.0000001 %)', target: '/api/v1/emi?principal=8000000&interest=0.0000001&years=20', errors: [['interest', 'invalid_number']], basis: 'contract' },
  { name: 'negative', title: 'a negative duration', target: '/api/v1/sip?investment=10000&interest=12&years=-1', errors: [['years', 'out_of_range']], basis: 'spec' },
  { name: 'above-maximum', title: 'a duration above the upper bound (1000 years)', target: '/api/v1/sip?investment=10000&interest=12&years=1000', errors: [['years', 'out_of_range']], basis: 'contract' },
  { name: 'not-allowed', title: 'a value outside the allowed list (frequency=hourly)', target: '/api/v1/sip?investment=10000&interest=12&years=10&frequency=hourly', errors: [['frequency', 'not_allowed']], basis: 'spec' },
  { name: 'invalid-boolean', title: 'a boolean that is neither true nor false', target: '/api/v1/emi?principal=1000000&interest=7.25&years=5&breakup=yes', errors: [['breakup', 'invalid_boolean']], basis: 'spec' },
  { name: 'repeated', title: 'a parameter given twice', target: '/api/v1/sip?investment=10000&investment=10000&interest=12&years=10', errors: [['investment', 'repeated']], basis: 'contract' },
  { name: 'alias-conflict', title: 'Set A and Set B names of one parameter with different values', target: '/api/v1/cagr?initial=100000&startValue=200000&final=300000&years=5', errors: [['initial', 'alias_conflict']], basis: 'contract', needs: { path: '/api/v1/cagr', why: 'its two names of one parameter' } },
  {
    name: 'likely-misspelling',
    title: 'a name that probably misspells a parameter (intrest beside interest)',
    target: '/api/v1/sip?investment=10000&interest=12&years=10&intrest=8',
    errors: [['intrest', 'unknown_parameter']],
    basis: 'contract',
    strictOnly: 'strict mode only: the spec is silent on names it does not define',
  },
  { name: 'not-whole-periods', title: 'a tenure that is not a whole number of months', target: '/api/v1/emi?principal=1000000&interest=7.25&years=1.05', errors: [['years', 'not_whole_periods']], basis: 'contract' },
]

export function contractChecks(mode: 'strict' | 'name-agnostic'): Check[] {
  const strict = mode === 'strict'
  const checks: Check[] = []
  const add = (id: string, basis: 'spec' | 'contract', title: string, request: string, run: (context: CheckContext) => Promise<string[]>, skip?: string) =>
    checks.push({ id: `contract/${id}`, kind: 'contract', group: CONTRACT_GROUP, basis, title, request, run, ...(skip ? { skip } : {}) })

  add('envelope', 'spec', 'a 200 is JSON with exactly the members input and result, both objects', `GET ${SIP}`, async ({ http }) => {
    const differences: string[] = []
    for (const target of [SIP, EMI]) {
      const answer = await http.send(target)
      if (answer.status !== 200) {
        differences.push(`GET ${target}: status ${answer.status}, expected 200`)
        continue
      }
      if (mediaType(answer) !== 'application/json') differences.push(`GET ${target}: Content-Type ${show(answer.headers.get('content-type'))}, expected application/json`)
      if (answer.jsonProblem) {
        differences.push(`GET ${target}: ${answer.jsonProblem}`)
        continue
      }
      const body = answer.json
      if (!isRecord(body)) {
        differences.push(`GET ${target}: body is not a JSON object`)
        continue
      }
      const members = Object.keys(body).sort().join(',')
      if (members !== 'input,result') differences.push(`GET ${target}: envelope has members ${members || 'none'}, expected exactly input,result`)
      for (const name of ['input', 'result']) if (name in body && !isRecord(body[name])) differences.push(`GET ${target}: ${name} is ${shown(body[name])}, expected an object`)
    }
    return differences
  })

  add('cache-control', 'spec', `a 200 may be cached for 24 hours (Cache-Control ${strict ? 'public, max-age=86400' : 'max-age or s-maxage 86400'})`, `GET ${SIP}`, async ({ http }) => {
    const answer = await ok(http, SIP)
    return cacheControlProblems(answer, strict).map((p) => `GET ${SIP}: ${p}`)
  })

  add('etag', 'contract', 'a 200 carries a strong ETag, the same for the same request and another for another request', `GET ${SIP}`, async ({ http }) => {
    const first = await ok(http, SIP, { fresh: true })
    const tag = first.headers.get('etag')
    if (!tag) return [`GET ${SIP}: no ETag`]
    const differences: string[] = []
    if (tag.startsWith('W/')) differences.push(`GET ${SIP}: ETag ${tag} is weak, expected a strong tag`)
    else if (!/^"[\x21\x23-\x7e\x80-\xff]*"$/.test(tag)) differences.push(`GET ${SIP}: ETag ${tag} is not a quoted entity tag`)
    const again = (await ok(http, SIP, { fresh: true })).headers.get('etag')
    if (again !== tag) differences.push(`GET ${SIP} twice: ETag ${tag} then ${show(again)}`)
    const other = (await ok(http, EMI)).headers.get('etag')
    if (other === tag) differences.push(`GET ${EMI}: same ETag ${tag} as a different request`)
    return differences
  })

  add('conditional', 'contract', 'If-None-Match with the ETag (strong or W/) is answered 304 with no body; a stale tag gets the full answer', `GET ${SIP}`, async ({ http }) => {
    const tag = (await ok(http, SIP)).headers.get('etag')
    if (!tag) return [`GET ${SIP}: no ETag to send in If-None-Match`]
    const differences: string[] = []
    for (const header of [tag, `W/${tag}`]) {
      const answer = await http.send(SIP, { headers: { 'if-none-match': header } })
      const at = `GET ${SIP} with If-None-Match ${header}`
      if (answer.status !== 304) {
        differences.push(`${at}: status ${answer.status}, expected 304`)
        continue
      }
      if (answer.text !== '') differences.push(`${at}: 304 with a body of ${answer.text.length} characters`)
      if (answer.headers.get('etag') !== tag) differences.push(`${at}: 304 ETag ${show(answer.headers.get('etag'))}, expected ${tag}`)
      for (const p of cacheControlProblems(answer, strict)) differences.push(`${at}: 304 ${p}`)
    }
    const stale = await http.send(SIP, { headers: { 'if-none-match': '"stale-tag"' } })
    if (stale.status !== 200) differences.push(`GET ${SIP} with If-None-Match "stale-tag": status ${stale.status}, expected 200`)
    return differences
  })

  add('head', 'contract', 'HEAD is answered like GET, with no body', `HEAD ${SIP}`, async ({ http }) => {
    const get = await ok(http, SIP)
    const head = await http.send(SIP, { method: 'HEAD' })
    const differences: string[] = []
    if (head.status !== 200) return [`HEAD ${SIP}: status ${head.status}, expected 200`]
    if (head.text !== '') differences.push(`HEAD ${SIP}: a body of ${head.text.length} characters`)
    for (const name of ['content-type', 'etag', 'cache-control'])
      if (head.headers.get(name) !== get.headers.get(name)) differences.push(`HEAD ${SIP}: ${name} ${show(head.headers.get(name))}, GET has ${show(get.headers.get(name))}`)
    return differences
  })

  add('determinism', 'spec', 'the same request gives byte-identical answers', `GET ${EMI_TABLE}`, async ({ http }) => {
    const differences: string[] = []
    for (const target of [SIP, SIP_YEARLY, EMI_TABLE]) {
      const answers = await Promise.all([0, 1, 2].map(() => http.send(target, { fresh: true })))
      answers.push(await http.send(target, { fresh: true }))
      const [first, ...rest] = answers
      for (const answer of rest) {
        if (answer.status !== first!.status || answer.text !== first!.text) {
          differences.push(`GET ${target}: answers differ: ${firstDifference(first!.text, answer.text)}`)
          break
        }
        if (answer.headers.get('etag') !== first!.headers.get('etag')) {
          differences.push(`GET ${target}: ETag ${show(first!.headers.get('etag'))} then ${show(answer.headers.get('etag'))}`)
          break
        }
      }
    }
    return differences
  })

  add('unknown-parameter', 'contract', `an unknown parameter far from every parameter is ignored${strict ? ' (the answer is byte-identical, and Fincalc-Ignored-Parameters names it)' : ''}`, `GET ${SIP}&utm_source=newsletter`, async ({ http }) => {
    const target = `${SIP}&utm_source=newsletter`
    const plain = await ok(http, SIP)
    const extra = await http.send(target)
    if (extra.status !== 200) return [`GET ${target}: status ${extra.status}, expected 200`]
    if (strict) {
      const differences = extra.text === plain.text ? [] : [`GET ${target}: differs from the answer without it: ${firstDifference(plain.text, extra.text)}`]
      const named = extra.headers.get('fincalc-ignored-parameters')
      if (named !== 'utm_source') differences.push(`GET ${target}: Fincalc-Ignored-Parameters ${show(named)}, expected "utm_source"`)
      return differences
    }
    const same = jsonText((extra.json as { result?: unknown } | undefined)?.result) === jsonText((plain.json as { result?: unknown } | undefined)?.result)
    return same ? [] : [`GET ${target}: result differs from the answer without it`]
  })

  add('preflight', 'spec', `OPTIONS (CORS preflight) is answered ${strict ? '204' : '2xx'} allowing any origin, GET and If-None-Match${strict ? ', for a day' : ''}`, `OPTIONS ${SIP}`, async ({ http, specOnly }) => {
    // the spec opens access to any origin; the 204 and the day's Max-Age are this project's
    const exact = strict && !specOnly
    const answer = await http.send(SIP, { method: 'OPTIONS', headers: { origin: 'https://example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' } })
    const at = `OPTIONS ${SIP}`
    const differences: string[] = []
    if (exact ? answer.status !== 204 : answer.status < 200 || answer.status > 299) differences.push(`${at}: status ${answer.status}, expected ${exact ? '204' : '2xx'}`)
    if (answer.headers.get('access-control-allow-origin') !== '*') differences.push(`${at}: Access-Control-Allow-Origin ${show(answer.headers.get('access-control-allow-origin'))}, expected *`)
    const methods = list(answer.headers.get('access-control-allow-methods'))
    if (!methods.includes('get') && !methods.includes('*')) differences.push(`${at}: Access-Control-Allow-Methods ${show(answer.headers.get('access-control-allow-methods'))} does not allow GET`)
    const headers = list(answer.headers.get('access-control-allow-headers'))
    if (!headers.includes('if-none-match') && !headers.includes('*')) differences.push(`${at}: Access-Control-Allow-Headers ${show(answer.headers.get('access-control-allow-headers'))} does not allow If-None-Match`)
    if (exact && answer.headers.get('access-control-max-age') !== String(DAY)) differences.push(`${at}: Access-Control-Max-Age ${show(answer.headers.get('access-control-max-age'))}, expected ${DAY}`)
    return differences
  })

  // Access-Control-Allow-Origin: * on every kind of answer, errors included.
  const cors: Array<[id: string, title: string, method: string, target: string, headers?: () => Promise<Record<string, string>>]> = [
    ['200', 'a calculation (200)', 'GET', SIP],
    ['400', 'bad parameters (400)', 'GET', BAD_INPUTS[1]!.target],
    ['404', 'an unknown path (404)', 'GET', UNKNOWN_PATH],
    ['405', 'a POST (405)', 'POST', SIP],
    ['414', 'an over-long request target (414)', 'GET', LONG_TARGET],
  ]
  for (const [id, title, method, target] of cors) {
    add(`cors/${id}`, 'spec', `Access-Control-Allow-Origin: * on the answer to ${title}`, `${method} ${abbreviate(target)}`, async ({ http }) => {
      const answer = await http.send(target, method === 'GET' ? {} : { method })
      return corsProblems(answer, `${method} ${abbreviate(target)}`)
    })
  }
  add('cors/304', 'spec', 'Access-Control-Allow-Origin: * on the answer to a conditional request (304)', `GET ${SIP}`, async ({ http }) => {
    const tag = (await ok(http, SIP)).headers.get('etag')
    if (!tag) throw new NotApplicable('the 200 has no ETag, so there is no 304 to look at')
    const answer = await http.send(SIP, { headers: { 'if-none-match': tag } })
    if (answer.status !== 304) throw new NotApplicable(`If-None-Match was answered ${answer.status} (see contract/conditional)`)
    return corsProblems(answer, `GET ${SIP} with If-None-Match`)
  })

  add('status/404', 'contract', `an unknown path is 404${strict ? ', a problem+json' : ''}`, `GET ${UNKNOWN_PATH}`, async ({ http }) =>
    statusProblems(await http.send(UNKNOWN_PATH), 404, `GET ${UNKNOWN_PATH}`, strict),
  )
  add('status/405', 'contract', `POST is 405 with Allow listing GET${strict ? ', HEAD and OPTIONS, a problem+json' : ''}`, `POST ${SIP}`, async ({ http }) => {
    const answer = await http.send(SIP, { method: 'POST' })
    const differences = statusProblems(answer, 405, `POST ${SIP}`, strict)
    const allow = list(answer.headers.get('allow'))
    const needed = strict ? ['get', 'head', 'options'] : ['get']
    if (answer.status === 405 && !needed.every((m) => allow.includes(m))) differences.push(`POST ${SIP}: Allow ${show(answer.headers.get('allow'))}, expected ${needed.join(', ').toUpperCase()}`)
    return differences
  })
  add('status/414', 'contract', `a request target over 8 KiB is 414${strict ? ', a problem+json' : ''}`, `GET ${abbreviate(LONG_TARGET)}`, async ({ http }) =>
    statusProblems(await http.send(LONG_TARGET), 414, `GET ${abbreviate(LONG_TARGET)}`, strict),
  )

  for (const bad of BAD_INPUTS) {
    const expected = bad.errors.map(([p, c]) => `${p}:${c}`)
    add(`bad-input/${bad.name}`, bad.basis, `${bad.title} is 400${strict ? ` naming ${expected.join(', ')}` : ''}`, `GET ${bad.target}`, async ({ http, specOnly }) => {
      const answer = await http.send(bad.target)
      const at = `GET ${bad.target}`
      if (answer.status === 404 && bad.needs) throw new NotApplicable(`${bad.needs.path} is not served (404), and the check needs ${bad.needs.why}`)
      if (answer.status !== 400) return [`${at}: status ${answer.status}, expected 400`]
      // the spec asks for a 400 only; the errors and their codes are this project's
      if (!strict || specOnly) return []
      const errors = isRecord(answer.json) && Array.isArray(answer.json.errors) ? (answer.json.errors as unknown[]) : undefined
      if (!errors) return [`${at}: no errors array in the body`]
      const actual = errors.map((e) => (isRecord(e) ? `${String(e.parameter)}:${String(e.code)}` : shown(e)))
      const differences = expected.filter((e) => !actual.includes(e)).map((e) => `${at}: errors lack ${e} (got ${actual.join(', ') || 'none'})`)
      for (const e of actual) if (!expected.includes(e)) differences.push(`${at}: errors hold unexpected ${e}`)
      return differences
    }, strict ? undefined : bad.strictOnly)
  }

  add(
    'problem-body',
    'contract',
    'every 400 is application/problem+json with type, title, status, detail and errors [{parameter, code, message}]',
    `GET ${BAD_INPUTS[0]!.target}`,
    async ({ http }) => {
      const differences: string[] = []
      for (const bad of BAD_INPUTS) {
        const answer = await http.send(bad.target)
        if (answer.status !== 400) continue
        for (const p of problemShape(answer, 400)) differences.push(`GET ${bad.target}: ${p}`)
      }
      return differences
    },
    strict ? undefined : 'strict mode only: the spec leaves the error body open',
  )

  return checks
}

/** A fresh or remembered 200 for the target; otherwise the check fails with the status. */
async function ok(http: Sender, target: string, options: SendOptions = {}): Promise<HttpAnswer> {
  const answer = await http.send(target, options)
  if (answer.status !== 200) throw new CheckFailure(`GET ${abbreviate(target)}: status ${answer.status}, expected 200`)
  return answer
}

function cacheControlProblems(answer: HttpAnswer, strict: boolean): string[] {
  const header = answer.headers.get('cache-control')
  if (!header) return ['no Cache-Control']
  const directives = new Map(
    header
      .toLowerCase()
      .split(',')
      .map((d) => d.trim().split('=') as [string, string?])
      .map(([k, v]) => [k.trim(), v?.trim().replace(/^"|"$/g, '')]),
  )
  const problems: string[] = []
  for (const forbidden of ['no-store', 'no-cache', 'private']) if (directives.has(forbidden)) problems.push(`Cache-Control ${header} has ${forbidden}`)
  const lifetime = strict ? directives.get('max-age') : (directives.get('s-maxage') ?? directives.get('max-age'))
  if (lifetime !== String(DAY)) problems.push(`Cache-Control ${header} gives a lifetime of ${lifetime ?? 'none'}, expected ${strict ? 'max-age=' : ''}${DAY}`)
  if (strict && !directives.has('public')) problems.push(`Cache-Control ${header} lacks public`)
  return problems
}

function corsProblems(answer: HttpAnswer, at: string): string[] {
  const value = answer.headers.get('access-control-allow-origin')
  return value === '*' ? [] : [`${at}: status ${answer.status} with Access-Control-Allow-Origin ${show(value)}, expected *`]
}

function statusProblems(answer: HttpAnswer, status: number, at: string, strict: boolean): string[] {
  if (answer.status !== status) return [`${at}: status ${answer.status}, expected ${status}`]
  return strict ? problemShape(answer, status).map((p) => `${at}: ${p}`) : []
}

/** RFC 9457 problem details as the README's contract writes them. */
function problemShape(answer: HttpAnswer, status: number): string[] {
  const problems: string[] = []
  if (mediaType(answer) !== 'application/problem+json') problems.push(`Content-Type ${show(answer.headers.get('content-type'))}, expected application/problem+json`)
  if (answer.jsonProblem) return [...problems, answer.jsonProblem]
  const body = answer.json
  if (!isRecord(body)) return [...problems, 'body is not a JSON object']
  for (const name of ['type', 'title', 'detail']) if (typeof body[name] !== 'string') problems.push(`problem member ${name} is ${shown(body[name])}, expected a string`)
  if (body.status !== status) problems.push(`problem member status is ${shown(body.status)}, expected ${status}`)
  if (status === 400) {
    if (!Array.isArray(body.errors) || body.errors.length === 0) problems.push('problem member errors is not a non-empty array')
    else
      for (const e of body.errors as unknown[]) {
        if (!isRecord(e) || typeof e.parameter !== 'string' || typeof e.code !== 'string' || typeof e.message !== 'string') {
          problems.push(`errors entry ${shown(e)} is not {parameter, code, message} strings`)
          break
        }
      }
  }
  return problems
}

function mediaType(answer: HttpAnswer): string | undefined {
  return answer.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
}

function list(header: string | null): string[] {
  return (header ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}


function show(value: string | null | undefined): string {
  return value === null ? 'absent' : shown(value)
}

function abbreviate(target: string): string {
  return target.length > 80 ? `${target.slice(0, 60)}...(${target.length} characters)` : target
}

/** Where two texts first differ, with a little context. */
function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const from = Math.max(0, i - 20)
  return `at character ${i}: ${JSON.stringify(a.slice(from, i + 20))} then ${JSON.stringify(b.slice(from, i + 20))}`
}
