/**
 * The library's names for a registry id: `home-loan-eligibility` → function `homeLoanEligibility`,
 * types `HomeLoanEligibilityInput`, `…Answer`. An id that starts with a digit names a section of
 * the Income-tax Act: `80c-planner` → `section80cPlanner`.
 */
export function functionName(id: string): string {
  const words = (/^\d/.test(id) ? `section-${id}` : id).split('-')
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('')
}

export function typeName(id: string): string {
  const name = functionName(id)
  return name.charAt(0).toUpperCase() + name.slice(1)
}
