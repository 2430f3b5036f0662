import { z } from 'zod'
import { MAX_TOKEN_LENGTH } from '../botcheck/botcheck'
import type { ShareSendType, WalletPlatform } from '../pricing/shared'
import { beginsWithTenDigits, toE164 } from '../sms/phone'

/** 002 §5: a simple {something}@{domain}.{tld} pattern, as the widget checks it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** RFC 5321's limit on an address's length. */
export const EMAIL_MAX_LENGTH = 254

export const MESSAGES = {
  token: 'Complete the bot check first: the request has no token.',
  couponID: 'couponID must be the id of a coupon from /api/optum/coupons.',
  sendType: 'sendType must be email, textMessage or wallet.',
  email: 'Enter a valid email address, such as name@example.com.',
  phoneNumber: 'Enter a phone number that begins with 10 digits, such as 5551234567.',
  usPhone: 'Enter a US phone number: 10 digits, such as 5551234567.',
  platform: 'platform must be Android or iOS for a wallet pass.',
} as const

/** What to do, once the body is valid: the address already normalised (lower-case email, E.164 phone). */
export type ShareCommand = { token: string; couponID: string } & (
  | { sendType: 'email'; email: string }
  | { sendType: 'textMessage'; phone: string }
  | { sendType: 'wallet'; platform: WalletPlatform }
)

const sendTypes = ['email', 'textMessage', 'wallet'] as const satisfies readonly ShareSendType[]

/**
 * `POST /api/optum-coupon-info-share` (002 §7): `{ token, couponID, sendType, email? | phoneNumber? |
 * platform? }`. The field the send type needs is required and checked as the widget checks it (002 §5);
 * the others are ignored.
 */
export const shareRequestSchema = z
  .object({
    token: z
      .string({ error: MESSAGES.token })
      .trim()
      .min(1, MESSAGES.token)
      .max(MAX_TOKEN_LENGTH, MESSAGES.token),
    couponID: z.string({ error: MESSAGES.couponID }).regex(/^[A-Za-z0-9_-]{1,64}$/, MESSAGES.couponID),
    sendType: z.enum(sendTypes, { error: MESSAGES.sendType }),
    email: z.string({ error: MESSAGES.email }).optional(),
    phoneNumber: z.string({ error: MESSAGES.phoneNumber }).optional(),
    platform: z.string({ error: MESSAGES.platform }).optional(),
  })
  .transform((body, ctx): ShareCommand => {
    const { token, couponID } = body
    if (body.sendType === 'email') {
      const email = body.email?.trim().toLowerCase() ?? ''
      if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.email })
        return z.NEVER
      }
      return { token, couponID, sendType: 'email', email }
    }
    if (body.sendType === 'textMessage') {
      const raw = body.phoneNumber?.trim() ?? ''
      if (!beginsWithTenDigits(raw)) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: MESSAGES.phoneNumber })
        return z.NEVER
      }
      const phone = toE164(raw)
      if (!phone) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: MESSAGES.usPhone })
        return z.NEVER
      }
      return { token, couponID, sendType: 'textMessage', phone }
    }
    if (body.platform !== 'Android' && body.platform !== 'iOS') {
      ctx.addIssue({ code: 'custom', path: ['platform'], message: MESSAGES.platform })
      return z.NEVER
    }
    return { token, couponID, sendType: 'wallet', platform: body.platform }
  })
