/**
 * Health and Education Cess on income tax plus surcharge, per cent (src/rules/cess.yaml).
 */
import { type } from 'arktype'
import { steadyRule } from './dated.ts'

export const HEALTH_AND_EDUCATION_CESS_PERCENT = steadyRule('cess.health-and-education', type('number > 0'))
