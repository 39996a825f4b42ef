import type { Formula } from '../formula.ts'
import { breakEven } from './break-even.ts'
import { dscr } from './dscr.ts'
import { gstItc } from './gst-itc.ts'
import { gst } from './gst.ts'
import { netWorth } from './net-worth.ts'
import { profitMargin } from './profit-margin.ts'
import { rentalYield } from './rental-yield.ts'
import { startupBurnRate } from './startup-burn-rate.ts'
import { workingCapital } from './working-capital.ts'

export const businessFormulas: Formula[] = [gst, gstItc, startupBurnRate, rentalYield, netWorth, breakEven, dscr, profitMargin, workingCapital]
