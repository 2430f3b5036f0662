import 'server-only'
import path from 'node:path'
import { config } from '@/platform/config.mjs'
import { log } from '@/platform/log.mjs'
import { singleton } from '@/platform/singleton'
import { outboxTextSender } from './adapters/outbox'
import { twilioTextSender } from './adapters/twilio'
import type { TextMessage, TextSender } from './types'

export { couponText } from './couponText'
export { beginsWithTenDigits, toE164 } from './phone'
export { SmsSendError, type TextMessage, type TextSender } from './types'

/** This process's text sender: the Twilio-compatible API (`SMS_ADAPTER=twilio`), else the outbox file. */
export function textSender(): TextSender {
  return singleton('sms.sender', () => {
    const { adapters, sms, mail, nodeEnv } = config()
    if (adapters.sms === 'twilio' && sms.accountSid && sms.authToken && sms.from) {
      return twilioTextSender({
        apiUrl: sms.apiUrl,
        accountSid: sms.accountSid,
        authToken: sms.authToken,
        from: sms.from,
      })
    }
    const dir = path.resolve(/*turbopackIgnore: true*/ mail.outboxDir)
    // Readers would be told "Coupon sent!" while nothing leaves the machine: say so where operators look.
    if (nodeEnv === 'production')
      log('sms').warn(`no SMS provider is configured: coupon texts are written to ${dir}, not sent.`)
    return outboxTextSender(dir)
  })
}

/** Send one text through this process's sender. */
export function sendText(message: TextMessage): Promise<void> {
  return textSender().sendText(message)
}
