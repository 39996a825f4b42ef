import { OLD_REGIME } from './income-tax/old.ts'

/**
 * Deductions for investments, old regime only (the new regime of Section 115BAC allows
 * neither): Section 80C, which with 80CCC and 80CCD(1) shares one yearly limit under
 * Section 80CCE; and Section 80CCD(1B), an extra deduction for the taxpayer's own NPS Tier I
 * contribution above that limit (from AY 2016-17). Income-tax Act 2025: Sections 123/124.
 *
 * Sources (india-rules §3, compiled 2026-11-22):
 * https://caclubindia.com/Experts/80-ccd-national-pension-scheme-and-80-cce-benefit-2329679.asp ;
 * https://www.karnanlg.in/p/section-80ccd1b-of-income-tax-act-under.html ;
 * https://taxguru.in/income-tax/sec-80ccd-additional-deduction-national-pension-system-contribution.html/
 */
export const SECTION_80C = {
  /** Section 80CCE: 80C + 80CCC + 80CCD(1) together, rupees a year. */
  aggregateLimit: 150_000,
  /** Section 80CCD(1B): own NPS contribution, over and above the 80CCE limit, rupees a year. */
  nps80ccd1bLimit: 50_000,
} as const

/** Slab rates of the old regime (per cent), the only regime in which these deductions count. */
export const OLD_REGIME_SLAB_RATES_PERCENT = [...new Set(OLD_REGIME.slabsByAge.flatMap((band) => band.slabs.map((slab) => slab.ratePercent)))].sort((a, b) => a - b)
