import { exactSum, exactTimes } from './exact.ts'
import type { Digits } from './digits.ts'
export function product(a: Digits, b: Digits): Digits {
  return exactTimes(a, b)
}
export function sum(a: Digits, b: Digits, subtract: boolean): Digits {
  return exactSum(a, b, subtract)
}
