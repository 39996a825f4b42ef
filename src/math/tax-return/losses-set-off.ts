/**
 * Brought-forward losses of earlier years set off in this year's return, after the year's own
 * losses (sections 70 and 71, which ../tax-return.ts applies to house property) and before
 * Chapter VI-A (the deductions come off gross total income, which is after every set-off).
 *
 *   house property (71B)     against this year's income from house property only
 *   short-term capital (74(1)(a))  against short-term gains, then long-term gains
 *   long-term capital (74(1)(b))   against long-term gains only
 * A loss is never set off against winnings (115BB) or virtual digital assets (115BBH(2)(b)),
 * nor against salary or other sources. The long-term capital loss is set off first, then the
 * short-term loss against short-term gains and what is left of the long-term ones: the order
 * that leaves the least loss unabsorbed.
 *
 * Which gain a loss meets first, section 74(1) leaves to the assessee (it names no order); the
 * choice taken is the one most favourable to the assessee: the gain taxed at the higher rate
 * first. (The ITR forms list the gains by rate in schedule BFLA; where a form's fixed rows set a
 * loss against a lower-taxed gain, the Act, not the form, is followed: see
 * https://taxguru.in/income-tax/issues-set-capital-losses-itr-forms.html.) Special-rate gains by their rate (111A 20% before 15%; 112 on land at 20% with
 * indexation before 12.5%); a tie goes to section 112 before 112A, whose first ₹1,25,000 is
 * exempt anyway: the 112A exemption then applies to what is left of the gain after the set-off.
 * Short-term gains taxed at slab rates (debt funds, 50AA) rank at the rate of the slab the
 * return's last rupee of income at slab rates falls in (before Chapter VI-A), after a special
 * rate that equals it.
 *
 * The new regime (115BAC(2)(ii)(a)) sets off no loss attributable to a deduction it denies: of
 * the house-property loss, the part from interest on a self-occupied house (24(b) for 23(2));
 * capital losses owe nothing to such deductions and are set off in both regimes (ITAT Pune,
 * Jaynt Vasudeo Aradhye, AY 2022-23: 115BAC bars no set-off of capital losses brought forward).
 *
 * Worked example (fixtures/taxation-salary/income-tax.json): new regime, salary ₹15,00,000, STCG
 * ₹1,00,000, LTCG ₹3,00,000, short-term loss ₹1,50,000 and long-term loss ₹50,000 brought
 * forward: the long-term loss leaves LTCG 2,50,000; the short-term loss takes the STCG 1,00,000
 * and 50,000 of the LTCG, leaving 2,00,000, of which 1,25,000 is exempt (112A): 75,000 at 12.5%
 * = 9,375; nothing is carried forward.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import type { SpecialRateGain } from '../income-tax/computation.ts'
import { InputError } from '../input-error.ts'
import { ruleValue } from '../numbers.ts'
import type { RegimeRules, SlabSchedule } from '../../rules/income-tax.ts'
import { scheduleFor } from '../income-tax/slabs.ts'

/** The losses brought forward from earlier years, rupees (each 0 or absent when none). */
export interface BroughtForwardLosses<N> {
  /** Loss under house property carried forward (section 71B). */
  broughtForwardLossHouseProperty?: N
  /** The part of it from interest on a self-occupied house, which the new regime does not set off. */
  broughtForwardLossHousePropertySelfOccupied?: N
  /** Short-term capital loss carried forward (section 74(1)(a)). */
  broughtForwardLossShortTerm?: N
  /** Long-term capital loss carried forward (section 74(1)(b)). */
  broughtForwardLossLongTerm?: N
}

export type LossKind = 'house-property' | 'short-term-capital' | 'long-term-capital'

/** One loss brought forward: claimed, what the regime does not allow, each income it was set off against, and what is left for later years. */
export interface LossSetOffLine<N> {
  loss: LossKind
  section: string
  claimed: N
  notAllowed: N
  againstHouseProperty: N
  againstSlabRateGains: N
  againstSection111A: N
  againstSection112: N
  againstSection112A: N
  setOff: N
  carriedForward: N
}

export interface LossesSetOff<N> {
  /** Income from house property after the set-off. */
  houseProperty: N
  /** Short-term gains at slab rates (50AA) after the set-off. */
  slabRateGains: N
  /** The special-rate gains after the set-off, in the order given. */
  gains: SpecialRateGain<N>[] | undefined
  /** A line for each loss claimed (none when none is). */
  lines: LossSetOffLine<N>[]
}

/** What the set-off works on: the year's incomes a brought-forward loss may meet. */
export interface SetOffIncome<N> {
  /** Income from house property after this year's own set-off (negative for a loss). */
  houseProperty: N
  slabRateGains: N
  /** Rate of the slab the last rupee of income at slab rates falls in, per cent. */
  slabRatePercent: number
  gains: SpecialRateGain<N>[] | undefined
}

/** Refuses a self-occupied part larger than the house-property loss it is part of. */
export function checkLosses<N>(a: Arithmetic<N>, r: BroughtForwardLosses<N>): void {
  const so = r.broughtForwardLossHousePropertySelfOccupied
  const hp = r.broughtForwardLossHouseProperty ?? a.fromInteger(0)
  if (so !== undefined && a.gt(so, hp)) {
    throw new InputError('broughtForwardLossHousePropertySelfOccupied', 'constraint', `broughtForwardLossHousePropertySelfOccupied (${a.roundedText(so, 2)}) is the part of broughtForwardLossHouseProperty (${a.roundedText(hp, 2)}) from a self-occupied house and cannot exceed it`)
  }
}

/** Whether the return claims any brought-forward loss. */
export function claimsLosses<N>(a: Arithmetic<N>, r: BroughtForwardLosses<N>): boolean {
  return [r.broughtForwardLossHouseProperty, r.broughtForwardLossShortTerm, r.broughtForwardLossLongTerm].some((x) => x !== undefined && !a.isZero(x))
}

/** A gain a capital loss may meet: where it is (an index in the special-rate list, or the slab-rate gains), its section and the rate that ranks it. */
interface Target {
  index: number | 'slab'
  column: 'againstSlabRateGains' | 'againstSection111A' | 'againstSection112' | 'againstSection112A'
  longTerm: boolean
  ratePercent: number
  /** Second key, for equal rates: a special rate before slab rates, 112 before 112A. */
  tie: number
}

const COLUMN: Partial<Record<SpecialRateGain<unknown>['kind'], Target['column']>> = {
  'short-term': 'againstSection111A',
  'long-term-other': 'againstSection112',
  'long-term': 'againstSection112A',
}

/** See the header. `old` is the regime. */
export function setOffLosses<N>(a: Arithmetic<N>, old: boolean, r: BroughtForwardLosses<N>, income: SetOffIncome<N>): LossesSetOff<N> {
  const zero = a.fromInteger(0)
  const or0 = (x: N | undefined) => x ?? zero
  const gains = income.gains?.map((g) => ({ ...g }))
  let slabRateGains = income.slabRateGains
  const line = (loss: LossKind, section: string, claimed: N, notAllowed: N): LossSetOffLine<N> => ({
    loss, section, claimed, notAllowed,
    againstHouseProperty: zero, againstSlabRateGains: zero, againstSection111A: zero, againstSection112: zero, againstSection112A: zero,
    setOff: zero, carriedForward: zero,
  })

  // 71B: house property against house property.
  const hpClaimed = or0(r.broughtForwardLossHouseProperty)
  const hp = line('house-property', '71B', hpClaimed, old ? zero : or0(r.broughtForwardLossHousePropertySelfOccupied))
  hp.againstHouseProperty = a.max(zero, a.min(a.minus(hpClaimed, hp.notAllowed), income.houseProperty))
  const houseProperty = a.minus(income.houseProperty, hp.againstHouseProperty)

  // 74: capital losses against gains, the higher rate first.
  const targets: Target[] = []
  gains?.forEach((g, index) => {
    const column = COLUMN[g.kind]
    if (column) targets.push({ index, column, longTerm: g.kind !== 'short-term', ratePercent: g.ratePercent, tie: g.kind === 'long-term' ? 2 : 0 })
  })
  targets.push({ index: 'slab', column: 'againstSlabRateGains', longTerm: false, ratePercent: income.slabRatePercent, tie: 1 })
  targets.sort((x, y) => y.ratePercent - x.ratePercent || x.tie - y.tie)
  const amountOf = (t: Target) => (t.index === 'slab' ? slabRateGains : gains![t.index]!.amount)
  const take = (l: LossSetOffLine<N>, left: N, t: Target): N => {
    const used = a.min(left, amountOf(t))
    if (a.isZero(used)) return left
    if (t.index === 'slab') slabRateGains = a.minus(slabRateGains, used)
    else gains![t.index]!.amount = a.minus(gains![t.index]!.amount, used)
    l[t.column] = a.plus(l[t.column], used)
    return a.minus(left, used)
  }
  const lt = line('long-term-capital', '74(1)(b)', or0(r.broughtForwardLossLongTerm), zero)
  let ltLeft = lt.claimed
  for (const t of targets) if (t.longTerm) ltLeft = take(lt, ltLeft, t)
  const st = line('short-term-capital', '74(1)(a)', or0(r.broughtForwardLossShortTerm), zero)
  let stLeft = st.claimed
  for (const t of targets) if (!t.longTerm) stLeft = take(st, stLeft, t)
  for (const t of targets) if (t.longTerm) stLeft = take(st, stLeft, t)

  const lines = [hp, st, lt].filter((l) => !a.isZero(l.claimed))
  for (const l of lines) {
    l.setOff = [l.againstHouseProperty, l.againstSlabRateGains, l.againstSection111A, l.againstSection112, l.againstSection112A].reduce((s, x) => a.plus(s, x), zero)
    l.carriedForward = a.minus(a.minus(l.claimed, l.notAllowed), l.setOff)
  }
  return { houseProperty, slabRateGains, gains, lines }
}

/** The rate of the slab the last rupee of `slabIncome` falls in (0 for none), per cent. */
function slabRateAt<N>(a: Arithmetic<N>, schedule: SlabSchedule, slabIncome: N): number {
  if (!a.gt(slabIncome, a.fromInteger(0))) return 0
  const row = schedule.slabs.find((s) => s.upTo === null || a.lte(slabIncome, ruleValue(a, s.upTo)))
  return (row ?? schedule.slabs[schedule.slabs.length - 1]!).ratePercent
}

/**
 * The set-off of a return whose special-rate gains may be taxed two ways (land acquired before
 * 23 July 2024: ./special-income.ts): the same set-off of each list. House property and the
 * slab-rate gains come out the same from both, since neither depends on the 112 gains.
 * `slabIncome` is the income at slab rates before the set-off and Chapter VI-A, whose slab
 * ranks the slab-rate gains; the person's age and residence pick the schedule.
 */
export function setOffEachWay<N>(
  a: Arithmetic<N>,
  rules: RegimeRules,
  r: BroughtForwardLosses<N> & { age: N; resident: boolean },
  income: { houseProperty: N; slabRateGains: N; slabIncome: N },
  lists: { withoutIndexation: SpecialRateGain<N>[] | undefined; withIndexation?: SpecialRateGain<N>[] },
): { withoutIndexation: LossesSetOff<N>; withIndexation?: LossesSetOff<N> } {
  // no loss brought forward: every income stays as it is
  if (!claimsLosses(a, r)) {
    const unchanged = (gains: SpecialRateGain<N>[] | undefined): LossesSetOff<N> => ({ houseProperty: income.houseProperty, slabRateGains: income.slabRateGains, gains, lines: [] })
    const withoutIndexation = unchanged(lists.withoutIndexation)
    return lists.withIndexation ? { withoutIndexation, withIndexation: unchanged(lists.withIndexation) } : { withoutIndexation }
  }
  const old = rules.regime === 'old'
  const slabRatePercent = slabRateAt(a, scheduleFor(rules, r.resident ? a.toNumber(r.age) : 0), income.slabIncome)
  const base = { houseProperty: income.houseProperty, slabRateGains: income.slabRateGains, slabRatePercent }
  const withoutIndexation = setOffLosses(a, old, r, { ...base, gains: lists.withoutIndexation })
  if (!lists.withIndexation) return { withoutIndexation }
  return { withoutIndexation, withIndexation: setOffLosses(a, old, r, { ...base, gains: lists.withIndexation }) }
}
