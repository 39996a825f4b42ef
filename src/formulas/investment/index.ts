import { cagr } from './cagr.ts'
import { sip } from './sip.ts'

export const investmentFormulas = [sip, cagr]
