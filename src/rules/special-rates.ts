/**
 * Income taxed at a flat rate outside the slabs, other than listed equity's gains
 * (./capital-gains.ts), from src/rules/special-rates.yaml: winnings (section 115BB), virtual
 * digital assets (115BBH), and the indexed alternative for land and buildings acquired before
 * 23 July 2024 (proviso to 112(1)(a)).
 */
import { steadyRule } from './dated.ts'

const rate = '0 < number <= 100'

/** Section 115BB: winnings, per cent. */
export const WINNINGS_115BB_RATE = steadyRule('special-rates.winnings-115bb', rate)
/** Section 115BBH: virtual digital assets, per cent. */
export const VDA_115BBH_RATE = steadyRule('special-rates.vda-115bbh', rate)
/** Proviso to section 112(1)(a): the rate on the indexed gain of land or buildings acquired before 23 July 2024, per cent. */
export const PROPERTY_INDEXED_RATE = steadyRule('special-rates.property-indexed-112', rate)
