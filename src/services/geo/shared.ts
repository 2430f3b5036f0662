/**
 * What the browser may use of the reader-context service: the endpoint and the shape of its answer, which
 * the per-reader islands' hook (`src/lib/reader/`) defines and this service implements (docs/adr/0010).
 */
export { COUNTRY_CODE, parseReaderContext, READER_ENDPOINT, type ReaderContext } from '@/lib/reader/contract'
