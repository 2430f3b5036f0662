import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { type Mailer, MailSendError } from '../types'

/** A file name that sorts by time and never collides: `2026-11-23T10-00-00-000Z-1a2b3c4d.eml`. */
export function outboxFileName(now: Date, suffix = randomBytes(4).toString('hex')): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${suffix}.eml`
}

/**
 * Without `SMTP_URL`, mail is composed exactly as it would be sent (nodemailer's stream transport) and
 * written as an `.eml` file to the outbox folder, which any mail program opens. For development and test
 * machines: the files hold the recipient's address, so they are readable by the app's user only.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  )
  return {
    kind: 'outbox',
    async sendMail({ to, subject, text, html, headers }) {
      try {
        const info = await transport.sendMail({ to, subject, text, html, headers })
        await fs.mkdir(dir, { recursive: true })
        await fs.writeFile(path.join(dir, outboxFileName(new Date())), info.message, { mode: 0o600 })
      } catch (error) {
        const code = (error as { code?: unknown }).code
        throw new MailSendError(typeof code === 'string' ? code : 'EOUTBOX', undefined, { cause: error })
      }
    },
    close: () => transport.close(),
  }
}
