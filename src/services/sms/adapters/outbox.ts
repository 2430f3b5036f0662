import fs from 'node:fs/promises'
import path from 'node:path'
import { SmsSendError, type TextSender } from '../types'

export const SMS_OUTBOX_FILE = 'sms.log'

/**
 * Without an SMS provider, each text is appended as one JSON line (`{ at, to, body }`) to `sms.log` in the
 * outbox folder, for the operator to read. For development and test machines: the file holds phone
 * numbers, so it is readable by the app's user only.
 */
export function outboxTextSender(dir: string): TextSender {
  return {
    kind: 'outbox',
    async sendText({ to, body }) {
      try {
        await fs.mkdir(dir, { recursive: true })
        const line = `${JSON.stringify({ at: new Date().toISOString(), to, body })}\n`
        await fs.appendFile(path.join(dir, SMS_OUTBOX_FILE), line, { mode: 0o600 })
      } catch (error) {
        throw new SmsSendError('outbox', undefined, undefined, { cause: error })
      }
    },
  }
}
