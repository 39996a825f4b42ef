/**
 * Deductions from a salaried individual's income other than 80C and 80D, with the regime each
 * is allowed in (src/rules/deductions.yaml): 80TTA and 80TTB on interest, 80CCD(2) on the
 * employer's NPS contribution, 57(iia) on family pension and 16(iii) on professional tax.
 */
import { type } from 'arktype'
import { steadyRule } from './dated.ts'

const rupees = type('number.integer > 0')
const percent = type('0 < number < 100')

/** Section 80TTA, under 60, old regime. */
export const SAVINGS_INTEREST_80TTA_LIMIT = steadyRule('deductions.savings-interest-80tta', rupees)
/** Section 80TTB, residents of 60 or more, old regime. */
export const DEPOSIT_INTEREST_80TTB_LIMIT = steadyRule('deductions.deposit-interest-80ttb', rupees)
/** Section 80CCD(2): per cent of basic + DA, by regime. */
export const EMPLOYER_NPS_80CCD2 = steadyRule('deductions.employer-nps-80ccd2', type({ oldRegimePercent: percent, newRegimePercent: percent }))
/** Section 57(iia): 1/shareDenominator of the family pension, up to the regime's limit. */
export const FAMILY_PENSION_57IIA = steadyRule('deductions.family-pension-57iia', type({ shareDenominator: 'number.integer > 0', oldRegimeLimit: rupees, newRegimeLimit: rupees }))
/** Section 16(iii), old regime. */
export const PROFESSIONAL_TAX_LIMIT = steadyRule('deductions.professional-tax-limit', rupees)
