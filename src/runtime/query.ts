/**
 * A request target → its path and its query parameters, read as the WHATWG URL parser and
 * URLSearchParams read them: pairs split at `&`, a name split from its value at the first `=`,
 * `+` and `%XX` decoded, a fragment dropped. A name given more than once gets every value, in
 * order, an empty one included (resolve-input reports it as repeated), so that `a=&a=1` is not
 * read as `a=1`.
 *
 * `splitTarget` gives the path and the query's text; `parseQuery` reads the text. A query of
 * plain characters only (letters, digits and `.~!$&()*,;=:@/?-_`), as nearly every request has,
 * reads the same through the URL parser as split by hand, so it is split by hand. Any other
 * query is handed to the URL parser itself. (A calculator reads plain text straight into its
 * parameters' slots, ./resolve-input.ts `gatherText`, with no Map at all.)
 *
 * The parameters are kept in a Map by name, in the order first given. An object with a member
 * for each name would have to be a dictionary object (with no prototype, so that `__proto__` is
 * a name like any other), each store and read of which looks the name up in V8's string table
 * first, where a Map reads and walks the same parameters faster.
 */
/** The query's parameters by name: a name given more than once has every value, in order. */
export type Query = Map<string, string | string[]>

/** Plain query text: read the same split by hand as through the URL parser. */
export const PLAIN = /^[\w.~!$&()*,;=:@/?-]*$/

export interface Target {
  /** The path, as the router matches it. */
  path: string
  /** The query's text, after `?` and before any `#` ('' when there is none), as sent. */
  text: string
}

export function splitTarget(target: string): Target {
  const fragment = target.indexOf('#')
  let end = fragment < 0 ? target.length : fragment
  const mark = target.indexOf('?')
  if (mark < 0 || mark > end) return { path: target.slice(0, end), text: '' }
  // the URL parser drops control characters and spaces from the end of its input: from a query
  // that ends the target, not from one a fragment follows
  if (fragment < 0) while (end > mark + 1 && target.charCodeAt(end - 1) <= 0x20) end--
  return { path: target.slice(0, mark), text: target.slice(mark + 1, end) }
}

/** A query's text → its parameters by name. */
export function parseQuery(text: string): Query {
  return PLAIN.test(text) ? plainQuery(text) : parsedQuery(text)
}

/** Where the pair of plain query text that starts at `from` ends: at the next `&`, or the text's end. */
export function pairEnd(text: string, from: number): number {
  const to = text.indexOf('&', from)
  return to < 0 ? text.length : to
}

const EQUALS = 0x3d

/**
 * Where the name of the pair from `from` to `to` ends: at its first `=` (its value after it), or
 * at `to` (no value). Only the pair is searched, so that a query of many pairs with no `=`
 * (`a&a&a…`) is read in time linear in its length.
 */
export function nameEnd(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === EQUALS) return i
  return to
}

function plainQuery(text: string): Query {
  const query: Query = new Map()
  for (let from = 0, to = 0; from <= text.length; from = to + 1) {
    to = pairEnd(text, from)
    if (to === from) continue
    const equals = nameEnd(text, from, to)
    add(query, text.slice(from, equals), text.slice(equals + 1, to))
  }
  return query
}

function parsedQuery(text: string): Query {
  const query: Query = new Map()
  // the closing `#` keeps the text's own last spaces (splitTarget has dropped those the parser drops)
  for (const [name, value] of new URL(`http://engine/?${text}#`).searchParams) add(query, name, value)
  return query
}

/** Adds a pair; a name's further values are pushed onto its own array, so that a name given n times costs n steps, not n². */
function add(query: Query, name: string, value: string): void {
  const earlier = query.get(name)
  if (earlier === undefined) query.set(name, value)
  else if (Array.isArray(earlier)) earlier.push(value)
  else query.set(name, [earlier, value])
}
