/**
 * Which arithmetic a variant's next calculation starts in (./evaluate.ts), of binary,
 * double-double and decimal, tried in turn. A calculation a tier cannot certify is usually of a
 * kind it never certifies (binary and a 100-year table, or figures near ₹10^11 whose bounds
 * outgrow half a paisa; double-double and an exact tie it cannot read), and the failed attempt
 * costs about as much as the answer that follows. So when tiers fail on a variant, its next
 * calculations start in the tier that answered: one after a first failure, twice as many after
 * each failure in a row, up to MOST_SKIPPED; a calculation binary certifies ends the run. A
 * load of such calculations thus pays for the failing tiers about once in MOST_SKIPPED, while a
 * mixed load, a tier failing now and then, still starts nearly every calculation in binary.
 * The answer is the same whichever tier gives it (every tier gives the decimal answer or
 * none); only the time differs.
 */
const MOST_SKIPPED = 16

export class FirstTier {
  /** The tier the next calculations start in, by its place in the order tried (0 is binary). */
  #start = 0
  /** Calculations still to start there. */
  #skip = 0
  /** How many the last failure sent there: 0 after binary certified one. */
  #skipped = 0

  /** The tier this calculation starts in. */
  next(): number {
    if (this.#skip === 0) return 0
    this.#skip--
    return this.#start
  }

  /** Tier `tier` answered a calculation of the variant that started in tier `first`. */
  answered(first: number, tier: number): void {
    if (tier === 0) this.#skipped = 0
    else if (tier !== first) {
      this.#skipped = Math.min(this.#skipped === 0 ? 1 : this.#skipped * 2, MOST_SKIPPED)
      this.#skip = this.#skipped
      this.#start = tier
    }
  }
}
