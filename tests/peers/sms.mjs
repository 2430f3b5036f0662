// @ts-check
/**
 * A Twilio-compatible SMS API for tests: `POST /2010-04-01/Accounts/{sid}/Messages.json` with form-encoded
 * To, From and Body and HTTP basic auth. It keeps what it receives in `messages` and answers like Twilio
 * (201 with a message sid). Started by the integration tests and by `scripts/e2e.mjs` (point the app at it
 * with `SMS_ADAPTER=twilio SMS_API_URL=peer.url SMS_ACCOUNT_SID=… SMS_AUTH_TOKEN=… SMS_FROM=…`).
 *
 *   const sms = await startSmsPeer({ accountSid: 'ACtest', authToken: 'secret' })
 *   sms.setMode('fail')   // answer 500 from now on
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'

/**
 * @typedef {object} ReceivedText
 * @property {string} to
 * @property {string} from
 * @property {string} body
 * @property {string} accountSid the account in the path
 * @property {string} contentType
 */

/**
 * @typedef {object} SmsPeer
 * @property {string} url `http://127.0.0.1:PORT`, for SMS_API_URL
 * @property {number} port
 * @property {string} accountSid
 * @property {string} authToken
 * @property {ReceivedText[]} messages every accepted message, oldest first
 * @property {number} requests every request received, accepted or not
 * @property {(mode: 'ok' | 'fail' | 'slow') => void} setMode 'fail' answers 500; 'slow' answers after `slowMs`
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ accountSid?: string, authToken?: string, port?: number, host?: string, slowMs?: number }} [options]
 * @returns {Promise<SmsPeer>}
 */
export async function startSmsPeer({
  accountSid = 'ACwellreadtest',
  authToken = 'wellread-test-token',
  port = 0,
  host = '127.0.0.1',
  slowMs = 8_000,
} = {}) {
  /** @type {ReceivedText[]} */
  const messages = []
  /** @type {'ok' | 'fail' | 'slow'} */
  let mode = 'ok'
  let requests = 0
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`
  const path = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/

  /**
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   */
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const server = http.createServer((req, res) => {
    requests += 1
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const match = path.exec(req.url ?? '')
      if (req.method !== 'POST' || !match)
        return send(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 })
      if (req.headers.authorization !== expectedAuth || match[1] !== accountSid)
        return send(res, 401, { code: 20003, message: 'Authenticate', status: 401 })
      if (mode === 'fail')
        return send(res, 500, { code: 20500, message: 'Internal Server Error', status: 500 })
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const to = form.get('To') ?? ''
      const from = form.get('From') ?? ''
      const body = form.get('Body') ?? ''
      if (!to || !from || !body)
        return send(res, 400, { code: 21604, message: "A 'To' phone number is required.", status: 400 })
      const answer = () => {
        // A client that gave up waiting (its timeout) never learns of the message: do not count it.
        if (res.destroyed) return
        messages.push({
          to,
          from,
          body,
          accountSid: match[1] ?? '',
          contentType: req.headers['content-type'] ?? '',
        })
        send(res, 201, {
          sid: `SM${randomBytes(16).toString('hex')}`,
          account_sid: accountSid,
          to,
          from,
          body,
          status: 'queued',
        })
      }
      if (mode === 'slow') setTimeout(answer, slowMs).unref()
      else answer()
    })
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    accountSid,
    authToken,
    messages,
    get requests() {
      return requests
    },
    setMode(next) {
      mode = next
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      }),
  }
}
