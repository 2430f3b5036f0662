// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { DRIVER_REGISTRATION_DEBOUNCE_MS } from '@/lib/placements'
import { DRIVERS_API, type DriverRequest, type DriverView, PROFILE_API } from '@/services/drivers/shared'
import { sampleNewsletterDriver } from './newsletter/NewsletterSignup.samples'
import { type PlacementPage, setPlacementPage } from './page'
import { READER_KEYS } from './reader'
import {
  driverRequestBody,
  markShown,
  placementState,
  registerPlacement,
  resetPlacementRuntime,
  usePlacement,
} from './registry'

const page: PlacementPage = {
  path: '/heart-health/blood-pressure',
  k1: 'blood pressure',
  kMetas: ['blood pressure', 'hypertension'],
  pageType: 'article',
  categorySlugs: ['heart-health'],
  section: 'heart-health',
  mock: false,
}

const driver = (id: string): DriverView => ({ ...sampleNewsletterDriver, _uuid: id })

type Call = { url: string; body: DriverRequest | null }

/** The network boundary: a fetch that answers the profile and drivers calls with real Responses. */
function fakeNetwork(
  answer: (body: DriverRequest) => Response | Promise<Response>,
  profile?: () => Response,
) {
  const calls: Call[] = []
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as DriverRequest) : null })
    if (url.startsWith(PROFILE_API)) return profile?.() ?? Response.json({ audiences: ['new-readers'] })
    return answer(JSON.parse(String(init?.body)) as DriverRequest)
  })
  return {
    fetcher: fetcher as unknown as typeof fetch,
    calls,
    drivers: () => calls.filter((c) => !c.url.startsWith(PROFILE_API)),
  }
}

const events = () => window.wellreadEvents ?? []

beforeEach(() => {
  vi.useFakeTimers()
  window.wellreadEvents = []
  window.sessionStorage.clear()
  window.localStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  resetPlacementRuntime()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** Lets the debounce pass and every pending promise settle. */
async function settle() {
  await vi.advanceTimersByTimeAsync(DRIVER_REGISTRATION_DEBOUNCE_MS)
  await vi.advanceTimersByTimeAsync(0)
}

describe('registration debounce: one request for the page’s placements', () => {
  it('batches placements registered within 25 ms into one POST to /api/drivers/v4{path}', async () => {
    const net = fakeNetwork((body) =>
      Response.json({
        placementDrivers: Object.fromEntries(body.articlePlacements.map((n) => [n, driver(`drv-${n}`)])),
      }),
    )
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', { style: 'card' }, () => {})
    await vi.advanceTimersByTimeAsync(10)
    registerPlacement('articlePlacement2', { style: 'banner' }, () => {})
    registerPlacement('wBw2ndPagePopup', { preload: true }, () => {})
    await vi.advanceTimersByTimeAsync(DRIVER_REGISTRATION_DEBOUNCE_MS - 1)
    expect(net.drivers()).toHaveLength(0)
    await settle()
    expect(net.drivers()).toHaveLength(1)
    const [call] = net.drivers()
    expect(call!.url).toBe(`${DRIVERS_API}/heart-health/blood-pressure`)
    expect(call!.body).toMatchObject({
      k1: 'blood pressure',
      kMetas: ['blood pressure', 'hypertension'],
      pageType: 'article',
      categorySlugs: ['heart-health'],
      articlePlacements: ['articlePlacement', 'articlePlacement2', 'wBw2ndPagePopup'],
      profile: { audiences: ['new-readers'] },
      webContext: {
        section: 'heart-health',
        placementStyles: { articlePlacement: 'card', articlePlacement2: 'banner' },
      },
      excludeVideos: false,
    })
    expect(placementState('articlePlacement')).toMatchObject({ stage: 'loaded', mock: false })
    expect(placementState('articlePlacement').driver?._uuid).toBe('drv-articlePlacement')
    expect(placementState('wBw2ndPagePopup').stage).toBe('preloaded')
  })

  it('registering the same name twice asks once', async () => {
    const net = fakeNetwork(() => Response.json({ placementDrivers: { articlePlacement: null } }))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', {}, () => {})
    registerPlacement('articlePlacement', {}, () => {})
    await settle()
    expect(net.drivers()).toHaveLength(1)
    expect(net.drivers()[0]!.body!.articlePlacements).toEqual(['articlePlacement'])
  })

  it('asks the home page at /api/drivers/v4 without a trailing path', async () => {
    const net = fakeNetwork(() => Response.json({ placementDrivers: {} }))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage({ ...page, path: '/' })
    registerPlacement('headerNewsletter', {}, () => {})
    await settle()
    expect(net.drivers()[0]!.url).toBe(DRIVERS_API)
  })

  it('a placement gone before the batch is sent is not asked for; with none left, nothing is sent', async () => {
    const net = fakeNetwork(() => Response.json({ placementDrivers: {} }))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    const leave = registerPlacement('articlePlacement', {}, () => {})
    registerPlacement('articlePlacement2', {}, () => {})
    leave()
    await settle()
    expect(net.drivers()).toHaveLength(1)
    expect(net.drivers()[0]!.body!.articlePlacements).toEqual(['articlePlacement2'])
    const gone = registerPlacement('headerNewsletter', {}, () => {})
    gone()
    await settle()
    expect(net.calls.filter((c) => c.body?.articlePlacements?.includes('headerNewsletter'))).toHaveLength(0)
    expect(net.drivers()).toHaveLength(1)
  })

  it('placements that register before the page is known wait for it', async () => {
    const net = fakeNetwork(() => Response.json({ placementDrivers: {} }))
    resetPlacementRuntime(net.fetcher)
    registerPlacement('articlePlacement', {}, () => {})
    setPlacementPage(page)
    await settle()
    expect(net.drivers()).toHaveLength(1)
    expect(net.drivers()[0]!.body!.k1).toBe('blood pressure')
  })
})

describe('stages', () => {
  it('queued → loading → loaded, and listeners hear each change', async () => {
    let release: (r: Response) => void = () => {}
    const net = fakeNetwork(() => new Promise<Response>((resolve) => (release = resolve)))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    const heard: string[] = []
    registerPlacement('articlePlacement', {}, () => heard.push(placementState('articlePlacement').stage))
    expect(placementState('articlePlacement').stage).toBe('queued')
    await settle()
    expect(placementState('articlePlacement').stage).toBe('loading')
    release(Response.json({ placementDrivers: { articlePlacement: driver('drv-1') } }))
    await vi.advanceTimersByTimeAsync(0)
    expect(placementState('articlePlacement').stage).toBe('loaded')
    expect(heard).toEqual(['loading', 'loaded'])
  })

  it('a placement answered with null is not_found, and a metric is noted (002 §8)', async () => {
    const net = fakeNetwork(() => Response.json({ placementDrivers: { articlePlacement: null } }))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', {}, () => {})
    registerPlacement('articlePlacement2', {}, () => {})
    await settle()
    expect(placementState('articlePlacement')).toMatchObject({ stage: 'not_found', driver: null })
    // A name the answer leaves out is not found too.
    expect(placementState('articlePlacement2').stage).toBe('not_found')
    expect(events()).toContainEqual(
      expect.objectContaining({ name: 'metric', metric: 'drivers.not_found', placement: 'articlePlacement' }),
    )
  })

  it('a failed request is error for every placement asked, counted and reported (001 §8)', async () => {
    const net = fakeNetwork(() => new Response('{"error":"down"}', { status: 503 }))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', {}, () => {})
    registerPlacement('articlePlacement2', {}, () => {})
    await settle()
    expect(placementState('articlePlacement').stage).toBe('error')
    expect(placementState('articlePlacement2').stage).toBe('error')
    expect(events()).toContainEqual(expect.objectContaining({ metric: 'ui.fetch.error', status: 503 }))
    expect(events()).toContainEqual(
      expect.objectContaining({
        name: 'client.error',
        where: 'drivers.fetch',
        message: `Fetch failure: ${DRIVERS_API} 503`,
      }),
    )
  })

  it('a network failure is error too', async () => {
    const net = fakeNetwork(() => Promise.reject(new TypeError('Failed to fetch')))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', {}, () => {})
    await settle()
    expect(placementState('articlePlacement').stage).toBe('error')
  })

  it('preloaded until shown, then loaded', async () => {
    const net = fakeNetwork(() => Response.json({ placementDrivers: { headerNewsletter: driver('drv-nl') } }))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('headerNewsletter', { preload: true }, () => {})
    await settle()
    expect(placementState('headerNewsletter').stage).toBe('preloaded')
    markShown('headerNewsletter')
    expect(placementState('headerNewsletter').stage).toBe('loaded')
    markShown('headerNewsletter')
    expect(placementState('headerNewsletter').stage).toBe('loaded')
  })
})

describe('the mock setting', () => {
  it('marks every placement loaded and mocked, without asking the server', async () => {
    const net = fakeNetwork(() => Response.json({ placementDrivers: {} }))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage({ ...page, mock: true })
    registerPlacement('articlePlacement', {}, () => {})
    registerPlacement('manualPlacement1', {}, () => {})
    await settle()
    expect(net.calls).toHaveLength(0)
    expect(placementState('articlePlacement')).toEqual({ stage: 'loaded', driver: null, mock: true })
    expect(placementState('manualPlacement1').mock).toBe(true)
  })
})

describe('page views', () => {
  it('a new path starts a new page view: placements still mounted ask again; the same path does not', async () => {
    let n = 0
    const net = fakeNetwork(() =>
      Response.json({ placementDrivers: { articlePlacement: driver(`drv-${++n}`) } }),
    )
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', {}, () => {})
    const unmounted = registerPlacement('articlePlacement3', {}, () => {})
    await settle()
    unmounted()
    setPlacementPage({ ...page }) // a re-render with the same page
    await settle()
    expect(net.drivers()).toHaveLength(1)
    setPlacementPage({ ...page, path: '/sleep/naps' })
    expect(placementState('articlePlacement').stage).toBe('queued')
    await settle()
    expect(net.drivers()).toHaveLength(2)
    expect(net.drivers()[1]!.url).toBe(`${DRIVERS_API}/sleep/naps`)
    expect(net.drivers()[1]!.body!.articlePlacements).toEqual(['articlePlacement'])
    expect(placementState('articlePlacement').driver?._uuid).toBe('drv-2')
  })

  it('an answer for a page the reader has left is dropped', async () => {
    let release: (r: Response) => void = () => {}
    const net = fakeNetwork(() => new Promise<Response>((resolve) => (release = resolve)))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', {}, () => {})
    await settle()
    setPlacementPage({ ...page, path: '/sleep/naps' })
    release(Response.json({ placementDrivers: { articlePlacement: driver('old') } }))
    await vi.advanceTimersByTimeAsync(0)
    expect(placementState('articlePlacement').driver?._uuid).not.toBe('old')
  })
})

describe('the reader’s profile', () => {
  it('is asked once per tab and kept in session storage', async () => {
    const net = fakeNetwork(() => Response.json({ placementDrivers: {} }))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', {}, () => {})
    await settle()
    expect(net.calls.filter((c) => c.url.startsWith(PROFILE_API))).toHaveLength(1)
    expect(net.calls[0]!.url).toMatch(new RegExp(`^${PROFILE_API}\\?tagularAnonId=[A-Za-z0-9-]{8,64}$`))
    expect(JSON.parse(window.sessionStorage.getItem(READER_KEYS.profile)!)).toEqual(['new-readers'])
    // The next page of the tab reads it from session storage.
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', {}, () => {})
    await settle()
    expect(net.calls.filter((c) => c.url.startsWith(PROFILE_API))).toHaveLength(1)
  })

  it('when it fails, drivers are asked for without audiences', async () => {
    const net = fakeNetwork(
      () => Response.json({ placementDrivers: {} }),
      () => new Response('no', { status: 500 }),
    )
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    registerPlacement('articlePlacement', {}, () => {})
    await settle()
    expect(net.drivers()[0]!.body!.profile).toMatchObject({ audiences: [] })
  })
})

describe('driverRequestBody', () => {
  it('carries the page’s targeting, the reader’s device and first-party profile, each placement’s space and the drug', () => {
    const entries = new Map([
      ['articlePlacement', { options: { style: 'newsletter' as const } }],
      ['drugCopay', { options: { drugId: '42' } }],
    ])
    expect(
      driverRequestBody(page, ['articlePlacement', 'drugCopay'], entries, {
        audiences: ['us-readers'],
        bucket: 7,
        capped: ['drv-x'],
        width: 800,
        userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)',
      }),
    ).toEqual({
      k1: 'blood pressure',
      kMetas: ['blood pressure', 'hypertension'],
      pageType: 'article',
      categorySlugs: ['heart-health'],
      articlePlacements: ['articlePlacement', 'drugCopay'],
      profile: { audiences: ['us-readers'], bucket: 7, cappedDrivers: ['drv-x'] },
      deviceType: 'tablet',
      mobileOS: 'ios',
      webContext: {
        section: 'heart-health',
        placementStyles: { articlePlacement: 'newsletter' },
        drugId: '42',
      },
      excludeVideos: false,
    })
  })
})

function Probe() {
  const state = usePlacement('articlePlacement')
  return createElement('span', null, `${state.stage}:${String(state.driver)}`)
}

describe('usePlacement', () => {
  it('is queued with no driver on the server, like the cached HTML', () => {
    expect(renderToString(createElement(Probe))).toBe('<span>queued:null</span>')
  })

  it('follows the placement in the browser; disabled, it registers nothing', async () => {
    const net = fakeNetwork(() => Response.json({ placementDrivers: { articlePlacement: driver('drv-h') } }))
    resetPlacementRuntime(net.fetcher)
    setPlacementPage(page)
    const off = renderHook(() => usePlacement('wBw2ndPagePopup', { enabled: false }))
    const on = renderHook(() => usePlacement('articlePlacement', { style: 'card' }))
    expect(on.result.current.stage).toBe('queued')
    await act(async () => {
      await settle()
    })
    expect(on.result.current.stage).toBe('loaded')
    expect(on.result.current.driver?._uuid).toBe('drv-h')
    expect(off.result.current.stage).toBe('queued')
    expect(net.drivers()[0]!.body!.articlePlacements).toEqual(['articlePlacement'])
  })
})
