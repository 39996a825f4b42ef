/**
 * A text without the run of one character it ends with (a path's slashes, a number's zeros),
 * found from its end. `/0+$/` and `/\/+$/` try each character of a long run inside the text as
 * the start of the final run, in time that grows with the run's square: a request can be made of
 * such runs.
 */
export function withoutTrailing(text: string, character: string): string {
  const code = character.charCodeAt(0)
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === code) end--
  return text.slice(0, end)
}
