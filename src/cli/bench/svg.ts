/**
 * The few chart parts the benchmark's HTML page draws, as inline SVG text: scales (linear and
 * logarithmic), a frame with axes, ticks and labels, and text escaping. Hand-written rather
 * than a chart library: the page must work opened from disk with no script, and the pictures
 * need only bars, lines and marks on two kinds of axis.
 */

export interface Scale {
  (value: number): number
  ticks: number[]
  label: (value: number) => string
}

/** Text or an attribute value, escaped for HTML and SVG. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** `domain` onto `range`, ticks at round numbers (about five). */
export function linearScale(domain: [number, number], range: [number, number], label = (v: number) => compact(v)): Scale {
  const [d0, d1] = domain[1] > domain[0] ? domain : [domain[0], domain[0] + 1]
  const step = niceStep((d1 - d0) / 5)
  const ticks: number[] = []
  for (let t = Math.ceil(d0 / step) * step; t <= d1 + step * 1e-9; t += step) ticks.push(Number(t.toPrecision(12)))
  return Object.assign((v: number) => range[0] + ((v - d0) / (d1 - d0)) * (range[1] - range[0]), { ticks, label })
}

/** `domain` (both ends above 0) onto `range` on a logarithmic axis, ticks at 1, 2 and 5 × 10ⁿ. */
export function logScale(domain: [number, number], range: [number, number], label = (v: number) => compact(v)): Scale {
  const l0 = Math.log10(domain[0])
  const l1 = Math.max(Math.log10(domain[1]), l0 + 0.5)
  const ticks: number[] = []
  for (let e = Math.floor(l0); e <= Math.ceil(l1); e++) for (const m of [1, 2, 5]) {
    const t = m * 10 ** e
    if (Math.log10(t) >= l0 - 1e-9 && Math.log10(t) <= l1 + 1e-9) ticks.push(Number(t.toPrecision(6)))
  }
  return Object.assign((v: number) => range[0] + ((Math.log10(Math.max(v, domain[0])) - l0) / (l1 - l0)) * (range[1] - range[0]), { ticks, label })
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw || 1))
  const m = raw / power
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * power
}

/** 1,234 / 12.5 / 0.25: a tick label. */
export function compact(v: number): string {
  if (v === 0) return '0'
  if (Math.abs(v) >= 1000) return Math.round(v).toLocaleString('en-US')
  return String(Number(v.toPrecision(3)))
}

export interface Frame {
  width: number
  height: number
  /** The plot area inside the axes. */
  left: number
  right: number
  top: number
  bottom: number
}

export function frame(width: number, height: number, margins = { left: 56, right: 16, top: 12, bottom: 40 }): Frame {
  return { width, height, left: margins.left, right: width - margins.right, top: margins.top, bottom: height - margins.bottom }
}

/**
 * An SVG element: the axes of `x` and `y` (gridlines at their ticks, labels, titles) around
 * `body`. `chart` names it for the page's tests (data-chart); `title` is read aloud.
 */
export function svgChart(options: { chart: string; title: string; f: Frame; x: Scale; y: Scale; xTitle: string; yTitle: string; body: string[] }): string {
  const { f, x, y } = options
  const parts: string[] = []
  parts.push(`<svg viewBox="0 0 ${f.width} ${f.height}" width="${f.width}" height="${f.height}" role="img" aria-label="${esc(options.title)}" data-chart="${esc(options.chart)}">`)
  parts.push(`<title>${esc(options.title)}</title>`)
  for (const t of y.ticks) {
    const py = y(t).toFixed(1)
    parts.push(`<line class="grid" x1="${f.left}" x2="${f.right}" y1="${py}" y2="${py}"/><text class="tick" x="${f.left - 6}" y="${py}" text-anchor="end" dominant-baseline="middle">${esc(y.label(t))}</text>`)
  }
  for (const t of x.ticks) {
    const px = x(t).toFixed(1)
    parts.push(`<line class="grid" x1="${px}" x2="${px}" y1="${f.top}" y2="${f.bottom}"/><text class="tick" x="${px}" y="${f.bottom + 14}" text-anchor="middle">${esc(x.label(t))}</text>`)
  }
  parts.push(`<line class="axis" x1="${f.left}" x2="${f.right}" y1="${f.bottom}" y2="${f.bottom}"/><line class="axis" x1="${f.left}" x2="${f.left}" y1="${f.top}" y2="${f.bottom}"/>`)
  parts.push(`<text class="axis-title" x="${(f.left + f.right) / 2}" y="${f.height - 6}" text-anchor="middle">${esc(options.xTitle)}</text>`)
  parts.push(`<text class="axis-title" transform="translate(12 ${(f.top + f.bottom) / 2}) rotate(-90)" text-anchor="middle">${esc(options.yTitle)}</text>`)
  parts.push(...options.body, '</svg>')
  return parts.join('\n')
}

/** An SVG element saying why there is no picture. */
export function svgEmpty(chart: string, f: Frame, why: string): string {
  return `<svg viewBox="0 0 ${f.width} ${f.height}" width="${f.width}" height="${f.height}" data-chart="${esc(chart)}" data-empty="true"><text class="tick" x="${f.width / 2}" y="${f.height / 2}" text-anchor="middle">${esc(why)}</text></svg>`
}
