import nodemailer from 'nodemailer'
import { type Mailer, MailSendError } from '../types'

/** How long to wait for the mail server at each step: a slow server must not hold a reader's request. */
export const SMTP_TIMEOUT_MS = 10_000

/**
 * Mail through an SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`). nodemailer keeps
 * no pool: one connection per message is plenty for coupons and leaves nothing open between them.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    {
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      // nodemailer's logger would print recipients; keep it off.
      logger: false,
    },
    { from },
  )
  return {
    kind: 'smtp',
    async sendMail({ to, subject, text, html, headers }) {
      try {
        await transport.sendMail({ to, subject, text, html, headers })
      } catch (error) {
        const e = error as { code?: unknown; responseCode?: unknown }
        throw new MailSendError(
          typeof e.code === 'string' ? e.code : undefined,
          typeof e.responseCode === 'number' ? e.responseCode : undefined,
          { cause: error },
        )
      }
    },
    close: () => transport.close(),
  }
}
