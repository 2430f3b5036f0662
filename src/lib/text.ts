/** A trimmed string, or '' for anything that is not a string (malformed stored content reads as empty). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}
