/**
 * One message to one reader. `to` is never logged or stored beyond the transport. `headers` are added to
 * the message as they are (e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on newsletter mail).
 */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

/**
 * Where mail goes: an SMTP server (`SMTP_URL`), or, without one, `.eml` files in an outbox folder that the
 * operator can open with any mail program (development and test machines).
 */
export type Mailer = {
  kind: 'smtp' | 'outbox'
  sendMail(message: MailMessage): Promise<void>
  /** Release connections (tests, shutdown). */
  close(): void
}

/**
 * The mail provider refused or could not be reached. `code` and `responseCode` say why without the
 * message text, which can quote the recipient's address and so must not be logged.
 */
export class MailSendError extends Error {
  constructor(
    readonly code: string | undefined,
    readonly responseCode: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(
      `The mail could not be sent${code ? ` (${code}${responseCode ? ` ${responseCode}` : ''})` : ''}.`,
      options,
    )
    this.name = 'MailSendError'
  }
}
