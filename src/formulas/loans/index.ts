import { emi } from './emi.ts'

export const loanFormulas = [emi]
