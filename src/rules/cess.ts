/**
 * Health and Education Cess on income tax plus surcharge, for individuals under both regimes
 * and at every income; no marginal relief applies to it.
 * Source: Finance Act 2018 onwards; https://www.taxtmi.com/tmi_notes?id=2467 ;
 * https://caclub.in/health-and-education-cess-rates-income-tax/ (see india-rules §1e).
 */
export const HEALTH_AND_EDUCATION_CESS_PERCENT = 4
