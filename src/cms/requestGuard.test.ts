// @vitest-environment node
import { resetConfig } from '@/platform/config.mjs'
import { CMS_MAX_BODY_BYTES, refuseCmsWrite } from './requestGuard'

/** The unit tests' configuration: no SITE_URL, so the site is http://localhost:3000 (and 127.0.0.1). */
const SITE = 'http://localhost:3000'
const write = (method: string, headers: Record<string, string>) =>
  new Request(`${SITE}/api/cms/articles`, { method, headers })

describe('refuseCmsWrite: what the CMS’s REST API refuses before Payload reads a write (issue 32)', () => {
  beforeAll(() => {
    delete process.env.SITE_URL
    resetConfig()
  })

  it('lets reads through, whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(refuseCmsWrite(write(method, { origin: 'https://evil.example' }))).toBeNull()
  })

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])(
    'refuses a %s from another site’s page with 403 in both error shapes',
    async (method) => {
      const refused = refuseCmsWrite(write(method, { origin: 'https://evil.example' }))
      expect(refused?.status).toBe(403)
      const message = 'This request must come from a page of this site.'
      expect(await refused?.json()).toEqual({ error: message, errors: [{ message }] })
      expect(refuseCmsWrite(write(method, { 'sec-fetch-site': 'cross-site' }))?.status).toBe(403)
    },
  )

  it('lets the admin’s own writes through, and scripts that send no Origin (an API key)', () => {
    expect(refuseCmsWrite(write('PATCH', { origin: SITE }))).toBeNull()
    expect(refuseCmsWrite(write('POST', { 'sec-fetch-site': 'same-origin' }))).toBeNull()
    expect(refuseCmsWrite(write('POST', { authorization: 'users API-Key abc' }))).toBeNull()
  })

  it('refuses a body over the limit (413) and one without a declared length (411)', () => {
    const over = refuseCmsWrite(
      write('POST', { origin: SITE, 'content-length': String(CMS_MAX_BODY_BYTES + 1) }),
    )
    expect(over?.status).toBe(413)
    expect(
      refuseCmsWrite(write('POST', { origin: SITE, 'content-length': String(CMS_MAX_BODY_BYTES) })),
    ).toBeNull()
    expect(refuseCmsWrite(write('POST', { origin: SITE, 'transfer-encoding': 'chunked' }))?.status).toBe(411)
  })
})
