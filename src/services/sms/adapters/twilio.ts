import { z } from 'zod'
import { SmsSendError, type TextSender } from '../types'

/** The provider's answer time limit: a slow provider must not hold a reader's request. */
export const SMS_TIMEOUT_MS = 5_000

export type TwilioOptions = {
  /** e.g. https://api.twilio.com, or a local peer in tests. */
  apiUrl: string
  accountSid: string
  authToken: string
  /** The sending number, E.164. */
  from: string
  timeoutMs?: number
}

/** What a Twilio-compatible API answers for a created message; only the id is needed. */
const createdMessage = z.object({ sid: z.string().min(1) })
/** Its error body: `{ code, message, status }`. Only the numeric code is kept (the message may quote the number). */
const errorBody = z.object({ code: z.number().int() })

/**
 * Text messages through a Twilio-compatible API: `POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded To, From and Body, HTTP basic auth with the account id and token. Anything but a 2xx with a
 * message id is an error.
 */
export function twilioTextSender(options: TwilioOptions): TextSender {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`
  return {
    kind: 'twilio',
    async sendText({ to, body }) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, From: options.from, Body: body }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? SMS_TIMEOUT_MS),
          redirect: 'error',
        })
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError'
        throw new SmsSendError(timedOut ? 'timeout' : 'network', undefined, undefined, { cause: error })
      }
      const raw = await response.text().catch(() => '')
      let json: unknown = null
      try {
        json = JSON.parse(raw)
      } catch {
        // not JSON: handled below as an unexpected answer
      }
      if (!response.ok) {
        const code = errorBody.safeParse(json)
        throw new SmsSendError('status', response.status, code.success ? code.data.code : undefined)
      }
      if (!createdMessage.safeParse(json).success) throw new SmsSendError('answer', response.status)
    },
  }
}
