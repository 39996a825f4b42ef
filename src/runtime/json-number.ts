/**
 * Numbers in a response body are always written as plain decimals. The result's figures are
 * written from their exact decimal text (./write-result.ts); the echoed input is an object that
 * JSON.stringify writes, and JSON.stringify writes a double of magnitude 10^21 or more, or below
 * 10^-6, in exponent notation (`4.7e+31`, `1e-7`), which many JSON consumers (spreadsheets,
 * languages reading into decimals, people) handle badly or not at all. Such a number is put into
 * the echo as a PlainNumber holding its decimal text; JSON.stringify writes it as a marked
 * string, and `plainNumbers` then swaps each marked string for its digits.
 *
 * Only texts that hold such a number are rewritten: `written()` counts the PlainNumbers made,
 * so the caller compares the count before and after building the echo, at no cost otherwise.
 */
/** A private-use character and a tag: no text of this service's responses contains it. */
const MARK = '\uF8FFplain:'
const MARKED = /"\uF8FFplain:(-?[0-9]+(?:\.[0-9]+)?)"/g

let made = 0

export class PlainNumber {
  constructor(readonly text: string) {
    made++
  }

  toJSON(): string {
    return MARK + this.text
  }
}

/** Whether JSON.stringify would write `n` in exponent notation. */
export function needsPlainText(n: number): boolean {
  return n >= 1e21 || n <= -1e21 || (n !== 0 && n > -1e-6 && n < 1e-6)
}

/** How many PlainNumbers have been made so far (compare before and after building a body). */
export function written(): number {
  return made
}

/** The JSON text with every marked PlainNumber written as its bare digits. */
export function plainNumbers(json: string): string {
  return json.replace(MARKED, '$1')
}
