import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DRIVER_REGISTRATION_DEBOUNCE_MS } from '@/lib/placements'
import { createDriverCountQueue, setPageDriverCountQueue } from '@/services/driverStats/shared'
import type { DriverRequest, DriverView } from '@/services/drivers/shared'
import { FakeIntersectionObserver } from '../../tests/unit/browser-fakes'
import { fakeNewsletterNetwork } from '../../tests/unit/newsletter-fakes'
import { sampleNewsletterDriver } from './newsletter/NewsletterSignup.samples'
import { NEWSLETTER_FORM_TEXT } from './newsletter/newsletter'
import { type PlacementPage, setPlacementPage } from './page'
import { resetPageViewCount, SECOND_PAGE_POPUP_DELAY_MS, SECOND_PAGE_POPUP_SHOWN_KEY } from './popup'
import { pageKey, READER_KEYS } from './reader'
import { placementState, resetPlacementRuntime } from './registry'
import { resetDriverReports } from './report'
import { SecondPagePopup } from './SecondPagePopup.client'

const quiz: DriverView = {
  ...sampleNewsletterDriver,
  _uuid: 'drv-quiz',
  driverType: 'quiz',
  style: 'card',
  headline: 'How rested are you?',
  bodyCopy: 'Five questions, two minutes.',
  callToAction: null,
  callToActionURL: '/sleep/quiz',
  newsletterLists: [],
  lists: [],
}

/** The article page the pop-up shows on. */
const ARTICLE_PAGE: PlacementPage = {
  path: '/sleep/better-sleep',
  k1: 'sleep',
  kMetas: ['sleep'],
  pageType: 'article',
  categorySlugs: [],
  section: 'sleep',
  mock: false,
}

let answer: (body: DriverRequest) => Response
const requests: DriverRequest[] = []
const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input).startsWith('/api/cdp/profile/v3')) return Response.json({ audiences: [] })
  const body = JSON.parse(String(init?.body)) as DriverRequest
  requests.push(body)
  return answer(body)
}) as typeof fetch

const events = (name: string) => (window.wellreadEvents ?? []).filter((e) => e.name === name)

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
  // The card's code loads when a driver arrives (React.lazy): let that import finish.
  await act(async () => {
    await import('./drivers/DriverCard')
    await import('./newsletter/NewsletterSignup.client')
    await vi.advanceTimersByTimeAsync(0)
  })
}

/** The tab has already shown `n` other pages. */
function pagesBefore(n: number) {
  window.sessionStorage.setItem(
    READER_KEYS.pageViews,
    JSON.stringify(Array.from({ length: n }, (_, i) => pageKey(`/health/earlier-${i}`))),
  )
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  FakeIntersectionObserver.install()
  window.wellreadEvents = []
  window.sessionStorage.clear()
  window.localStorage.clear()
  requests.length = 0
  resetPageViewCount()
  resetDriverReports()
  resetPlacementRuntime(fetcher)
  // The page's driver counts stay in a queue whose beacons go nowhere.
  setPageDriverCountQueue(createDriverCountQueue({ send: () => {}, everyMs: 3_600_000 }))
  setPlacementPage(ARTICLE_PAGE, 'wellread.example')
  answer = () => Response.json({ placementDrivers: { wBw2ndPagePopup: quiz } })
})

afterEach(() => {
  resetPlacementRuntime()
  setPageDriverCountQueue(null)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the second-page pop-up', () => {
  it('the first page of a visit only counts the page view', async () => {
    render(<SecondPagePopup path="/sleep/better-sleep" />)
    await advance(DRIVER_REGISTRATION_DEBOUNCE_MS + SECOND_PAGE_POPUP_DELAY_MS)
    // The tab remembers a hash of the page, never its path.
    expect(window.sessionStorage.getItem(READER_KEYS.pageViews)).toBe(
      JSON.stringify([pageKey('/sleep/better-sleep')]),
    )
    expect(window.sessionStorage.getItem(READER_KEYS.pageViews)).not.toContain('sleep')
    expect(requests).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('on the second page: asked ahead, opened a few seconds after it arrived, once per visit', async () => {
    pagesBefore(1)
    render(<SecondPagePopup path="/sleep/better-sleep" />)
    await advance(DRIVER_REGISTRATION_DEBOUNCE_MS)
    expect(requests[0]!.articlePlacements).toEqual(['wBw2ndPagePopup'])
    expect(placementState('wBw2ndPagePopup').stage).toBe('preloaded')
    expect(events('driver_placement')).toEqual([
      expect.objectContaining({ placement: 'wBw2ndPagePopup', filled: true, driverId: 'drv-quiz' }),
    ])
    expect(screen.queryByRole('dialog')).toBeNull()

    await advance(SECOND_PAGE_POPUP_DELAY_MS)
    const dialog = screen.getByRole('dialog', { name: 'How rested are you?' })
    expect(dialog).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/sleep/quiz')
    expect(window.sessionStorage.getItem(SECOND_PAGE_POPUP_SHOWN_KEY)).toBe('1')

    act(() => FakeIntersectionObserver.showAll())
    expect(events('driver_view')).toEqual([expect.objectContaining({ placement: 'wBw2ndPagePopup' })])
    expect(placementState('wBw2ndPagePopup').stage).toBe('loaded')

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await advance(SECOND_PAGE_POPUP_DELAY_MS * 2)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens as soon as the reader has scrolled a quarter of the page', async () => {
    pagesBefore(1)
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4768 })
    render(<SecondPagePopup path="/sleep/better-sleep" />)
    await advance(DRIVER_REGISTRATION_DEBOUNCE_MS)
    expect(screen.queryByRole('dialog')).toBeNull()
    vi.stubGlobal('scrollY', 1100)
    fireEvent.scroll(window)
    await advance(0)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('not filled: nothing opens, and it is reported not filled', async () => {
    pagesBefore(1)
    answer = () => Response.json({ placementDrivers: { wBw2ndPagePopup: null } })
    render(<SecondPagePopup path="/sleep/better-sleep" />)
    await advance(DRIVER_REGISTRATION_DEBOUNCE_MS + SECOND_PAGE_POPUP_DELAY_MS)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(events('driver_placement')).toEqual([
      expect.objectContaining({ placement: 'wBw2ndPagePopup', filled: false, reason: 'not_found' }),
    ])
  })

  it('not on the third page, nor again once shown this visit', async () => {
    pagesBefore(2)
    render(<SecondPagePopup path="/sleep/better-sleep" />)
    await advance(DRIVER_REGISTRATION_DEBOUNCE_MS + SECOND_PAGE_POPUP_DELAY_MS)
    expect(requests).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('waits while another dialog is open', async () => {
    pagesBefore(1)
    const other = document.createElement('div')
    other.setAttribute('data-modal-root', '')
    document.body.append(other)
    render(<SecondPagePopup path="/sleep/better-sleep" />)
    await advance(DRIVER_REGISTRATION_DEBOUNCE_MS + SECOND_PAGE_POPUP_DELAY_MS)
    expect(screen.queryByRole('dialog')).toBeNull()
    other.remove()
    await advance(2000)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('a sign-up shows its form in the dialog, which closes when the sign-up is done', async () => {
    pagesBefore(1)
    // The runtime's network boundary serves the drivers call and the form's (a real bot check).
    const network = fakeNewsletterNetwork({
      placements: { wBw2ndPagePopup: sampleNewsletterDriver },
    })
    resetPlacementRuntime(network.fetch)
    setPlacementPage(ARTICLE_PAGE, 'wellread.example')
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<SecondPagePopup path="/sleep/better-sleep" />)
    await advance(DRIVER_REGISTRATION_DEBOUNCE_MS + SECOND_PAGE_POPUP_DELAY_MS)
    const dialog = screen.getByRole('dialog', { name: sampleNewsletterDriver.headline })
    // The dialog's form: its headline is the dialog's heading (h2), not a card's (h3).
    const form = await within(dialog).findByRole('form', { name: sampleNewsletterDriver.headline })
    expect(
      within(dialog).getByRole('heading', { level: 2, name: sampleNewsletterDriver.headline }),
    ).toBeInTheDocument()
    await user.type(within(form).getByLabelText(NEWSLETTER_FORM_TEXT.emailLabel), 'reader@example.com')
    await user.click(within(form).getByRole('button', { name: /sign me up|sign up/i }))
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }, { timeout: 10_000 }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(network.callsTo('/api/activate/site')).toHaveLength(1)
  })

  it('with the mock setting: the purple box names the placement', async () => {
    pagesBefore(1)
    setPlacementPage({
      path: '/sleep/better-sleep',
      k1: null,
      kMetas: [],
      pageType: null,
      categorySlugs: [],
      section: null,
      mock: true,
    })
    render(<SecondPagePopup path="/sleep/better-sleep" />)
    await advance(DRIVER_REGISTRATION_DEBOUNCE_MS + SECOND_PAGE_POPUP_DELAY_MS)
    expect(screen.getByText('Article Placement for mocked driver: wBw2ndPagePopup')).toBeInTheDocument()
    expect(requests).toEqual([])
  })
})
