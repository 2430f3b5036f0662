/*
 * The newsletter sign-up (002 §3.5, §5, §7, §8) as the browser uses it: the endpoint, the request schema,
 * the answer shape, the messages, the address rule and `subscribeToNewsletter`, which does the bot check and
 * the call. Safe to import in client code, and small: no zod (its schemas live in `schema.ts`, server side),
 * and the bot check's solver (altcha) loads only when a reader actually signs up.
 */
import { track } from '@/lib/tracking'

/** `POST` the newsletter payload (002 §7: `{activation host}/api/activate/site`, here this site). */
export const NEWSLETTER_ENDPOINT = '/api/activate/site'

/**
 * 002 §5: "A mock success address skips real calls." Signing up with it answers success with nothing stored
 * or sent (the client does not even call the server), so forms can be tried on live pages.
 */
export const MOCK_SUCCESS_EMAIL = 'success@wellread.test'

/** What readers are told. Written for readers: plain words, what to do next. */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Enter an email address like name@example.com.',
  emailTooLong: 'This email address is too long. Enter an email address like name@example.com.',
  botCheckFailed: 'The bot check failed. Please try again.',
  botCheckExpired: 'The bot check expired. Please try again.',
  botCheckReused: 'This bot check was already used. Please try again.',
  tooManyForAddress: (wait: string) =>
    `This email address was signed up several times in the last few minutes. Please try again in ${wait}.`,
  tooManyFromConnection: (wait: string) =>
    `Too many sign-ups came from your connection. Please try again in ${wait}.`,
  /** What the form shows when the server answers that a list is unknown (`field: 'lists'`). */
  unknownList: 'This newsletter is not available.',
  /** The server's 400 for lists the site does not have: which ids, and what to send instead. */
  unknownLists: (ids: readonly string[]) =>
    `lists: ${ids.map((id) => `"${id}"`).join(', ')} ${ids.length === 1 ? 'is not a newsletter list' : 'are not newsletter lists'} of this site. Send only ids of the site’s newsletter lists.`,
  refused: 'This email address can’t be signed up. Check it, or use another one.',
  failed: 'We couldn’t sign you up just now. Please try again.',
} as const

/**
 * 001 §5's email pattern: a local part of one or more dot-separated runs without spaces or special
 * characters, then `@`, then a domain with a dot and a top-level domain of 2 or more letters, or a bracketed
 * IPv4 address. Tested after trimming and lower-casing.
 */
export const EMAIL_PATTERN =
  /^[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*@(?:\[\d{1,3}(?:\.\d{1,3}){3}\]|(?:[a-z0-9-]+\.)+[a-z]{2,})$/
/** RFC 5321's limit on an address's length. */
export const EMAIL_MAX_LENGTH = 254
/** A newsletter list's id, as the NewsletterLists collection checks it. */
export const LIST_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,59}$/
/** The bot check refuses longer tokens as malformed; refusing them here keeps the message clearer. */
export const BOT_CHECK_TOKEN_MAX_LENGTH = 4_096

/** The longest attributes object the server accepts. */
export const MAX_ATTRIBUTES = 20
/** The most page categories and tags a sign-up carries (`identifiers.categories`, `identifiers.tags`). */
export const MAX_CATEGORIES = 20
export const MAX_TAGS = 50
/** The longest K1, category or tag accepted. */
export const PAGE_TERM_MAX_LENGTH = 120

/**
 * What is wrong with an address, in the server's words, or null when it can be sent: 001 §5's pattern,
 * checked after trimming and lower-casing, and RFC 5321's length. The server's schema (`schema.ts`) applies
 * the same rule, so the browser and the server always agree.
 */
export function emailRuleProblem(value: string): string | null {
  const email = value.trim().toLowerCase()
  if (email.length > EMAIL_MAX_LENGTH) return NEWSLETTER_MESSAGES.emailTooLong
  return email !== '' && EMAIL_PATTERN.test(email) ? null : NEWSLETTER_MESSAGES.invalidEmail
}

/**
 * What the server takes (002 §3.5, and the marketing consent's fields of 001 §7), before it trims and
 * lower-cases the address. The server's schema (`schema.ts`) is checked against this type. Only `site`,
 * `email`, `lists`, `recaptcha`, `path` and `identifiers.source` are required: the onboarding panel's
 * marketing consent sends 001 §7's body, which has no page. The sign-up form sends every field of 002 §3.5
 * (`NewsletterPayload`).
 */
export type NewsletterRequest = {
  site: string
  customTc?: string
  email: string
  lists: string[]
  recaptcha: string
  path: string
  sailthruAccount?: string
  /** The onboarding panel's marketing consent sends these (001 §7). */
  iterableAccount?: string
  useSourceAsIs?: boolean
  attributes?: Record<string, string | number | boolean>
  identifiers: {
    K1?: string
    source: string
    categories?: string[]
    tags?: string[]
    correlationId?: string
  }
}

/**
 * 002 §3.5's payload with every field, as the sign-up form sends it (`recaptcha` is added by
 * `subscribeToNewsletter`): empty text, lists or attributes where the page or the driver has none.
 */
export type NewsletterPayload = {
  site: string
  customTc: string
  email: string
  lists: string[]
  path: string
  sailthruAccount: string
  attributes: Record<string, string | number | boolean>
  identifiers: {
    K1: string
    source: string
    categories: string[]
    tags: string[]
    correlationId: string
  }
}
// Every payload the form sends is a request the server takes.
const payloadIsRequest = (p: NewsletterPayload): Omit<NewsletterRequest, 'recaptcha'> => p
void payloadIsRequest

/**
 * The answer. `pending`: a confirmation email is on its way (nothing is sent before the reader confirms);
 * `confirmed`: the address was already subscribed and now gets these lists too. On failure, `error` is the
 * message, and `field` says which field it is about: `email` (the form shows the message under the field) or
 * `lists` (a list the site does not have: the form shows `NEWSLETTER_MESSAGES.unknownList`, the reader's
 * words, since the reader did not choose the ids).
 */
export type NewsletterField = 'email' | 'lists'
export type NewsletterResponse =
  | { success: true; status: 'pending' | 'confirmed' }
  | { success: false; error: string; field?: NewsletterField }

/** The server's answer when it has the expected shape, else null. */
export function parseNewsletterResponse(value: unknown): NewsletterResponse | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (v.success === true && (v.status === 'pending' || v.status === 'confirmed'))
    return { success: true, status: v.status }
  if (v.success === false && typeof v.error === 'string' && v.error !== '') {
    if (v.field === undefined) return { success: false, error: v.error }
    return v.field === 'email' || v.field === 'lists'
      ? { success: false, error: v.error, field: v.field }
      : null
  }
  return null
}

/** 002 §8: a failed sign-up emits an error metric. Only the status: never the address or the page. */
function reportFailure(status: number): void {
  track({ name: 'metric', metric: 'newsletter.error', type: 'increment', status })
}

/**
 * Sign up: solve the bot check, `POST` the payload, and answer what the server said. Network failures and
 * answers that are not the expected JSON become `{ success: false, error: NEWSLETTER_MESSAGES.failed }`;
 * every failure also emits the `newsletter.error` metric (with the HTTP status, 0 when there was none). The
 * mock success address answers success at once. When `signal` aborts, the returned promise rejects with the
 * abort reason (and nothing is reported): the form is gone.
 */
export async function subscribeToNewsletter(
  body: Omit<NewsletterRequest, 'recaptcha'>,
  { fetch: fetchImpl = globalThis.fetch, signal }: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<NewsletterResponse> {
  if (typeof body.email === 'string' && body.email.trim().toLowerCase() === MOCK_SUCCESS_EMAIL)
    return { success: true, status: 'pending' }
  let status = 0
  try {
    // Loaded on the first sign-up: most readers never sign up, and the form's code stays small.
    const { solveBotCheck } = await import('../botcheck/shared')
    const recaptcha = await solveBotCheck({ fetch: fetchImpl, signal })
    const response = await fetchImpl(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      body: JSON.stringify({ ...body, recaptcha } satisfies NewsletterRequest),
      signal,
    })
    status = response.status
    const parsed = parseNewsletterResponse(await response.json().catch(() => null))
    if (parsed && parsed.success === response.ok) {
      if (!parsed.success) reportFailure(status)
      return parsed
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error
  }
  reportFailure(status)
  return { success: false, error: NEWSLETTER_MESSAGES.failed }
}
