// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTrackingIngestPeer } from '../../../tests/peers/trackingIngest.mjs'
import { emailHmac, emailSha256, formBatch, normaliseEmail } from './events'
import { apiCallFailed, apiRequestFailed, IngestRetryableError, sendToIngest } from './send'

describe('the tracking ingest’s events (002 §7)', () => {
  it('normalises the email and hashes it with SHA-256; keeps a keyed HMAC, different per key', () => {
    expect(normaliseEmail('  Reader@Example.COM ')).toBe('reader@example.com')
    // SHA-256 of "reader@example.com" (sha256sum)
    expect(emailSha256('  Reader@Example.COM ')).toBe(
      'd108b279434fe1d54ac0f1da633564604b26c2e0e221d108b0fbadb87aba02c0',
    )
    expect(emailSha256('reader@example.com')).toMatch(/^[0-9a-f]{64}$/)
    expect(emailHmac('k1', 'reader@example.com')).not.toBe(emailHmac('k2', 'reader@example.com'))
    expect(emailHmac('k1', 'reader@example.com')).not.toBe(emailSha256('reader@example.com'))
  })

  it('with marketing consent: identify and Form Submitted, joined by the HMAC; the SHA-256 as the only email', () => {
    const body = formBatch({
      form: 'newsletter',
      source: 'header',
      time: Date.UTC(2026, 10, 30),
      messageId: 'm1',
      identity: { hmac: 'h'.repeat(64), sha256: 's'.repeat(64) },
    })
    expect(body.batch.map((e) => e.type)).toEqual(['identify', 'track'])
    expect(body.batch[0]).toMatchObject({
      anonymousId: 'h'.repeat(64),
      traits: { email_sha256: 's'.repeat(64) },
    })
    expect(body.batch[1]).toMatchObject({
      event: 'Form Submitted',
      properties: { form: 'newsletter', source: 'header' },
      timestamp: '2026-11-30T00:00:00.000Z',
    })
    expect(JSON.stringify(body)).not.toContain('@')
  })

  it('without marketing consent: Form Submitted alone, with no identity', () => {
    const body = formBatch({ form: 'coupon', source: 'email', time: 0, messageId: 'm2', identity: null })
    expect(body.batch).toHaveLength(1)
    expect(body.batch[0]).not.toHaveProperty('anonymousId')
    expect(body.batch[0]).not.toHaveProperty('context')
  })
})

describe('sending to the tracking ingest (a local peer)', () => {
  let peer: Awaited<ReturnType<typeof startTrackingIngestPeer>>
  const warnings: string[] = []
  const warn = (m: string) => warnings.push(m)
  // A generous time limit (a busy machine once took over 300 ms to answer on the local peer, and a sent batch
  // was taken for a timeout); the test of a peer that hangs asks for a short one.
  const target = (timeoutMs = 10_000) => ({
    url: peer.url,
    user: peer.user,
    password: peer.password,
    timeoutMs,
  })
  const body = { batch: [{ type: 'track', event: 'Form Submitted' }] }

  beforeAll(async () => {
    peer = await startTrackingIngestPeer()
  })
  afterAll(async () => {
    await peer.close()
  })

  it('posts JSON with basic authorization and resolves sent', async () => {
    await expect(sendToIngest(target(), body, { warn })).resolves.toBe('sent')
    const last = peer.received.at(-1)
    expect(last?.authorization).toBe(
      `Basic ${Buffer.from(`${peer.user}:${peer.password}`).toString('base64')}`,
    )
    expect(last?.body).toEqual(body)
  })

  it('a 4xx is logged with the spec’s message and dropped (never tried again)', async () => {
    warnings.length = 0
    peer.answerNext({ status: 400 })
    await expect(sendToIngest(target(), body, { warn })).resolves.toBe('rejected')
    expect(warnings).toEqual([apiCallFailed(400)])
    expect(warnings[0]).toBe('API call failed with status: 400')
  })

  it('a 5xx is logged and thrown to be tried again', async () => {
    warnings.length = 0
    peer.answerNext({ status: 503 })
    await expect(sendToIngest(target(), body, { warn })).rejects.toBeInstanceOf(IngestRetryableError)
    expect(warnings).toEqual(['API call failed with status: 503'])
  })

  it('no answer within the time limit is logged as a failed request and thrown to be tried again', async () => {
    warnings.length = 0
    peer.answerNext({ hang: true })
    await expect(sendToIngest(target(300), body, { warn })).rejects.toBeInstanceOf(IngestRetryableError)
    expect(warnings).toEqual([apiRequestFailed('no answer within 300 ms')])
    expect(warnings[0]).toMatch(/^API request failed: /)
  })

  it('a refused connection is a failed request too', async () => {
    warnings.length = 0
    await expect(
      sendToIngest({ ...target(), url: 'http://127.0.0.1:9/v1/batch' }, body, { warn }),
    ).rejects.toBeInstanceOf(IngestRetryableError)
    expect(warnings[0]).toMatch(/^API request failed: /)
  })
})

describe('the back-off between tries', () => {
  it('doubles from the first wait: 5 s, 10 s, 20 s … about 10 minutes for the last of 8 tries', async () => {
    const { retryDelayMs } = await import('./index')
    expect([1, 2, 3, 7].map((a) => retryDelayMs(5_000, a))).toEqual([5_000, 10_000, 20_000, 320_000])
    expect(Array.from({ length: 7 }, (_, i) => retryDelayMs(5_000, i + 1)).reduce((a, b) => a + b)).toBe(
      635_000,
    )
  })
})
