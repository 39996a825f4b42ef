/**
 * An answer that depends on today's date is fresh until midnight in India, so its max-age
 * counts down: two answers to the same request taken a moment apart may differ by a second or
 * two, not more. Whether two Cache-Control values are such a pair.
 */
export function sameDayLifetime(a = '', b = ''): boolean {
  const age = (value: string) => /^public, max-age=(\d+)$/.exec(value)?.[1]
  const [x, y] = [age(a), age(b)]
  return x !== undefined && y !== undefined && Number(x) < 86400 && Number(y) < 86400 && Math.abs(Number(x) - Number(y)) <= 2
}

/** Whether two responses' headers are the same, a same-day lifetime's countdown aside. */
export function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const name of names) if (a[name] !== b[name] && !(name === 'cache-control' && sameDayLifetime(a[name], b[name]))) return false
  return true
}
