/**
 * Malformed requests for the micro-benchmark (micro.ts): a calculator's plain request with one
 * more pair, filled to the longest target the engine reads, so that a part of the engine whose
 * cost grows faster than the text it reads (a search that starts again at every pair, a copy at
 * every repetition) shows as the costliest of them, by far. For the first parameter of each type,
 * a value of one kind of character repeated (digits, an exponent's, signs, spaces, bytes that are
 * no UTF-8, separators, zeros after a point, letters); and names by the hundred (unknown ones,
 * ones near a parameter, one name or one parameter given again and again, pairs without `=`).
 */
import type { Calculator } from '../../registry/types.ts'
import { MAX_URL_LENGTH } from '../../runtime/engine.ts'
import { targetOf, type Query } from './requests.ts'

export interface Malformed {
  /** What was added: `years=(%2B × 2700)1`, a piece in brackets with how often it repeats. */
  what: string
  target: string
}

/** A value's start, the piece repeated after it, and its end. */
const VALUES: ReadonlyArray<[string, string, string]> = [
  ['', '9', ''],
  ['1e', '9', ''],
  ['', '%2B', '1'],
  ['', '%20', '1'],
  ['', '%FF', ''],
  ['', '1_', '1'],
  ['', '1,', '1'],
  ['0.', '0', '1'],
  ['', 'x', ''],
]

export function malformedRequests(calculator: Calculator, plain: Query): Malformed[] {
  const base = `${targetOf(calculator.path, plain)}${plain.length ? '&' : '?'}`
  const room = MAX_URL_LENGTH - base.length
  const out: Malformed[] = []
  /** `start`, then `piece` as often as the target has room for, then `end`. */
  const add = (start: string, piece: string, end = '') => {
    const count = Math.floor((room - start.length - end.length) / piece.length)
    out.push({ what: `${start}(${piece} × ${count})${end}`, target: base + start + piece.repeat(count) + end })
  }
  const parameters = calculator.variants[0]!.parameters
  const types = new Set<string>()
  for (const p of parameters) {
    if (types.has(p.type)) continue
    types.add(p.type)
    for (const [start, piece, end] of VALUES) add(`${p.name}=${start}`, piece, end)
  }
  const near = parameters[0]!.name
  add('', 'u=1&', 'u=1')
  add('', 'u&', 'u')
  add('', `${near}=1&`, `${near}=1`)
  for (const [what, name] of [['unknown', (i: number) => `u${i}`], [`near ${near}`, (i: number) => `${near}${i}`]] as const) {
    let text = ''
    let i = 0
    while (text.length + name(i).length + 3 <= room) text += `${i ? '&' : ''}${name(i++)}=1`
    out.push({ what: `${i} names ${what}`, target: base + text })
  }
  return out
}
