/**
 * "Add at least one question." instead of Payload's "This field requires at least 1 Rows.": the rule for an
 * array an editor must fill, with a message in their words.
 */
export function atLeastOne(message: string) {
  return (value: unknown): string | true =>
    (Array.isArray(value) && value.length > 0) || (typeof value === 'number' && value > 0) ? true : message
}
