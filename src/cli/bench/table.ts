/**
 * Tables and figures as the benchmarks print them: `fincalc bench`'s report and `npm run
 * bench`'s ratio tables, on a terminal (columns padded) or in Markdown (for bench/README.md).
 */

export type TableStyle = 'text' | 'markdown'

/**
 * Rows under a header. Columns of figures (digits, signs, separators, units such as % and ×,
 * or '-') are right-aligned, every other column left-aligned, in text and in Markdown alike.
 */
export function table(header: readonly string[], rows: readonly (readonly string[])[], style: TableStyle = 'text'): string {
  const figures = header.map((_, i) => i > 0 && rows.every((r) => /^[-+\d.,\u00d7%\s]*$/.test(r[i] ?? '')))
  const leftAligned = (i: number) => !figures[i]
  if (style === 'markdown') {
    const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`
    return [line(header), `|${header.map((_, i) => (leftAligned(i) ? '---' : '--:')).join('|')}|`, ...rows.map(line)].join('\n')
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (leftAligned(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}

/** A number with thousands separators: 12,345.6. */
export function group(n: number): string {
  const [whole, fraction] = String(n).split('.')
  return whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '')
}

/** `digits` decimals, or '-' for a figure that is missing or not finite. */
export function fixed(x: number | null | undefined, digits = 2): string {
  return typeof x === 'number' && Number.isFinite(x) ? x.toFixed(digits) : '-'
}

/** Milliseconds to three significant figures or so. */
export function ms(n: number): string {
  return n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : String(Math.round(n))
}

/** A share as a percentage with one decimal. */
export function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`
}

/** A ratio: 1.23×, or '-'. */
export function times(r: number | null): string {
  return r === null ? '-' : `${r.toFixed(2)}×`
}

/** The median of the finite figures; NaN when there are none. */
export function median(xs: readonly number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (s.length === 0) return NaN
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
