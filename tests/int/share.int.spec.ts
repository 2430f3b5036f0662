import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { unzipSync } from 'fflate'
import { importSPKI, jwtVerify } from 'jose'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { type BotCheckChallenge, encodeBotCheckToken } from '@/services/botcheck/shared'
import { SHARE_MESSAGES } from '@/services/couponShare/http'
import { MESSAGES } from '@/services/couponShare/schema'
import type { ShareResponse } from '@/services/pricing/shared'
import { sampleCoupon } from '@/services/pricing/testData'
import { GOOGLE_SAVE_URL } from '@/services/wallet/google'
import { generateWalletCredentials, type WalletCredentials, walletEnv } from '../peers/certs.mjs'
import { type SmsPeer, startSmsPeer } from '../peers/sms.mjs'
import { type SmtpPeer, startSmtpPeer } from '../peers/smtp.mjs'
import { captureLogs } from '../unit/log-capture'

/**
 * `POST /api/optum-coupon-info-share` through its route, with the app's real services pointed at local
 * peers: mail to an SMTP server the test starts, texts to a Twilio-compatible API it starts, wallet passes
 * signed with certificates it generates, the bot check solved as a browser would, and the limits of
 * SHARE_LIMIT_* in the in-process state store.
 */
describe('POST /api/optum-coupon-info-share', () => {
  let smtp: SmtpPeer
  let sms: SmsPeer
  let credentials: WalletCredentials
  let dir: string
  let savedEnv: NodeJS.ProcessEnv
  let POST: (request: Request) => Promise<Response>
  let GET: () => Promise<Response>
  const COUPON_ID = 'SHAREROUTE01'
  const PER_IP = 6

  beforeAll(async () => {
    savedEnv = { ...process.env }
    ;[smtp, sms] = await Promise.all([
      startSmtpPeer(),
      startSmsPeer({ accountSid: 'ACsharetest', authToken: 'share-test-token' }),
    ])
    credentials = generateWalletCredentials()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-share-'))
    delete process.env.REDIS_URL
    Object.assign(process.env, walletEnv(credentials), {
      DATA_DIR: dir,
      OUTBOX_DIR: path.join(dir, 'outbox'),
      SITE_URL: 'https://wellread.example',
      STATE_ADAPTER: 'memory',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Wellread <coupons@wellread.example>',
      SMS_ADAPTER: 'twilio',
      SMS_API_URL: sms.url,
      SMS_ACCOUNT_SID: sms.accountSid,
      SMS_AUTH_TOKEN: sms.authToken,
      SMS_FROM: '+15550001111',
      BOT_CHECK_HMAC_KEY: 'share-route-test-bot-check-key',
      BOT_CHECK_MAX_NUMBER: '1000',
      SHARE_LIMIT_PER_ADDRESS: '3',
      SHARE_LIMIT_PER_IP: String(PER_IP),
      SHARE_LIMIT_WINDOW_SECONDS: '600',
    })
    const { resetConfig } = await import('@/platform/config.mjs')
    const { dropSingleton } = await import('@/platform/singleton')
    resetConfig()
    for (const name of ['mail.mailer', 'sms.sender', 'state.adapter']) dropSingleton(name)
    ;({ POST } = await import('@/app/api/optum-coupon-info-share/route'))
    ;({ GET } = await import('@/app/api/bot-check/challenge/route'))
    const { saveCoupon } = await import('@/services/pricing/couponStore')
    await saveCoupon(sampleCoupon({ id: COUPON_ID }))
  })

  afterAll(async () => {
    await Promise.all([smtp?.close(), sms?.close()])
    process.env = savedEnv
    const { resetConfig } = await import('@/platform/config.mjs')
    resetConfig()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** What the widget does before each send: fetch a challenge and solve it. */
  async function token(): Promise<string> {
    const response = await GET()
    expect(response.status).toBe(200)
    const challenge = (await response.json()) as BotCheckChallenge
    const solution = await solveChallenge({ challenge, deriveKey })
    return encodeBotCheckToken({ challenge, solution: solution! })
  }

  let ipCounter = 10
  /** A client address of its own, so tests do not share the per-IP allowance. */
  const newIp = () => `198.51.100.${ipCounter++}`

  async function post(
    body: Record<string, unknown> | string,
    {
      ip = '203.0.113.1',
      type = 'application/json',
      origin = 'https://wellread.example',
    }: { ip?: string; type?: string; origin?: string } = {},
  ): Promise<{ status: number; body: ShareResponse; headers: Headers }> {
    const response = await POST(
      new Request('http://localhost/api/optum-coupon-info-share', {
        method: 'POST',
        // The widget's page, on the site's origin (SITE_URL), sends its Origin with the POST.
        headers: { 'content-type': type, [CLIENT_IP_HEADER]: ip, origin },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
    return {
      status: response.status,
      body: (await response.json()) as ShareResponse,
      headers: response.headers,
    }
  }

  const send = async (fields: Record<string, unknown>, ip: string) =>
    post({ token: await token(), couponID: COUPON_ID, ...fields }, { ip })

  it('emails the coupon: the message arrives on the SMTP server', async () => {
    const before = smtp.messages.length
    const res = await send({ sendType: 'email', email: 'Reader.One@Example.com' }, newIp())
    expect(res).toMatchObject({ status: 200, body: { success: true, data: null } })
    const messages = await smtp.waitForMessages(before + 1)
    const mail = messages.at(-1)!
    expect(mail.envelopeTo).toEqual(['reader.one@example.com'])
    expect(mail.subject).toBe('Your Wellread prescription savings coupon')
    expect(mail.text).toContain('Member ID: WR004815162')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('texts the coupon: the SMS peer receives it, to the number in E.164', async () => {
    const res = await send({ sendType: 'textMessage', phoneNumber: '5552220001' }, newIp())
    expect(res).toMatchObject({ status: 200, body: { success: true, data: null } })
    const text = sms.messages.at(-1)!
    expect(text.to).toBe('+15552220001')
    expect(text.from).toBe('+15550001111')
    expect(text.body).toContain('BIN 610749 PCN WRX GRP WRGEN01 ID WR004815162')
  })

  it('answers an iOS wallet pass as the .pkpass bytes in base64', async () => {
    const res = await send({ sendType: 'wallet', platform: 'iOS' }, newIp())
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    const files = unzipSync(new Uint8Array(Buffer.from(res.body.data!, 'base64')))
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature']))
    const pass = JSON.parse(Buffer.from(files['pass.json']!).toString('utf8')) as { serialNumber: string }
    expect(pass.serialNumber).toBe(COUPON_ID)
  })

  it('answers an Android wallet request with a signed save link', async () => {
    const res = await send({ sendType: 'wallet', platform: 'Android' }, newIp())
    expect(res.status).toBe(200)
    const link = res.body.data!
    expect(link.startsWith(GOOGLE_SAVE_URL)).toBe(true)
    const { payload } = await jwtVerify(
      link.slice(GOOGLE_SAVE_URL.length),
      await importSPKI(credentials.google.publicKey, 'RS256'),
      { audience: 'google', issuer: credentials.google.serviceAccountEmail },
    )
    expect(JSON.stringify(payload.payload)).toContain('WR004815162')
  })

  it('sends at most 3 coupons to one email address per window, whatever the connection', async () => {
    const ip = newIp()
    for (let i = 0; i < 3; i++)
      expect((await send({ sendType: 'email', email: 'limited@example.com' }, ip)).status).toBe(200)
    const fourth = await send({ sendType: 'email', email: '  LIMITED@example.com ' }, ip)
    expect(fourth.status).toBe(429)
    expect(fourth.body).toEqual({
      success: false,
      error: expect.stringMatching(
        /^3 coupons have already been sent to this email address in the last 10 minutes\. Please try again in \d+ minutes?\.$/,
      ),
      data: null,
    })
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
    // From another connection, the same address is still refused …
    expect((await send({ sendType: 'email', email: 'limited@example.com' }, newIp())).status).toBe(429)
    // … and another address from the first connection still passes.
    expect((await send({ sendType: 'email', email: 'someone.else@example.com' }, ip)).status).toBe(200)
  })

  it('sends at most 3 coupons to one phone number per window, however it is written', async () => {
    const ip = newIp()
    const numbers = ['5553330001', '15553330001', '5553330001 ext 9']
    for (const phoneNumber of numbers)
      expect((await send({ sendType: 'textMessage', phoneNumber }, ip)).status).toBe(200)
    const fourth = await send({ sendType: 'textMessage', phoneNumber: '5553330001' }, ip)
    expect(fourth.status).toBe(429)
    expect(fourth.body.success).toBe(false)
    expect(fourth.body.success === false && fourth.body.error).toMatch(/this phone number/)
  })

  it(`limits sends per connection (${PER_IP} per window): new addresses pass until then, other connections after`, async () => {
    const ip = newIp()
    const statuses: number[] = []
    for (let i = 0; i < PER_IP; i++)
      statuses.push((await send({ sendType: 'email', email: `ip-limit-${i}@example.com` }, ip)).status)
    expect(statuses).toEqual(Array(PER_IP).fill(200))
    const past = await send({ sendType: 'email', email: 'ip-limit-new@example.com' }, ip)
    expect(past.status).toBe(429)
    expect(past.body).toEqual({
      success: false,
      error: expect.stringMatching(
        /^Too many coupons have been sent from your connection\. Please try again in/,
      ),
      data: null,
    })
    // Wallet passes count against the connection too.
    expect((await send({ sendType: 'wallet', platform: 'Android' }, ip)).status).toBe(429)
    expect((await send({ sendType: 'email', email: 'ip-limit-new@example.com' }, newIp())).status).toBe(200)
  })

  it.each([
    [{ couponID: COUPON_ID, sendType: 'email', email: 'a@example.com' }, MESSAGES.token],
    [{ token: 'x', couponID: COUPON_ID, sendType: 'email', email: 'not-an-email' }, MESSAGES.email],
    [{ token: 'x', couponID: COUPON_ID, sendType: 'email' }, MESSAGES.email],
    [
      { token: 'x', couponID: COUPON_ID, sendType: 'textMessage', phoneNumber: '555-222-0001' },
      MESSAGES.phoneNumber,
    ],
    [{ token: 'x', couponID: COUPON_ID, sendType: 'wallet' }, MESSAGES.platform],
    [{ token: 'x', couponID: COUPON_ID, sendType: 'pigeon' }, MESSAGES.sendType],
    [{ token: 'x', sendType: 'wallet', platform: 'iOS' }, MESSAGES.couponID],
  ])('refuses a bad body with 400 and a message: %j', async (body, message) => {
    const res = await post(body, { ip: newIp() })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, error: message, data: null })
  })

  it('refuses a body that is not JSON (400) or not sent as JSON (415)', async () => {
    const broken = await post('{"token":', { ip: newIp() })
    expect(broken.status).toBe(400)
    expect(broken.body).toEqual({ success: false, error: 'The body is not valid JSON.', data: null })
    const form = await post('token=x', { ip: newIp(), type: 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)
    expect(form.body.success).toBe(false)
  })

  it('refuses a send asked from another site’s page with 403, before the bot check or sending anything', async () => {
    const before = smtp.messages.length
    const crossSite = await post(
      { token: await token(), couponID: COUPON_ID, sendType: 'email', email: 'c@example.com' },
      { ip: newIp(), origin: 'https://evil.example' },
    )
    expect(crossSite).toMatchObject({
      status: 403,
      body: { success: false, error: 'This request must come from a page of this site.', data: null },
    })
    expect(smtp.messages.length).toBe(before)
  })

  it('refuses a failed or reused bot check with 403, before sending anything', async () => {
    const before = smtp.messages.length
    const ip = newIp()
    const forged = await post(
      {
        token: btoa('{"challenge":{},"solution":{}}'),
        couponID: COUPON_ID,
        sendType: 'email',
        email: 'b@example.com',
      },
      { ip },
    )
    expect(forged).toMatchObject({
      status: 403,
      body: { success: false, error: SHARE_MESSAGES.botCheckFailed },
    })
    const once = await token()
    const first = await post(
      { token: once, couponID: COUPON_ID, sendType: 'wallet', platform: 'Android' },
      { ip },
    )
    expect(first.status).toBe(200)
    const again = await post(
      { token: once, couponID: COUPON_ID, sendType: 'email', email: 'b@example.com' },
      { ip },
    )
    expect(again).toMatchObject({
      status: 403,
      body: { success: false, error: SHARE_MESSAGES.botCheckReused },
    })
    expect(smtp.messages.length).toBe(before)
  })

  it('answers 404 for a coupon it does not know (or no longer keeps)', async () => {
    const res = await post(
      { token: await token(), couponID: 'NOSUCHCOUPON', sendType: 'wallet', platform: 'iOS' },
      { ip: newIp() },
    )
    expect(res).toEqual({
      status: 404,
      body: { success: false, error: SHARE_MESSAGES.couponNotFound, data: null },
      headers: expect.any(Headers),
    })
  })

  it('answers 502 with the spec’s message when a provider fails, and logs no address, number or drug', async () => {
    const logged = captureLogs()
    smtp.setMode('reject')
    sms.setMode('fail')
    try {
      const mail = await send({ sendType: 'email', email: 'bounce.me@example.com' }, newIp())
      expect(mail).toMatchObject({
        status: 502,
        body: {
          success: false,
          error: 'An error occurred while sending the coupon. Please try again.',
          data: null,
        },
      })
      const text = await send({ sendType: 'textMessage', phoneNumber: '5554440001' }, newIp())
      expect(text).toMatchObject({
        status: 502,
        body: {
          success: false,
          error: 'An error occurred while sending the coupon. Please try again.',
          data: null,
        },
      })
      expect(logged.said()).toMatch(/the mail provider failed[\s\S]*the SMS provider failed/)
      const output = logged.text()
      for (const secret of ['bounce.me', '5554440001', 'Atorvastatin', '20 mg'])
        expect(output).not.toContain(secret)
    } finally {
      smtp.setMode('accept')
      sms.setMode('ok')
      logged.restore()
    }
  })

  it('answers 503 when the site has no wallet certificates, saying so in the log', async () => {
    const { resetConfig } = await import('@/platform/config.mjs')
    const logged = captureLogs()
    const saved = { ...process.env }
    for (const key of Object.keys(process.env))
      if (key.startsWith('APPLE_') || key.startsWith('GOOGLE_WALLET_')) delete process.env[key]
    resetConfig()
    try {
      const res = await send({ sendType: 'wallet', platform: 'iOS' }, newIp())
      expect(res).toMatchObject({
        status: 503,
        body: { success: false, error: SHARE_MESSAGES.walletUnavailable, data: null },
      })
      expect(logged.lines[0]).toMatchObject({ level: 'error', msg: expect.stringMatching(/APPLE_PASS_CERT/) })
    } finally {
      process.env = saved
      resetConfig()
      logged.restore()
    }
  })
})
