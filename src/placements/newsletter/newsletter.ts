/*
 * The newsletter sign-up form's rules (issue 17): the email check (001 §5, the same pattern the server
 * applies), the payload (002 §3.5), what the form says, and its tracking events. Pure: no window, no I/O.
 */
import type { TrackEvent } from '@/lib/tracking'
import type { DriverImage, DriverView, FeedbackSelection } from '@/services/drivers/shared'
import {
  emailRuleProblem,
  MAX_CATEGORIES,
  MAX_TAGS,
  type NewsletterPayload,
  PAGE_TERM_MAX_LENGTH,
} from '@/services/newsletter/shared'

/** The site's name as the newsletter provider records it (`site`), unless the page passes its own. */
export const NEWSLETTER_SITE = 'Wellread'

/** What the form says that the server does not (the server's messages are `NEWSLETTER_MESSAGES`). */
export const NEWSLETTER_FORM_TEXT = {
  emailLabel: 'Email address',
  emptyEmail: 'Enter your email address.',
  signUp: 'Sign up',
  submitting: 'Signing you up…',
  privacyBefore: 'You can unsubscribe at any time. Read our ',
  privacyLink: 'privacy policy',
  privacyHref: '/privacy-policy',
  continue: 'Continue',
  skip: 'Skip',
  chooseAnswer: 'Choose one of the answers, or select Skip.',
  pendingTitle: 'Check your inbox',
  pendingDescription:
    'We sent you an email. Open it and confirm your address to start getting the newsletter.',
  confirmedTitle: 'You’re subscribed',
  confirmedDescription:
    'This address is already confirmed, so there is nothing more to do. The newsletter will come to your inbox.',
  unavailable: 'Newsletter sign-up is not available right now. Please try again later.',
} as const

/**
 * What is wrong with a typed address, in words for the reader, or null when it can be sent. The pattern is
 * 001 §5's, checked after trimming and lower-casing, exactly as the server checks it.
 */
export function emailProblem(value: string): string | null {
  if (value.trim() === '') return NEWSLETTER_FORM_TEXT.emptyEmail
  return emailRuleProblem(value)
}

/** The page's path as the payload carries it: no query or fragment (they can hold anything), "/" if odd. */
export function pagePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  if (!/^\/(?!\/)\S*$/.test(bare) || bare.length > 2_048) return '/'
  return bare
}

export type NewsletterPayloadInput = {
  driver: Pick<
    DriverView,
    '_uuid' | 'lists' | 'newsletterSource' | 'sailthruAccount' | 'isLeadGen' | 'brand' | 'vendorName'
  >
  placement: string
  /** Where the form is: in its placement's box, or in the header's Subscribe dialog. */
  variant: 'inline' | 'dialog'
  k1: string | null
  path: string
  /** The page's category slugs and its keywords (tags): the server keeps them from every third party. */
  categories: readonly string[]
  tags: readonly string[]
  email: string
  /** The page's tracking correlation id, when the page has one. */
  correlationId: string | null
  site?: string
}

const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** A page's terms as the payload carries them: trimmed, each once, none empty or too long, at most `max`. */
export function pageTerms(values: readonly string[], max: number): string[] {
  const kept = values.map((v) => v.trim()).filter((v) => v !== '' && v.length <= PAGE_TERM_MAX_LENGTH)
  return [...new Set(kept)].slice(0, max)
}

/**
 * The sign-up's payload (002 §3.5), every field of it, without the bot check, which `subscribeToNewsletter`
 * adds. The driver's lists, each once; the source is the driver's, else the placement's name. Empty text,
 * lists and attributes where the page or the driver has nothing to say.
 *
 * - `customTc`: the custom terms the reader accepts by signing up, as the form shows them: a lead-gen
 *   driver's line saying the brand may also contact them (`leadGenText`), else none.
 * - `sailthruAccount`: the driver's provider account.
 * - `attributes`: where the sign-up happened, in words that say nothing of the page: the placement, the
 *   form (`inline` or `dialog`) and the driver's id.
 * - `identifiers`: the page's first keyword (K1, for the list of 002 §5), its category slugs and tags, the
 *   source and the correlation id.
 *
 * The path, K1, categories and tags go to this site only: the server uses K1 for the list and passes none of
 * them to the newsletter provider (health-topic privacy, ADR 19).
 */
export function newsletterPayload(input: NewsletterPayloadInput): NewsletterPayload {
  const driverId = present(input.driver._uuid)
  return {
    site: present(input.site) ?? NEWSLETTER_SITE,
    customTc: leadGenText(input.driver) ?? '',
    email: input.email.trim(),
    lists: [...new Set(input.driver.lists)],
    path: pagePath(input.path),
    sailthruAccount: present(input.driver.sailthruAccount) ?? '',
    attributes: {
      placement: input.placement,
      form: input.variant,
      ...(driverId ? { driverId } : {}),
    },
    identifiers: {
      K1: present(input.k1) ?? '',
      source: present(input.driver.newsletterSource) ?? input.placement,
      categories: pageTerms(input.categories, MAX_CATEGORIES),
      tags: pageTerms(input.tags, MAX_TAGS),
      correlationId: present(input.correlationId) ?? '',
    },
  }
}

/** "Join 125,000 readers", or null when the driver gives no number. */
export function subscriberText(subscriberNumber: number | null): string | null {
  if (subscriberNumber === null || !Number.isFinite(subscriberNumber)) return null
  const n = Math.round(subscriberNumber)
  if (n < 1) return null
  return `Join ${n.toLocaleString('en-US')} ${n === 1 ? 'reader' : 'readers'}`
}

/** The lead-gen line (the brand receives the address too), or null when the driver is not lead-gen. */
export function leadGenText(driver: Pick<DriverView, 'isLeadGen' | 'brand' | 'vendorName'>): string | null {
  if (!driver.isLeadGen) return null
  const brand = present(driver.brand) ?? present(driver.vendorName) ?? 'our partner'
  return `By signing up you agree that ${brand} may also contact you.`
}

export function signupButtonText(driver: Pick<DriverView, 'callToAction'>): string {
  return present(driver.callToAction) ?? NEWSLETTER_FORM_TEXT.signUp
}

/** Body copy is plain text; paragraphs are split on blank lines. */
export function bodyParagraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** A picture whose text only repeats the headline says nothing more: decorative. */
export function imageAlt(image: DriverImage, headline: string): string {
  return image.alt.trim() === headline.trim() ? '' : image.alt
}

/**
 * The last step's words. `pending`: the driver's confirmation (else "Check your inbox"). `confirmed`: the
 * address was already subscribed and no email is coming, so the text says there is nothing to open, and the
 * standard "Check your inbox" title (the CMS's default) becomes "You're subscribed".
 */
export function confirmationCopy(
  driver: Pick<DriverView, 'confirmTitle' | 'confirmDesc'>,
  status: 'pending' | 'confirmed',
): { title: string; description: string } {
  const title = present(driver.confirmTitle) ?? NEWSLETTER_FORM_TEXT.pendingTitle
  if (status === 'confirmed')
    return {
      title: title === NEWSLETTER_FORM_TEXT.pendingTitle ? NEWSLETTER_FORM_TEXT.confirmedTitle : title,
      description: NEWSLETTER_FORM_TEXT.confirmedDescription,
    }
  return {
    title,
    description: present(driver.confirmDesc) ?? NEWSLETTER_FORM_TEXT.pendingDescription,
  }
}

/** A sign-up went through. `driverId` is null for the header dialog's default list (no driver). */
export function signupEvent(
  placement: string,
  driverId: string | null,
  status: 'pending' | 'confirmed',
): TrackEvent {
  return { name: 'newsletter_signup', placement, driverId, status }
}

/** The reader's answer in the feedback step: its label and where; never the address. */
export function feedbackEvent(
  selection: FeedbackSelection,
  placement: string,
  driverId: string | null,
): TrackEvent {
  return { name: 'newsletter_feedback', selection: selection.label, placement, driverId }
}
