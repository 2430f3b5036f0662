/** A trimmed string, or '' for anything that is not a string (malformed stored content reads as empty). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

const ENCLOSING_QUOTES = /^(["“”'‘’])([\s\S]*)(["“”'‘’])$/

/**
 * A quote's words, trimmed, without one pair of quotation marks around the whole (quote blocks draw their
 * own). Marks inside the quote, or two separately quoted parts, stay as typed.
 */
export function quoteText(value: unknown): string {
  const text = textOf(value)
  const match = ENCLOSING_QUOTES.exec(text)
  if (!match) return text
  const inner = match[2] ?? ''
  // `"One" and "two"`: the first and last marks do not enclose one quote.
  if (/["“”]/.test(inner) && /^["“”]/.test(text)) return text
  return inner.trim()
}
