/**
 * Health and Education Cess on income tax plus surcharge, per cent (src/rules/cess.yaml).
 */
import { steadyRule } from './dated.ts'

export const HEALTH_AND_EDUCATION_CESS_PERCENT = steadyRule('cess.health-and-education', 'number > 0')
