/**
 * The reader context's contract: where to ask, and the shape of the answer. The geo service answers it
 * (`src/services/geo/`); the islands' hook (`readerContext.ts`) reads it.
 * Pages are cached and identical for every reader; islands that differ per reader (the US-only drug-price
 * widget, targeted promotions) ask this one first-party endpoint after the page shows (docs/adr/0010).
 *
 * The answer is checked by a small type guard rather than zod: this module ships in the first script of
 * every article (through the reader-context hook), where zod's parser would add about 15 KiB gzip to read
 * one field of our own endpoint.
 */

export const READER_ENDPOINT = '/api/reader'

/** ISO 3166-1 alpha-2, upper case. */
export const COUNTRY_CODE = /^[A-Z]{2}$/

export type ReaderContext = {
  /** The reader's country as the CDN saw it (or the site's default), e.g. "US". */
  country: string
}

/** The reader context in an answer of `GET /api/reader`, or null when it is not one. */
export function parseReaderContext(body: unknown): ReaderContext | null {
  if (typeof body !== 'object' || body === null) return null
  const country = (body as { country?: unknown }).country
  return typeof country === 'string' && COUNTRY_CODE.test(country) ? { country } : null
}
