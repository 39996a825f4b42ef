/**
 * Which arithmetic a variant's next calculation starts in (./evaluate.ts). A calculation binary
 * cannot certify is usually of a kind binary never certifies (a 100-year table, figures near
 * ₹10^11, whose bounds outgrow half a paisa), and its binary attempt then costs about as much
 * as the double-double answer that follows. So each failure of binary on a variant makes its
 * next calculations start in double-double: one after a first failure, twice as many after
 * each failure in a row, up to MOST_SKIPPED; a calculation binary certifies ends the run. A
 * load of such calculations thus pays for a binary attempt about once in MOST_SKIPPED, while
 * a mixed load, binary failing now and then, still starts nearly every calculation in binary.
 * The answer is the same whichever tier gives it (every tier gives the decimal answer or
 * none); only the time differs.
 */
const MOST_SKIPPED = 16

export class FirstTier {
  /** Calculations still to start in double-double. */
  #skip = 0
  /** How many the last failure of binary skipped: 0 after binary certified one. */
  #skipped = 0

  /** Whether this calculation skips binary. */
  skipsBinary(): boolean {
    if (this.#skip === 0) return false
    this.#skip--
    return true
  }

  /** Binary certified a calculation of the variant. */
  binaryCertified(): void {
    this.#skipped = 0
  }

  /** Binary could not certify a calculation of the variant. */
  binaryFailed(): void {
    this.#skipped = Math.min(this.#skipped === 0 ? 1 : this.#skipped * 2, MOST_SKIPPED)
    this.#skip = this.#skipped
  }
}
