import 'server-only'
import path from 'node:path'
import { config } from '@/platform/config.mjs'
import { log } from '@/platform/log.mjs'
import { singleton } from '@/platform/singleton'
import { outboxMailer } from './adapters/outbox'
import { smtpMailer } from './adapters/smtp'
import type { Mailer, MailMessage } from './types'

export { couponEmail } from './couponEmail'
export { type Mailer, type MailMessage, MailSendError } from './types'

/** This process's mailer: SMTP when `SMTP_URL` is set, else the outbox folder (`OUTBOX_DIR`). */
export function mailer(): Mailer {
  return singleton('mail.mailer', () => {
    const { mail, nodeEnv } = config()
    if (mail.smtpUrl) return smtpMailer(mail.smtpUrl, mail.from)
    const dir = path.resolve(/*turbopackIgnore: true*/ mail.outboxDir)
    // Readers would be told "Coupon sent!" while nothing leaves the machine: say so where operators look.
    if (nodeEnv === 'production')
      log('mail').warn(`SMTP_URL is not set: coupon mail is written to ${dir}, not sent.`)
    return outboxMailer(dir, mail.from)
  })
}

/** Send one message through this process's mailer. */
export function sendMail(message: MailMessage): Promise<void> {
  return mailer().sendMail(message)
}
