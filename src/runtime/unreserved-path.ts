/**
 * RFC 3986 §6.2.2.2: a percent-encoded octet that is an unreserved character (a letter, a digit,
 * `-`, `.`, `_`, `~`) means that character, so `/api/v1/s%69p` names the same resource as
 * `/api/v1/sip`. Any other encoded octet (`%2F`, `%20`, a byte outside ASCII) is left as it is:
 * decoding it would change the path's segments or its meaning.
 */
const ENCODED_UNRESERVED = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DdEe]|5[Ff]|7[Ee])/g

/** The path with its percent-encoded unreserved characters decoded (the same text when it has none). */
export function withUnreservedDecoded(path: string): string {
  return path.includes('%') ? path.replace(ENCODED_UNRESERVED, (encoded) => String.fromCharCode(parseInt(encoded.slice(1), 16))) : path
}
