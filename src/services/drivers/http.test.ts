import { afterEach, describe, expect, it, vi } from 'vitest'
import { setImageSigner } from '@/content/imageSigner'
import type { KeepAnswer } from '@/platform/http'
import {
  ANSWER_TTL_MS,
  AnswerCache,
  audiencesOf,
  driverPagePath,
  handleDriversRequest,
  handleProfileRequest,
  NEW_READER_WINDOW_MS,
  targetingKey,
  targetingRequest,
} from './http'
import { pagePlacements } from './page'
import { driverRequestSchema } from './schema'
import type { DriverResponse } from './shared'
import { catalog, catalogDriver, publicView, sameOrNewer } from './view'

const NOW = Date.parse('2026-11-26T12:00:00Z')

const stored = (over: Record<string, unknown> = {}) => ({
  id: 1,
  _uuid: 'driver-a',
  name: 'Heart banner',
  driverType: 'banner',
  enabled: true,
  headline: 'Know your numbers',
  callToAction: 'Read the guide',
  callToActionURL: 'https://partner.example.com/guide?src=+k1',
  callToActionHexColor: '#0B5FFF',
  articlePlacement: ['articlePlacement'],
  sections: ['health'],
  devices: ['desktop'],
  priority: 60,
  weight: 1,
  ...over,
})

function post(path: string[], body: unknown, headers: Record<string, string> = {}) {
  return {
    request: new Request(`http://site.test/api/drivers/v4/${path.join('/')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    path,
  }
}

const okBody = {
  k1: 'blood pressure',
  pageType: 'article',
  categorySlugs: ['heart'],
  articlePlacements: ['articlePlacement', 'headerNewsletter'],
  deviceType: 'desktop',
  profile: { audiences: ['new-readers'], bucket: 7, cappedDrivers: [] },
}

function deps(docs: unknown[]) {
  const list = catalog(docs)
  const load = vi.fn(async () => list)
  return { catalog: load, cache: new AnswerCache(), now: () => NOW, load }
}

describe('sameOrNewer: a reloaded catalog', () => {
  it('is the one in use when nothing changed, so answers computed from it stay good', () => {
    const before = catalog([stored()])
    expect(sameOrNewer(before, catalog([stored()]))).toBe(before)
    const edited = catalog([stored({ headline: 'Know your numbers today' })])
    expect(sameOrNewer(before, edited)).toBe(edited)
    expect(sameOrNewer(null, edited)).toBe(edited)
  })
})

describe('catalogDriver: a stored driver for the engine and the browser', () => {
  it('keeps what a reader sees and the targeting, bounded', () => {
    const d = catalogDriver(stored({ priority: 500, weight: 0, frequencyCap: { count: 2, days: 7 } }))!
    expect(d.id).toBe('driver-a')
    expect(d.style).toBe('banner')
    expect(d.targeting).toMatchObject({
      sections: ['health'],
      devices: ['desktop'],
      priority: 100,
      weight: 1,
    })
    expect(d.view).toMatchObject({
      headline: 'Know your numbers',
      callToActionHexColor: '#0b5fff',
      frequencyCap: { count: 2, days: 7 },
    })
    expect(d.problem).toBeNull()
  })

  it('drops what is not valid rather than rendering it broken', () => {
    const d = catalogDriver(
      stored({ callToActionURL: 'javascript:alert(1)', callToActionHexColor: 'red', devices: ['watch'] }),
    )!
    expect(d.view.callToActionURL).toBeNull()
    expect(d.view.callToActionHexColor).toBeNull()
    expect(d.targeting.devices).toEqual([])
  })

  it('names what an incomplete driver lacks', () => {
    expect(catalogDriver(stored({ headline: '' }))?.problem).toBe('Incomplete: it has no headline.')
    expect(catalogDriver(stored({ driverType: 'newsletter', newsletterLists: [] }))?.problem).toMatch(/list/)
    expect(catalogDriver(stored({ driverType: 'copay', copay: { price: 10 } }))?.problem).toMatch(/copay/)
    expect(
      catalogDriver(
        stored({
          driverType: 'copay',
          copay: { price: 10, monthlyPrice: 4 },
          callToAction: 'Get the card',
          callToActionURL: 'https://savings.example.com',
        }),
      )?.view.copay,
    ).toEqual({ title: 'Know your numbers', price: 10, monthlyPrice: 4 })
  })

  it('a newsletter driver carries its lists; the default style follows the type', () => {
    const d = catalogDriver(
      stored({
        driverType: 'newsletter',
        newsletterLists: [{ id: 3, listId: 'heart-weekly', name: 'Heart weekly' }, 4],
      }),
    )!
    expect(d.style).toBe('newsletter')
    expect(d.view.lists).toEqual(['heart-weekly'])
    expect(d.view.newsletterLists).toEqual([{ id: 'heart-weekly', name: 'Heart weekly' }])
  })

  it('without an id or with an unknown type it is not a driver', () => {
    expect(catalogDriver(stored({ _uuid: '' }))).toBeNull()
    expect(catalogDriver(stored({ driverType: 'popunder' }))).toBeNull()
    expect(catalogDriver('nope')).toBeNull()
  })
})

describe('a driver’s pictures through the image proxy (issue 31)', () => {
  afterEach(() => setImageSigner(null))
  const upload = {
    id: 7,
    alt: 'A watch',
    url: '/api/cms/media/file/watch.webp',
    filename: 'watch.webp',
    mimeType: 'image/webp',
    width: 600,
    height: 450,
    updatedAt: '2026-11-30T09:00:00.000Z',
  }

  it('carries the signed widths to the browser in its JSON (the card picks from them)', () => {
    setImageSigner((v) => `/api/images/${v.file}?w=${v.width}&v=${v.version}&s=sig`)
    const d = catalogDriver(stored({ image: upload, vendorLogo: upload }))!
    const sent = JSON.parse(JSON.stringify(publicView(d.view, 'articlePlacement')))
    expect(sent.image.src).toBe('/api/cms/media/file/watch.webp')
    expect(sent.image.variants.map((v: { width: number }) => v.width)).toEqual([160, 240, 320, 480, 640])
    expect(sent.image.variants[3].url).toMatch(/^\/api\/images\/watch\.webp\?w=480&/)
    expect(sent.vendorLogo.variants).toHaveLength(5)
  })

  it('has none where no signer is registered (the file itself is shown)', () => {
    const d = catalogDriver(stored({ image: upload }))!
    expect(d.view.image?.variants).toBeUndefined()
  })
})

describe('the request', () => {
  it('page paths are site paths only', () => {
    expect(driverPagePath(['health', 'heart-health'])).toBe('/health/heart-health')
    expect(driverPagePath([])).toBe('/')
    expect(driverPagePath(undefined)).toBe('/')
    expect(driverPagePath(['..', 'etc'])).toBeNull()
    expect(driverPagePath(['a b'])).toBeNull()
  })

  it('the targeting key ignores the time and the order of lists', () => {
    const a = targetingRequest(
      '/health/x',
      driverRequestSchema.parse({ ...okBody, categorySlugs: ['b', 'a'] }),
      1,
    )
    const b = targetingRequest(
      '/health/x',
      driverRequestSchema.parse({ ...okBody, categorySlugs: ['a', 'b'] }),
      2,
    )
    expect(targetingKey(a)).toBe(targetingKey(b))
    expect(a.section).toBe('health')
  })
})

describe('POST /api/drivers/v4{path}', () => {
  it('answers placementDrivers: the targeted driver, and null for a placement nothing fills', async () => {
    const d = deps([stored()])
    const { request, path } = post(['health', 'heart-health'], okBody)
    const res = await handleDriversRequest(request, path, d)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const body = (await res.json()) as DriverResponse
    expect(Object.keys(body.placementDrivers)).toEqual(['articlePlacement', 'headerNewsletter'])
    expect(body.placementDrivers.articlePlacement).toMatchObject({
      _uuid: 'driver-a',
      articlePlacement: 'articlePlacement',
    })
    expect(body.placementDrivers.articlePlacement).not.toHaveProperty('docId')
    expect(body.placementDrivers.headerNewsletter).toBeNull()
  })

  it('answers a sign-up’s feedback and confirmation steps in 001 §3’s flat fields (issue 27: nested)', async () => {
    const signup = stored({
      driverType: 'newsletter',
      articlePlacement: ['articlePlacement'],
      newsletterLists: [{ id: 3, listId: 'heart-weekly', name: 'Heart weekly' }],
      includeFeedbackStep: true,
      feedbackTitle: 'What would you like to read about?',
      feedbackDescription: 'Pick one.',
      feedbackSelections: [{ label: 'Blood pressure' }, { label: 'Exercise' }],
      feedbackCallToAction: 'Send answer',
      confirmTitle: 'Thanks!',
      confirmDesc: 'Open the email we sent you.',
      confirmCallToAction: 'Read the guide',
      confirmCallToActionURL: '/health/heart-health',
    })
    const { request, path } = post(['health', 'heart-health'], okBody)
    const body = (await (await handleDriversRequest(request, path, deps([signup]))).json()) as DriverResponse
    const driver = body.placementDrivers.articlePlacement!
    expect(driver).toMatchObject({
      includeFeedbackStep: true,
      feedbackTitle: 'What would you like to read about?',
      feedbackDescription: 'Pick one.',
      feedbackSelections: [
        { label: 'Blood pressure', value: 'Blood pressure' },
        { label: 'Exercise', value: 'Exercise' },
      ],
      feedbackCallToAction: 'Send answer',
      confirmTitle: 'Thanks!',
      confirmDesc: 'Open the email we sent you.',
      confirmCallToAction: 'Read the guide',
      confirmCallToActionURL: '/health/heart-health',
    })
    expect(driver).not.toHaveProperty('feedback')
    expect(driver).not.toHaveProperty('confirmation')
    // A step with one choice cannot be shown: not included, and no half of it on the wire.
    const oneChoice = stored({ ...signup, _uuid: 'driver-b', feedbackSelections: [{ label: 'Only' }] })
    const again = post(['health', 'heart-health'], okBody)
    const other = (await (
      await handleDriversRequest(again.request, again.path, deps([oneChoice]))
    ).json()) as DriverResponse
    expect(other.placementDrivers.articlePlacement).toMatchObject({
      includeFeedbackStep: false,
      feedbackTitle: null,
      feedbackSelections: [],
    })
  })

  it('does not fill other sections or devices', async () => {
    const d = deps([stored()])
    const phone = post(['health', 'x'], { ...okBody, deviceType: 'mobile' })
    expect(
      ((await (await handleDriversRequest(phone.request, phone.path, d)).json()) as DriverResponse)
        .placementDrivers.articlePlacement,
    ).toBeNull()
    const nutrition = post(['nutrition', 'x'], okBody)
    expect(
      ((await (await handleDriversRequest(nutrition.request, nutrition.path, d)).json()) as DriverResponse)
        .placementDrivers.articlePlacement,
    ).toBeNull()
  })

  it('unknown placement names are answered null (not filled), not refused', async () => {
    const d = deps([stored()])
    const { request, path } = post(['health', 'x'], { ...okBody, articlePlacements: ['futurePlacement9'] })
    expect(await (await handleDriversRequest(request, path, d)).json()).toEqual({
      placementDrivers: { futurePlacement9: null },
    })
  })

  it('reuses the computed answer for the same targeting key until the catalog changes', async () => {
    const d = deps([stored()])
    const first = post(['health', 'x'], okBody)
    const second = post(['health', 'x'], okBody)
    const a = await (await handleDriversRequest(first.request, first.path, d)).text()
    const b = await (await handleDriversRequest(second.request, second.path, d)).text()
    expect(a).toBe(b)
    expect(d.cache.size).toBe(1)
  })

  it('keeps each answer for the edge to repeat to the same body, for what is left of its time; never a refusal', async () => {
    const kept: Parameters<KeepAnswer>[0][] = []
    let now = NOW
    const d = {
      ...deps([stored()]),
      now: () => now,
      keep: { answer: (what: Parameters<KeepAnswer>[0]) => kept.push(what) > 0, tags: ['drivers'] },
    }
    const first = post(['health', 'x'], okBody)
    const answer = await (await handleDriversRequest(first.request, first.path, d)).text()
    expect(kept).toEqual([
      {
        method: 'POST',
        url: 'http://site.test/api/drivers/v4/health/x',
        body: JSON.stringify(okBody),
        answer,
        tags: ['drivers'],
        maxAgeSeconds: ANSWER_TTL_MS / 1000,
      },
    ])
    // The same targeting in other words (another order of audiences): the answer computed before, for the
    // time it has left.
    now = NOW + 12_500
    const reordered = post(['health', 'x'], { ...okBody, categorySlugs: ['heart', 'heart'] })
    await handleDriversRequest(reordered.request, reordered.path, d)
    expect(kept[1]).toMatchObject({ answer, maxAgeSeconds: Math.floor((ANSWER_TTL_MS - 12_500) / 1000) })
    const bad = post(['health', 'x'], { ...okBody, deviceType: 'watch' })
    expect((await handleDriversRequest(bad.request, bad.path, d)).status).toBe(400)
    expect(kept).toHaveLength(2)
  })

  it.each([
    ['not JSON', 'nope', 400, 'The body is not valid JSON.'],
    [
      'no placements',
      { ...okBody, articlePlacements: [] },
      400,
      'articlePlacements: name at least one placement',
    ],
    [
      'a typo in a field name',
      { ...okBody, deviceTyp: 'mobile' },
      400,
      'The request has unknown fields: deviceTyp.',
    ],
    ['a bad device', { ...okBody, deviceType: 'watch' }, 400, /^deviceType must be "mobile"/],
    [
      'a bucket out of range',
      { ...okBody, profile: { bucket: 100 } },
      400,
      'profile.bucket must be at most 99.',
    ],
    // issue 27: zod's own "Invalid input: expected array, received undefined" reached readers
    ['no placements at all', { k1: 'x' }, 400, 'articlePlacements is required: send a list.'],
    ['a category that is not a slug', { ...okBody, categorySlugs: ['Heart Health'] }, 400, /slug/],
  ])('400 for %s, with what is wrong', async (_name, body, status, message) => {
    const { request, path } = post(['health', 'x'], body)
    const res = await handleDriversRequest(request, path, deps([]))
    expect(res.status).toBe(status)
    expect(((await res.json()) as { error: string }).error).toMatch(message)
  })

  it('400 for a path that is not a site path; 415 for another content type', async () => {
    const bad = post(['..'], okBody)
    expect((await handleDriversRequest(bad.request, bad.path, deps([]))).status).toBe(400)
    const form = post(['health'], okBody, { 'content-type': 'text/plain' })
    expect((await handleDriversRequest(form.request, form.path, deps([]))).status).toBe(415)
  })
})

describe('GET /api/cdp/profile/v3', () => {
  const get = (query: string, cookie = '') =>
    new Request(`http://site.test/api/cdp/profile/v3${query}`, { headers: cookie ? { cookie } : {} })

  it('answers the audiences from this site’s own cookies and the country', async () => {
    const res = handleProfileRequest(
      get('?tagularAnonId=0f9c2d3e-aaaa-bbbb', `wr_nl=1; wr_seen=${NOW - 2 * NEW_READER_WINDOW_MS}`),
      () => 'US',
      () => NOW,
    )
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await res.json()).toEqual({
      audiences: ['returning-readers', 'newsletter-subscribers', 'us-readers'],
    })
  })

  it.each([
    ['the Sec-GPC header', { cookie: `wr_nl=1; wr_seen=${NOW - 2 * NEW_READER_WINDOW_MS}`, 'sec-gpc': '1' }],
    ['the relay cookie', { cookie: `wr_nl=1; wr_gpc=1; wr_seen=${NOW - 2 * NEW_READER_WINDOW_MS}` }],
  ])(
    'with Global Privacy Control (%s), the first-visit cookie is not read: a new reader',
    async (_how, headers) => {
      const res = handleProfileRequest(
        new Request('http://site.test/api/cdp/profile/v3?tagularAnonId=0f9c2d3e-aaaa-bbbb', { headers }),
        () => 'US',
        () => NOW,
      )
      expect(await res.json()).toEqual({
        audiences: ['new-readers', 'newsletter-subscribers', 'us-readers'],
      })
      expect(res.headers.get('vary')).toContain('Sec-GPC')
    },
  )

  it('with audiences, answers only those it was asked about', async () => {
    const res = handleProfileRequest(
      get('?tagularAnonId=abcdefgh&audiences=new-readers,us-readers'),
      () => 'CA',
      () => NOW,
    )
    expect(await res.json()).toEqual({ audiences: ['new-readers'] })
  })

  it.each([
    ['', /tagularAnonId/],
    ['?tagularAnonId=short', /8 to 64/],
    ['?tagularAnonId=abcdefgh&audiences=rich-people', /audiences must be/],
  ])('400 for %s', async (query, message) => {
    const res = handleProfileRequest(get(query), () => null)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(message)
  })

  it('audiencesOf: a first visit within 30 minutes is still new', () => {
    expect(audiencesOf({ subscriber: false, firstSeen: NOW - 60_000, country: null }, NOW)).toEqual([
      'new-readers',
      'not-newsletter-subscribers',
    ])
  })
})

describe('pagePlacements: what a stored page offers', () => {
  const block = (fields: Record<string, unknown>) => ({ type: 'block', fields })
  it('reads the marked positions, their looks, the drug widget and the page-wide placements', () => {
    const body = {
      root: {
        children: [
          { type: 'paragraph', children: [] },
          block({ blockType: 'promotionSlot', placement: 'articlePlacement', style: 'banner' }),
          block({ blockType: 'drugCostSavings', drug: { id: 12 } }),
          block({ blockType: 'promotionSlot', placement: 'articlePlacement2', style: 'weird' }),
          block({ blockType: 'promotionSlot', placement: 'articlePlacement', style: 'card' }),
        ],
      },
    }
    expect(pagePlacements(body, 'marketingLandingPage')).toEqual({
      placements: [
        'manualPlacement1',
        'articlePlacement',
        'drugCopay',
        'articlePlacement2',
        'headerNewsletter',
        'wBw2ndPagePopup',
      ],
      placementStyles: { articlePlacement: 'banner', articlePlacement2: 'card' },
      drugId: '12',
    })
  })

  it('a malformed body still has the page-wide placements', () => {
    expect(pagePlacements('broken', 'article').placements).toEqual(['headerNewsletter', 'wBw2ndPagePopup'])
  })
})
