/**
 * The site's cookies, by purpose (issue 18). Client-safe, no dependencies.
 *
 * Necessary cookies are the only ones a browser holds before the reader chooses (and after Reject all, or
 * with Global Privacy Control): the end-to-end test asserts the browser holds nothing else. Every other cookie
 * the site sets is listed in `OPTIONAL_COOKIES` with the purpose whose consent it needs, and its code checks
 * that consent before writing it (and deletes it when the consent is gone).
 */
import type { OptionalPurpose } from '@/privacy/consent/consent'

export type NecessaryCookie = {
  name: string
  /** What it is for, in the words of the privacy settings. */
  purpose: string
  /** How long it lasts. */
  lifetime: string
  /** Who sets it and when. */
  setBy: string
}

/** The cookies the site needs to work, set without a choice: none of them says what a reader reads. */
export const NECESSARY_COOKIES: readonly NecessaryCookie[] = [
  {
    name: 'wr_session',
    purpose: 'Keeps a signed-in reader signed in (an opaque session id, HttpOnly).',
    lifetime: 'until the session ends or expires',
    setBy: 'the server, when a reader signs in',
  },
  {
    name: 'wr_auth',
    purpose: 'Tells the page a reader is signed in, so it can show the account menu (no identity in it).',
    lifetime: 'as long as the session',
    setBy: 'the server, when a reader signs in',
  },
  {
    name: 'wr_oidc',
    purpose: 'Carries the sign-in request’s state to the identity provider and back (Apple, Google).',
    lifetime: 'minutes, during a sign-in',
    setBy: 'the server, when a reader starts signing in with a provider',
  },
  {
    name: 'wr_consent',
    purpose: 'Remembers the reader’s privacy choice (Accept all, Reject all or their own).',
    lifetime: '365 days',
    setBy: 'the privacy settings, when the reader chooses',
  },
  {
    name: 'usprivacy',
    purpose: 'The US privacy string that allows or blocks targeting (1---, 1YNY or 1YYY).',
    lifetime: '365 days',
    setBy: 'the privacy settings',
  },
  {
    name: 'wr_gpc',
    purpose:
      'Tells the page that the browser sends Global Privacy Control (Sec-GPC: 1), so nothing optional runs (“1”, no identity in it).',
    lifetime: '365 days, or until the browser stops sending the signal',
    setBy: 'the server, when a request carries the signal; cleared by a page load without it',
  },
  {
    name: 'payload-token',
    purpose: 'Keeps an editor signed in to the admin (editors only; never set for readers).',
    lifetime: 'as the admin’s session',
    setBy: 'the CMS, when an editor signs in at /admin',
  },
  {
    name: 'wr_nl',
    purpose: 'Remembers that the reader subscribed to the newsletter, so sign-up forms do not ask again.',
    lifetime: '365 days',
    setBy: 'the server, only when the reader confirms a subscription',
  },
  {
    // Necessary, like the consent cookie: it keeps a reader's "No thanks" (and their answer, or a draw that did
    // not pick them) so the survey card does not ask again on every page. It says nothing about the reader.
    name: 'wr_survey',
    purpose:
      'Remembers that this browser answered a survey, said no thanks or was not picked, so it is not asked again for a week (the survey’s number and the outcome, no identity).',
    lifetime: '7 days',
    setBy: 'the survey card on article pages, when a reader answers or closes it, or is not picked',
  },
]

/** The names of the necessary cookies. */
export const NECESSARY_COOKIE_NAMES: readonly string[] = NECESSARY_COOKIES.map((c) => c.name)

/** Every other cookie the site sets, with the purpose whose consent it needs. */
export const OPTIONAL_COOKIES: Readonly<Record<string, OptionalPurpose>> = {
  /** The first visit (promotions' new or returning readers): `src/placements/reader.ts`. */
  wr_seen: 'personalisation',
  /** The reader's experiment variants: `src/chrome/experimentsBootScript.ts`. */
  wr_ab: 'analytics',
  /** Affiliate attribution from the landing address, 90 days: `src/article/AffiliateLinks.client.tsx`. */
  wr_brand: 'advertising',
  wr_product: 'advertising',
  wr_campaign: 'advertising',
}

/** The optional cookies of one purpose. */
export function optionalCookiesFor(purpose: OptionalPurpose): string[] {
  return Object.entries(OPTIONAL_COOKIES)
    .filter(([, p]) => p === purpose)
    .map(([name]) => name)
}

/** Whether a cookie may be held without the reader's consent. */
export function isNecessaryCookie(name: string): boolean {
  return NECESSARY_COOKIE_NAMES.includes(name)
}

/** The cookie string that deletes a first-party cookie set on path "/". */
export function expiredCookie(name: string): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Lax`
}
