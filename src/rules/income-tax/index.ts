/**
 * Every income-tax regime-year the API knows, by the value of the `regime` parameter.
 * A new year is a new table file and one row here (and the value in calculators.yaml).
 */
import { NEW_REGIME_2024_25 } from './new-2024-25.ts'
import { NEW_REGIME_2025_26 } from './new-2025-26.ts'
import { NEW_REGIME_2026_27 } from './new-2026-27.ts'
import { OLD_REGIME } from './old.ts'
import type { RegimeRules } from './types.ts'

export type { RegimeRules, Slab, SlabSchedule, SurchargeBand } from './types.ts'

export const INCOME_TAX_REGIMES: ReadonlyMap<string, RegimeRules> = new Map(
  [OLD_REGIME, NEW_REGIME_2024_25, NEW_REGIME_2025_26, NEW_REGIME_2026_27].map((r) => [r.id, r]),
)

/**
 * The latest new regime: what the calculators without a `regime` parameter apply, and what
 * `regime=new` stands for (calculators.yaml's `valueAliases`, which a test holds to this).
 */
export const LATEST_NEW_REGIME = 'new-2026-27'

/** The rules of a regime-year. */
export function regimeRules(id: string): RegimeRules {
  const rules = INCOME_TAX_REGIMES.get(id)
  if (!rules) throw new Error(`no income-tax table for regime '${id}'`)
  return rules
}
