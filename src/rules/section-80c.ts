/**
 * Deductions for investments, old regime only (the new regime of Section 115BAC allows
 * neither): Section 80C, which with 80CCC and 80CCD(1) shares one yearly limit under
 * Section 80CCE; and Section 80CCD(1B), an extra deduction for the taxpayer's own NPS Tier I
 * contribution above that limit (from AY 2016-17). Income-tax Act 2025: Sections 123/124.
 * The limits and their sources: src/rules/section-80c.yaml.
 */
import { steadyRule } from './dated.ts'
import { OLD_REGIME } from './income-tax.ts'

export const SECTION_80C = {
  /** Section 80CCE: 80C + 80CCC + 80CCD(1) together, rupees a year. */
  aggregateLimit: steadyRule('section-80c.aggregate-limit', 'number > 0'),
  /** Section 80CCD(1B): own NPS contribution, over and above the 80CCE limit, rupees a year. */
  nps80ccd1bLimit: steadyRule('section-80c.nps-80ccd1b-limit', 'number > 0'),
} as const

/** Slab rates of the old regime (per cent), the only regime in which these deductions count. */
export const OLD_REGIME_SLAB_RATES_PERCENT = [...new Set(OLD_REGIME.slabsByAge.flatMap((band) => band.slabs.map((slab) => slab.ratePercent)))].sort((a, b) => a - b)
