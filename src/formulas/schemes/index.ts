import type { Formula } from '../formula.ts'
import { apy } from './apy.ts'
import { nsc } from './nsc.ts'
import { retirement } from './retirement.ts'
import { ssy } from './ssy.ts'

export const schemeFormulas: Formula[] = [retirement, ssy, apy, nsc]
