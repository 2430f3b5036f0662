/**
 * The HTTP newsletter provider (`NEWSLETTER_ADAPTER=http`): a mail provider's list API (Iterable- or
 * Sailthru-style) at `NEWSLETTER_API_URL`, with the key `NEWSLETTER_API_KEY` sent as `Api-Key`, and
 * `NEWSLETTER_TIMEOUT_MS` (default 5000) for the whole exchange. The API this adapter speaks:
 *
 *   POST {base}/api/lists/subscribe   (JSON)
 *     { "listIds": ["heart-weekly"], "account"?: "…",
 *       "subscribers": [{ "email": "…", "dataFields": { "source", "site", "correlationId"?, "customTc"?,
 *                                                        …attributes } }] }
 *     2xx → { "successCount": 1, "failCount": 0, "invalidEmails"?: [], "status"?: "pending" | "confirmed" }
 *
 * The provider runs the double opt-in and sends its own confirmation and unsubscribe links; `status` says
 * whether this address still has to confirm (assumed when absent: the site promises readers a confirmation
 * email before any newsletter). Links of the site's own (`/newsletter/confirm`, `/unsubscribe`) are
 * never sent while this adapter is used, so a token arriving there is not one of ours: `invalid`.
 *
 * Health-topic privacy: the provider is a third party, and receives the address, the list ids the reader
 * chose (and the K1 list), the form's source, the correlation id, the site, the account, `customTc` and the
 * attributes left after `forwardableAttributes`. Never the page's path, its K1, categories or tags.
 *
 * Failures are `NewsletterProviderError`s without the address: 400, 404, 409 and 422, or an answer naming
 * the address invalid, are `refused` (the reader is told to check the address); 401 and 403 `unauthorized`
 * (our key; operators must act); other statuses, unreachable, a redirect (refused: the key goes nowhere
 * else) `upstream`; past the time limit `timeout`; an answer of another shape `invalid-response`.
 */
import 'server-only'
import { z } from 'zod'
import { readBodyWithin } from '@/platform/http'
import {
  type ConfirmationStatus,
  type ConfirmResult,
  type NewsletterProvider,
  NewsletterProviderError,
  type SubscribeCommand,
  type UnsubscribeResult,
} from '../types'

/** Answers larger than this are refused rather than parsed (the answer is a few counts). */
export const MAX_RESPONSE_BYTES = 64_000

/** The path of the subscribe call under `NEWSLETTER_API_URL`. */
export const SUBSCRIBE_PATH = '/api/lists/subscribe'

export const upstreamSubscribeSchema = z.object({
  successCount: z.number().int().nonnegative(),
  failCount: z.number().int().nonnegative(),
  invalidEmails: z.array(z.string()).optional(),
  status: z.enum(['pending', 'confirmed']).optional(),
})

export type HttpNewsletterOptions = { apiUrl: string; apiKey: string; timeoutMs: number }

const REFUSED_STATUSES = new Set([400, 404, 409, 422])

export function httpNewsletterProvider(options: HttpNewsletterOptions): NewsletterProvider {
  const base = options.apiUrl.replace(/\/+$/, '')

  return {
    kind: 'http',

    async subscribe(command: SubscribeCommand) {
      const body = {
        listIds: command.lists.map((l) => l.listId),
        ...(command.account ? { account: command.account } : {}),
        subscribers: [
          {
            email: command.email,
            dataFields: {
              ...command.attributes,
              source: command.source,
              site: command.site,
              ...(command.correlationId ? { correlationId: command.correlationId } : {}),
              ...(command.customTc ? { customTc: command.customTc } : {}),
            },
          },
        ],
      }
      // One time limit for connecting, the status and the body. A timer of our own, cleared as soon as the
      // exchange ends (AbortSignal.timeout keeps its timer running).
      const controller = new AbortController()
      const { signal } = controller
      const timer = setTimeout(
        () => controller.abort(new DOMException('The newsletter API did not answer in time', 'TimeoutError')),
        options.timeoutMs,
      )
      let text: string
      let status: number
      try {
        const response = await fetch(`${base}${SUBSCRIBE_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'Api-Key': options.apiKey,
          },
          body: JSON.stringify(body),
          signal,
          redirect: 'error',
        })
        status = response.status
        if (!response.ok) {
          await response.body?.cancel()
          const reason = REFUSED_STATUSES.has(status)
            ? 'refused'
            : status === 401 || status === 403
              ? 'unauthorized'
              : 'upstream'
          throw new NewsletterProviderError(reason, `newsletter API subscribe: answered ${status}`)
        }
        text = await readBodyWithin(response, signal, {
          maxBytes: MAX_RESPONSE_BYTES,
          tooLarge: () =>
            new NewsletterProviderError('invalid-response', 'newsletter API: answer larger than allowed'),
        })
      } catch (error) {
        if (error instanceof NewsletterProviderError) throw error
        if (signal.aborted || (error instanceof Error && error.name === 'TimeoutError'))
          throw new NewsletterProviderError(
            'timeout',
            `newsletter API subscribe: no answer within ${options.timeoutMs} ms`,
          )
        // Connection refused, DNS, TLS, a redirect: the cause's code only.
        const code = (error as { cause?: { code?: unknown } }).cause?.code
        throw new NewsletterProviderError(
          'upstream',
          `newsletter API subscribe: unreachable${typeof code === 'string' ? ` (${code})` : ''}`,
        )
      } finally {
        clearTimeout(timer)
      }

      let data: unknown
      try {
        data = JSON.parse(text)
      } catch {
        throw new NewsletterProviderError(
          'invalid-response',
          `newsletter API subscribe: answer is not JSON (status ${status})`,
        )
      }
      const parsed = upstreamSubscribeSchema.safeParse(data)
      if (!parsed.success)
        throw new NewsletterProviderError(
          'invalid-response',
          'newsletter API subscribe: answer is not the expected shape',
        )
      const answer = parsed.data
      const invalid = (answer.invalidEmails ?? []).some((e) => e.trim().toLowerCase() === command.email)
      if (invalid || answer.failCount > 0 || answer.successCount < 1)
        throw new NewsletterProviderError(
          'refused',
          'newsletter API subscribe: the address was not subscribed',
        )
      return { status: answer.status ?? 'pending' }
    },

    async confirm(): Promise<ConfirmResult> {
      return { status: 'invalid' }
    },

    async confirmationStatus(): Promise<ConfirmationStatus> {
      return { status: 'invalid' }
    },

    async unsubscribe(): Promise<UnsubscribeResult> {
      return { status: 'invalid' }
    },
  }
}
