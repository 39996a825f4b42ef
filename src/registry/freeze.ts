/** Freezes a value and everything it holds: a registry is data nothing may change once checked. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) freezeHeld(Object.freeze(value) as Record<string, unknown>)
  return value
}

// arrays by index and objects by `for … in` (a registry's objects are plain): no list of keys is made
function freezeHeld(value: Record<string, unknown>): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) deepFreeze(value[i])
  } else {
    for (const key in value) deepFreeze(value[key])
  }
}
