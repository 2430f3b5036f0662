import 'server-only'
import { z } from 'zod'
import {
  clientAddress,
  gateRefusal,
  json,
  parseJsonBody,
  type RequestGate,
  readBody,
  refuseCrossSite,
  withErrors,
} from '@/platform/http'
import { log } from '@/platform/log.mjs'
import type { RateLimiter } from '@/platform/state'
import { PROFILE_COOKIES } from '@/services/drivers/shared'
import type { BotCheckResult } from '../botcheck'
import { addressLimitKey, waitText } from '../couponShare/limits'
import { MailSendError } from '../mail/types'
import type { FormReporter } from '../trackingIngest'
import { NEWSLETTER_LINKS } from './email'
import { forwardableAttributes, unknownListIds, withK1List } from './rules'
import { newsletterRequestSchema } from './schema'
import {
  MOCK_SUCCESS_EMAIL,
  NEWSLETTER_MESSAGES,
  type NewsletterField,
  type NewsletterResponse,
} from './shared'
import {
  type NewsletterListInfo,
  type NewsletterListSource,
  type NewsletterProvider,
  NewsletterProviderError,
  type SubscribeCommand,
} from './types'

/** The largest sign-up body: a bot-check token of a few hundred characters, an address, lists, attributes. */
export const MAX_SIGNUP_BODY_BYTES = 16_384
/** The largest unsubscribe body: a token, or `List-Unsubscribe=One-Click` (RFC 8058). */
export const MAX_UNSUBSCRIBE_BODY_BYTES = 4_096
/** The largest confirm body: the confirm page's form, a token. */
export const MAX_CONFIRM_BODY_BYTES = 4_096

/** The first-party cookie a confirmed subscription sets in the reader's browser (the subscriber audience). */
export const SUBSCRIBER_COOKIE = PROFILE_COOKIES.subscriber
export const SUBSCRIBER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The result pages the confirm and unsubscribe calls send the browser to. */
export const RESULT_PAGES = {
  confirmed: '/newsletter/confirmed',
  unsubscribed: '/newsletter/unsubscribed',
} as const

/** Answers that depend on one reader's link or cookie: never kept by any cache. */
const PRIVATE = 'private, no-store'

/** What the sign-up call needs: the route passes this process's services (`newsletterDependencies()`). */
export type NewsletterDependencies = {
  checkToken(token: string): Promise<BotCheckResult>
  ipLimiter: RateLimiter
  addressLimiter: RateLimiter
  /** The key for the per-address limit's hashes. */
  addressHashKey: string
  lists: NewsletterListSource
  provider: NewsletterProvider
  /** The site's origins: a sign-up posted from any other site's page is refused (`isSameOriginRequest`). */
  trustedOrigins: readonly string[]
  /** Reports a sign-up to the tracking ingest (002 §7; `services/trackingIngest`). Never throws. */
  reportForm?: FormReporter
}

const failure = (
  status: number,
  error: string,
  headers: Record<string, string> = {},
  field?: NewsletterField,
) =>
  json({ success: false, error, ...(field ? { field } : {}) } satisfies NewsletterResponse, {
    status,
    headers,
  })

const success = (status: 'pending' | 'confirmed') =>
  json({ success: true, status } satisfies NewsletterResponse)

/** 400 naming the lists the site does not have (`field: 'lists'`), or null when it has them all. */
const unknownLists = (requested: readonly string[], known: readonly NewsletterListInfo[]) => {
  const ids = unknownListIds(requested, known)
  return ids.length ? failure(400, NEWSLETTER_MESSAGES.unknownLists(ids), {}, 'lists') : null
}

/** A shared helper's error answer (`{ error }`) in the sign-up's shape, keeping its status. */
async function asFailure(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown }
  return failure(response.status, typeof body.error === 'string' ? body.error : NEWSLETTER_MESSAGES.failed)
}

const botCheckMessage = (reason: Exclude<BotCheckResult, { ok: true }>['reason']) =>
  reason === 'expired'
    ? NEWSLETTER_MESSAGES.botCheckExpired
    : reason === 'reused'
      ? NEWSLETTER_MESSAGES.botCheckReused
      : NEWSLETTER_MESSAGES.botCheckFailed

/** 429 with Retry-After. */
const tooMany = (message: string, retryAfterSeconds: number) =>
  failure(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) })

/** Why a provider failed, without its message text (a mail server's can quote the address). */
function summary(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  if (error instanceof NewsletterProviderError) return `${error.reason}: ${error.message}`
  if (error instanceof MailSendError) return `the confirmation email failed: ${error.message}`
  const { code } = error as { code?: unknown }
  return [error.name, typeof code === 'string' ? code : null].filter(Boolean).join(' ')
}

/**
 * `POST /api/activate/site` (002 §7): sign an address up to newsletter lists (002 §3.5's payload).
 *
 * In order: where it comes from (403 unless from a page of this site, as the sign-in calls: another site's
 * page could otherwise sign its visitors' addresses up, or spend their limits), the body (400 with the message
 * of the first problem, the address's first; `field: 'email'` when it is about the address), the mock success
 * address (success, nothing stored or sent: 002 §5; 400 for a list the site does not have, as below), the
 * bot check (403), the per-connection limit, then the per-address limit (429 with Retry-After; counted under a
 * keyed hash of the address), the lists (400 naming the ids the site does not have, `field: 'lists'`; the K1
 * list appended, 002 §5), then the provider: `{ success: true, status }`, 400 when it refuses the address,
 * 502 when it fails (002 §8; logged without the address). The page's path, K1, categories and tags go to
 * no provider.
 */
export function handleNewsletterSignup(request: Request, deps: NewsletterDependencies): Promise<Response> {
  return withErrors('newsletter', async () => {
    const crossSite = refuseCrossSite(request, deps.trustedOrigins)
    if (crossSite) return asFailure(crossSite)
    const body = await parseJsonBody(request, z.unknown(), { maxBytes: MAX_SIGNUP_BODY_BYTES })
    if (!body.ok) return asFailure(body.response)
    const parsed = newsletterRequestSchema.safeParse(body.value)
    if (!parsed.success) {
      const issues = parsed.error.issues
      const issue = issues.find((i) => i.path[0] === 'email') ?? issues[0]
      return failure(
        400,
        issue?.message ?? NEWSLETTER_MESSAGES.failed,
        {},
        issue?.path[0] === 'email' ? 'email' : undefined,
      )
    }
    const signup = parsed.data
    // 002 §5: the mock address skips the real calls (the bot check, the limits, the provider), not the
    // request's checks: a list the site does not have is refused as it is for any address.
    if (signup.email === MOCK_SUCCESS_EMAIL)
      return unknownLists(signup.lists, await deps.lists()) ?? success('pending')

    const check = await deps.checkToken(signup.recaptcha)
    if (!check.ok) return failure(403, botCheckMessage(check.reason))

    const perIp = await deps.ipLimiter.consume(clientAddress(request) ?? 'unknown')
    if (!perIp.allowed)
      return tooMany(
        NEWSLETTER_MESSAGES.tooManyFromConnection(waitText(perIp.retryAfterSeconds)),
        perIp.retryAfterSeconds,
      )
    const perAddress = await deps.addressLimiter.consume(
      addressLimitKey('email', signup.email, deps.addressHashKey),
    )
    if (!perAddress.allowed)
      return tooMany(
        NEWSLETTER_MESSAGES.tooManyForAddress(waitText(perAddress.retryAfterSeconds)),
        perAddress.retryAfterSeconds,
      )

    const known = await deps.lists()
    const unknown = unknownLists(signup.lists, known)
    if (unknown) return unknown
    const byId = new Map(known.map((l) => [l.listId, l]))
    const { K1, source, categories, tags, correlationId } = signup.identifiers
    const command: SubscribeCommand = {
      email: signup.email,
      lists: withK1List(signup.lists, K1, known).map((id) => byId.get(id)!),
      source,
      ...(correlationId ? { correlationId } : {}),
      site: signup.site,
      // The Iterable account wins; an empty one (the form sends every field) is none.
      ...(signup.iterableAccount || signup.sailthruAccount
        ? { account: signup.iterableAccount || signup.sailthruAccount }
        : {}),
      ...(signup.customTc ? { customTc: signup.customTc } : {}),
      attributes: forwardableAttributes(signup.attributes, { path: signup.path, k1: K1, categories, tags }),
    }

    try {
      const { status } = await deps.provider.subscribe(command)
      await deps.reportForm?.(request, { form: 'newsletter', source, email: signup.email })
      return success(status)
    } catch (error) {
      if (error instanceof NewsletterProviderError && error.reason === 'refused')
        return failure(400, NEWSLETTER_MESSAGES.refused, {}, 'email')
      if (error instanceof NewsletterProviderError || error instanceof MailSendError) {
        log('newsletter').error(
          { failure: summary(error) },
          `the sign-up failed (${deps.provider.kind} provider)`,
        )
        return failure(502, NEWSLETTER_MESSAGES.failed)
      }
      throw error
    }
  })
}

/** The `Set-Cookie` value of the subscriber cookie: set for a year, or cleared. */
export function subscriberCookie(value: 'set' | 'clear', { secure }: { secure: boolean }): string {
  return [
    value === 'set' ? `${SUBSCRIBER_COOKIE}=1` : `${SUBSCRIBER_COOKIE}=`,
    'Path=/',
    `Max-Age=${value === 'set' ? SUBSCRIBER_COOKIE_MAX_AGE_SECONDS : 0}`,
    'SameSite=Lax',
    // Only the server reads it (the profile's audiences): scripts have no use for it.
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** A 303 to a result page on this site (relative: the browser resolves it against the address it used). */
function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': PRIVATE, ...headers } })
}

export type LinkDependencies = {
  /**
   * The confirm button's gate: anything but another site's page (`not-cross-site`: the token authorizes it),
   * and the per-address limit (`newsletter-confirm`). The unsubscribe call has none: mail providers'
   * one-click posts come from their own servers, many readers' from one address, and an unsubscribe is never
   * refused.
   */
  confirmGate: RequestGate
  provider: NewsletterProvider
  /** Whether cookies are marked Secure: the site is served over HTTPS. */
  secureCookies: boolean
}

/** The answer to a link call's body that is not a small form: 413 when it is too large, else 400. */
const notAForm = (maxBytes: number, tooLarge: boolean) =>
  json(
    {
      success: false,
      error: `Send the token as a form (application/x-www-form-urlencoded), up to ${maxBytes / 1024} KB.`,
    },
    { status: tooLarge ? 413 : 400, cacheControl: PRIVATE },
  )

/**
 * `POST /api/newsletter/confirm`, the confirm page's button (token in the form body, URL-encoded or
 * multipart): confirms the subscription, sets the subscriber cookie, and sends the browser (303) to
 * `/newsletter/confirmed?status=confirmed&lists=…` (`already` when it was confirmed before: a second press is
 * fine), or `?status=expired|invalid`. A route, not a page: pages cannot set cookies. From another site's page:
 * 403; past the per-address limit: 429. A body that is not a form: 400; larger than 4 KB: 413.
 *
 * Only a `POST` confirms: mail scanners and link previews open the links in mail (`GET`), and would
 * otherwise confirm a sign-up someone else typed for the address, defeating double opt-in.
 */
export function handleNewsletterConfirm(request: Request, deps: LinkDependencies): Promise<Response> {
  return withErrors('newsletter-confirm', async () => {
    const refused = await gateRefusal(
      request,
      deps.confirmGate,
      'Too many confirmations from this connection.',
    )
    if (refused) return refused
    const form = await readForm(request, MAX_CONFIRM_BODY_BYTES)
    if (!form.ok) return notAForm(MAX_CONFIRM_BODY_BYTES, form.tooLarge)
    const result = await deps.provider.confirm(form.fields.get('token') ?? '')
    if (result.status !== 'confirmed' && result.status !== 'already-confirmed')
      return seeOther(`${RESULT_PAGES.confirmed}?${new URLSearchParams({ status: result.status })}`)
    const query = new URLSearchParams({
      status: result.status === 'confirmed' ? 'confirmed' : 'already',
      lists: result.lists.join(','),
    })
    return seeOther(`${RESULT_PAGES.confirmed}?${query}`, {
      'set-cookie': subscriberCookie('set', { secure: deps.secureCookies }),
    })
  })
}

/**
 * `GET /api/newsletter/confirm?token=…`, the link of confirmation emails sent before the confirm page: a 303
 * to the page with the same token (`/newsletter/confirm?token=…`), where the reader presses the button.
 * Changes nothing, and reads nothing but the URL.
 */
export function handleNewsletterConfirmLink(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token')
  return seeOther(
    token === null
      ? NEWSLETTER_LINKS.confirmPage
      : `${NEWSLETTER_LINKS.confirmPage}?${new URLSearchParams({ token })}`,
  )
}

type ReadForm = { ok: true; fields: URLSearchParams } | { ok: false; tooLarge: boolean }

/** A link call's form fields (URL-encoded or multipart); not ok when too large, unreadable or another type. */
async function readForm(request: Request, maxBytes: number): Promise<ReadForm> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const read = await readBody(request, maxBytes)
  if (!read.ok) return { ok: false, tooLarge: true }
  const { bytes } = read
  const notAForm = { ok: false, tooLarge: false } as const
  if (bytes.byteLength === 0) return { ok: true, fields: new URLSearchParams() }
  if (type === 'application/x-www-form-urlencoded')
    return { ok: true, fields: new URLSearchParams(new TextDecoder().decode(bytes)) }
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(bytes, { headers: request.headers }).formData()
      const fields = new URLSearchParams()
      for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value)
      return { ok: true, fields }
    } catch {
      return notAForm
    }
  }
  return notAForm
}

/**
 * `POST /api/newsletter/unsubscribe`: unsubscribe the address of a token (from the query string or the form
 * body) from every list, and clear the subscriber cookie.
 *
 * - RFC 8058 one-click (a mail program's button: body `List-Unsubscribe=One-Click`, the token in the URL of
 *   the `List-Unsubscribe` header): 200 `{ success: true }`, or 400 for an unknown token.
 * - The unsubscribe page's form: 303 to `/newsletter/unsubscribed?status=unsubscribed|already|invalid`.
 *
 * There is no `GET`: mail scanners open the links in mail, and must not unsubscribe anyone.
 */
export function handleNewsletterUnsubscribe(request: Request, deps: LinkDependencies): Promise<Response> {
  return withErrors('newsletter-unsubscribe', async () => {
    const form = await readForm(request, MAX_UNSUBSCRIBE_BODY_BYTES)
    if (!form.ok) return notAForm(MAX_UNSUBSCRIBE_BODY_BYTES, form.tooLarge)
    const oneClick = form.fields.get('List-Unsubscribe') === 'One-Click'
    const token = new URL(request.url).searchParams.get('token') ?? form.fields.get('token') ?? ''
    const result = await deps.provider.unsubscribe(token)
    const clear = { 'set-cookie': subscriberCookie('clear', { secure: deps.secureCookies }) }
    if (oneClick)
      return result.status === 'invalid'
        ? json(
            { success: false, error: 'This unsubscribe link is not valid.' },
            { status: 400, cacheControl: PRIVATE },
          )
        : json({ success: true }, { cacheControl: PRIVATE, headers: clear })
    const status = result.status === 'already-unsubscribed' ? 'already' : result.status
    return seeOther(
      `${RESULT_PAGES.unsubscribed}?${new URLSearchParams({ status })}`,
      status === 'invalid' ? {} : clear,
    )
  })
}
