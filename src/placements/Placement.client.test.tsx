import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { DRIVER_REGISTRATION_DEBOUNCE_MS } from '@/lib/placements'
import {
  recordFetch,
  resetPage,
  type SentRequest,
  setConsent,
  setPrivacyConfig,
} from '@/privacy/thirdParty/testData'
import {
  createDriverCountQueue,
  type DriverCountKind,
  type DriverCountQueue,
  setPageDriverCountQueue,
} from '@/services/driverStats/shared'
import type { DriverRequest, DriverView } from '@/services/drivers/shared'
import { FakeIntersectionObserver } from '../../tests/unit/browser-fakes'
import { fakeNewsletterNetwork } from '../../tests/unit/newsletter-fakes'
import { sampleNewsletterDriver } from './newsletter/NewsletterSignup.samples'
import { NEWSLETTER_FORM_TEXT } from './newsletter/newsletter'
import { Placement } from './Placement.client'
import { type PlacementPage, setPlacementPage } from './page'
import { FIRST_SEEN_COOKIE, READER_KEYS } from './reader'
import { resetPlacementRuntime } from './registry'
import { resetDriverReports } from './report'

/** The page's driver counts: the real queue, whose beacons go nowhere (its send is the test's). */
let counts: DriverCountQueue
const counted = (kind: DriverCountKind) => counts.pending().filter((c) => c.kind === kind)
const total = (kind: DriverCountKind) => counted(kind).reduce((sum, c) => sum + c.count, 0)

const page: PlacementPage = {
  path: '/sleep/better-sleep',
  k1: 'sleep apnea',
  kMetas: ['sleep apnea'],
  pageType: 'article',
  categorySlugs: ['sleep'],
  section: 'sleep',
  mock: false,
}

const download: DriverView = {
  ...sampleNewsletterDriver,
  _uuid: 'drv-guide',
  driverType: 'download',
  style: 'card',
  campaignName: 'sleep-guide',
  ga: 'sleep-guide-label',
  headline: 'A sleep reset for +k1',
  whisper: 'Free guide',
  bodyCopy: 'A printable plan.',
  callToAction: 'Get the guide',
  callToActionURL: 'https://partner.example/guide?k=+k1&w=+where&id=+apid&tc=+tc&src=+utm_source',
  secondaryCtaText: 'Read more',
  secondaryCtaUrl: '/sleep/naps?k=+k1',
  sponsorTracker: 'https://px.example/view.gif?w=+where&k=+k1',
  pixelTracker: 'https://px.example/click.gif?w=+where',
  frequencyCap: { count: 3, days: 7 },
  newsletterLists: [],
  lists: [],
}

let answer: (body: DriverRequest) => Response | Promise<Response>
const requests: DriverRequest[] = []
const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input).startsWith('/api/cdp/profile/v3')) return Response.json({ audiences: [] })
  const body = JSON.parse(String(init?.body)) as DriverRequest
  requests.push(body)
  return answer(body)
}) as typeof fetch

/** The sponsors' pixel host, listed in the page's privacy settings (AD_PIXEL_ORIGINS). */
const PIXEL_HOST = 'https://px.example'
/** What the third-party guard sent: each pixel's address and referrer policy. */
let sent: SentRequest[] = []
const pixels = {
  get all() {
    return sent.map((r) => ({ src: r.url, referrerPolicy: String(r.init.referrerPolicy) }))
  },
}

const events = (name: string) => (window.wellreadEvents ?? []).filter((e) => e.name === name)
const box = (name = 'articlePlacement') => document.querySelector<HTMLElement>(`[data-placement="${name}"]`)!

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(DRIVER_REGISTRATION_DEBOUNCE_MS)
    await vi.advanceTimersByTimeAsync(0)
  })
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
  // The box comes near the screen: the renderer's code loads (React.lazy) now; let those imports finish.
  act(() => FakeIntersectionObserver.comeNear())
  await act(async () => {
    await import('./PlacementContent')
    await import('./drivers/DriverCard')
    await import('./newsletter/NewsletterSignup.client')
    await vi.advanceTimersByTimeAsync(0)
  })
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  FakeIntersectionObserver.install()
  resetPage()
  setPrivacyConfig([{ name: 'Sponsors’ tracking pixels', purpose: 'advertising', origins: [PIXEL_HOST] }])
  setConsent('accept')
  sent = recordFetch()
  window.localStorage.clear()
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/sleep/better-sleep?utm_source=mail')
  requests.length = 0
  counts = createDriverCountQueue({ send: () => {}, everyMs: 3_600_000 })
  setPageDriverCountQueue(counts)
  resetDriverReports()
  resetPlacementRuntime(fetcher)
  setPlacementPage(page, 'wellread.example')
  answer = () => Response.json({ placementDrivers: { articlePlacement: download } })
  // Links out would navigate jsdom away.
  document.addEventListener('click', preventNavigation)
})

function preventNavigation(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault()
}

afterEach(() => {
  document.removeEventListener('click', preventNavigation)
  resetPlacementRuntime()
  setPageDriverCountQueue(null)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the cached HTML', () => {
  it('is the reserved, empty box of the style, the same for every reader', () => {
    const html = renderToString(<Placement name="articlePlacement" style="banner" />)
    expect(html).toContain('data-placement="articlePlacement"')
    expect(html).toContain('data-style="banner"')
    expect(html).toContain('data-stage="queued"')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('<span class="visually-hidden">Promotion</span>')
    expect(html).not.toContain('data-filled')
  })
})

describe('a filled placement', () => {
  it('renders its driver only once the box comes within 300 px of the screen (the renderer’s code loads then)', async () => {
    render(<Placement name="articlePlacement" style="card" />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DRIVER_REGISTRATION_DEBOUNCE_MS)
      await vi.advanceTimersByTimeAsync(0)
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(box()).toHaveAttribute('data-stage', 'loaded')
    expect(box()).not.toHaveAttribute('data-filled')
    expect(screen.queryByRole('region')).toBeNull()
    await settle()
    expect(box()).toHaveAttribute('data-filled', 'true')
    expect(screen.getByRole('region', { name: 'A sleep reset for sleep%20apnea' })).toBeInTheDocument()
  })

  it('renders the card with its tokens replaced (no topic in links to other sites) and reports it filled once', async () => {
    render(<Placement name="articlePlacement" style="card" />)
    expect(box()).toHaveAttribute('data-stage', 'queued')
    await settle()
    expect(box()).toHaveAttribute('data-stage', 'loaded')
    expect(box()).toHaveAttribute('data-filled', 'true')
    expect(box()).not.toHaveAttribute('aria-busy')
    expect(requests[0]!.webContext).toMatchObject({ placementStyles: { articlePlacement: 'card' } })
    expect(screen.getByRole('region', { name: 'A sleep reset for sleep%20apnea' })).toBeInTheDocument()
    const out = screen.getByRole('link', { name: 'Get the guide (opens in a new tab)' })
    const href = new URL(out.getAttribute('href')!)
    expect(href.searchParams.get('k')).toBe('')
    expect(href.searchParams.get('w')).toBe('articlePlacement')
    expect(href.searchParams.get('id')).toBe('drv-guide')
    expect(href.searchParams.get('tc')).toMatch(/^[\w-]{8,}$/)
    expect(href.searchParams.get('src')).toBe('mail')
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      '/sleep/naps?k=sleep%20apnea',
    )

    expect(events('driver_placement')).toEqual([
      expect.objectContaining({
        placement: 'articlePlacement',
        filled: true,
        driverId: 'drv-guide',
        driverType: 'download',
        campaignName: 'sleep-guide',
        label: 'sleep-guide-label',
        position: 1,
      }),
    ])
    expect(counted('fill')).toEqual([
      { kind: 'fill', driverId: 'drv-guide', placement: 'articlePlacement', count: 1 },
    ])
    expect(events('driver_view')).toEqual([])
  })

  it('in view (half on screen): one view, one impression, the cap recorded, the sponsor pixel without referrer or topic', async () => {
    render(<Placement name="articlePlacement" style="card" />)
    await settle()
    act(() => FakeIntersectionObserver.showAll())
    act(() => FakeIntersectionObserver.showAll())
    expect(events('driver_view')).toEqual([
      expect.objectContaining({ driverId: 'drv-guide', placement: 'articlePlacement', position: 1 }),
    ])
    expect(counted('impression')).toEqual([
      { kind: 'impression', driverId: 'drv-guide', placement: 'articlePlacement', count: 1 },
    ])
    expect(Object.keys(JSON.parse(window.localStorage.getItem(READER_KEYS.views)!))).toEqual(['drv-guide'])
    expect(pixels.all).toEqual([
      { src: 'https://px.example/view.gif?w=articlePlacement&k=', referrerPolicy: 'no-referrer' },
    ])
  })

  it('no sponsor pixel for a reader who asked not to be tracked', async () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true })
    render(<Placement name="articlePlacement" style="card" />)
    await settle()
    act(() => FakeIntersectionObserver.showAll())
    expect(events('driver_view')).toHaveLength(1)
    expect(pixels.all).toEqual([])
  })

  it.each([
    ['before any choice', 'none'],
    ['after Reject all', 'reject'],
  ] as const)(
    '%s: the driver shows and counts first-party, but no pixel, no cap and no first-visit cookie are kept',
    async (_label, choice) => {
      setConsent(choice)
      render(<Placement name="articlePlacement" style="card" />)
      await settle()
      act(() => FakeIntersectionObserver.showAll())
      expect(events('driver_view')).toHaveLength(1)
      expect(total('impression')).toBe(1)
      expect(pixels.all).toEqual([])
      expect(window.localStorage.getItem(READER_KEYS.views)).toBeNull()
      expect(window.localStorage.getItem(READER_KEYS.bucket)).toBeNull()
      expect(window.localStorage.getItem(READER_KEYS.anonId)).toBeNull()
      expect(document.cookie).not.toContain(FIRST_SEEN_COOKIE)
      expect(events('third_party_blocked')).toEqual([
        expect.objectContaining({ host: 'px.example', reason: 'no-consent', purpose: 'advertising' }),
      ])
    },
  )

  it('a click on its links: one event and one count per link, the click pixel once; never the reader’s input', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Placement name="articlePlacement" style="card" />)
    await settle()
    const out = screen.getByRole('link', { name: 'Get the guide (opens in a new tab)' })
    await user.click(out)
    await user.click(out)
    await user.click(screen.getByRole('link', { name: 'Read more' }))
    expect(events('driver_click').map((e) => e.action)).toEqual(['primary', 'secondary'])
    expect(events('driver_click')[0]).toMatchObject({
      driverId: 'drv-guide',
      placement: 'articlePlacement',
      driverType: 'download',
      campaignName: 'sleep-guide',
      label: 'sleep-guide-label',
      position: 1,
    })
    expect(total('click')).toBe(2)
    expect(pixels.all.map((p) => p.src)).toEqual(['https://px.example/click.gif?w=articlePlacement'])
  })

  it('a placement reports once per page view, however often it renders', async () => {
    const { unmount } = render(<Placement name="articlePlacement" style="card" />)
    await settle()
    unmount()
    render(<Placement name="articlePlacement" style="card" />)
    await settle()
    expect(events('driver_placement')).toHaveLength(1)
  })

  it('a second box with the same name keeps its space and shows nothing (no driver twice)', async () => {
    render(
      <>
        <Placement name="articlePlacement" style="card" />
        <Placement name="articlePlacement" style="card" />
      </>,
    )
    await settle()
    expect(screen.getAllByRole('region')).toHaveLength(1)
    expect(document.querySelectorAll('[data-placement="articlePlacement"]')).toHaveLength(2)
  })
})

describe('the mock setting', () => {
  it('shows the purple box naming the placement, in the same reserved box, and asks nothing', async () => {
    setPlacementPage({ ...page, mock: true })
    render(<Placement name="articlePlacement2" style="banner" />)
    await settle()
    expect(screen.getByText('Article Placement for mocked driver: articlePlacement2')).toBeInTheDocument()
    expect(box('articlePlacement2')).toHaveAttribute('data-style', 'banner')
    expect(box('articlePlacement2')).toHaveAttribute('data-mock')
    expect(requests).toHaveLength(0)
    expect(events('driver_placement')).toEqual([])
  })
})

describe('not filled', () => {
  it('no driver: an empty placeholder stays where the reader can see it, reported not filled', async () => {
    answer = () => Response.json({ placementDrivers: { articlePlacement: null } })
    render(<Placement name="articlePlacement" style="card" />)
    await settle()
    expect(box()).toHaveAttribute('data-stage', 'not_found')
    expect(box()).toHaveAttribute('data-filled', 'false')
    expect(box()).not.toHaveAttribute('data-collapsed')
    expect(box()).toHaveTextContent(/^Promotion$/)
    expect(events('driver_placement')).toEqual([
      expect.objectContaining({
        placement: 'articlePlacement',
        filled: false,
        driverId: null,
        reason: 'not_found',
      }),
    ])
    expect(counted('miss')).toEqual([{ kind: 'miss', driverId: '', placement: 'articlePlacement', count: 1 }])
  })

  it('wholly below the screen, the empty box closes (nobody sees it go)', async () => {
    answer = () => Response.json({ placementDrivers: { articlePlacement: null } })
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: window.innerHeight + 10,
      bottom: window.innerHeight + 300,
    } as DOMRect)
    render(<Placement name="articlePlacement" style="card" />)
    await settle()
    expect(box()).toHaveAttribute('data-collapsed')
  })

  it('closes in the same moment it measures itself below the screen, so a scroll right after cannot show it closing', async () => {
    answer = () => Response.json({ placementDrivers: { articlePlacement: null } })
    // Right after the box measures itself, the reader (or a test) scrolls: was it already closed by then?
    const closedWhenMeasured: boolean[] = []
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      queueMicrotask(() => closedWhenMeasured.push(this.hasAttribute('data-collapsed')))
      return { top: window.innerHeight + 10, bottom: window.innerHeight + 300 } as DOMRect
    })
    render(<Placement name="articlePlacement" style="card" />)
    await settle()
    expect(box()).toHaveAttribute('data-collapsed')
    expect(closedWhenMeasured).toEqual([true])
  })

  it('a failed request: reported not filled, placeholder kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    answer = () => new Response('down', { status: 502 })
    render(<Placement name="articlePlacement" style="card" />)
    await settle()
    expect(box()).toHaveAttribute('data-stage', 'error')
    expect(events('driver_placement')).toEqual([expect.objectContaining({ filled: false, reason: 'error' })])
  })

  it('a driver that fails to render renders nothing, is reported, and the placement is not filled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = { ...download, image: { src: '/x.webp', width: 1, height: 1 } } as unknown as DriverView
    answer = () => Response.json({ placementDrivers: { articlePlacement: broken } })
    render(
      <>
        <Placement name="articlePlacement" style="card" />
        <p>The article goes on</p>
      </>,
    )
    await settle()
    expect(screen.getByText('The article goes on')).toBeInTheDocument()
    expect(screen.queryByRole('region')).toBeNull()
    expect(box()).toHaveAttribute('data-filled', 'false')
    expect(events('client.error')).toContainEqual(
      expect.objectContaining({
        where: 'drivers.render',
        placement: 'articlePlacement',
        driverId: 'drv-guide',
      }),
    )
    expect(events('driver_placement')).toEqual([
      expect.objectContaining({ filled: false, reason: 'render_error', driverId: 'drv-guide' }),
    ])
  })

  it('a sign-up in a card space, or a copay offer, is not taken here', async () => {
    answer = () =>
      Response.json({
        placementDrivers: {
          articlePlacement: sampleNewsletterDriver,
          articlePlacement2: { ...download, driverType: 'copay' },
        },
      })
    render(
      <>
        <Placement name="articlePlacement" style="card" />
        <Placement name="articlePlacement2" style="card" />
      </>,
    )
    await settle()
    expect(screen.queryByRole('region')).toBeNull()
    expect(events('driver_placement').map((e) => [e.placement, e.filled, e.reason])).toEqual([
      ['articlePlacement', false, 'unsupported'],
      ['articlePlacement2', false, 'unsupported'],
    ])
  })
})

describe('a sign-up space', () => {
  it('renders the sign-up form with the driver (tokens replaced); a sign-up sends the placement, the page’s k1 and path', async () => {
    // The runtime's network boundary serves the drivers call and the form's (a real bot check).
    const network = fakeNewsletterNetwork({
      placements: {
        manualPlacement1: { ...sampleNewsletterDriver, headline: 'News on +k1', newsletterSource: null },
      },
    })
    resetPlacementRuntime(network.fetch)
    setPlacementPage(page, 'wellread.example')
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Placement name="manualPlacement1" style="newsletter" />)
    await settle()
    const form = await screen.findByRole('form', { name: 'News on sleep%20apnea' })
    await settle()
    expect(box('manualPlacement1')).toHaveAttribute('data-filled', 'true')
    expect(box('manualPlacement1')).toHaveAttribute('data-style', 'newsletter')
    await user.type(within(form).getByLabelText(NEWSLETTER_FORM_TEXT.emailLabel), 'reader@example.com')
    await user.click(within(form).getByRole('button', { name: /sign me up|sign up/i }))
    await waitFor(() => expect(network.callsTo('/api/activate/site')).toHaveLength(1), { timeout: 10_000 })
    expect(network.callsTo('/api/activate/site')[0]?.body).toMatchObject({
      email: 'reader@example.com',
      path: '/sleep/better-sleep',
      identifiers: { K1: 'sleep apnea', source: 'manualPlacement1' },
    })
    await waitFor(() => expect(total('signup')).toBe(1))
  })
})
