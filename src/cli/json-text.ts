/**
 * JSON text indented as `JSON.stringify(value, null, 2)` writes it, every token kept as written:
 * an answer's figures in full digits (₹4,06,56,11,77,53,52,15,237.40), which a JavaScript number
 * would round to 17 significant digits. The text is compact JSON, as the engine writes a body.
 */
export function indentJson(text: string): string {
  let out = ''
  let depth = 0
  const newline = () => `\n${'  '.repeat(depth)}`
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '"') {
      const end = stringEnd(text, i)
      out += text.slice(i, end)
      i = end - 1
    } else if (c === '{' || c === '[') {
      // an empty object or array stays on its line, as JSON.stringify writes it
      if (text[i + 1] === (c === '{' ? '}' : ']')) {
        out += text.slice(i, i + 2)
        i++
      } else {
        depth++
        out += c + newline()
      }
    } else if (c === '}' || c === ']') {
      depth--
      out += newline() + c
    } else if (c === ',') out += `,${newline()}`
    else if (c === ':') out += ': '
    else out += c
  }
  return out
}

/** The index just past the JSON string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1
  return i + 1
}
