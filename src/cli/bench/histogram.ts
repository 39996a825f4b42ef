/**
 * Latencies in milliseconds, kept in log-spaced buckets 1% wide from 1 µs up to 10 minutes, so
 * a run of any length takes the same small memory and a percentile is off by at most 1%
 * (it is the upper edge of its bucket, never below the true value). Count, mean and maximum
 * are exact.
 */
const LOWEST_MS = 0.001
const GROWTH = 1.01
const LOG_GROWTH = Math.log(GROWTH)
const BUCKETS = Math.ceil(Math.log(600_000 / LOWEST_MS) / LOG_GROWTH) + 1

export interface LatencySummary {
  p50: number
  p90: number
  p99: number
  max: number
  mean: number
}

export class LatencyHistogram {
  private readonly counts = new Uint32Array(BUCKETS)
  count = 0
  private sum = 0
  private max = 0

  record(ms: number): void {
    const index = ms <= LOWEST_MS ? 0 : Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / LOWEST_MS) / LOG_GROWTH))
    this.counts[index]!++
    this.count++
    this.sum += ms
    if (ms > this.max) this.max = ms
  }

  /** The smallest bucket edge at or above `fraction` of the values (0 when there are none). */
  percentile(fraction: number): number {
    if (this.count === 0) return 0
    const rank = Math.max(1, Math.ceil(fraction * this.count))
    let seen = 0
    for (let i = 0; i < BUCKETS; i++) {
      seen += this.counts[i]!
      if (seen >= rank) return Math.min(LOWEST_MS * GROWTH ** i, this.max)
    }
    return this.max
  }

  summary(): LatencySummary {
    return {
      p50: round3(this.percentile(0.5)),
      p90: round3(this.percentile(0.9)),
      p99: round3(this.percentile(0.99)),
      max: round3(this.max),
      mean: round3(this.count ? this.sum / this.count : 0),
    }
  }
}

function round3(ms: number): number {
  return Math.round(ms * 1000) / 1000
}
