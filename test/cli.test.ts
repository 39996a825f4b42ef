/**
 * `fincalc --version`, `fincalc calc`, `fincalc rules` and `fincalc serve` (conformance and
 * bench have their own test files): answers, tables on a terminal, and every misuse as one
 * line with exit status 2, never a stack trace. The built command (package.json "bin", what
 * `npx fincalc` runs) is spawned wherever the exit status or stderr of the real process
 * matters. Both calc and rules say which rules a date past their horizon carried forward.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../src/cli/main.ts'
import type { Output } from '../src/cli/output.ts'
import { FINCALC_BIN, ROOT, sharedEngine } from './support/project.ts'
import { runFincalc } from './support/run-fincalc.ts'
import { startCommand } from './support/server-process.ts'

const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string
const COMMAND = join(ROOT, FINCALC_BIN)

async function capture(argv: string[], isTerminal = false): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const output: Output = { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), ...(isTerminal ? { isTerminal } : {}) }
  const code = await main(argv, output)
  return { code, out, err }
}

function fincalc(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [COMMAND, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('fincalc --version', () => {
  it.each(['--version', '-v'])('%s prints the version of package.json', (flag) => {
    const r = fincalc(flag)
    expect(r.stdout).toBe(`${VERSION}\n`)
    expect(r.status).toBe(0)
  })
})

describe('fincalc help <command>', () => {
  it("prints the command's own help, as <command> --help does", async () => {
    for (const command of ['calc', 'rules', 'serve']) {
      const help = await capture(['help', command])
      expect(help.code).toBe(0)
      expect(help.out).toMatch(new RegExp(`^Usage: fincalc ${command} `))
      expect(help.out).toBe((await capture([command, '--help'])).out)
    }
  })
})

describe('fincalc calc', () => {
  it('prints the answer as JSON when piped: the HTTP body, indented', async () => {
    const r = await capture(['calc', 'emi', '--principal', '8000000', '--interest=8.5', '--years', '20'])
    expect(r.code).toBe(0)
    // LibreOffice PMT(0.085/12;240;-8000000) = 69425.8586692427; × 240 = 16662206.0806 paid in all,
    // less the ₹80,00,000 borrowed = 8662206.0806 of interest
    expect(JSON.parse(r.out)).toEqual({ input: { principal: 8000000, interest: 8.5, years: 20, breakup: false }, result: { emi: 69425.86, totalInterest: 8662206.08, totalPayment: 16662206.08, months: 240 } })
  })

  it('prints a figure past 17 significant digits in full, as the HTTP body writes it', async () => {
    const r = await capture(['calc', 'inflation', '--amount', '1', '--rate', '50', '--years', '100'])
    expect(r.code).toBe(0)
    // hand: 1.5^100 = 3^100 / 2^100 = 515377520732011331036461129765621272702107522001 / 1267650600228229401496703205376
    // = 406561177535215237.3973…, 406561177535215237.40 to the paisa; a JavaScript number holds 406561177535215200
    expect(r.out).toContain('"futureCost": 406561177535215237.4,')
    // indented as JSON.stringify indents, only the digits kept
    expect(r.out.trimEnd()).toBe(JSON.stringify(JSON.parse(r.out), null, 2).replace('406561177535215200', '406561177535215237.4').replace('40656117753521520000', '40656117753521523639.73').replace('406561177535215200', '406561177535215236.4'))
  })

  it('prints tables on a terminal: rupees with Indian grouping, a row per year', async () => {
    const r = await capture(['calc', 'emi', '--principal', '8000000', '--interest', '8.5', '--years', '20', '--breakup'], true)
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^ {2}emi {2,}₹69,425\.86$/m)
    // the input by its parameters' units too
    expect(r.out).toMatch(/^ {2}principal {2,}₹80,00,000$/m)
    expect(r.out).toMatch(/^ {2}interest {2,}8\.5%$/m)
    expect(r.out).toMatch(/^ {2}months {2,}240$/m)
    expect(r.out).toMatch(/^yearlyBreakup$/m)
    expect(r.out.split('\n').filter((l) => /^\s+\d+\s+₹/.test(l))).toHaveLength(20)
    expect(r.out).toContain('₹80,00,000')
  })

  it('on a terminal, a long input shows what was given and what says something, and counts the rest', async () => {
    const r = await capture(['calc', 'income-tax', '--grossIncome', '1800000', '--regime', 'old', '--section80C', '150000', '--ltcgEquity', '0'], true)
    expect(r.code).toBe(0)
    const input = r.out.slice(r.out.indexOf('\ninput\n') + 7, r.out.indexOf('\nresult\n'))
    // given, even at 0; left at a value that matters (the slabs read the age); rupees grouped the Indian way
    for (const line of [/^ {2}grossIncome +₹18,00,000$/m, /^ {2}section80C +₹1,50,000$/m, /^ {2}ltcgEquity +₹0$/m, /^ {2}age +30$/m]) expect(input).toMatch(line)
    // left at 0, false or unset: counted, not listed
    expect(input).not.toMatch(/^ {2}(stcgEquity|governmentEmployee|filedOn) /m)
    const shown = input.split('\n').filter((l) => /^ {2}\w+ {2,}/.test(l)).length
    const all = Object.keys(JSON.parse((await capture(['calc', 'income-tax', '--grossIncome', '1800000', '--regime', 'old'])).out).input).length
    expect(input).toContain(`(${all - shown} more at 0, false or unset; --json shows every parameter)`)
    // a short input is shown whole, its defaults at false included
    expect((await capture(['calc', 'emi', '--principal', '8000000', '--interest', '8.5', '--years', '20'], true)).out).toMatch(/^ {2}breakup +false$/m)
  })

  it('--json keeps JSON on a terminal; Set A names and a flag without a value work', async () => {
    const r = await capture(['calc', 'cagr', '--startValue', '100000', '--endValue', '200000', '--years', '5', '--json'], true)
    expect(JSON.parse(r.out).input).toEqual({ initial: 100000, final: 200000, years: 5 })
  })

  it('--list and <id> --help describe the calculators from the registry', async () => {
    const list = await capture(['calc', '--list'])
    expect(list.out.trim().split('\n')).toHaveLength(46)
    expect(list.out).toMatch(/^emi +Equated monthly instalment of a loan$/m)
    const help = await capture(['calc', 'cagr', '--help'])
    expect(help.out).toMatch(/^ {2}--initial, --startValue +required +a number greater than 0/m)
  })

  it.each([
    [['calc'], /^fincalc calc: name a calculator/],
    [['calc', 'nope'], /^fincalc calc: no calculator 'nope' \(fincalc calc --list for them all\)$/],
    [['calc', 'emii'], /^fincalc calc: no calculator 'emii': did you mean emi\? \(fincalc calc --list for them all\)$/],
    [['calc', 'income'], /^fincalc calc: no calculator 'income': did you mean income-tax\? \(fincalc calc --list for them all\)$/],
    [
      ['calc', 'income-tax', '--grossIncome', '1800000', '--regime', 'old', '--section80c', '150000'],
      /^fincalc calc: --section80c is not a parameter of income-tax: did you mean --section80C\? \(fincalc calc income-tax --help for its parameters\)$/,
    ],
    [['calc', 'emi', '--principal', '1000000', '--interest', '8.5', '--years', '20', '--jsn'], /^fincalc calc: --jsn is not a parameter of emi: did you mean --json\? /],
    [['calc', 'hra', '--basic', '600000', '--hra', '300000', '--rent', '360000', '--city', 'Jaipur'], /^fincalc calc: --city is not a parameter of hra: did you mean --metro: true or false\? \(fincalc calc hra --help/],
    [['calc', 'emi', '--principal', '1000000', '--interest', '8.5', '--years', '20', '--colour', 'red'], /^fincalc calc: --colour is not a parameter of emi \(fincalc calc emi --help/],
    [['calc', 'emi', '--princpal', '1', '--intrest', '8.5', '--years', '20'], /^fincalc calc: --princpal is not a parameter of emi: did you mean --principal\?; --intrest is not a parameter of emi: did you mean --interest\? /],
    // names an object's prototype holds are names like any other
    [['calc', 'gst', '--__proto__', '5', '--amount', '1', '--rate', '18'], /^fincalc calc: --__proto__ is not a parameter of gst /],
    [['calc', 'gst', '--amount', '1', '--rate', '18', '--constructor', '5'], /^fincalc calc: --constructor is not a parameter of gst /],
    [['serv'], /^fincalc: unknown command 'serv': did you mean serve\? \(fincalc --help for the commands\)$/],
    [['serve', '--prot', '9000'], /^fincalc serve: unknown option --prot: did you mean --port\? \(fincalc serve --help for the options\)$/],
    [['rules', '--dat', '2025-04-01'], /^fincalc rules: unknown option --dat: did you mean --date\?/],
    [['conformance', '--base-ur', 'http://127.0.0.1:1'], /^fincalc conformance: unknown option --base-ur: did you mean --base-url\?/],
    [['calc', 'emi', 'principal=1'], /^fincalc calc: unexpected 'principal=1'/],
    [['calc', 'emi', '--principal', 'abc', '--interest', '8.5'], /^fincalc calc: --principal must be .*\(got "abc"\); --years is required.*\(fincalc calc emi --help for its parameters\)$/],
    [['calc', 'emi', '--principal', '--interest', '8.5', '--years', '20'], /^fincalc calc: --principal needs a value: a number greater than 0 and at most 100000000000 \(fincalc calc emi --help for its parameters\)$/],
    [['calc', 'cagr', '--initial', '1', '--final', '2', '--startValue'], /^fincalc calc: --startValue needs a value: a number greater than 0/],
    [['nope'], /^fincalc: unknown command 'nope'/],
    [['--version', 'extra'], /^fincalc: --version takes nothing after it \(got 'extra'\)$/],
    [['help', 'serv'], /^fincalc: unknown command 'serv': did you mean serve\? /],
    [['conformance', '--base-url', 'http://127.0.0.1:1', '--calculator', 'emii'], /^fincalc conformance: --calculator emii: no fixtures or calculators have this id: did you mean emi\? /],
    [['conformance', '--base-url', 'http://127.0.0.1:1', '--tag', 'investmnt'], /^fincalc conformance: --tag investmnt: .*: did you mean investment\? /],
    [['bench', '--base-url', 'http://127.0.0.1:1', '--calculator', 'emii'], /^fincalc bench: --calculator emii: no calculator has this id: did you mean emi\? /],
    // the same words as the server's for a registry file it cannot read
    [['bench', '--base-url', 'http://127.0.0.1:1', '--registry', '/nonexistent/calculators.yaml'], /^fincalc bench: --registry: the registry \/nonexistent\/calculators\.yaml cannot be read: there is no such file /],
    [['calc', '--lst'], /^fincalc calc: unknown option --lst: did you mean --list\? \(fincalc calc --help\)$/],
    [['serve', '--port', 'abc'], /^fincalc serve: --port abc: must be a whole number from 0 to 65535/],
    [['serve', '--workers', '0'], /^fincalc serve: --workers 0: must be a whole number from 1 to 64/],
    [['serve', '--colour'], /^fincalc serve: unknown option --colour \(fincalc serve --help for the options\)$/],
    // a negative number is an option's value, judged by the option's own check; another option is not
    [['serve', '--port', '-1'], /^fincalc serve: --port -1: must be a whole number from 0 to 65535 \(got -1\) \(fincalc serve --help for the options\)$/],
    [['bench', '--duration', '-.5'], /^fincalc bench: --duration -.5: expected a number from 1 to 3600 /],
    [['serve', '--port', '--json'], /^fincalc serve: --port needs a value \(fincalc serve --help for the options\)$/],
    [['conformance', '--base-url'], /^fincalc conformance: --base-url needs a value /],
    [['conformance', '--base-url', 'http://127.0.0.1:1/api/v1/'], /^fincalc conformance: --base-url http:\/\/127\.0\.0\.1:1\/api\/v1\/ ends in \/api\/v1, which is asked below it: give http:\/\/127\.0\.0\.1:1 /],
    [['bench', '--base-url', 'http://127.0.0.1:1/api/v1'], /^fincalc bench: --base-url http:\/\/127\.0\.0\.1:1\/api\/v1 ends in \/api\/v1, which is asked below it: give http:\/\/127\.0\.0\.1:1 /],
  ])('misuse %j is one line on stderr and exit status 2', (args, message) => {
    const r = fincalc(...args)
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr.trimEnd()).toMatch(message)
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1)
  })
})

describe('fincalc rules', () => {
  it("prints GET /api/v1/rules's answer as JSON with --json", async () => {
    const r = await capture(['rules', '--date', '2024-07-22', '--json'])
    expect(r.code).toBe(0)
    const answer = JSON.parse(r.out)
    expect(answer.input).toEqual({ date: '2024-07-22' })
    // section 112A before 23 July 2024: 10% (Finance (No. 2) Act 2024, s. 31)
    expect(answer.result.rules.find((rule: { id: string }) => rule.id === 'capital-gains.equity.long-term-rate')).toMatchObject({ value: 10, to: '2024-07-22' })
  })

  it('prints one line a rule on a terminal', async () => {
    const r = await capture(['rules', '--date', '2024-07-23'], true)
    expect(r.code).toBe(0)
    const lines = r.out.trim().split('\n')
    expect(lines[0]).toBe('Rules in force on 2024-07-23 (sources: fincalc rules --json)')
    expect(lines.find((line) => line.startsWith('capital-gains.equity.long-term-rate '))).toMatch(/ 12\.5%  since 2024-07-23$/)
    // each value in its unit as a reader writes it
    expect(lines.find((line) => line.startsWith('section-80c.aggregate-limit '))).toMatch(/ ₹1,50,000  since 2014-04-01$/)
    expect(lines.find((line) => line.startsWith('advance-tax.senior-exempt-age '))).toMatch(/ 60 years of age  since 2012-04-01$/)
    expect(lines.find((line) => line.startsWith('gold.sgb.exempt-at-maturity-for-original-subscriber '))).toMatch(/ yes  since 2015-11-05$/)
  })

  it('prints one line a rule when piped too, and a value the rule book holds as null as none, never null', async () => {
    // every date on which a rule's value changes, from the rule book's own dates
    const book = JSON.parse((await capture(['rules', '--date', '2024-04-01', '--json'])).out) as { result: { rules: Array<{ to: string | null }> } }
    const dates = new Set(['2024-04-01', ...book.result.rules.flatMap((r) => (r.to ? [nextDay(r.to)] : []))])
    expect(dates.size).toBeGreaterThan(3)
    for (const date of dates) {
      const r = await capture(['rules', '--date', date])
      expect(r.out.split('\n')[0], date).toBe(`Rules in force on ${date} (sources: fincalc rules --json)`)
      expect(r.out, date).not.toMatch(/null/)
    }
    // Payment of Gratuity Act 1972, s. 2(s): wages were basic pay and dearness allowance alone,
    // with no limit on the excluded parts, until the Code on Social Security's 50% from 21 Nov 2025
    expect((await capture(['rules', '--date', '2024-04-01'])).out).toMatch(/^gratuity\.excluded-pay-limit-percent +none {2}2024-04-01 to 2025-11-20$/m)
    expect((await capture(['rules', '--date', '2025-11-21'])).out).toMatch(/^gratuity\.excluded-pay-limit-percent +50% {2}since 2025-11-21$/m)
    // inside a table too: the new regime's top slab has no upper bound
    expect((await capture(['rules', '--date', '2024-04-01'])).out).not.toContain('"upTo":null')
  })

  it('a reader that has gone (a closed pipe) ends the command quietly, with no stack trace', () => {
    // `true` exits at once, long before the command writes its first line
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${COMMAND}" rules --date 2024-04-01 | true; echo "exit \${PIPESTATUS[0]}"`], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 })
    expect(r.stderr).toBe('')
    expect(r.stdout).toBe('exit 0\n')
  })

  it('a date not served is misuse: one line saying which dates are, exit status 2', () => {
    const r = fincalc('rules', '--date', '2024-03-31')
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toBe('fincalc rules: date must be a date written YYYY-MM-DD, 2024-04-01 or later (got "2024-03-31") (fincalc rules --help for the options)\n')
  })

  it('a date given twice is misuse, as a repeated parameter is a 400', async () => {
    const r = await capture(['rules', '--date', '2024-04-01', '--date', '2024-05-01'])
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toBe('fincalc rules: date is given 2 times; give it once (fincalc rules --help for the options)\n')
  })
})

describe('rules carried forward past their horizon', () => {
  it('fincalc rules marks each rule assumed on its line, under a line that counts them and says why', async () => {
    const r = await capture(['rules', '--date', '2099-01-01'])
    const book = JSON.parse((await capture(['rules', '--date', '2099-01-01', '--json'])).out) as { result: { rules: Array<{ id: string; knownUntil: string | null }>; assumed: string[] } }
    const lines = r.out.trimEnd().split('\n')
    expect(lines[0]).toBe('Rules in force on 2099-01-01 (sources: fincalc rules --json)')
    expect(lines[1]).toBe(
      `${book.result.assumed.length} of ${book.result.rules.length} rules are assumed: 2099-01-01 is past the last date their sources speak for, so the last known value is carried forward, marked "(assumed: last known until …)"`,
    )
    // nsc.rate: known until 31 Mar 2026 (Office Memorandum No. 1/4/2019-NS of 31.12.2025, Q4 FY 2025-26)
    expect(lines.find((line) => line.startsWith('nsc.rate '))).toMatch(/ 7\.7%  since 2026-01-01  \(assumed: last known until 2026-03-31\)$/)
    // Atal Pension Yojana's pensions are a standing provision (no known-until): never assumed
    expect(lines.find((line) => line.startsWith('apy.pensions '))).toMatch(/since 2015-06-01$/)
    // the lines marked are the rules GET /rules lists as assumed, each with its own horizon
    const marked = lines.slice(2).filter((line) => line.includes('(assumed: '))
    expect(marked.map((line) => line.split(' ')[0])).toEqual(book.result.assumed)
    for (const line of marked) expect(line.endsWith(`(assumed: last known until ${book.result.rules.find((rule) => line.startsWith(`${rule.id} `))!.knownUntil})`), line).toBe(true)
    expect(book.result.assumed).toContain('income-tax.new-regime.slabs')
  })

  it('fincalc rules within every horizon marks none and has no such line', async () => {
    const r = await capture(['rules', '--date', '2025-04-01'])
    expect(r.out).not.toContain('assumed')
    expect(r.out.split('\n')[1]).toMatch(/^advance-tax\./)
  })

  it('fincalc calc names the rules assumed on stderr, and stdout is the HTTP body still', async () => {
    const r = await runFincalc(['calc', 'capital-gains', '--gain', '200000', '--type', 'ltcg', '--date', '2099-01-01'])
    expect(r.code).toBe(0)
    const body = (await sharedEngine().handle({ method: 'GET', url: '/api/v1/capital-gains?gain=200000&type=ltcg&date=2099-01-01' })).body!
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(body))
    // section 112A's rate and exemption, and the new regime's law for the year's return: known until 31 Mar 2027, tax year 2026-27, the last a Finance Act has set
    expect(r.stderr).toBe(
      'fincalc calc: assumed capital-gains.equity.long-term-rate, capital-gains.equity.long-term-exemption, income-tax.new-regime.slabs, income-tax.new-regime.standard-deduction, income-tax.new-regime.rebate, income-tax.surcharge.bands: 2099-01-01 is past the last date their sources speak for, so their last known value was carried forward (fincalc rules --date 2099-01-01 marks them)\n',
    )
    const nsc = await capture(['calc', 'nsc', '--principal', '10000', '--date', '2099-01-01'], true)
    expect(nsc.out).toMatch(/^ {2}ratePercent +7\.7%$/m)
    expect(nsc.err).toBe('fincalc calc: assumed nsc.rate: 2099-01-01 is past the last date its sources speak for, so its last known value was carried forward (fincalc rules --date 2099-01-01 marks it)\n')
  })

  it('fincalc calc within every horizon writes nothing on stderr', async () => {
    const r = await runFincalc(['calc', 'nsc', '--principal', '10000', '--date', '2026-03-31'])
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout).input.rate).toBe(7.7)
    expect(r.stderr).toBe('')
  })
})

describe('fincalc serve', () => {
  it('serves on the address its options give, and stops on SIGTERM', async () => {
    const server = await startCommand(`node ${COMMAND} serve --port 0 --host 127.0.0.1`, { cwd: ROOT, env: { PORT: '1' } })
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.url).not.toMatch(/:1$/)
    const body = await (await fetch(`${server.url}/api/v1/cagr?initial=100000&final=200000&years=5`)).json()
    // (200000/100000)^(1/5) − 1 = 0.148698…
    expect(body.result.cagr).toBe(14.87)
    expect(await server.stop('SIGTERM')).toBe(0)
  })

  it('a wrong variable is a start-up failure: one line and exit status 1', () => {
    const r = spawnSync(process.execPath, [COMMAND, 'serve'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PORT: 'eighty' } })
    expect(r.status).toBe(1)
    expect(r.stderr).toBe('fincalc cannot start: PORT must be a whole number from 0 to 65535 (got eighty)\n')
  })

  it.each([
    ['HEADERS_TIMEOUT_MS', '1e20', 'HEADERS_TIMEOUT_MS must be a whole number from 100 to 600000 (got 1e20)'],
    ['WORKERS', '0x2', 'WORKERS must be a whole number from 1 to 64 (got 0x2)'],
  ])('%s=%s, beyond what node:http takes or not in digits, is a start-up failure of one line', (name, value, message) => {
    const r = spawnSync(process.execPath, [COMMAND, 'serve'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PORT: '0', [name]: value }, timeout: 20_000 })
    expect(r.status).toBe(1)
    expect(r.stderr).toBe(`fincalc cannot start: ${message}\n`)
  })

  it('a host it cannot listen on is one line naming the host as given, whether by --host or HOST', () => {
    const r = spawnSync(process.execPath, [COMMAND, 'serve', '--port', '0', '--host', 'not-a-host.invalid'], { cwd: ROOT, encoding: 'utf8' })
    expect(r.status).toBe(1)
    expect(r.stderr).toBe('fincalc cannot start: host not-a-host.invalid is neither an IP address nor a host name that resolves\n')
  })
})

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}
