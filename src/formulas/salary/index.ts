import type { Formula } from '../formula.ts'
import { section80cPlanner } from './80c-planner.ts'
import { gratuity } from './gratuity.ts'
import { hra } from './hra.ts'
import { section80d } from './section-80d.ts'

export const salaryFormulas: Formula[] = [hra, gratuity, section80cPlanner, section80d]
