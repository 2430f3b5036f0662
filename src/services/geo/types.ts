/** Where the reader is, from the request. Adapters: the CDN's country header (the default). */
export type CountryResolver = {
  /** The reader's country (ISO 3166-1 alpha-2), and whether a CDN said so or it is the configured default. */
  countryOf(headers: Headers): { country: string; source: 'header' | 'default' }
  /** The request headers the answer depends on (for `Vary`). */
  readonly headerNames: readonly string[]
}
