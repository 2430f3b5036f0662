/** One text message. `to` is E.164 (`+15551234567`); it is never logged or stored beyond the provider. */
export type TextMessage = { to: string; body: string }

/**
 * Where text messages go: a Twilio-compatible HTTP API (`SMS_ADAPTER=twilio`), or, by default, a file in
 * the outbox folder that the operator can read (development and test machines).
 */
export type TextSender = {
  kind: 'twilio' | 'outbox'
  sendText(message: TextMessage): Promise<void>
}

/**
 * The provider refused, failed or did not answer in time. The message names the status and the provider's
 * error code only: providers quote the number in their error texts, and numbers must not be logged.
 */
export class SmsSendError extends Error {
  constructor(
    readonly reason: 'status' | 'timeout' | 'network' | 'answer' | 'outbox',
    readonly status?: number,
    readonly providerCode?: number,
    options?: { cause?: unknown },
  ) {
    super(
      `The text message could not be sent (${reason}${status ? ` ${status}` : ''}${providerCode ? `, provider code ${providerCode}` : ''}).`,
      options,
    )
    this.name = 'SmsSendError'
  }
}
