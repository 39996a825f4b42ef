/**
 * `--check-values`: the envelope check (check.ts) cannot see a wrong figure, so a sample of the
 * answers is also put beside this package's own answer to the same request, after the run (so
 * the load is not slowed by calculating): up to SAMPLE_PER_ENDPOINT answers per endpoint, drawn
 * evenly over the run (a reservoir sample), each a 200 that passed the envelope check and whose
 * request target is known (load.ts).
 *
 * An answer is wrong when a figure it gives under the package's name differs from the package's:
 * a number by more than FIGURE_TOLERANCE (a paisa, or a hundredth of a percentage point: the
 * API rounds money and percentages to two decimals), anything else by any difference; or when
 * it gives none of the package's figures at all. A member the package answers and the answer
 * lacks is not a wrong figure (an implementation may answer only what the spec requires): it is
 * counted apart, as an incomplete answer. Members the package does not answer are not judged.
 * A request the package itself refuses is not judged either (it says nothing about figures).
 */
import { isRecord } from '../../fixtures/is-record.ts'
import { sameJson, shown } from '../../fixtures/shown.ts'

export const SAMPLE_PER_ENDPOINT = 16
export const FIGURE_TOLERANCE = 0.01

/** The package's own answer to a request target: its status and body. */
export type Reference = (target: string) => Promise<{ status: number; body: string }>

export interface Sample {
  endpoint: number
  target: string
  body: string
}

/** Keeps up to SAMPLE_PER_ENDPOINT answers per endpoint, each answer equally likely to be kept. */
export class AnswerSample {
  private readonly kept: Sample[][]
  private readonly seen: number[]

  constructor(endpoints: number) {
    this.kept = Array.from({ length: endpoints }, () => [])
    this.seen = new Array<number>(endpoints).fill(0)
  }

  offer(endpoint: number, target: string, body: string): void {
    const n = ++this.seen[endpoint]!
    const kept = this.kept[endpoint]!
    if (kept.length < SAMPLE_PER_ENDPOINT) kept.push({ endpoint, target, body })
    else {
      const slot = Math.floor(Math.random() * n)
      if (slot < SAMPLE_PER_ENDPOINT) kept[slot] = { endpoint, target, body }
    }
  }

  all(): Sample[] {
    return this.kept.flat()
  }
}

export interface WrongAnswer {
  endpoint: number
  target: string
  /** The figures that differ: `result.emi is 43391.16, the package answers 43391.17`. */
  differences: string[]
}

/** How an answer's figures compare with the package's. */
export interface FigureComparison {
  /** Figures the answer gives differently, one line each (the first few). */
  wrong: string[]
  /** Where the package answers a member the answer lacks. */
  missing: string[]
  /** Figures given alike. */
  alike: number
}

export interface ValueCheck {
  /** Answers compared with the package's own. */
  checked: number
  /** Sampled answers to requests the package itself refuses, not judged. */
  skipped: number
  /** Answers lacking some member the package answers (not errors). */
  incomplete: number
  wrong: WrongAnswer[]
}

export async function checkValues(samples: readonly Sample[], reference: Reference): Promise<ValueCheck> {
  const wrong: WrongAnswer[] = []
  let checked = 0
  let skipped = 0
  let incomplete = 0
  for (const sample of samples) {
    const expected = await reference(sample.target)
    if (expected.status !== 200) {
      skipped++
      continue
    }
    checked++
    const actual = (JSON.parse(sample.body) as { result: unknown }).result
    const figures = compareFigures((JSON.parse(expected.body) as { result: unknown }).result, actual, 'result')
    if (figures.missing.length) incomplete++
    if (figures.wrong.length) wrong.push({ endpoint: sample.endpoint, target: sample.target, differences: figures.wrong })
    else if (figures.alike === 0) wrong.push({ endpoint: sample.endpoint, target: sample.target, differences: [`result has none of the package's figures (${figures.missing.slice(0, 3).join(', ')} …)`] })
  }
  return { checked, skipped, incomplete, wrong }
}

/** The figures of `expected` (the package's) compared with `actual`'s at the same places. */
export function compareFigures(expected: unknown, actual: unknown, at: string, out: FigureComparison = { wrong: [], missing: [], alike: 0 }): FigureComparison {
  if (actual === undefined) out.missing.push(at)
  else if (typeof expected === 'number') {
    if (typeof actual === 'number' && Math.abs(actual - expected) <= FIGURE_TOLERANCE + 1e-9 * Math.abs(expected)) out.alike++
    else note(out, `${at} is ${shown(actual)}, the package answers ${expected}`)
  } else if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) note(out, `${at} has ${Array.isArray(actual) ? actual.length : shown(actual)} items, the package answers ${expected.length}`)
    else expected.forEach((e, i) => compareFigures(e, actual[i], `${at}[${i}]`, out))
  } else if (isRecord(expected)) {
    if (!isRecord(actual)) note(out, `${at} is ${shown(actual)}, the package answers an object`)
    else for (const [name, value] of Object.entries(expected)) compareFigures(value, actual[name], `${at}.${name}`, out)
  } else if (sameJson(expected, actual)) out.alike++
  else note(out, `${at} is ${shown(actual)}, the package answers ${JSON.stringify(expected)}`)
  return out
}

function note(out: FigureComparison, line: string): void {
  if (out.wrong.length < 3) out.wrong.push(line)
  else if (out.wrong.length === 3) out.wrong.push('…')
}
