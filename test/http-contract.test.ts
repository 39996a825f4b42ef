/** Every row of the HTTP contract (README "HTTP contract"), through the fetch handler. */
import { describe, expect, it } from 'vitest'
import { toFetchHandler, toFetchResponder } from '../src/adapters/fetch.ts'
import { createCalculatorEngine } from '../src/calculator-engine.ts'
import { findFormula } from '../src/formulas/index.ts'
import { loadRegistry } from '../src/registry/load.ts'
import exampleRequests from '../src/generated/example-requests.ts'
import { acceptedNames, takersByName } from '../src/runtime/compile.ts'
import { createEngine } from '../src/runtime/engine.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const fetchHandler = toFetchHandler(sharedEngine())
const SIP = '/api/v1/sip?investment=10000&interest=12&years=10'
const call = (path: string, init?: RequestInit) => fetchHandler(new Request(`http://fincalc.test${path}`, init))

describe('200: a calculation', () => {
  it('is the envelope with exactly input and result, JSON, CORS-open, cacheable for a day, with a strong ETag', async () => {
    const response = await call(SIP)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(['input', 'result'])
    expect(body.result.futureValue).toBe(2323390.76)
  })

  it('echoes canonical names with defaults filled and ignores a name far from every parameter', async () => {
    const body = await (await call('/api/v1/cagr?startValue=100000&endValue=200000&years=5&utm_source=x')).json()
    expect(body.input).toEqual({ initial: 100000, final: 200000, years: 5 })
    const sip = await (await call(SIP)).json()
    expect(sip.input).toEqual({ investment: 10000, interest: 12, years: 10, frequency: 'monthly' })
  })

  it('is byte-identical for the same request, also when computed afresh', async () => {
    const uncached = toFetchHandler(createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0 }))
    const texts = await Promise.all([call(SIP), call(SIP), uncached(new Request(`http://a${SIP}`)), uncached(new Request(`http://b${SIP}`))].map(async (r) => (await r).text()))
    expect(new Set(texts).size).toBe(1)
  })

  it('does not depend on the requests before it: what one gives, the next leaves at its default', async () => {
    const TAX = '/api/v1/income-tax?regime=old-2025-26&grossIncome=1500000'
    const fresh = async (path: string) => (await toFetchHandler(createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0 }))(new Request(`http://a${path}`))).text()
    const uncached = toFetchHandler(createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0 }))
    const texts = []
    for (const path of [`${TAX}&age=65&section80C=150000&metro=false`, TAX, `${TAX}&age=65`, TAX]) texts.push(await (await uncached(new Request(`http://b${path}`))).text())
    expect(texts[1]).toBe(await fresh(TAX))
    expect(texts[3]).toBe(texts[1])
    expect(texts[2]).toBe(await fresh(`${TAX}&age=65`))
    expect(texts[0]).not.toBe(texts[1])
    // a default given as it is echoes as if left out
    expect(await (await call(`${SIP}&frequency=monthly`)).text()).toBe(await (await call(SIP)).text())
  })

  it('keeps a response from the second request for its URL on: the third is not computed again', async () => {
    const computed: string[] = []
    const engine = createCalculatorEngine(REGISTRY_TEXT, { onAnswered: (id) => computed.push(id) })
    const bodies: (string | null)[] = []
    for (let i = 0; i < 4; i++) bodies.push((await engine.handle({ method: 'GET', url: SIP })).body)
    expect(computed).toEqual(['sip', 'sip'])
    expect(new Set(bodies).size).toBe(1)
    await engine.handle({ method: 'GET', url: `${SIP}&frequency=yearly` })
    expect(computed).toHaveLength(3)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await call(SIP)
    const head = await call(SIP, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'))
    expect(await head.text()).toBe('')
  })

  it("gives HEAD the GET body's length, but none for a document an adapter may send compressed", async () => {
    const get = await call(SIP)
    expect((await call(SIP, { method: 'HEAD' })).headers.get('content-length')).toBe(String(Buffer.byteLength(await get.text())))
    expect((await call('/api/v1/openapi.json', { method: 'HEAD' })).headers.get('content-length')).toBeNull()
  })
})

describe("HEAD of a document a server compresses, for Bun.serve and Deno.serve (forServer)", () => {
  const DOC = 'http://fincalc.test/api/v1/openapi.json'
  const respond = toFetchResponder(sharedEngine(), { forServer: true })
  const answer = async (init: RequestInit) => await respond(new Request(DOC, init))

  it("is GET's Response in the coding GET would have, for the server to send its length and drop the body", async () => {
    for (const coding of ['identity', 'gzip']) {
      const get = await answer({ headers: { 'accept-encoding': coding } })
      const head = await answer({ method: 'HEAD', headers: { 'accept-encoding': coding } })
      expect([coding, head.status, head.headers.get('content-encoding')]).toEqual([coding, 200, get.headers.get('content-encoding')])
      expect(new Uint8Array(await head.arrayBuffer())).toEqual(new Uint8Array(await get.arrayBuffer()))
    }
  })

  it('is a 304 with no body when If-None-Match matches, as GET is', async () => {
    const etag = (await answer({})).headers.get('etag')!
    const head = await answer({ method: 'HEAD', headers: { 'if-none-match': etag } })
    expect([head.status, await head.text()]).toEqual([304, ''])
  })

  it('has no body through toFetchHandler, whose callers need not be servers', async () => {
    expect(await (await call('/api/v1/openapi.json', { method: 'HEAD' })).text()).toBe('')
  })
})

describe('400: a Host header that is not a host (RFC 9112 §3.2)', () => {
  it('is answered before the engine, whatever the URL made of it asks for', async () => {
    for (const host of ['x/api/v1/cagr?initial=1&final=2&years=1&z=', 'x?years=1', 'a b', 'a, b']) {
      const response = await fetchHandler(new Request('http://x/api/v1/cagr?initial=1&final=2&years=1&z=/api/v1/emi?principal=100000&interest=8&years=5', { headers: { host } }))
      expect(response.status, host).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect((await response.json()).detail).toMatch(/^A request names its host in one Host header: a host name or address, then an optional :port/)
    }
  })

  it('takes a name, an IPv4 or IPv6 address, with or without a port, and no Host header at all', async () => {
    for (const host of ['fincalc.example', 'fincalc.example:8787', '127.0.0.1:8000', '[::1]:8787', undefined]) {
      const response = await fetchHandler(new Request('http://x/api/v1/cagr?initial=1&final=2&years=1', host === undefined ? {} : { headers: { host } }))
      expect(response.status, host).toBe(200)
    }
  })
})

describe('304: a conditional request', () => {
  it('matching the ETag (strong or weak form) is answered 304 with no body', async () => {
    const etag = (await call(SIP)).headers.get('etag')!
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await call(SIP, { headers: { 'if-none-match': header } })
      expect(response.status, header).toBe(304)
      expect(response.headers.get('etag')).toBe(etag)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.text()).toBe('')
    }
  })

  it('not matching is answered in full', async () => {
    const response = await call(SIP, { headers: { 'if-none-match': '"stale"' } })
    expect(response.status).toBe(200)
  })
})

describe('400: bad parameters', () => {
  it('is an RFC 9457 problem listing every bad parameter at once', async () => {
    const response = await call('/api/v1/sip?investment=abc&years=-1')
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = await response.json()
    expect(body).toMatchObject({ type: expect.any(String), title: 'Invalid parameters', status: 400, detail: expect.any(String) })
    expect(body.errors.map((e: { parameter: string; code: string }) => `${e.parameter}:${e.code}`).sort()).toEqual(['interest:missing', 'investment:invalid_number', 'years:out_of_range'])
    for (const e of body.errors) expect(e.message).toMatch(new RegExp(`^${e.parameter} `))
  })

  it('says what is accepted', async () => {
    const body = await (await call('/api/v1/sip?investment=1&interest=12&years=10&frequency=hourly')).json()
    expect(body.errors[0].message).toBe('frequency must be one of daily, weekly, monthly, quarterly, yearly (got "hourly")')
  })

  it('names the value meant when one differs only in letter case, spaces or underscores, or is a word for a flag', async () => {
    const message = async (target: string) => (await (await call(target)).json()).errors[0].message
    expect(await message('/api/v1/sip?investment=1&interest=12&years=10&frequency=Monthly')).toBe(
      'frequency: values are written exactly as listed: write monthly (got "Monthly"); frequency must be one of daily, weekly, monthly, quarterly, yearly',
    )
    expect(await message('/api/v1/emi?principal=100000&interest=8&years=5&breakup=TRUE')).toBe('breakup: values are written exactly as listed: write true (got "TRUE"); breakup must be true or false')
    expect(await message('/api/v1/emi?principal=100000&interest=8&years=5&breakup=Y')).toBe('breakup: a flag is written true or false: write true (got "Y"); breakup must be true or false')
    expect(await message('/api/v1/emi?principal=100000&interest=8&years=5&breakup=0')).toBe('breakup: a flag is written true or false: write false (got "0"); breakup must be true or false')
    expect(await message('/api/v1/emi?principal=100000&interest=8&years=5&breakup=maybe')).toBe('breakup must be true or false (got "maybe")')
    expect(await message('/api/v1/emi?principal=100000&interest=8&years=5&breakup=constructor')).toBe('breakup must be true or false (got "constructor")')
    expect(await message('/api/v1/income-tax?grossIncome=1300000&regime=New%202025_26')).toMatch(/^regime: values are written exactly as listed: write new-2025-26 \(got "New 2025_26"\); regime must be one of old, /)
    expect(await message('/api/v1/income-tax?grossIncome=1300000&regime=NEW')).toMatch(/^regime: values are written exactly as listed: write new \(got "NEW"\)/)
  })

  it('tells what is wrong with a number and what to write instead, and still what is accepted', async () => {
    const accepted = 'investment must be a number greater than 0 and at most 1000000000'
    const cases: Array<[string, string]> = [
      ['1e5', 'exponent notation is not accepted: write 100000'],
      ['.5', 'a number needs a digit before its point: write 0.5'],
      ['5.', 'a number needs a digit after its point: write 5'],
      ['12345678901234567', 'it has 17 significant digits; at most 15 are accepted'],
      ['0.00000010', 'it has 7 decimal places; at most 6 are accepted'],
      ['1e-7', 'exponent notation is not accepted; and it has 7 decimal places; at most 6 are accepted'],
      ['%2B5', 'a leading + is not accepted: write 5'],
      ['+5', 'spaces around the number are not accepted: write 5'],
      ['1%2C00%2C000', 'digit group separators are not accepted: write 100000 without separators'],
      ['0x10', 'hexadecimal, octal and binary notation are not accepted: write 16'],
      ['1.5L', 'lakh and crore are not accepted as units: write 150000'],
      ['10k', '"k" for thousands is not accepted: write 10000'],
      ['%E2%82%B910000', 'a currency sign is not accepted: write 10000'],
      ['12%25', 'a per cent sign is not accepted: write 12'],
      ['Infinity', 'infinity is not a number this service accepts; give a finite number'],
      ['NaN', 'NaN is not a number; give a finite number'],
      ['', 'the value is empty'],
    ]
    for (const [text, why] of cases) {
      const response = await call(`/api/v1/sip?interest=12&years=10&investment=${text}`)
      expect(response.status, text).toBe(400)
      const [error] = (await response.json()).errors
      expect(error.code, text).toBe('invalid_number')
      expect(error.message, text).toBe(`investment: ${why} (got ${JSON.stringify(decodeURIComponent(text.replace(/\+/g, ' ')))}); ${accepted}`)
    }
  })

  it('names the only ignored name beside the only missing parameter as the one probably meant', async () => {
    const missing = async (target: string) => {
      const body = await (await call(target)).json()
      return body.errors.filter((e: { code: string }) => e.code === 'missing').map((e: { parameter: string; message: string }) => `${e.parameter}: ${e.message}`)
    }
    // One missing, one ignored: paired though the names are far apart.
    expect(await missing('/api/v1/sip?investment=10000&returnPct=12&years=10')).toEqual([
      'interest: interest is required: a number at least 0 and at most 50; the request has returnPct, which this calculator does not know: did you mean interest?',
    ])
    // Two ignored names, neither close to the missing one: nothing is guessed.
    expect(await missing('/api/v1/sip?investment=10000&utm=1&years=10&ref=3')).toEqual(['interest: interest is required: a number at least 0 and at most 50'])
  })

  it('covers a repeated parameter and two names of one parameter with different values', async () => {
    const body = await (await call('/api/v1/cagr?initial=1&initial=1&startValue=2&final=2&years=1')).json()
    expect(body.errors.map((e: { code: string }) => e.code).sort()).toEqual(['alias_conflict', 'repeated'])
  })

  it("refuses a parameter of /compounding's other calculation, named by variant or chosen by the selection rule", async () => {
    const errors = async (target: string) => (await (await call(target)).json()).errors.map((e: { parameter: string; code: string; message: string }) => [e.parameter, e.code, e.message])
    // rate and years select growth (the registry's selection rule); date is the scheme's alone
    expect(await errors('/api/v1/compounding?principal=1500000&rate=8.2&years=5&date=2024-06-01')).toEqual([
      ['date', 'not_allowed', 'date is a parameter of scss, not of growth, which the other parameters select; leave it out or name another variant'],
    ])
    expect(await errors('/api/v1/compounding?principal=1500000&contribution=1000&rate=8&years=5&date=2024-06-01&variant=growth')).toEqual([
      ['date', 'not_allowed', 'date is a parameter of scss, not of growth; leave it out or name another variant'],
    ])
    // named, the scheme takes it
    expect((await call('/api/v1/compounding?principal=1500000&rate=8.2&years=5&date=2024-06-01&variant=scss')).status).toBe(200)
  })

  it('takes two names of one parameter whose texts are the same number as that one value', async () => {
    const one = await call('/api/v1/cagr?initial=100000&final=200000&years=5')
    for (const both of ['initial=100000&startValue=100000.00', 'startValue=100000.0&initial=100000']) {
      const response = await call(`/api/v1/cagr?${both}&final=200000&years=5`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(await one.clone().text())
    }
    const differ = await (await call('/api/v1/cagr?initial=100000&startValue=100000.01&final=200000&years=5')).json()
    expect(differ.errors.map((e: { code: string }) => e.code)).toEqual(['alias_conflict'])
  })
})

/** Every name a parameter of the registry is meant by, with its calculator and parameter: [name, id, parameter]. */
function registryMeantNames(): [string, string, string][] {
  const rows = new Map<string, [string, string, string]>()
  for (const c of loadRegistry(REGISTRY_TEXT, findFormula).calculators) {
    for (const p of c.variants.flatMap((v) => v.parameters)) for (const name of p.meantBy ?? []) rows.set(`${c.id} ${name}`, [name, c.id, p.name])
  }
  return [...rows.values()]
}

/** The first example request of the calculator that is answered 200 (src/generated/example-requests.ts). */
function exampleTarget(id: string): string {
  return exampleRequests.find((e) => e.calculator === id && e.status === 200)!.target
}

describe('a name the calculator does not know', () => {
  const TAX = '/api/v1/income-tax?grossIncome=1800000&regime=old'
  const errorsOf = async (response: Response) => (await response.json()).errors.map((e: { parameter: string; code: string; message: string }) => [e.parameter, e.code, e.message])

  it('is a 400 unknown_parameter naming the parameter meant, when it probably misspells one', async () => {
    const response = await call(`${TAX}&section80c=150000`)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8')
    expect(await errorsOf(response)).toEqual([['section80c', 'unknown_parameter', 'section80c is not a parameter of /income-tax: did you mean section80C?']])
  })

  it.each([
    ['another case of a parameter', '/api/v1/sip?investment=10000&interest=12&years=10&Years=10', 'Years', 'years'],
    ['two edits from a parameter', '/api/v1/emi?principal=1000000&interest=7.25&years=5&brakeup=true', 'brakeup', 'breakup'],
    ['one edit from a Set A alias', '/api/v1/loan-offset?loanAmont=100000&loanRate=9&years=10&expectedReturn=12', 'loanAmont', 'loanAmount'],
    ['one edit from variant, on a calculator of several', '/api/v1/compounding?principal=100000&rate=7&years=5&varient=growth', 'varient', 'variant'],
  ])('is refused when it is %s', async (_why, target, given, meant) => {
    const response = await call(target)
    expect(response.status).toBe(400)
    const errors = await errorsOf(response)
    const unknown = errors.filter(([, code]: string[]) => code === 'unknown_parameter')
    expect(unknown).toHaveLength(1)
    expect(unknown[0][0]).toBe(given)
    expect(unknown[0][2]).toMatch(new RegExp(`: did you mean ${meant}\\?$`))
  })

  it('is a 400 naming the parameter a user means by it (the registry\'s meantBy), in any letter case, never answered with that parameter\'s default', async () => {
    // /hra's `metro` defaults to true: `city=Jaipur` answered would be a metro city's 50% cap
    const HRA = '/api/v1/hra?basic=600000&hra=300000&rent=360000'
    expect(await errorsOf(await call(`${HRA}&city=Jaipur`))).toEqual([['city', 'unknown_parameter', 'city is not a parameter of /hra: did you mean metro: true or false?']])
    expect(await errorsOf(await call(`${HRA}&CityType=tier2`))).toEqual([['CityType', 'unknown_parameter', 'CityType is not a parameter of /hra: did you mean metro: true or false?']])
    // the year of /income-tax is its regime's; an age group is not its age
    expect(await errorsOf(await call(`${TAX}&fy=2025-26&seniorCitizen=true`))).toEqual([
      ['fy', 'unknown_parameter', 'fy is not a parameter of /income-tax: did you mean regime: one of old, old-2023-24, old-2024-25, old-2025-26, old-2026-27, new-2023-24, new-2024-25, new-2025-26, new-2026-27, new (new-2026-27)?'],
      ['seniorCitizen', 'unknown_parameter', 'seniorCitizen is not a parameter of /income-tax: did you mean age (years of age): a whole number at least 0 and at most 120?'],
    ])
    // a section of the Act, as people write it
    expect(await errorsOf(await call(`${TAX}&80C=150000`))).toEqual([['80C', 'unknown_parameter', '80C is not a parameter of /income-tax: did you mean section80C (₹): a number at least 0 and at most 100000000000?']])
    // with its unit where people could mistake it: a vacancy in months, not per cent
    expect(await errorsOf(await call('/api/v1/rental-yield?price=5000000&rent=20000&vacancyRate=5'))).toEqual([['vacancyRate', 'unknown_parameter', 'vacancyRate is not a parameter of /rental-yield: did you mean vacancy (months): a number at least 0 and at most 12?']])
    // meant for a parameter here though another calculator's own name (/esop's slabRate)
    expect(await errorsOf(await call('/api/v1/sgb-comparison?amount=100000&cagr=8&years=8&slabRate=20'))).toEqual([['slabRate', 'unknown_parameter', 'slabRate is not a parameter of /sgb-comparison: did you mean bracket (%): a number at least 0 and at most 30?']])
  })

  it.each(registryMeantNames())('refuses %s on %s, naming %s', async (name, id, meant) => {
    const target = `${exampleTarget(id)}&${name}=1`
    const errors = (await errorsOf(await call(target))) as string[][]
    expect(errors.find(([parameter]) => parameter === name)).toEqual([name, 'unknown_parameter', expect.stringMatching(new RegExp(`^${name} is not a parameter of /${id}: did you mean ${meant}( \\(.+\\))?: .+\\?$`))])
  })

  it("is refused when it is another calculator's parameter, naming the calculators that take it", async () => {
    // /tds's name for the 80C amount: ignored, it would leave the deduction out of the answer
    const response = await call(`${TAX}&sec80c=150000`)
    expect(response.status).toBe(400)
    const [[parameter, code, message], ...more] = await errorsOf(response)
    expect([parameter, code, more]).toEqual(['sec80c', 'unknown_parameter', []])
    expect(message).toMatch(/^sec80c is a parameter of \/tds, not of \/income-tax; its parameters are grossIncome, regime, date, /)
    const refusal = async (target: string) => ((await errorsOf(await call(target))) as string[][]).find(([, code]) => code === 'unknown_parameter')![2]
    // in any case, named as the calculators write it; two calculators, three, and more
    expect(await refusal(`${TAX}&SEC80C=150000`)).toMatch(/^SEC80C, written sec80c, is a parameter of \/tds, not of \/income-tax; /)
    expect(await refusal('/api/v1/term-insurance?currentAge=30&monthlyExpense=100&inflationRate=8')).toMatch(/^inflationRate is a parameter of \/inflation and \/retirement, not of \/term-insurance; its parameters are /)
    expect(await refusal('/api/v1/cagr?initial=100&final=200&years=5&interest=12')).toBe('interest is a parameter of /sip, /step-up-sip and /emi, not of /cagr; its parameters are initial, final, years')
    expect(await refusal('/api/v1/cagr?initial=100&final=200&years=5&rate=12')).toMatch(/^rate is a parameter of \/[a-z-]+, \/[a-z-]+, \/[a-z-]+ and \d+ more, not of \/cagr; /)
    // another calculator's name as it is written is told as such, also when an edit from one of this calculator's
    expect(await refusal('/api/v1/gst-itc?outputTax=1000&inputTax=500&rate=5')).toMatch(/^rate is a parameter of \/[a-z-]+, .* not of \/gst-itc \(did you mean date\?\); its parameters are .*salesRate/)
    // the only name missing is not guessed from another calculator's, whose refusal lists this one's parameters
    const errors = await errorsOf(await call('/api/v1/sip?investment=10000&rate=12&years=10'))
    expect(errors).toEqual([
      ['rate', 'unknown_parameter', expect.stringMatching(/^rate is a parameter of .*, not of \/sip; its parameters are investment, interest, years, frequency$/)],
      ['interest', 'missing', 'interest is required: a number at least 0 and at most 50'],
    ])
  })

  it("is looked up, by the servers of the built registry, in the build's index, which is the registry's", async () => {
    const { default: parameterTakers } = await import('../src/generated/parameter-takers.ts')
    const { default: built } = await import('../src/generated/registry.ts')
    const computed = takersByName(built.calculators)
    for (const name of built.calculators.flatMap(acceptedNames)) expect(parameterTakers(name.toUpperCase()), name).toEqual(computed.get(name.toLowerCase()))
    expect([parameterTakers('utm_source'), parameterTakers('variant')]).toEqual([undefined, undefined])
  })

  it('is ignored when it is variant on a calculator of one variant: no calculator has a parameter of that name', async () => {
    const plain = await call('/api/v1/cagr?initial=100&final=200&years=5')
    const extra = await call('/api/v1/cagr?initial=100&final=200&years=5&variant=growth')
    expect(extra.status).toBe(200)
    expect(await extra.text()).toBe(await plain.text())
    expect(extra.headers.get('fincalc-ignored-parameters')).toBe('variant')
  })

  it('is one error each, in one 400, when a request has several', async () => {
    const response = await call(`${TAX}&section80c=150000&section80dself=25000`)
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual([
      ['section80c', 'unknown_parameter', 'section80c is not a parameter of /income-tax: did you mean section80C?'],
      ['section80dself', 'unknown_parameter', 'section80dself is not a parameter of /income-tax: did you mean section80DSelf?'],
    ])
  })

  it('far from every parameter, is ignored: the same body, and a header naming it that browsers may read', async () => {
    const plain = await call(SIP)
    const extra = await call(`${SIP}&_=1700000000&utm_source=newsletter`)
    expect(extra.status).toBe(200)
    expect(await extra.text()).toBe(await plain.text())
    expect(extra.headers.get('etag')).toBe(plain.headers.get('etag'))
    expect(extra.headers.get('fincalc-ignored-parameters')).toBe('_, utm_source')
    expect(extra.headers.get('access-control-expose-headers')).toBe('ETag, Cache-Control, Fincalc-Ignored-Parameters')
    expect(plain.headers.get('fincalc-ignored-parameters')).toBeNull()
  })

  it('is refused when it is empty (`=5`): a value whose name was lost cannot be named in the header either', async () => {
    const response = await call(`${SIP}&=5`)
    expect(response.status).toBe(400)
    expect((await response.clone().json()).detail).toBe('Parameter (a value without a name) is invalid; see errors.')
    expect(await errorsOf(response)).toEqual([['', 'unknown_parameter', 'a value is given without a name (=…); write each parameter as name=value: the parameters of /sip are investment, interest, years, frequency']])
    // pairs with nothing in them are no parameters at all
    expect((await call(`${SIP}&&`)).status).toBe(200)
  })

  it('ignores at most 16 such names: a request with more is refused, naming the first past them', async () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `&x${i}=1`).join('')
    const sixteen = await call(`${SIP}${names(16)}`)
    expect(sixteen.status).toBe(200)
    expect(sixteen.headers.get('fincalc-ignored-parameters')).toBe(Array.from({ length: 16 }, (_, i) => `x${i}`).join(', '))
    const seventeen = await call(`${SIP}${names(17)}`)
    expect(seventeen.status).toBe(400)
    expect(await errorsOf(seventeen)).toEqual([['x16', 'unknown_parameter', 'x16 is not a parameter of /sip, and the request names more than 16 that are not; give at most 16']])
  })

  it('names an ignored name percent-encoded, so that no name can break the header', async () => {
    const response = await call(`${SIP}&a%0D%0Ab=1&x%2Cy=2&%C3%A9=3`)
    expect(response.status).toBe(200)
    expect(response.headers.get('fincalc-ignored-parameters')).toBe('a%0D%0Ab, x%2Cy, %C3%A9')
  })

  it('names a long ignored name by its first 64 characters and an encoded …, so that a junk name cannot make the header kilobytes long', async () => {
    const response = await call(`${SIP}&${'q'.repeat(5000)}=1&${'r'.repeat(64)}=2`)
    expect(response.status).toBe(200)
    expect(response.headers.get('fincalc-ignored-parameters')).toBe(`${'q'.repeat(64)}%E2%80%A6, ${'r'.repeat(64)}`)
    // a cut never leaves half of a character outside the basic plane (😀, two UTF-16 units)
    const astral = await call(`${SIP}&${'q'.repeat(63)}%F0%9F%98%80z=1`)
    expect(astral.headers.get('fincalc-ignored-parameters')).toBe(`${'q'.repeat(63)}%E2%80%A6`)
  })

  it('leaves a Set A alias and its Set B name both accepted', async () => {
    for (const target of [`${TAX}&section80C=150000`, '/api/v1/income-tax?income=1800000&regime=old&section80C=150000', '/api/v1/cagr?initial=100000&final=200000&years=5', '/api/v1/cagr?startValue=100000&endValue=200000&years=5']) {
      const response = await call(target)
      expect(response.status, target).toBe(200)
      expect(response.headers.get('fincalc-ignored-parameters'), target).toBeNull()
    }
  })

  it('is answered alike from the response cache: a refused request stays a 400, an ignored name stays named', async () => {
    const engine = toFetchHandler(createCalculatorEngine(REGISTRY_TEXT))
    for (let i = 0; i < 3; i++) {
      const refused = await engine(new Request(`http://fincalc.test${TAX}&section80c=150000`))
      expect(refused.status).toBe(400)
      expect(refused.headers.get('etag')).toBeNull()
      const ignored = await engine(new Request(`http://fincalc.test${SIP}&_=${i % 2}`))
      expect(ignored.status).toBe(200)
      expect(ignored.headers.get('fincalc-ignored-parameters')).toBe('_')
      const plain = await engine(new Request(`http://fincalc.test${SIP}`))
      expect(plain.headers.get('fincalc-ignored-parameters')).toBeNull()
    }
  })
})

describe('404, 405, 414, OPTIONS', () => {
  it('an unknown path is a 404 problem with CORS', async () => {
    const response = await call('/api/v1/nope')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ status: 404, title: 'Not Found' })
  })

  it('a method other than GET, HEAD or OPTIONS is a 405 problem with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await call('/api/v1/sip', { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.json()).toMatchObject({ status: 405 })
    }
  })

  it('OPTIONS is a 204 preflight answer', async () => {
    const response = await call('/api/v1/sip', { method: 'OPTIONS', headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' } })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toContain('If-None-Match')
    expect(response.headers.get('access-control-max-age')).toBe('86400')
    expect(await response.text()).toBe('')
  })

  it('an over-long request target is a 414 problem', async () => {
    const response = await call(`/api/v1/sip?pad=${'x'.repeat(9000)}`)
    expect(response.status).toBe(414)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('500: an unexpected failure', () => {
  it('is a bare problem with no internal detail, reported once to the operator, and the next request is served', async () => {
    const registry = loadRegistry(REGISTRY_TEXT, findFormula)
    const seen: unknown[] = []
    let failNext = true
    const engine = createEngine({
      registry,
      cacheSize: 0,
      onError: (error) => seen.push(error),
      formulas: (id) => {
        const real = findFormula(id)!
        return {
          ...real,
          compute(input, a) {
            if (failNext) {
              failNext = false
              throw new Error('secret internals at /srv/app.ts:12')
            }
            return real.compute(input, a)
          },
        }
      },
    })
    const handler = toFetchHandler(engine)
    const failed = await handler(new Request(`http://x${SIP}`))
    expect(failed.status).toBe(500)
    expect(failed.headers.get('access-control-allow-origin')).toBe('*')
    const text = await failed.text()
    expect(text).not.toMatch(/secret|srv|app\.ts|stack/)
    expect(JSON.parse(text)).toMatchObject({ status: 500, title: 'Internal Server Error' })
    expect(seen).toHaveLength(1)
    expect((await handler(new Request(`http://x${SIP}`))).status).toBe(200)
  })
})
