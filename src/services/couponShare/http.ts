import { parseRequest, requestError } from '@/platform/requestErrors'
import 'server-only'
import { z } from 'zod'
import {
  clientAddress,
  json,
  parseJsonBody,
  refuseCrossSite,
  tooManyRequests,
  withErrors,
} from '@/platform/http'
import { log } from '@/platform/log.mjs'
import type { RateLimiter } from '@/platform/state'
import type { BotCheckResult } from '../botcheck'
import { couponEmail } from '../mail/couponEmail'
import type { MailMessage } from '../mail/types'
import type { CouponResponse, ShareResponse } from '../pricing/shared'
import { couponText } from '../sms/couponText'
import type { TextMessage } from '../sms/types'
import type { FormReporter } from '../trackingIngest'
import { WalletNotConfiguredError } from '../wallet/types'
import { addressLimitKey, addressLimitMessage, ipLimitMessage } from './limits'
import { type ShareCommand, shareRequestSchema } from './schema'

/** The largest share body: a token of a few hundred characters and an address. */
export const MAX_SHARE_BODY_BYTES = 8_192

/** Answers in the spec's words (002 §8) where it has them, and in plain words where it does not. */
export const SHARE_MESSAGES = {
  botCheckFailed: 'The bot check failed. Please try again.',
  botCheckExpired: 'The bot check expired. Please try again.',
  botCheckReused: 'This bot check was already used. Please try again.',
  couponNotFound: 'This coupon is no longer available. Please open the coupon again.',
  sendFailed: 'An error occurred while sending the coupon. Please try again.',
  walletFailed: 'An error occurred while storing the coupon in your Wallet. Please try again.',
  walletUnavailable: 'Wallet passes are not available on this site yet.',
} as const

/** What the share call needs: the route passes this process's services (`shareDependencies()`). */
export type ShareDependencies = {
  /** The site's origins: a send asked from another site's page is refused (`refuseCrossSite`). */
  trustedOrigins: readonly string[]
  checkToken(token: string): Promise<BotCheckResult>
  ipLimiter: RateLimiter
  addressLimiter: RateLimiter
  limits: { perAddress: number; windowSeconds: number }
  /** The key for the per-address limit's hashes. */
  addressHashKey: string
  findCoupon(id: string): Promise<CouponResponse | null>
  sendMail(message: MailMessage): Promise<void>
  sendText(message: TextMessage): Promise<void>
  applePass(coupon: CouponResponse): Promise<Buffer>
  googleLink(coupon: CouponResponse): Promise<string>
  siteUrl: string
  /** Reports a coupon sent to the tracking ingest (002 §7; `services/trackingIngest`). Never throws. */
  reportForm?: FormReporter
}

const failure = (status: number, error: string, headers: Record<string, string> = {}): Response =>
  json({ success: false, error, data: null } satisfies ShareResponse, { status, headers })

/** A shared helper's error answer (`{ error }`) in the share call's shape, keeping its status and headers. */
async function asShareFailure(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown }
  const headers = Object.fromEntries(response.headers.entries())
  delete headers['content-type']
  delete headers['content-length']
  return failure(
    response.status,
    typeof body.error === 'string' ? body.error : 'The request is not valid.',
    headers,
  )
}

/** Why a provider failed, without its message (which can quote the reader's address): name and code. */
function summary(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  const { code, status, reason, responseCode, providerCode } = error as unknown as Record<string, unknown>
  return [error.name, reason, code, status, responseCode, providerCode]
    .filter((p) => typeof p === 'string' || typeof p === 'number')
    .join(' ')
}

const botCheckMessage = (reason: Exclude<BotCheckResult, { ok: true }>['reason']) =>
  reason === 'expired'
    ? SHARE_MESSAGES.botCheckExpired
    : reason === 'reused'
      ? SHARE_MESSAGES.botCheckReused
      : SHARE_MESSAGES.botCheckFailed

/**
 * `POST /api/optum-coupon-info-share` (002 §7): send a coupon by email or text, or make a wallet pass.
 *
 * In order: where it comes from (403 unless from a page of this site: another site's page could otherwise send
 * coupons to addresses of its choosing from its visitors' connections), the body (400 with a message), the bot
 * check (403), the per-connection limit (429), for email
 * and text the per-address limit (429; counted under a keyed hash of the address), the coupon by id (404),
 * then the provider (502 when it fails). Email and text answer `{ success: true, data: null }`; a wallet
 * pass answers the save link (Android) or the `.pkpass` bytes in base64 (iOS). The address and phone number
 * are used for this one send only: never logged, never stored.
 */
export function handleCouponShare(request: Request, deps: ShareDependencies): Promise<Response> {
  return withErrors('coupon-share', async () => {
    const crossSite = refuseCrossSite(request, deps.trustedOrigins)
    if (crossSite) return asShareFailure(crossSite)
    // The shared helper checks the content type, size and JSON; the schema's messages already name their
    // field, so they are answered as they are (no "email: " prefix).
    const body = await parseJsonBody(request, z.unknown(), { maxBytes: MAX_SHARE_BODY_BYTES })
    if (!body.ok) return asShareFailure(body.response)
    const parsed = parseRequest(shareRequestSchema, body.value)
    if (!parsed.success) return failure(400, requestError(parsed.error))
    const command: ShareCommand = parsed.data

    const check = await deps.checkToken(command.token)
    if (!check.ok) return failure(403, botCheckMessage(check.reason))

    const perIp = await deps.ipLimiter.consume(clientAddress(request) ?? 'unknown')
    if (!perIp.allowed)
      return asShareFailure(tooManyRequests(ipLimitMessage(perIp.retryAfterSeconds), perIp.retryAfterSeconds))

    if (command.sendType !== 'wallet') {
      const kind = command.sendType === 'email' ? 'email' : 'phone'
      const address = command.sendType === 'email' ? command.email : command.phone
      const perAddress = await deps.addressLimiter.consume(
        addressLimitKey(kind, address, deps.addressHashKey),
      )
      if (!perAddress.allowed) {
        const message = addressLimitMessage(kind, {
          ...deps.limits,
          retryAfterSeconds: perAddress.retryAfterSeconds,
        })
        return asShareFailure(tooManyRequests(message, perAddress.retryAfterSeconds))
      }
    }

    const coupon = await deps.findCoupon(command.couponID)
    if (!coupon) return failure(404, SHARE_MESSAGES.couponNotFound)

    switch (command.sendType) {
      case 'email':
        try {
          await deps.sendMail({ to: command.email, ...couponEmail(coupon, { siteUrl: deps.siteUrl }) })
        } catch (error) {
          log('coupon-share').error({ failure: summary(error) }, 'the mail provider failed')
          return failure(502, SHARE_MESSAGES.sendFailed)
        }
        await deps.reportForm?.(request, { form: 'coupon', source: 'email', email: command.email })
        return json({ success: true, data: null } satisfies ShareResponse)
      case 'textMessage':
        try {
          await deps.sendText({ to: command.phone, body: couponText(coupon) })
        } catch (error) {
          log('coupon-share').error({ failure: summary(error) }, 'the SMS provider failed')
          return failure(502, SHARE_MESSAGES.sendFailed)
        }
        await deps.reportForm?.(request, { form: 'coupon', source: 'textMessage' })
        return json({ success: true, data: null } satisfies ShareResponse)
      case 'wallet':
        try {
          const data =
            command.platform === 'iOS'
              ? (await deps.applePass(coupon)).toString('base64')
              : await deps.googleLink(coupon)
          await deps.reportForm?.(request, { form: 'coupon', source: `wallet-${command.platform}` })
          return json({ success: true, data } satisfies ShareResponse)
        } catch (error) {
          if (error instanceof WalletNotConfiguredError) {
            log('coupon-share').error(error.message)
            return failure(503, SHARE_MESSAGES.walletUnavailable)
          }
          log('coupon-share').error({ failure: summary(error) }, 'the wallet pass failed')
          return failure(502, SHARE_MESSAGES.walletFailed)
        }
    }
  })
}
