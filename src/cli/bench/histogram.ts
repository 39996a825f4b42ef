/**
 * Latencies in milliseconds, kept in an HDR histogram (hdr-histogram-js, the package autocannon
 * itself uses): whole microseconds from 1 µs up to 10 minutes, two significant digits, so a run
 * of any length takes the same small memory and a percentile is off by less than 1% (it is the
 * upper edge of its bucket, never below the true value, and never above the maximum). Count,
 * mean and maximum are exact.
 *
 * `buckets()` gives the recorded buckets as they are (HDR's own, log-linear: 128 equal steps
 * within each doubling), for the report's JSON and its latency picture.
 */
import { Int32Histogram } from 'hdr-histogram-js'

const HIGHEST_MICROS = 600_000_000
const SIGNIFICANT_DIGITS = 2

export interface LatencySummary {
  p50: number
  p90: number
  p99: number
  /** The 99.9th percentile. */
  p999: number
  max: number
  mean: number
}

/** One bucket of the histogram: `count` latencies above `fromMs` and up to `toMs`. */
export interface LatencyBucket {
  fromMs: number
  toMs: number
  count: number
}

export class LatencyHistogram {
  private readonly hdr = new Int32Histogram(1, HIGHEST_MICROS, SIGNIFICANT_DIGITS)
  count = 0
  private sum = 0
  private max = 0

  record(ms: number): void {
    // whole microseconds, rounding up (less a hair, so that a latency whose product by 1000 is
    // a whole number plus a floating-point residue counts as that whole number)
    const micros = Math.min(HIGHEST_MICROS, Math.max(1, Math.ceil(ms * 1000 - 1e-6)))
    this.hdr.recordValue(micros)
    this.count++
    this.sum += ms
    if (ms > this.max) this.max = ms
  }

  /** The upper edge of the bucket holding `fraction` of the values (0 when there are none), at most the maximum. */
  percentile(fraction: number): number {
    if (this.count === 0) return 0
    return Math.min(this.hdr.getValueAtPercentile(fraction * 100) / 1000, this.max)
  }

  summary(): LatencySummary {
    return {
      p50: round3(this.percentile(0.5)),
      p90: round3(this.percentile(0.9)),
      p99: round3(this.percentile(0.99)),
      p999: round3(this.percentile(0.999)),
      max: round3(this.max),
      mean: round3(this.count ? this.sum / this.count : 0),
    }
  }

  /** The buckets that hold any latency, from the fastest. */
  buckets(): LatencyBucket[] {
    const out: LatencyBucket[] = []
    const iterator = this.hdr.recordedValuesIterator
    iterator.reset()
    while (iterator.hasNext()) {
      const step = iterator.next()
      const value = step.valueIteratedTo
      out.push({ fromMs: (this.hdr.lowestEquivalentValue(value) - 1) / 1000, toMs: this.hdr.highestEquivalentValue(value) / 1000, count: step.countAddedInThisIterationStep })
    }
    return out
  }
}

function round3(ms: number): number {
  return Math.round(ms * 1000) / 1000
}
