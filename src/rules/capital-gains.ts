/**
 * Tax on capital gains from listed equity, equity-oriented mutual funds and units of business
 * trusts (STT paid), and on unlisted shares: rates, the yearly exemption and holding periods by
 * the date of transfer (src/rules/capital-gains.yaml). The rates changed for transfers on or
 * after 23 July 2024 (Finance (No. 2) Act 2024).
 */
import { RuleBookError, SERVED_FROM } from './book.ts'
import { datedRule, steadyRule } from './dated.ts'

const rate = '0 <= number <= 100'

/** Section 111A: short-term gains (held 12 months or less), by date of transfer. */
export const EQUITY_SHORT_TERM_RATE = datedRule('capital-gains.equity.short-term-rate', rate)
/** Section 112A: long-term gains above the yearly exemption, by date of transfer. */
export const EQUITY_LONG_TERM_RATE = datedRule('capital-gains.equity.long-term-rate', rate)
/** Section 112A: long-term gains exempt each financial year, rupees, by the year of transfer. */
export const EQUITY_LONG_TERM_EXEMPTION = datedRule('capital-gains.equity.long-term-exemption', 'number >= 0')
/** Section 112: long-term gains on unlisted shares, by date of transfer: the rate, and whether the cost is indexed first. */
export const OTHER_LONG_TERM = datedRule('capital-gains.other.long-term', { ratePercent: rate, indexation: 'boolean' })

/**
 * Cost Inflation Index by financial year (`2023-24`), for the indexed cost of a long-term
 * asset where the law allows it: unlisted shares transferred before 23 July 2024.
 */
export const COST_INFLATION_INDEX = datedRule('capital-gains.cost-inflation-index', 'Record<string, number.integer >= 100>')

/**
 * Listed equity as taxed on transfers from 23 July 2024 on: what the calculators that take no
 * date of transfer apply (the latest value of each rule).
 */
export const EQUITY_CAPITAL_GAINS = {
  shortTermRatePercent: EQUITY_SHORT_TERM_RATE.latest,
  longTermRatePercent: EQUITY_LONG_TERM_RATE.latest,
  longTermExemption: EQUITY_LONG_TERM_EXEMPTION.latest,
  /** Months held after which a listed equity gain is long-term. */
  longTermAfterMonths: steadyRule('capital-gains.equity.long-term-after-months', 'number.integer > 0'),
} as const

const months = 'number.integer > 0'

/**
 * Section 2(42A): months held after which a gain is long-term, by class of asset and date of
 * transfer (gold, debt and other assets 36 months before 23 July 2024, 24 from then on).
 */
export const LONG_TERM_AFTER_MONTHS = datedRule('capital-gains.other.long-term-after-months', { listedSecurities: months, unlistedShares: months, immovableProperty: months, otherAssets: months })

/** The months of one class that hold on every date served (the calculators that read them take no date of transfer for it). */
function steadyMonths(asset: 'unlistedShares'): number {
  const served = LONG_TERM_AFTER_MONTHS.values.filter((v) => v.to === undefined || v.to >= SERVED_FROM).map((v) => v.value[asset])
  if (new Set(served).size !== 1) throw new RuleBookError([`${LONG_TERM_AFTER_MONTHS.id}: ${asset} changes on a date served; the calculators that read it must read it on the date of transfer`])
  return served[0]!
}

/** Unlisted shares, as taxed on transfers from 23 July 2024 on: 12.5% without indexation after 24 months. */
export const OTHER_CAPITAL_GAINS = {
  longTermRatePercent: OTHER_LONG_TERM.latest.ratePercent,
  longTermAfterMonths: steadyMonths('unlistedShares'),
} as const
