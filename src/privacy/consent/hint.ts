/*
 * The consent cookie's name, and a hint read from it without the consent model (`consent.ts`), for islands
 * that must decide before any of the model's code is on the page. Imports nothing.
 */

/** The cookie that keeps the reader's choice ("v1.a1.d0.p1.t…", `consent.ts`). */
export const CONSENT_COOKIE = 'wr_consent'

/**
 * Whether the stored choice may allow analytics: a hint read without the consent model, so that it stays out of
 * every page's first JavaScript, for an island deciding whether to load its code (the metrics forwarder). The
 * code it loads asks the model itself (`consentAllows`: policy version, Global Privacy Control) before it sends
 * anything.
 */
export function analyticsHinted(cookies: string): boolean {
  return new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=v\\d+\\.a1\\.`).test(cookies)
}
