import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { TrackEvent } from '@/lib/tracking'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import type { UpNextItem } from './choose'
import { InfiniteArticles } from './InfiniteArticles.client'

const OWN_PATH = '/health/erectile-dysfunction'
const OWN_URL = `${OWN_PATH}?utm_source=newsletter`
const OWN_TITLE = 'Erectile dysfunction | Wellread'

const UP_NEXT: UpNextItem[] = [
  { title: ['Walking for heart health', 'ignored second title'], link: '/fitness/walking-for-heart-health' },
  { title: ['High blood pressure and sleep'], link: '/health/high-blood-pressure-and-sleep' },
  { title: ['The Mediterranean diet'], link: '/nutrition/mediterranean-diet-basics' },
]

const titleFor = (link: string) => UP_NEXT.find((i) => i.link === link)?.title[0] ?? `Article at ${link}`

function articlePage(link: string): string {
  const title = titleFor(link)
  return `<!DOCTYPE html><html lang="en"><head><title>${title} | Wellread</title></head><body>
    <header><a href="/">Wellread</a></header>
    <main id="main"><article data-template="article">
      <h1 id="title">${title}</h1><p>Body of ${link}.</p>
      <script>window.__appendedScriptRan = true</script>
      <script type="application/ld+json">{"@type":"Article"}</script>
    </article><div data-next-articles=""></div></main>
    <script>window.__appendedScriptRan = true</script>
  </body></html>`
}

type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> }
const respond = (status: number, body: string): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => body,
})

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<FakeResponse>>>

function mockFetch(
  handler: (url: string) => Promise<FakeResponse> = async (url) => respond(200, articlePage(url)),
) {
  fetchMock = vi.fn(handler)
  vi.stubGlobal('fetch', fetchMock)
}

const fetchedUrls = () => fetchMock.mock.calls.map(([url]) => url)
const events = (name?: string): TrackEvent[] =>
  (window.wellreadEvents ?? []).filter((e) => !name || e.name === name)

function Page({ upNext = UP_NEXT }: { upNext?: UpNextItem[] }) {
  return (
    <main id="main">
      <article data-testid="own">
        <h1>Erectile dysfunction</h1>
        <p>The article being read.</p>
      </article>
      <InfiniteArticles currentPath={OWN_PATH} currentTitle="Erectile dysfunction" upNext={upNext} />
    </main>
  )
}

/** Reports the watched elements that match `selector` as in view. */
function show(selector: string) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets
        .filter((target) => target.matches(selector))
        .map(
          (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
        )
      const { callback } = observer as unknown as { callback: IntersectionObserverCallback }
      if (entries.length > 0) callback(entries, observer as unknown as IntersectionObserver)
    }
  })
}

/** The reader scrolls through the last article on the page (seeing it) and nears its end. */
function reachEnd() {
  show('[data-next-article]')
  show('[data-next-sentinel]')
}

/** Lets pending fetches and state updates settle without relying on timers (some tests fake them). */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve()
  })
}

const appended = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-next-article] article h1')].map((h) => h.textContent)

let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  FakeIntersectionObserver.install()
  delete window.wellreadEvents
  window.history.replaceState(null, '', OWN_URL)
  document.title = OWN_TITLE
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  mockFetch()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('InfiniteArticles: loading the next article', () => {
  it('fetches nothing until the reader nears the end, then appends the next article below', async () => {
    const { container } = render(<Page />)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(container.querySelector('[data-next-article]')).toBeNull()

    reachEnd()
    const heading = await screen.findByRole('heading', { level: 1, name: 'Walking for heart health' })
    expect(fetchedUrls()).toEqual(['/fitness/walking-for-heart-health'])
    const slot = heading.closest('[data-next-article]')!
    expect(slot.getAttribute('data-state')).toBe('loaded')
    expect(within(slot as HTMLElement).getByText('Up next')).toBeInTheDocument()
    // Appended after the page's own article, never above it.
    const own = screen.getByTestId('own')
    expect(own.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(events('next_article_loaded')).toEqual([
      { name: 'next_article_loaded', path: '/fitness/walking-for-heart-health' },
    ])
  })

  it('shows a placeholder that holds room while the article loads', async () => {
    let resolve: (r: FakeResponse) => void = () => {}
    mockFetch(() => new Promise((r) => (resolve = r)))
    const { container } = render(<Page />)
    reachEnd()
    await settle()
    const placeholder = container.querySelector('[data-next-article="1"]')!
    expect(placeholder.getAttribute('data-state')).toBe('loading')
    expect(screen.getByRole('status')).toHaveTextContent('Loading “Walking for heart health”…')
    resolve(respond(200, articlePage('/fitness/walking-for-heart-health')))
    expect(await screen.findByRole('heading', { name: 'Walking for heart health' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('runs nothing from the fetched page and keeps its ids apart from the page’s', async () => {
    const { container } = render(<Page />)
    reachEnd()
    const heading = await screen.findByRole('heading', { name: 'Walking for heart health' })
    expect(container.querySelector('[data-next-article] script')).toBeNull()
    expect((window as { __appendedScriptRan?: boolean }).__appendedScriptRan).toBeUndefined()
    expect(heading.id).toBe('next1-title')
  })

  it('loads the following article when the reader nears the end of the appended one, up to the list’s end', async () => {
    const { container } = render(<Page />)
    for (const title of UP_NEXT.map((i) => i.title[0]!)) {
      reachEnd()
      await screen.findByRole('heading', { level: 1, name: title })
    }
    reachEnd()
    await settle()
    expect(fetchedUrls()).toEqual(UP_NEXT.map((i) => i.link))
    expect(appended(container)).toEqual(UP_NEXT.map((i) => i.title[0]))
  })

  it('does not go on from an appended article the reader has not seen', async () => {
    render(<Page />)
    show('[data-next-sentinel]')
    await screen.findByRole('heading', { level: 1, name: 'Walking for heart health' })
    // Added above the viewport (the browser kept the reader at the footer): its end is "in range" but unseen.
    show('[data-next-sentinel]')
    await settle()
    expect(fetchedUrls()).toEqual(['/fitness/walking-for-heart-health'])
    show('[data-next-article]')
    show('[data-next-sentinel]')
    await screen.findByRole('heading', { level: 1, name: 'High blood pressure and sleep' })
    expect(fetchedUrls()).toHaveLength(2)
  })

  it('uses at most five articles, skipping duplicates, the current article and malformed links', async () => {
    const many: UpNextItem[] = [
      { title: ['Self'], link: OWN_PATH },
      ...Array.from({ length: 7 }, (_, i) => ({ title: [`Article ${i}`], link: `/health/article-${i}` })),
      { title: ['Duplicate'], link: '/health/article-0' },
      { title: ['Off site'], link: 'https://example.com/health/x' },
    ]
    render(<Page upNext={many} />)
    for (let i = 0; i < 8; i++) {
      reachEnd()
      await settle()
    }
    expect(fetchedUrls()).toEqual([0, 1, 2, 3, 4].map((i) => `/health/article-${i}`))
  })

  it('renders just an empty container when there is nothing to read next', () => {
    const { container } = render(<Page upNext={[]} />)
    reachEnd()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(container.querySelector('[data-next-articles]')).toBeEmptyDOMElement()
  })
})

describe('InfiniteArticles: failures', () => {
  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', async () => respond(500, 'oops')],
    [
      'the page has no article',
      async () => respond(200, '<html><body><main><h1>Hmm</h1></main></body></html>'),
    ],
  ])('when %s, offers a plain link instead, reports it and stops', async (_label, handler) => {
    mockFetch(handler)
    const { container } = render(<Page />)
    reachEnd()
    const link = await screen.findByRole('link', { name: 'Continue reading: Walking for heart health' })
    expect(link).toHaveAttribute('href', '/fitness/walking-for-heart-health')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(events('client.error')).toEqual([
      expect.objectContaining({ where: 'next-article.load', path: '/fitness/walking-for-heart-health' }),
    ])
    expect(consoleError).toHaveBeenCalled()
    reachEnd()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(container.querySelectorAll('[data-next-article]')).toHaveLength(1)
  })

  it('skips an article that is gone (404) and loads the one after it', async () => {
    mockFetch(async (url) =>
      url === '/fitness/walking-for-heart-health'
        ? respond(404, 'not found')
        : respond(200, articlePage(url)),
    )
    const { container } = render(<Page />)
    reachEnd()
    await screen.findByRole('heading', { level: 1, name: 'High blood pressure and sleep' })
    expect(fetchedUrls()).toEqual([
      '/fitness/walking-for-heart-health',
      '/health/high-blood-pressure-and-sleep',
    ])
    expect(screen.queryByRole('link', { name: /Continue reading/ })).toBeNull()
    expect(appended(container)).toEqual(['High blood pressure and sleep'])
    expect(events('client.error')).toEqual([])
  })
})

describe('InfiniteArticles: address bar, page views and scroll depth', () => {
  const VIEWPORT = 768
  type Box = { top: number; bottom: number }
  let layout: { own: Box; next: Box }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(new Date('2026-07-01T10:00:00Z'))
    vi.stubGlobal('innerHeight', VIEWPORT)
    layout = { own: { top: 0, bottom: 3000 }, next: { top: 5000, bottom: 8000 } }
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const box = this.closest('[data-next-article]') ? layout.next : layout.own
      return {
        ...box,
        left: 0,
        right: 800,
        x: 0,
        y: box.top,
        width: 800,
        height: box.bottom - box.top,
      } as DOMRect
    })
  })

  /** Moves the articles, fires a scroll event and lets the 500 ms throttle window pass. */
  function scrollTo(own: Box, next: Box) {
    layout = { own, next }
    act(() => {
      window.dispatchEvent(new Event('scroll'))
      vi.advanceTimersByTime(500)
    })
  }

  async function loadFirst() {
    layout.own = { top: -2400, bottom: 600 }
    reachEnd()
    await settle()
    expect(screen.getByRole('heading', { level: 1, name: 'Walking for heart health' })).toBeInTheDocument()
  }

  const depth = () => events('scroll_depth').map((e) => `${e.path} ${e.threshold}`)

  it('gives the address bar and title to the article mostly in view, and restores them on the way back', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState')
    render(<Page />)
    await loadFirst()
    scrollTo({ top: -2400, bottom: 600 }, { top: 600, bottom: 3600 })
    expect(replaceState).not.toHaveBeenCalled()

    scrollTo({ top: -2800, bottom: 200 }, { top: 200, bottom: 3200 })
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/fitness/walking-for-heart-health')
    expect(window.location.pathname).toBe('/fitness/walking-for-heart-health')
    expect(document.title).toBe('Walking for heart health | Wellread')

    scrollTo({ top: -2000, bottom: 1000 }, { top: 1000, bottom: 4000 })
    expect(`${window.location.pathname}${window.location.search}`).toBe(OWN_URL)
    expect(document.title).toBe(OWN_TITLE)
    expect(replaceState).toHaveBeenCalledTimes(2)
  })

  it('keeps the router’s history state when it changes the address', async () => {
    window.history.replaceState({ __NA: true, tree: ['x'] }, '', OWN_URL)
    const replaceState = vi.spyOn(window.history, 'replaceState')
    render(<Page />)
    await loadFirst()
    scrollTo({ top: -2800, bottom: 200 }, { top: 200, bottom: 3200 })
    expect(replaceState).toHaveBeenLastCalledWith(
      { __NA: true, tree: ['x'] },
      '',
      '/fitness/walking-for-heart-health',
    )
  })

  it('counts a virtual page view on an address change only when 6000 ms passed since the last one', async () => {
    render(<Page />)
    await loadFirst()
    const toNext = () => scrollTo({ top: -2800, bottom: 200 }, { top: 200, bottom: 3200 })
    const toOwn = () => scrollTo({ top: -2000, bottom: 1000 }, { top: 1000, bottom: 4000 })

    const paths = () => events('page_view').map((e) => e.path)
    const next = '/fitness/walking-for-heart-health'

    toNext() // the first virtual page view: counted
    expect(events('page_view')).toEqual([
      { name: 'page_view', path: next, title: 'Walking for heart health' },
    ])
    act(() => vi.advanceTimersByTime(1000))
    toOwn() // about 1.5 s later: not counted
    act(() => vi.advanceTimersByTime(1000))
    toNext() // about 3 s later: not counted
    expect(paths()).toEqual([next])
    expect(window.location.pathname).toBe(next) // the address still follows the reader

    act(() => vi.advanceTimersByTime(6000))
    toOwn() // more than 6 s after the last counted one: counted
    expect(events('page_view').at(-1)).toEqual({
      name: 'page_view',
      path: OWN_PATH,
      title: 'Erectile dysfunction',
    })
    toNext() // 0.5 s later: not counted
    expect(paths()).toEqual([next, OWN_PATH])
  })

  it('reports a failed address update and keeps going', async () => {
    const failure = new DOMException(
      'Attempt to use history.replaceState() more than 100 times',
      'SecurityError',
    )
    const replaceState = vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw failure
    })
    render(<Page />)
    await loadFirst()
    expect(() => scrollTo({ top: -2800, bottom: 200 }, { top: 200, bottom: 3200 })).not.toThrow()
    expect(events('client.error')).toEqual([
      {
        name: 'client.error',
        message: failure.message,
        errorName: 'SecurityError',
        stack: expect.any(String),
        where: 'next-article.url',
        path: '/fitness/walking-for-heart-health',
      },
    ])
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('next-article.url'), failure)
    expect(document.title).toBe('Walking for heart health | Wellread')
    expect(events('page_view')).toEqual([])

    // Still following the reader: scrolling back tries again, and loading continues.
    scrollTo({ top: -2000, bottom: 1000 }, { top: 1000, bottom: 4000 })
    expect(replaceState).toHaveBeenCalledTimes(2)
    expect(document.title).toBe(OWN_TITLE)
    reachEnd()
    await settle()
    expect(
      screen.getByRole('heading', { level: 1, name: 'High blood pressure and sleep' }),
    ).toBeInTheDocument()
  })

  it('reports scroll depth 0, 25, 50, 75, 100 once per article', async () => {
    render(<Page />)
    await settle()
    expect(depth()).toEqual([`${OWN_PATH} 0`, `${OWN_PATH} 25`])
    await loadFirst()
    scrollTo({ top: -2400, bottom: 600 }, { top: 600, bottom: 3600 })
    scrollTo({ top: -1000, bottom: 2000 }, { top: 2000, bottom: 5000 }) // back up: nothing new
    scrollTo({ top: -3000, bottom: 0 }, { top: 0, bottom: 3000 })
    scrollTo({ top: -4500, bottom: -1500 }, { top: -1500, bottom: 1500 })
    scrollTo({ top: -6000, bottom: -3000 }, { top: -3000, bottom: 0 })
    scrollTo({ top: -6000, bottom: -3000 }, { top: -3000, bottom: 0 })
    const next = '/fitness/walking-for-heart-health'
    expect(depth()).toEqual([
      `${OWN_PATH} 0`,
      `${OWN_PATH} 25`,
      `${OWN_PATH} 50`,
      `${OWN_PATH} 75`,
      `${OWN_PATH} 100`,
      `${next} 0`,
      `${next} 25`,
      `${next} 50`,
      `${next} 75`,
      `${next} 100`,
    ])
  })

  it('handles scroll events at most once per 500 ms', async () => {
    render(<Page />)
    await loadFirst()
    const reads = vi.mocked(Element.prototype.getBoundingClientRect)
    act(() => vi.advanceTimersByTime(1000))
    reads.mockClear()
    act(() => {
      for (let i = 0; i < 20; i++) {
        window.dispatchEvent(new Event('scroll'))
        vi.advanceTimersByTime(20)
      }
    })
    // 400 ms of scrolling: the first event is handled at once, the rest once when the 500 ms window ends.
    const perUpdate = 2 // the page's article and the appended one
    expect(reads).toHaveBeenCalledTimes(perUpdate)
    act(() => vi.advanceTimersByTime(99))
    expect(reads).toHaveBeenCalledTimes(perUpdate)
    act(() => vi.advanceTimersByTime(1))
    expect(reads).toHaveBeenCalledTimes(2 * perUpdate)
  })
})

describe('InfiniteArticles on the server', () => {
  it('renders without touching browser APIs', () => {
    const html = renderToString(<InfiniteArticles currentPath={OWN_PATH} currentTitle="x" upNext={UP_NEXT} />)
    expect(html).toContain('data-next-articles')
  })
})
