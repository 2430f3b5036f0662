import type { Payload } from 'payload'
import { resetConfig } from '@/platform/config.mjs'
import { encodeConsent } from '@/privacy/consent/consent'
import { formReporter, queueFormSubmitted } from '@/services/trackingIngest'
import { emailSha256 } from '@/services/trackingIngest/events'
import { TRACKING_INGEST_TASK } from '@/services/trackingIngest/task'
import { startTrackingIngestPeer } from '../peers/trackingIngest.mjs'
import { createTestPayload } from './helpers'

/**
 * The tracking ingest of 002 §7 (issue 30), through Payload's job queue on the database, against a local peer:
 * a form's batch is a stored job until the instance that runs jobs sends it (so it survives a restart); a 5xx
 * or no answer is tried again after the back-off, with the same message ids; a 4xx is dropped.
 */
describe('the tracking ingest’s queue (SQLite)', () => {
  let payload: Payload
  let cleanup: () => Promise<void>
  let peer: Awaited<ReturnType<typeof startTrackingIngestPeer>>

  beforeAll(async () => {
    peer = await startTrackingIngestPeer()
    Object.assign(process.env, peer.env, {
      TRACKING_INGEST_TIMEOUT_MS: '500',
      TRACKING_INGEST_RETRY_MS: '200',
    })
    ;({ payload, cleanup } = await createTestPayload({ kind: 'sqlite' }))
  })
  afterAll(async () => {
    await cleanup?.()
    await peer.close()
    for (const name of Object.keys(peer.env)) delete process.env[name]
    delete process.env.TRACKING_INGEST_TIMEOUT_MS
    delete process.env.TRACKING_INGEST_RETRY_MS
    resetConfig()
  })

  const jobs = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: TRACKING_INGEST_TASK } },
        overrideAccess: true,
      })
    ).docs

  /** Runs due jobs until `done` holds (a retry waits for its back-off: 200 ms, then 400 ms here). */
  async function runUntil(done: () => boolean | Promise<boolean>, ms = 30_000) {
    const deadline = Date.now() + ms
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('the job queue did not get there in time')
      await payload.jobs.run({ queue: 'default' })
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  it('queues a sign-up with marketing consent as a stored job, then sends identify and Form Submitted with basic auth', async () => {
    const before = peer.received.length
    expect(
      await queueFormSubmitted(payload, {
        form: 'newsletter',
        source: 'header',
        email: ' Reader@Example.com ',
        marketingConsent: true,
      }),
    ).toBe(true)
    const stored = await jobs()
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored[0]?.input)).not.toContain('@')
    await runUntil(() => peer.received.length > before)
    const got = peer.received.at(-1)!
    expect(got.authorization).toBe(`Basic ${Buffer.from(`${peer.user}:${peer.password}`).toString('base64')}`)
    expect(got.body.batch.map((e: { type: string }) => e.type)).toEqual(['identify', 'track'])
    expect(got.body.batch[0].traits.email_sha256).toBe(emailSha256('reader@example.com'))
    await runUntil(async () => (await jobs()).length === 0)
  })

  it('without marketing consent the email is not used at all', async () => {
    const before = peer.received.length
    await queueFormSubmitted(payload, {
      form: 'coupon',
      source: 'email',
      email: 'reader@example.com',
      marketingConsent: false,
    })
    await runUntil(() => peer.received.length > before)
    const got = peer.received.at(-1)!
    expect(got.body.batch).toHaveLength(1)
    expect(JSON.stringify(got.body)).not.toContain(emailSha256('reader@example.com'))
    await runUntil(async () => (await jobs()).length === 0)
  })

  it('a 5xx and then no answer are tried again after the back-off with the same message ids; then sent', async () => {
    const before = peer.received.length
    peer.answerNext({ status: 503 }, { hang: true })
    await queueFormSubmitted(payload, {
      form: 'account',
      source: 'google',
      email: 'a@example.com',
      marketingConsent: true,
    })
    await runUntil(() => peer.received.length >= before + 3, 60_000)
    const tries = peer.received.slice(before, before + 3)
    const ids = tries.map((t) => t.body.batch.map((e: { messageId: string }) => e.messageId).join(','))
    expect(new Set(ids).size).toBe(1)
    await runUntil(async () => (await jobs()).length === 0)
  }, 90_000)

  it('a form’s reporter reads marketing consent from the reader’s request: the advertising purpose, off with GPC', async () => {
    const report = formReporter(
      async () => payload,
      async () => 1,
    )
    const granted = encodeConsent({
      version: 1,
      analytics: false,
      advertising: true,
      personalisation: false,
      at: 1,
    })
    const request = (headers: Record<string, string>) =>
      new Request('http://site.test/api/activate/site', { headers })
    const cases: [Record<string, string>, number][] = [
      [{ cookie: `wr_consent=${granted}` }, 2],
      [{ cookie: `wr_consent=${granted}`, 'sec-gpc': '1' }, 1],
      [{}, 1],
    ]
    for (const [headers, events] of cases) {
      const before = peer.received.length
      await report(request(headers), { form: 'newsletter', source: 'footer', email: 'reader@example.com' })
      await runUntil(() => peer.received.length > before)
      expect(peer.received.at(-1)?.body.batch, JSON.stringify(headers)).toHaveLength(events)
    }
    await runUntil(async () => (await jobs()).length === 0)
  })

  it('a 4xx is dropped, not tried again', async () => {
    const before = peer.received.length
    peer.answerNext({ status: 422 })
    await queueFormSubmitted(payload, { form: 'newsletter', source: 'footer', marketingConsent: false })
    await runUntil(async () => peer.received.length > before && (await jobs()).length === 0)
    expect(peer.received.length).toBe(before + 1)
  })
})
