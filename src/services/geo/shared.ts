/**
 * What the browser may use of the reader-context service: where to ask, and the shape of the answer.
 * Pages are cached and identical for every reader; islands that differ per reader (the US-only drug-price
 * widget, targeted promotions) ask this one first-party endpoint after the page shows (docs/adr/0010).
 */
import { z } from 'zod'

export const READER_ENDPOINT = '/api/reader'

/** ISO 3166-1 alpha-2, upper case. */
export const COUNTRY_CODE = /^[A-Z]{2}$/

export const readerContextSchema = z.object({
  /** The reader's country as the CDN saw it (or the site's default), e.g. "US". */
  country: z.string().regex(COUNTRY_CODE),
})

export type ReaderContext = z.infer<typeof readerContextSchema>
