/**
 * JSON text written as UTF-8 bytes into one growing buffer, then read back as a string once.
 *
 * A body made by joining hundreds of small strings is a tree of string pieces that the engine
 * must copy into one before it can be hashed or sent, which costs as much as writing it; bytes
 * written in place need one decoding at the end. The buffer is reused from one answer to the
 * next (answers are written one at a time, synchronously), so writing allocates nothing but the
 * final string, and an answer's ETag is hashed from the same bytes, never encoded again.
 */
import { scaledLength, writeScaled, type Scaled } from '../arithmetic/scaled-decimal.ts'

/**
 * A tag of the first `length` bytes of `bytes` (a buffer of whole 32-bit words, also given as
 * `words`): the ETag a server sends (./etag.ts's entityTagOfBytes), given by whoever needs one.
 */
export type BytesTagger = (bytes: Uint8Array, length: number, words: Int32Array) => string

const encoder = new TextEncoder()
// a text that starts with U+FEFF keeps it: the decoder's default drops a leading byte-order mark
const decoder = new TextDecoder('utf-8', { ignoreBOM: true })

/**
 * Text prepared once (the answer's `{"input":`, a member's `,"name":`), its UTF-8 bytes kept as 32-bit little-endian
 * words so that it is written four bytes at a time: a short text copies several times faster
 * that way than through `TypedArray#set`, whose call costs more than the copy. A text of at
 * most SHORT bytes, as nearly every member's key is, also has its words as six fields, written
 * by six stores with no loop, faster than the loop over the words.
 */
export class PreparedText {
  /** Its length in bytes. */
  readonly length: number
  readonly words: Uint32Array
  /** Whether it has at most SHORT bytes, its words then w0 … w5 (zero past its end). */
  readonly short: boolean
  readonly w0: number
  readonly w1: number
  readonly w2: number
  readonly w3: number
  readonly w4: number
  readonly w5: number
  /** The bytes writing it covers (its words', SHORT for a short text), of which `length` count. */
  readonly room: number

  constructor(text: string) {
    const bytes = encoder.encode(text)
    this.length = bytes.length
    this.words = new Uint32Array(Math.ceil(bytes.length / 4))
    for (let i = 0; i < bytes.length; i++) this.words[i >> 2]! |= bytes[i]! << (8 * (i & 3))
    this.short = bytes.length <= SHORT
    const word = (i: number) => (i < this.words.length ? this.words[i]! : 0)
    this.w0 = word(0)
    this.w1 = word(1)
    this.w2 = word(2)
    this.w3 = word(3)
    this.w4 = word(4)
    this.w5 = word(5)
    this.room = this.short ? SHORT : this.words.length * 4
  }
}

/** The longest text written as six words. */
const SHORT = 24
/** The longest text copied a character at a time rather than encoded (TextEncoder's call costs more below it). */
const SHORT_TEXT = 64

/** Writes a prepared text at `at` and returns the position after it; `view` must hold its room from `at`. */
function writePrepared(text: PreparedText, view: DataView, at: number): number {
  if (text.short) {
    view.setUint32(at, text.w0, true)
    view.setUint32(at + 4, text.w1, true)
    view.setUint32(at + 8, text.w2, true)
    view.setUint32(at + 12, text.w3, true)
    view.setUint32(at + 16, text.w4, true)
    view.setUint32(at + 20, text.w5, true)
  } else {
    const words = text.words
    for (let i = 0; i < words.length; i++) view.setUint32(at + 4 * i, words[i]!, true)
  }
  return at + text.length
}

export class JsonOutput {
  #bytes = new Uint8Array(16_384)
  #view = new DataView(this.#bytes.buffer)
  #words = new Int32Array(this.#bytes.buffer)
  #length = 0

  /** Starts a new text. */
  reset(): void {
    this.#length = 0
  }

  /** How many bytes are written since the last reset. */
  get length(): number {
    return this.#length
  }

  /** Drops what was written from `length` on. */
  truncate(length: number): void {
    this.#length = length
  }

  /** Sets the byte at `at` (below length) to the ASCII character `code`. */
  replace(at: number, code: number): void {
    this.#bytes[at] = code
  }

  /** Text known to be ASCII (digits, punctuation, `null`, `true`). */
  ascii(text: string): void {
    const end = this.#length + text.length
    if (end > this.#bytes.length) this.#grow(end)
    const bytes = this.#bytes
    for (let i = 0, at = this.#length; i < text.length; i++, at++) bytes[at] = text.charCodeAt(i)
    this.#length = end
  }

  /** Text prepared once. Writing it may cover bytes past it (its `room`), which count for nothing. */
  prepared(text: PreparedText): void {
    const at = this.#length
    if (at + text.room > this.#bytes.length) this.#grow(at + text.room)
    this.#length = writePrepared(text, this.#view, at)
  }

  /** The bytes of `source` from `from` to `to`, text prepared once (a run of members written alike by every answer). */
  span(source: Uint8Array, from: number, to: number): void {
    const end = this.#length + to - from
    if (end > this.#bytes.length) this.#grow(end)
    this.#bytes.set(source.subarray(from, to), this.#length)
    this.#length = end
  }

  /** One ASCII character by its code. */
  byte(code: number): void {
    if (this.#length === this.#bytes.length) this.#grow(this.#length + 1)
    this.#bytes[this.#length++] = code
  }

  /**
   * A member `key` (prepared text) and its figure k × 10^-places, the commonest pair of a
   * result: one check of the room for both.
   */
  figure(key: PreparedText, k: Scaled, places: number): void {
    const at = this.#length
    if (at + key.room + scaledLength(k, places) > this.#bytes.length) this.#grow(at + key.room + scaledLength(k, places))
    const view = this.#view
    this.#length = writeScaled(k, places, view, writePrepared(key, view, at))
  }

  /** Any text, as UTF-8: a short ASCII one copied a character at a time, which costs less there than TextEncoder's call. */
  text(text: string): void {
    const at = this.#length
    if (at + text.length * 3 > this.#bytes.length) this.#grow(at + text.length * 3)
    const bytes = this.#bytes
    let i = 0
    if (text.length <= SHORT_TEXT) while (i < text.length && (bytes[at + i] = text.charCodeAt(i)) < 0x80) i++
    this.#length = i === text.length ? at + i : at + encoder.encodeInto(text, bytes.subarray(at)).written
  }

  /** A text as a JSON string: a short one of printable ASCII with nothing to escape copied between quotes, any other as JSON.stringify writes it. */
  string(text: string): void {
    const at = this.#length
    if (text.length <= SHORT_TEXT) {
      if (at + text.length + 2 > this.#bytes.length) this.#grow(at + text.length + 2)
      const bytes = this.#bytes
      let i = 0
      for (let c; i < text.length && (c = text.charCodeAt(i)) >= 0x20 && c < 0x7f && c !== 0x22 && c !== 0x5c; i++) bytes[at + 1 + i] = c
      if (i === text.length) {
        bytes[at] = bytes[at + 1 + i] = 0x22
        this.#length = at + i + 2
        return
      }
    }
    this.text(JSON.stringify(text))
  }

  /** The text written since the last reset. */
  toString(): string {
    return decoder.decode(this.#bytes.subarray(0, this.#length))
  }

  /** The tag of the text written since the last reset, from its bytes as they are. */
  tagged(tag: BytesTagger): string {
    return tag(this.#bytes, this.#length, this.#words)
  }

  #grow(needed: number): void {
    let size = this.#bytes.length * 2
    while (size < needed) size *= 2
    const bytes = new Uint8Array(size)
    bytes.set(this.#bytes.subarray(0, this.#length))
    this.#bytes = bytes
    this.#view = new DataView(bytes.buffer)
    this.#words = new Int32Array(bytes.buffer)
  }
}
