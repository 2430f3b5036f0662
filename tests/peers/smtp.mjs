// @ts-check
/**
 * A real SMTP server for tests: it accepts mail on 127.0.0.1 (no TLS, any or no login), parses each message
 * with mailparser and keeps it in `messages`. Started by the integration tests and by `scripts/e2e.mjs`
 * (point the app at it with `SMTP_URL=peer.url`).
 *
 *   const smtp = await startSmtpPeer()
 *   // … the app sends …
 *   const [mail] = await smtp.waitForMessages(1)
 *   await smtp.close()
 */
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * @typedef {object} ReceivedMail
 * @property {string} envelopeFrom the SMTP MAIL FROM address
 * @property {string[]} envelopeTo the SMTP RCPT TO addresses
 * @property {string} from the From header, as text
 * @property {string[]} to the addresses of the To header
 * @property {string} subject
 * @property {string} text the plain-text body
 * @property {string} html the HTML body ('' when there is none)
 * @property {string} raw the whole message as received
 */

/**
 * @typedef {object} SmtpPeer
 * @property {string} url `smtp://127.0.0.1:PORT`, for SMTP_URL
 * @property {number} port
 * @property {ReceivedMail[]} messages every message received, oldest first
 * @property {(mode: 'accept' | 'reject') => void} setMode 'reject' refuses every recipient (550), to test failures
 * @property {(count: number, timeoutMs?: number) => Promise<ReceivedMail[]>} waitForMessages resolves when at least `count` messages have arrived
 * @property {() => Promise<void>} close
 */

/** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} field */
function addresses(field) {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field]
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean)
}

/**
 * @param {{ port?: number, host?: string }} [options] port 0 (the default) picks a free one
 * @returns {Promise<SmtpPeer>}
 */
export async function startSmtpPeer({ port = 0, host = '127.0.0.1' } = {}) {
  /** @type {ReceivedMail[]} */
  const messages = []
  /** @type {'accept' | 'reject'} */
  let mode = 'accept'
  /** @type {Array<() => void>} */
  let waiters = []

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'wellread test peer',
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' })
    },
    onRcptTo(_address, _session, callback) {
      if (mode === 'reject') {
        const error = /** @type {Error & { responseCode?: number }} */ (new Error('Mailbox unavailable'))
        error.responseCode = 550
        callback(error)
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        simpleParser(raw)
          .then((mail) => {
            const from = session.envelope.mailFrom
            messages.push({
              envelopeFrom: from ? from.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              from: mail.from?.text ?? '',
              to: addresses(mail.to),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              raw: raw.toString('utf8'),
            })
            const ready = waiters
            waiters = []
            for (const wake of ready) wake()
            callback()
          })
          .catch((/** @type {Error} */ error) => callback(error))
      })
    },
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port

  return {
    url: `smtp://${host}:${actualPort}`,
    port: actualPort,
    messages,
    setMode(next) {
      mode = next
    },
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`SMTP peer: ${messages.length} of ${count} messages after ${timeoutMs} ms`)),
          timeoutMs,
        )
        const check = () => {
          if (messages.length >= count) {
            clearTimeout(timer)
            resolve(messages.slice())
          } else waiters.push(check)
        }
        check()
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
