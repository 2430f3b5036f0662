// @vitest-environment jsdom
import { track } from '@/lib/tracking'
import {
  batchBody,
  FORWARDED_FIELDS,
  forwardedEvent,
  MAX_BATCH,
  pageIdFor,
  pageKind,
  startAnalytics,
} from './analytics'
import { BLOCKED_EVENT } from './guard'
import { goTo, recordFetch, resetPage, setConsent, setGpc, setPrivacyConfig, VENDOR } from './testData'
import { PAGE_ID_ATTRIBUTE, TOPIC_ATTRIBUTE, topicWordsOf } from './topic'

const terms = new Set(
  topicWordsOf('High blood pressure and sleep: how they are linked and what helps', 'insomnia'),
)
const page = { currentPath: '/health/high-blood-pressure-and-sleep', idFor: (path: string) => `id:${path}` }

describe('what the vendor may see of an event', () => {
  it('keeps the name, the page id and the listed fields; drops paths, titles, links, texts and brands', () => {
    expect(
      forwardedEvent(
        {
          name: 'view',
          category: 'product card',
          location: 'product card group',
          position: 2,
          brand: 'Lunaring',
          productId: 'prod-9',
          text: 'Buy now',
          linkUrl: 'https://shop.example.com/lunaring/sleep-tracker-ring',
          correlationId: 'c-1',
          path: '/health/high-blood-pressure-and-sleep',
          title: 'High blood pressure and sleep',
        },
        page,
        terms,
        1000,
      ),
    ).toEqual({
      n: 'view',
      p: 'id:/health/high-blood-pressure-and-sleep',
      t: 1000,
      category: 'product card',
      location: 'product card group',
      position: 2,
    })
  })

  it('names the page of the event (an appended article) by its own id', () => {
    expect(
      forwardedEvent({ name: 'scroll_depth', path: '/fitness/walking', threshold: 50 }, page, terms, 1),
    ).toEqual({
      n: 'scroll_depth',
      p: 'id:/fitness/walking',
      t: 1,
      threshold: 50,
    })
  })

  it('drops a field whose value (or name) names the topic, and an event whose name does', () => {
    expect(
      forwardedEvent(
        { name: 'experiment_exposure', experiment: 'sleepTips', variant: 'carousel' },
        page,
        terms,
        1,
      ),
    ).toEqual({ n: 'experiment_exposure', p: `id:${page.currentPath}`, t: 1, variant: 'carousel' })
    expect(forwardedEvent({ name: 'insomnia.checked' }, page, terms, 1)).toBeNull()
  })

  it('never forwards the guard’s refusals, nor something that is not an event', () => {
    expect(
      forwardedEvent({ name: BLOCKED_EVENT, host: 'x.example', reason: 'topic' }, page, terms, 1),
    ).toBeNull()
    expect(forwardedEvent({ name: '' }, page, terms, 1)).toBeNull()
  })

  it('lists only code-set, content-free fields', () => {
    for (const banned of [
      'path',
      'title',
      'text',
      'linkUrl',
      'brand',
      'productId',
      'message',
      'recipe',
      'effect',
    ])
      expect(FORWARDED_FIELDS).not.toContain(banned)
  })
})

describe('the page id', () => {
  beforeEach(resetPage)
  afterAll(resetPage)

  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/search/results/knee%20pain/2', 'search'],
    ['/health', 'listing'],
    ['/health/page/3', 'listing'],
    ['/privacy-policy', 'other'],
    ['/health/some-article', 'other'],
  ])('a page without an article: %s → %s', (path, kind) => {
    expect(pageKind(path)).toBe(kind)
  })

  it('an article on the page: its opaque id', () => {
    document.body.innerHTML = `
      <article data-article-path="/drugs/atorvastatin" ${PAGE_ID_ATTRIBUTE}="p0123456789abcdef"></article>
      <article data-article-path="/fitness/walking" ${PAGE_ID_ATTRIBUTE}="pfedcba9876543210"></article>`
    expect(pageIdFor('/fitness/walking', document)).toBe('pfedcba9876543210')
    expect(pageIdFor('/drugs/atorvastatin', document)).toBe('p0123456789abcdef')
    expect(pageIdFor('/health/elsewhere', document)).toBe('other')
  })
})

describe('the forwarder', () => {
  let sent: ReturnType<typeof recordFetch>
  let stop: () => void = () => {}
  beforeEach(() => {
    vi.useFakeTimers()
    resetPage()
    setPrivacyConfig()
    sent = recordFetch()
    goTo('/drugs/atorvastatin?utm_source=news')
    document.body.innerHTML = `<article data-article-path="/drugs/atorvastatin" ${PAGE_ID_ATTRIBUTE}="p0123456789abcdef"
      ${TOPIC_ATTRIBUTE}="atorvastatin lipitor statins cholesterol"></article>`
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    resetPage()
  })
  const batches = () =>
    sent.map((r) => JSON.parse(String(r.init.body)) as { v: number; o: string; e: Record<string, unknown>[] })

  it('sends a page view and the data layer’s events, batched, with no path, title or topic word', () => {
    setConsent('accept')
    track({
      name: 'experiment_exposure',
      category: 'experiment',
      experiment: 'commerceCarousel',
      variant: 'carousel',
    })
    stop = startAnalytics({ now: () => 42 })
    track({
      name: 'view',
      category: 'product card',
      position: 1,
      text: 'Lipitor coupon',
      path: '/drugs/atorvastatin',
    })
    expect(sent).toEqual([])
    vi.advanceTimersByTime(2000)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe(`${VENDOR}/v1/collect`)
    expect(sent[0]!.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      keepalive: true,
    })
    expect(batches()[0]).toEqual({
      v: 1,
      o: window.location.origin,
      e: [
        { n: 'page_view', p: 'p0123456789abcdef', t: 42 },
        {
          n: 'experiment_exposure',
          p: 'p0123456789abcdef',
          t: 42,
          category: 'experiment',
          experiment: 'commerceCarousel',
          variant: 'carousel',
        },
        { n: 'view', p: 'p0123456789abcdef', t: 42, category: 'product card', position: 1 },
      ],
    })
    expect(String(sent[0]!.init.body)).not.toMatch(/atorvastatin|lipitor|drugs|utm|news/i)
  })

  it('sends at once when the page is hidden, and in batches of at most twenty', () => {
    setConsent('accept')
    stop = startAnalytics()
    for (let i = 0; i < 25; i++) track({ name: 'scroll_depth', threshold: i })
    expect(batches().map((b) => b.e.length)).toEqual([MAX_BATCH])
    window.dispatchEvent(new Event('pagehide'))
    expect(batches().map((b) => b.e.length)).toEqual([MAX_BATCH, 6])
  })

  it('stops sending the moment consent is gone (GPC, Reject all): the guard refuses every batch', () => {
    setConsent('accept')
    stop = startAnalytics()
    setGpc(true)
    vi.advanceTimersByTime(2000)
    setGpc(false)
    setConsent('reject')
    track({ name: 'view', category: 'product card' })
    vi.advanceTimersByTime(2000)
    expect(sent).toEqual([])
    expect((window.wellreadEvents ?? []).filter((e) => e.name === BLOCKED_EVENT)).toHaveLength(2)
  })

  it('does nothing without a vendor', () => {
    setPrivacyConfig([{ name: 'YouTube', purpose: 'media', origins: ['https://www.youtube-nocookie.com'] }])
    setConsent('accept')
    stop = startAnalytics()
    track({ name: 'view', category: 'x' })
    vi.advanceTimersByTime(5000)
    expect(sent).toEqual([])
  })

  it('builds the body from its parts', () => {
    expect(batchBody('https://wellread.example', [{ n: 'page_view', p: 'home', t: 1 }])).toBe(
      '{"v":1,"o":"https://wellread.example","e":[{"n":"page_view","p":"home","t":1}]}',
    )
  })
})
