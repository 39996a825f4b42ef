/**
 * Which arithmetic a variant's next calculation starts in (./evaluate.ts): binary or
 * double-double, tried before decimal. A calculation binary cannot certify is usually of a
 * kind it never certifies (a 100-year table, figures near ₹10^11 whose bounds outgrow half a
 * paisa), and the failed attempt costs about as much as the double-double answer that follows.
 * So when binary fails on a variant, its next calculations start in double-double: one after a
 * first failure, twice as many after each failure in a row, up to MOST_SKIPPED; a calculation
 * binary certifies ends the run. A load of such calculations thus pays for the failed binary
 * attempt about once in MOST_SKIPPED, while a mixed load, binary failing now and then, still
 * starts nearly every calculation in binary. Decimal is never started in: it answers what
 * double-double cannot (an exact tie it cannot read) several times slower than double-double
 * answers the rest, so a calculation sent to it by mistake would cost more than the
 * double-double attempt saved. The answer is the same whichever tier gives it (every tier gives
 * the decimal answer or none); only the time differs.
 */
const MOST_SKIPPED = 16

export class FirstTier {
  /** Calculations still to start in double-double. */
  #skip = 0
  /** How many the last failure of binary sent there: 0 after binary certified one. */
  #skipped = 0

  /** The tier this calculation starts in, by its place in the order tried: 0 binary, 1 double-double. */
  next(): number {
    if (this.#skip === 0) return 0
    this.#skip--
    return 1
  }

  /** Tier `tier` answered a calculation of the variant that started in tier `first`. */
  answered(first: number, tier: number): void {
    if (tier === 0) this.#skipped = 0
    else if (first === 0) {
      // binary failed
      this.#skipped = Math.min(this.#skipped === 0 ? 1 : this.#skipped * 2, MOST_SKIPPED)
      this.#skip = this.#skipped
    }
  }
}
