/**
 * Which arithmetic a variant's next calculation starts in (./evaluate.ts), of binary,
 * double-double, decimal-digits and decimal, tried in turn. A calculation a tier cannot certify is usually of a
 * kind it never certifies (binary and a 100-year table, or figures near ₹10^11 whose bounds
 * outgrow half a paisa; double-double and an exact tie it cannot read), and the failed attempt
 * costs about as much as the answer that follows. So each of the two certified tiers is skipped
 * after it fails: for one calculation after a first failure, twice as many after each failure
 * in a row, up to MOST_SKIPPED; a calculation it certifies ends the run. A load of such
 * calculations thus pays for the failing tier about once in MOST_SKIPPED. Double-double is
 * skipped only from its second failure in a row: decimal answers several times slower, so one
 * calculation it fails now and then in a mixed load must not send the next to decimal. The
 * answer is the same whichever tier gives it (every tier gives the decimal answer or none);
 * only the time differs. A calculation past double-double starts in decimal-digits, which
 * answers most of what double-double cannot (its failures, a fractional power, come early).
 */
/**
 * A failed binary attempt costs a 100-year table a large part of its answer (its writer stops
 * at the first rounding it cannot certify), so it is paid rarely: skipping the failed tier for
 * at most 16 calculations still left a measurable cost on the table's CPU time, and 64 makes it
 * rarer still (bench/README.md, "What was changed for speed").
 */
const MOST_SKIPPED = 64

/** When one tier is skipped. */
class Skipping {
  /** Calculations still to skip it. */
  #skip = 0
  /** How many its last failure skipped: 0 after it certified one. */
  #skipped = 0
  /** Its failures in a row. */
  #failures = 0

  /** @param failuresBefore failures in a row before it is skipped */
  constructor(readonly failuresBefore: number) {}

  /** Whether this calculation skips the tier. */
  skips(): boolean {
    if (this.#skip === 0) return false
    this.#skip--
    return true
  }

  certified(): void {
    this.#skipped = 0
    this.#failures = 0
  }

  failed(): void {
    if (++this.#failures < this.failuresBefore) return
    this.#skipped = Math.min(this.#skipped === 0 ? 1 : this.#skipped * 2, MOST_SKIPPED)
    this.#skip = this.#skipped
  }
}

export class TierSkips {
  readonly #binary = new Skipping(1)
  readonly #doubleDouble = new Skipping(2)

  /** The tier this calculation starts in, by its place in the order tried: 0 binary, 1 double-double, 2 decimal-digits (then decimal). */
  next(): number {
    if (this.#doubleDouble.skips()) return 2
    return this.#binary.skips() ? 1 : 0
  }

  /** Tier `tier` answered a calculation of the variant that started in tier `first`. */
  answered(first: number, tier: number): void {
    if (first === 0) {
      if (tier === 0) this.#binary.certified()
      else this.#binary.failed()
    }
    if (first <= 1 && tier >= 1) {
      if (tier === 1) this.#doubleDouble.certified()
      else this.#doubleDouble.failed()
    }
  }
}
