import type { Payload } from 'payload'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { trustedOrigins } from '@/platform/runtime'
import { allOrNothing, type ConsentChoice, encodeConsent } from '@/privacy/consent/consent'
import { privacySettingsOf } from '@/privacy/consent/settings'
import {
  CONSENT_RECORDS_COLLECTION,
  ConsentRecorder,
  consentRecordDependencies,
  consentValidateDependencies,
  storeConsentRecords,
} from '@/services/consent'
import { handleConsentRecord, handleConsentValidate } from '@/services/consent/http'
import { type ConsentSource, consentRequestBody } from '@/services/consent/shared'
import { createTestPayload, dbTargets } from './helpers'

/**
 * Consent decisions kept as proof (issue 18), on SQLite (and Postgres with TEST_POSTGRES_URL): the handlers
 * wired as the routes wire them (this process's rate limiter, the site settings' privacy group, the
 * `consent-records` collection), what a row holds and does not hold, who may see rows in the admin, and the
 * editors' policy version deciding what is current.
 */

const AT = Date.UTC(2026, 10, 21, 9, 30)
const editor = { id: 1, role: 'editor', collection: 'users', email: 'e@wellread.local' } as never
const admin = { id: 2, role: 'admin', collection: 'users', email: 'a@wellread.local' } as never

let ipCounter = 1
const newIp = () => `192.0.2.${ipCounter++}`

describe.each(dbTargets())('consent records on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })

  afterAll(async () => {
    await cleanup?.()
  })

  const settings = async () => privacySettingsOf(await payload.findGlobal({ slug: 'siteSettings', depth: 0 }))
  // As the route wires them: one source of this database, so one writer (its group commit) for every request.
  const source = async () => payload
  const records = () => consentRecordDependencies(source, settings)
  /** The site's own origin, as its pages' requests name it. */
  const origin = trustedOrigins()[0]!

  function decide(
    choice: ConsentChoice | null,
    source: ConsentSource,
    {
      gpc = false,
      ip = newIp(),
      headers = {},
    }: { gpc?: boolean; ip?: string; headers?: Record<string, string> } = {},
  ) {
    const body = consentRequestBody(choice, {
      gpc,
      source,
      cookieValue: choice ? encodeConsent(choice) : null,
    })
    return handleConsentRecord(
      new Request('http://localhost/api/consent', {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          [CLIENT_IP_HEADER]: ip,
          origin,
          'user-agent': 'Mozilla/5.0 (Macintosh)',
          referer: 'https://wellread.example/health/erectile-dysfunction',
          ...headers,
        },
        body: JSON.stringify(body),
      }),
      records(),
    )
  }

  function validate(cookieValue: string, headers: Record<string, string> = {}) {
    return handleConsentValidate(
      new Request('http://localhost/consent/validate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: newIp(), ...headers },
        body: JSON.stringify({ cookieValue }),
      }),
      consentValidateDependencies(settings),
    )
  }

  const stored = async () =>
    (
      await payload.find({
        collection: CONSENT_RECORDS_COLLECTION,
        sort: 'createdAt',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  it('the site settings start at policy version 1 and TCF policy version 5', async () => {
    expect(await settings()).toEqual({ policyVersion: 1, tcfPolicyVersion: 5, whatChanged: '' })
  })

  it('stores each decision with the policy versions, the choice, GPC, the source and the time, and nothing personal', async () => {
    const before = Date.now()
    expect((await decide(allOrNothing(true, 1, AT), 'banner')).status).toBe(201)
    expect((await decide({ ...allOrNothing(false, 1, AT), analytics: true }, 'settings')).status).toBe(201)
    expect((await decide(null, 'gpc', { gpc: true })).status).toBe(201)

    const rows = await stored()
    expect(rows).toHaveLength(3)
    expect(rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => row)).toEqual([
      {
        policyVersion: 1,
        tcfPolicyVersion: 5,
        analytics: true,
        advertising: true,
        personalisation: true,
        gpc: false,
        source: 'banner',
        outcome: 'all',
        decision: 'Accepted all',
      },
      {
        policyVersion: 1,
        tcfPolicyVersion: 5,
        analytics: true,
        advertising: false,
        personalisation: false,
        gpc: false,
        source: 'settings',
        outcome: 'some',
        decision: 'Allowed analytics; refused advertising and personalisation',
      },
      {
        policyVersion: 1,
        tcfPolicyVersion: 5,
        analytics: false,
        advertising: false,
        personalisation: false,
        gpc: true,
        source: 'gpc',
        outcome: 'none',
        decision: 'Global Privacy Control, no click: only what is necessary',
      },
    ])
    for (const row of rows) {
      expect(new Date(row.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
      const text = JSON.stringify(row)
      for (const personal of ['192.0.2.', 'Mozilla', 'erectile', String(AT)])
        expect(text).not.toContain(personal)
    }
  })

  it('an administrator reads a GPC decision in words: what was chosen, and that only the necessary is allowed', async () => {
    expect((await decide(allOrNothing(true, 1, AT), 'banner', { gpc: true })).status).toBe(201)
    const [row] = (
      await payload.find({
        collection: CONSENT_RECORDS_COLLECTION,
        sort: '-createdAt',
        limit: 1,
        overrideAccess: false,
        user: admin,
      })
    ).docs
    expect(row).toMatchObject({
      analytics: true,
      advertising: true,
      personalisation: true,
      gpc: true,
      outcome: 'none',
      decision: 'Accepted all, but Global Privacy Control is on: only what is necessary',
    })
    // Worked out when read, never stored: the table has no such column.
    await expect(
      payload.find({
        collection: CONSENT_RECORDS_COLLECTION,
        where: { decision: { equals: 'Accepted all' } },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    await payload.delete({ collection: CONSENT_RECORDS_COLLECTION, id: row!.id, overrideAccess: true })
  })

  it('the Sec-GPC header alone opts out as the browser’s signal does: the record, the privacy cookie, the check', async () => {
    // A browser that sends the header but whose page saw no signal: its body says Accept all, gpc false.
    const accepted = allOrNothing(true, 1, AT)
    const response = await decide(accepted, 'banner', { headers: { 'sec-gpc': '1' } })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ recorded: true, gpc: true, privacy: '1YYY' })
    expect(response.headers.get('set-cookie')).toMatch(
      /^usprivacy=1YYY; Path=\/; Max-Age=31536000; SameSite=Lax/,
    )
    const [row] = (
      await payload.find({
        collection: CONSENT_RECORDS_COLLECTION,
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    expect(row).toMatchObject({
      gpc: true,
      outcome: 'none',
      decision: 'Accepted all, but Global Privacy Control is on: only what is necessary',
    })
    await payload.delete({ collection: CONSENT_RECORDS_COLLECTION, id: row!.id, overrideAccess: true })

    const checked = await validate(encodeConsent(accepted), { 'sec-gpc': '1' })
    expect(await checked.json()).toMatchObject({
      valid: true,
      current: true,
      gpc: true,
      purposes: { necessary: true, analytics: false, advertising: false, personalisation: false },
      privacy: '1YYY',
    })
    // Without it, the same cookie allows everything.
    expect(await (await validate(encodeConsent(accepted))).json()).toMatchObject({
      gpc: false,
      privacy: '1YNY',
    })
  })

  it('a bad body stores nothing', async () => {
    const count = (await stored()).length
    const response = await handleConsentRecord(
      new Request('http://localhost/api/consent', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: newIp(), origin },
        body: JSON.stringify({
          ...consentRequestBody(null, { gpc: false, source: 'banner', cookieValue: 'yes' }),
        }),
      }),
      records(),
    )
    expect(response.status).toBe(400)
    expect((await stored()).length).toBe(count)
  })

  it('100 readers behind one address deciding within a minute: every decision is kept, in a few writes', async () => {
    const before = (await stored()).length
    const office = '198.51.100.200'
    const choices = Array.from({ length: 100 }, (_, i) => ({
      ...allOrNothing(i % 4 !== 0, 1, AT + i),
      advertising: i % 3 !== 0,
    }))
    const answers = await Promise.all(
      choices.map((choice, i) => decide(choice, i % 2 ? 'settings' : 'banner', { ip: office })),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201))
    const rows = (await stored()).slice(before)
    expect(rows).toHaveLength(100)
    expect(rows.filter((r) => r.source === 'settings')).toHaveLength(50)
    expect(rows.filter((r) => r.advertising)).toHaveLength(choices.filter((c) => c.advertising).length)

    // The same burst through a writer that notes its writes: the decisions share a few INSERTs.
    const writes: number[] = []
    const recorder = new ConsentRecorder(source, {
      write: async (p, batch) => {
        writes.push(batch.length)
        await storeConsentRecords(p, batch)
      },
    })
    const many = Array.from({ length: 100 }, () => ({
      policyVersion: 1,
      tcfPolicyVersion: 5,
      analytics: true,
      advertising: false,
      personalisation: false,
      gpc: false,
      source: 'banner' as const,
      outcome: 'some' as const,
    }))
    await Promise.all(many.map((record) => recorder.record([record])))
    expect(writes.reduce((a, b) => a + b, 0)).toBe(100)
    expect(writes.length).toBeLessThanOrEqual(3)
    expect((await stored()).length).toBe(before + 200)
    await payload.delete({
      collection: CONSENT_RECORDS_COLLECTION,
      where: { createdAt: { greater_than_equal: rows[0]!.createdAt } },
      overrideAccess: true,
    })
  })

  it('a written decision reads back as Payload stores one: its fields, booleans and times', async () => {
    const at = Date.UTC(2026, 10, 22, 8, 15)
    const fixed = new ConsentRecorder(source, { now: () => at })
    await fixed.record([
      {
        policyVersion: 1,
        tcfPolicyVersion: 5,
        analytics: false,
        advertising: true,
        personalisation: false,
        gpc: true,
        source: 'settings',
        outcome: 'none',
      },
    ])
    const row = (
      await payload.find({
        collection: CONSENT_RECORDS_COLLECTION,
        where: { createdAt: { equals: new Date(at).toISOString() } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    expect(row).toMatchObject({
      policyVersion: 1,
      tcfPolicyVersion: 5,
      analytics: false,
      advertising: true,
      personalisation: false,
      gpc: true,
      source: 'settings',
      outcome: 'none',
      createdAt: new Date(at).toISOString(),
      updatedAt: new Date(at).toISOString(),
    })
    await payload.delete({ collection: CONSENT_RECORDS_COLLECTION, id: row!.id, overrideAccess: true })
  })

  it('a decision posted from another site’s page is refused and not stored', async () => {
    const before = (await stored()).length
    const response = await handleConsentRecord(
      new Request('http://localhost/api/consent', {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          [CLIENT_IP_HEADER]: newIp(),
          origin: 'https://elsewhere.example',
        },
        body: JSON.stringify(
          consentRequestBody(allOrNothing(true, 1, AT), {
            gpc: false,
            source: 'banner',
            cookieValue: encodeConsent(allOrNothing(true, 1, AT)),
          }),
        ),
      }),
      records(),
    )
    expect(response.status).toBe(403)
    expect((await stored()).length).toBe(before)
  })

  it('administrators can read the rows; nobody can add, change or delete one; editors cannot see them', async () => {
    const [row] = await stored()
    expect(
      (await payload.find({ collection: CONSENT_RECORDS_COLLECTION, overrideAccess: false, user: admin }))
        .totalDocs,
    ).toBeGreaterThan(0)
    await expect(
      payload.find({ collection: CONSENT_RECORDS_COLLECTION, overrideAccess: false, user: editor }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: CONSENT_RECORDS_COLLECTION,
        data: {
          policyVersion: 1,
          tcfPolicyVersion: 5,
          source: 'banner',
          outcome: 'all',
        },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: CONSENT_RECORDS_COLLECTION,
        id: row!.id,
        data: { outcome: 'none' },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({
        collection: CONSENT_RECORDS_COLLECTION,
        id: row!.id,
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
  })

  it('counts decisions by what they allow', async () => {
    const count = async (outcome: string) =>
      (
        await payload.count({
          collection: CONSENT_RECORDS_COLLECTION,
          where: { outcome: { equals: outcome } },
          overrideAccess: true,
        })
      ).totalDocs
    expect({ all: await count('all'), some: await count('some'), none: await count('none') }).toEqual({
      all: 1,
      some: 1,
      none: 1,
    })
  })

  it('raising the policy version makes older choices stale, and a choice under a version to come is refused', async () => {
    const v1 = encodeConsent(allOrNothing(true, 1, AT))
    expect(await (await validate(v1)).json()).toMatchObject({ valid: true, current: true })

    await payload.updateGlobal({
      slug: 'siteSettings',
      data: { privacy: { policyVersion: 2, tcfPolicyVersion: 5, whatChanged: 'We added a video partner.' } },
      depth: 0,
      context: { disableRevalidate: true },
    })
    expect(await settings()).toEqual({
      policyVersion: 2,
      tcfPolicyVersion: 5,
      whatChanged: 'We added a video partner.',
    })
    expect(await (await validate(v1)).json()).toMatchObject({
      valid: true,
      current: false,
      choice: allOrNothing(true, 1, AT),
      privacy: '1---',
    })
    expect(await (await validate('accepted')).json()).toMatchObject({
      valid: false,
      current: false,
      choice: null,
    })

    expect((await decide(allOrNothing(false, 2, AT), 'banner')).status).toBe(201)
    expect((await stored()).at(-1)).toMatchObject({ policyVersion: 2, outcome: 'none' })
    expect((await decide(allOrNothing(false, 3, AT), 'banner')).status).toBe(400)
  })

  it('editors cannot set a policy version below 1 or a fraction', async () => {
    for (const policyVersion of [0, 1.5]) {
      const error = await payload
        .updateGlobal({
          slug: 'siteSettings',
          data: { privacy: { policyVersion } },
          depth: 0,
          context: { disableRevalidate: true },
        })
        .then(
          () => null,
          (e: unknown) => e as { message: string; data?: { errors?: { message: string; path: string }[] } },
        )
      expect(error?.message).toMatch(/Privacy > Policy version/)
      expect(error?.data?.errors).toEqual([
        expect.objectContaining({
          message: 'Policy version must be a whole number from 1 up.',
          path: 'privacy.policyVersion',
        }),
      ])
    }
    expect((await settings()).policyVersion).toBe(2)
  })
})
