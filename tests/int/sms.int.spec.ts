import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sampleCoupon } from '@/services/pricing/testData'
import { outboxTextSender, SMS_OUTBOX_FILE } from '@/services/sms/adapters/outbox'
import { twilioTextSender } from '@/services/sms/adapters/twilio'
import { couponText } from '@/services/sms/couponText'
import { SmsSendError } from '@/services/sms/types'
import { type SmsPeer, startSmsPeer } from '../peers/sms.mjs'

/** Coupon texts through a Twilio-compatible API the test starts, and the outbox file used without one. */
describe('coupon text messages', () => {
  let peer: SmsPeer
  const from = '+15550001111'

  beforeAll(async () => {
    peer = await startSmsPeer({ accountSid: 'ACsmstest', authToken: 'sms-test-token', slowMs: 3_000 })
  })
  afterAll(async () => {
    await peer?.close()
  })

  const sender = (overrides: { authToken?: string; timeoutMs?: number } = {}) =>
    twilioTextSender({
      apiUrl: peer.url,
      accountSid: peer.accountSid,
      authToken: overrides.authToken ?? peer.authToken,
      from,
      timeoutMs: overrides.timeoutMs,
    })

  it('posts To, From and Body form-encoded, with basic auth, to the account’s Messages resource', async () => {
    peer.setMode('ok')
    const body = couponText(sampleCoupon())
    await sender().sendText({ to: '+15551234567', body })
    expect(peer.messages.at(-1)).toEqual({
      to: '+15551234567',
      from,
      body,
      accountSid: 'ACsmstest',
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(body).toContain('BIN 610749 PCN WRX GRP WRGEN01 ID WR004815162')
    expect(body).toContain('$11.87')
    expect(body).toContain('Maple Row Pharmacy')
  })

  it('fails when the provider answers 500, with its status and code but not the number', async () => {
    peer.setMode('fail')
    try {
      const sent = sender().sendText({ to: '+15559876543', body: 'hello' })
      const error = await sent.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SmsSendError)
      expect((error as SmsSendError).status).toBe(500)
      expect((error as SmsSendError).providerCode).toBe(20500)
      expect((error as Error).message).not.toContain('5559876543')
    } finally {
      peer.setMode('ok')
    }
  })

  it('fails when the credentials are refused (401)', async () => {
    const error = await sender({ authToken: 'wrong' })
      .sendText({ to: '+15551234567', body: 'hello' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmsSendError)
    expect((error as SmsSendError).status).toBe(401)
  })

  it('gives up after its time limit when the provider is slow', async () => {
    peer.setMode('slow')
    const before = peer.messages.length
    try {
      const error = await sender({ timeoutMs: 300 })
        .sendText({ to: '+15551234567', body: 'hello' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SmsSendError)
      expect((error as SmsSendError).reason).toBe('timeout')
      expect(peer.messages.length).toBe(before)
    } finally {
      peer.setMode('ok')
    }
  })

  it('fails when nothing listens at the address', async () => {
    const gone = await startSmsPeer()
    const url = gone.url
    await gone.close()
    const error = await twilioTextSender({ apiUrl: url, accountSid: 'AC', authToken: 't', from })
      .sendText({ to: '+15551234567', body: 'hello' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmsSendError)
    expect((error as SmsSendError).reason).toBe('network')
  })

  it('without a provider, appends each text as a JSON line to the outbox file', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-sms-')), 'outbox')
    try {
      const outbox = outboxTextSender(dir)
      await outbox.sendText({ to: '+15551234567', body: 'first' })
      await outbox.sendText({ to: '+15557654321', body: 'second' })
      const file = path.join(dir, SMS_OUTBOX_FILE)
      expect(fs.statSync(file).mode & 0o077).toBe(0)
      const lines = fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
      expect(lines.map((l) => [l.to, l.body])).toEqual([
        ['+15551234567', 'first'],
        ['+15557654321', 'second'],
      ])
      expect(Number.isNaN(Date.parse(lines[0].at))).toBe(false)
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true })
    }
  })

  it('the app uses the provider with SMS_ADAPTER=twilio, and the outbox file by default', async () => {
    const { resetConfig } = await import('@/platform/config.mjs')
    const { dropSingleton } = await import('@/platform/singleton')
    const { sendText, textSender } = await import('@/services/sms')
    const saved = { ...process.env }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-sms-'))
    const reset = () => {
      resetConfig()
      dropSingleton('sms.sender')
    }
    try {
      for (const key of Object.keys(process.env)) if (key.startsWith('SMS_')) delete process.env[key]
      Object.assign(process.env, {
        OUTBOX_DIR: dir,
        SMS_ADAPTER: 'twilio',
        SMS_API_URL: peer.url,
        SMS_ACCOUNT_SID: peer.accountSid,
        SMS_AUTH_TOKEN: peer.authToken,
        SMS_FROM: from,
      })
      reset()
      expect(textSender().kind).toBe('twilio')
      await sendText({ to: '+15550009999', body: 'through the app' })
      expect(peer.messages.at(-1)).toMatchObject({ to: '+15550009999', body: 'through the app' })
      for (const key of Object.keys(process.env)) if (key.startsWith('SMS_')) delete process.env[key]
      reset()
      expect(textSender().kind).toBe('outbox')
      await sendText({ to: '+15550008888', body: 'to the outbox' })
      expect(fs.readFileSync(path.join(dir, SMS_OUTBOX_FILE), 'utf8')).toContain('to the outbox')
    } finally {
      process.env = saved
      reset()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
