/**
 * The scenarios of `npm run bench`, taken from the registry and the fixtures when it runs
 * (bench/README.md, "Scenarios"): the plain /emi and /sip requests, the first plain 200
 * fixture request of /step-up-sip, /income-tax and /cagr, /emi with a 30-year breakup, the
 * heaviest loan schedule found in-process, and the 400 problem response. Each has its cache-hit
 * request, a cache-miss generator where a parameter can move (src/cli/bench/miss.ts), and the
 * body the limit answers.
 */
import { queryPairs } from '../src/cli/bench/mix.ts'
import { missGenerator, type MissGenerator } from '../src/cli/bench/miss.ts'
import type { Scenario } from '../src/cli/bench/ratio-run.ts'
import { calculatorAt, candidates, heaviest, loadFixtures, targetOf, type Query } from '../src/cli/bench/requests.ts'
import type { Engine } from '../src/runtime/engine.ts'

export async function buildScenarios(engine: Engine, quick: boolean): Promise<{ scenarios: Scenario[]; skipped: string[] }> {
  const registry = engine.registry
  const fixtures = loadFixtures()
  const scenarios: Scenario[] = []
  const skipped: string[] = []
  const bodyOf = async (target: string) => (await engine.handle({ method: 'GET', url: target })).body ?? ''

  const add = async (name: string, meaning: string, path: string, query: Query, expectStatus = 200, miss?: MissGenerator) => {
    const hit = targetOf(path, query)
    const body = await bodyOf(hit)
    let missNote = miss ? `${miss.parameter} moves by ${10 ** -miss.places} per request` : ''
    if (!miss && expectStatus === 200) {
      const calculator = registry.calculators.find((c) => c.path === path)!
      miss = await missGenerator(engine, calculator, query)
      missNote = miss ? `${miss.parameter} moves by ${10 ** -miss.places} per request` : 'no parameter can vary while the request stays valid: no cache-miss run'
    }
    scenarios.push({ name, meaning, hit, miss, missNote, expectStatus, body })
  }

  const first200 = (id: string): Query | undefined => {
    const cases = fixtures.find((f) => f.fixture.calculator === id)?.fixture.cases ?? []
    // The plain request: the first 200 case that switches nothing on (no boolean set to true)
    // and gives at least one number (so that a cache-miss run can move it).
    const plain = cases.filter((c) => c.expect.status === 200 && (c.request.method ?? 'GET') === 'GET')
    const values = (c: (typeof cases)[number]) => Object.values(c.request.query ?? {}).flat()
    const chosen =
      plain.find((c) => !values(c).includes('true') && values(c).some((v) => /^\d+(\.\d+)?$/.test(v))) ??
      plain.find((c) => !values(c).includes('true')) ??
      plain[0]
    return chosen && queryPairs(chosen)
  }

  const emi = calculatorAt(registry, 'emi')
  for (const name of ['emi', 'sip', 'step-up-sip', 'income-tax', 'cagr']) {
    const calculator = calculatorAt(registry, name)
    if (!calculator) {
      skipped.push(`/${name}: not in the registry`)
      continue
    }
    const query =
      name === 'emi'
        ? ([['principal', '8000000'], ['interest', '8.5'], ['years', '20']] as Query)
        : name === 'sip'
          ? ([['investment', '10000'], ['interest', '12'], ['years', '10']] as Query)
          : first200(calculator.id)
    if (!query || (await engine.handle({ method: 'GET', url: targetOf(calculator.path, query) })).status !== 200) {
      skipped.push(`/${name}: no 200 fixture case to take a request from`)
      continue
    }
    await add(`/${name}`, `${calculator.summary}: the plain request`, calculator.path, query)
  }
  if (emi) {
    await add(
      '/emi 30 y breakup',
      'EMI with the yearly amortisation of a 30-year loan (360 months, 30 table rows)',
      emi.path,
      [['principal', '8000000'], ['interest', '8.5'], ['years', '30'], ['breakup', 'true']],
    )
  }
  const loans = registry.calculators.filter((c) => c.tag === 'Loans & EMI')
  const loanCandidates = (await Promise.all(loans.map((c) => candidates(engine, c, fixtures)))).flat()
  const slowest = await heaviest(engine, loanCandidates, quick ? 5 : 15)
  if (slowest) {
    const { candidate } = slowest
    await add(
      'heaviest schedule',
      `the 200 request of any loan calculator that costs the most CPU in-process, among ${loanCandidates.length} (fixture requests, and each with durations at their upper bound and switches on)`,
      candidate.calculator.path,
      candidate.query,
    )
  } else skipped.push('heaviest schedule: no loan calculator with a 200 fixture case')
  if (emi) {
    await add(
      'error 400',
      'EMI with the interest above its bound: the 400 problem response with the error list',
      emi.path,
      [['principal', '8000000'], ['interest', '75'], ['years', '20']],
      400,
      { parameter: 'interest', prefix: `${emi.path}?principal=8000000&interest=`, suffix: '&years=20', start: 5000, step: 1, places: 2 },
    )
    scenarios[scenarios.length - 1]!.missNote = 'interest moves by 0.01 per request, always above the bound'
  }
  return { scenarios, skipped }
}
