/**
 * Deductions from a salaried individual's income other than 80C and 80D, with the regime each
 * is allowed in (src/rules/deductions.yaml): 80TTA and 80TTB on interest, 80CCD(2) on the
 * employer's NPS contribution, 57(iia) on family pension, 16(iii) on professional tax, and the
 * old regime's 80G, 80GG, 80EEA, 80EEB, 80U, 80DD and 80DDB.
 */
import { datedRule, steadyRule } from './dated.ts'

const rupees = 'number.integer > 0'
const percent = '0 < number < 100'

/** Section 80TTA, under 60, old regime. */
export const SAVINGS_INTEREST_80TTA_LIMIT = steadyRule('deductions.savings-interest-80tta', rupees)
/** Section 80TTB, residents of 60 or more, old regime. */
export const DEPOSIT_INTEREST_80TTB_LIMIT = steadyRule('deductions.deposit-interest-80ttb', rupees)
/** Section 80CCD(2): per cent of basic + DA, by regime, for a regime-year (the new regime's rose in FY 2024-25). */
export const EMPLOYER_NPS_80CCD2 = datedRule('deductions.employer-nps-80ccd2', { oldRegimePercent: percent, newRegimePercent: percent })
/** Section 57(iia): 1/shareDenominator of the family pension, up to the regime's limit, for a regime-year. */
export const FAMILY_PENSION_57IIA = datedRule('deductions.family-pension-57iia', { shareDenominator: 'number.integer > 0', oldRegimeLimit: rupees, newRegimeLimit: rupees })
/** Section 16(iii), old regime. */
export const PROFESSIONAL_TAX_LIMIT = steadyRule('deductions.professional-tax-limit', rupees)
/** Section 80CCD(2) for a Central or State Government employee, per cent of basic + DA, in either regime. */
export const EMPLOYER_NPS_80CCD2_GOVERNMENT = steadyRule('deductions.employer-nps-80ccd2-government', percent)
/** Section 80G: the share deducted of a 50% donation, and the qualifying limit as a share of adjusted gross total income. */
export const DONATIONS_80G = steadyRule('deductions.donations-80g', { halfSharePercent: percent, qualifyingLimitPercent: percent })
/** Section 80GG with rule 11B: the least of monthlyLimit × 12, incomeSharePercent of adjusted total income, and rent less rentExcessPercent of it. */
export const RENT_80GG = steadyRule('deductions.rent-80gg', { monthlyLimit: rupees, incomeSharePercent: percent, rentExcessPercent: percent })
/** Section 80EEA, old regime. */
export const HOME_LOAN_80EEA_LIMIT = steadyRule('deductions.home-loan-80eea', rupees)
/** Section 80EEB, old regime. */
export const EV_LOAN_80EEB_LIMIT = steadyRule('deductions.ev-loan-80eeb', rupees)
const byDisability = { disabled: rupees, severe: rupees } as const
/** Section 80U, by the filer's disability, old regime. */
export const DISABILITY_80U = steadyRule('deductions.disability-80u', byDisability)
/** Section 80DD, by the dependant's disability, old regime. */
export const DEPENDANT_DISABILITY_80DD = steadyRule('deductions.dependant-disability-80dd', byDisability)
/** Section 80DDB, by whether the patient is a senior citizen, old regime. */
export const MEDICAL_80DDB = steadyRule('deductions.medical-80ddb', { limit: rupees, seniorLimit: rupees })
