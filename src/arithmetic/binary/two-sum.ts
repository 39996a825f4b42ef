/**
 * The exact rounding error of a floating-point sum (Knuth's TwoSum).
 *
 * For doubles a and b with s = fl(a + b) and no overflow, a + b = s + t exactly, where t is
 * the double returned here (Knuth, TAOCP vol. 2, 4.2.2, Theorem B; it holds for any a, b in
 * round-to-nearest, subnormals included). On overflow s is infinite and t is NaN.
 */
export function sumError(a: number, b: number, s: number): number {
  const bVirtual = s - a
  const aVirtual = s - bVirtual
  return (a - aVirtual) + (b - bVirtual)
}
