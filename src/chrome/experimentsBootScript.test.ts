// @vitest-environment jsdom
import { allows, type ConsentChoice, encodeConsent, parseConsent } from '@/privacy/consent/consent'
import { resetPage, setConsent, setGpc, setPrivacyConfig, setRelayedGpc } from '@/privacy/thirdParty/testData'
import { clearCookies } from '../../tests/unit/browser-fakes'
import type { ExperimentDefinition } from '../lib/experiments/experiments'
import { bootScriptSource, DEFINITIONS_ATTRIBUTE } from './experimentsBootScript'

const defs: ExperimentDefinition[] = [
  {
    key: 'commerceCarousel',
    variants: [
      { key: 'control', share: 50 },
      { key: 'carousel', share: 50 },
    ],
    paths: ['/health/*'],
  },
  {
    key: 'ratingRow',
    variants: [
      { key: 'control', share: 90 },
      { key: 'hideRating', share: 10 },
    ],
    paths: ['/health/best-cbd-gummies'],
    labelByBreakpoint: true,
  },
]

/** Runs the inline script as the page would, at `url`, and returns what it did. */
function boot(url: string, definitions: unknown = defs) {
  window.history.replaceState(null, '', url)
  for (const a of [...document.documentElement.attributes])
    if (a.name.startsWith('data-ab-')) document.documentElement.removeAttribute(a.name)
  window.wellreadEvents = []
  const script = document.createElement('script')
  script.setAttribute(DEFINITIONS_ATTRIBUTE, JSON.stringify(definitions))
  document.head.append(script)
  // jsdom does not set currentScript for this; the script falls back to the attribute lookup.
  new Function(bootScriptSource())()
  script.remove()
  return {
    carousel: document.documentElement.getAttribute('data-ab-commerce-carousel'),
    rating: document.documentElement.getAttribute('data-ab-rating-row'),
    events: window.wellreadEvents ?? [],
    cookie: decodeURIComponent(/wr_ab=([^;]*)/.exec(document.cookie)?.[1] ?? ''),
  }
}

beforeEach(() => {
  // The page's privacy settings (policy version 2) come before the boot script, as the layout renders them.
  setPrivacyConfig([], 2)
})

afterEach(() => {
  clearCookies()
  resetPage()
  vi.restoreAllMocks()
})

describe('the experiments boot script, with consent to analytics', () => {
  beforeEach(() => setConsent('accept'))

  it('assigns, marks <html>, keeps the variant in a cookie and records the exposure', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.95)
    const first = boot('/health/best-cbd-gummies')
    expect(first.carousel).toBe('carousel')
    expect(first.rating).toBe('hideRating')
    expect(first.cookie).toBe('commerceCarousel=carousel|ratingRow=hideRating')
    expect(first.events).toEqual([
      {
        name: 'experiment_exposure',
        category: 'experiment',
        experiment: 'commerceCarousel',
        variant: 'carousel',
        forced: false,
      },
      {
        name: 'experiment_exposure',
        category: 'experiment',
        experiment: 'ratingRow',
        variant: 'hideRating',
        forced: false,
        label: 'Desktop engagement',
      },
    ])
    // The next page view keeps the variants whatever the dice say.
    vi.spyOn(Math, 'random').mockReturnValue(0.01)
    const second = boot('/health/best-cbd-gummies')
    expect([second.carousel, second.rating]).toEqual(['carousel', 'hideRating'])
  })

  it('applies an experiment only on its pages, and keeps the other experiments’ variants in the cookie', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.95)
    boot('/health/best-cbd-gummies')
    const elsewhere = boot('/nutrition/mediterranean-diet-basics')
    expect(elsewhere.carousel).toBeNull()
    expect(elsewhere.events).toEqual([])
    expect(elsewhere.cookie).toBe('commerceCarousel=carousel|ratingRow=hideRating')
  })

  it('the QA parameter forces a variant', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.95)
    const forced = boot('/health/sleep?wr_ab=commerceCarousel:control')
    expect(forced.carousel).toBe('control')
    expect(forced.events[0]).toMatchObject({ variant: 'control', forced: true })
  })

  it('splits 10,000 simulated readers within 2 points of the shares', () => {
    let carousel = 0
    let hide = 0
    for (let i = 0; i < 10_000; i++) {
      // A new reader: no variants yet (the consent cookie stays).
      // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookie between readers
      document.cookie = 'wr_ab=; max-age=0; path=/'
      const r = boot('/health/best-cbd-gummies')
      if (r.carousel === 'carousel') carousel++
      if (r.rating === 'hideRating') hide++
    }
    expect(Math.abs(carousel / 100 - 50)).toBeLessThan(2)
    expect(Math.abs(hide / 100 - 10)).toBeLessThan(2)
  }, 30_000)

  it.each([['not json'], [[{ key: 'Bad', variants: [], paths: [] }]], [[null]]])(
    'broken definitions (%j) leave the page as it is',
    (definitions) => {
      const r = boot('/health/x', definitions)
      expect([r.carousel, r.rating, r.events]).toEqual([null, null, []])
    },
  )
})

describe('the experiments boot script, without consent to analytics (issue 18)', () => {
  it.each([
    ['no choice', () => setConsent('none')],
    ['Reject all', () => setConsent('reject')],
    ['analytics refused', () => setConsent({ advertising: true, personalisation: true })],
    ['a choice under an older policy version', () => setConsent('stale')],
    [
      'Global Privacy Control',
      () => {
        setConsent('accept')
        setGpc(true)
      },
    ],
    [
      'the Sec-GPC header alone (relayed by the server as wr_gpc)',
      () => {
        setConsent('accept')
        setRelayedGpc(true)
      },
    ],
  ])('%s: the control for everyone, no exposure, no cookie', (_label, arrange) => {
    arrange()
    vi.spyOn(Math, 'random').mockReturnValue(0.95)
    const r = boot('/health/best-cbd-gummies')
    expect([r.carousel, r.rating, r.events, r.cookie]).toEqual([null, null, [], ''])
  })

  it('ignores and deletes the variants an earlier consent kept', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie from before the reader withdrew consent
    document.cookie = 'wr_ab=commerceCarousel%3Dcarousel; path=/'
    setConsent('reject')
    const r = boot('/health/best-cbd-gummies')
    expect(r.carousel).toBeNull()
    expect(document.cookie).not.toContain('wr_ab')
  })

  it('still applies the QA parameter to this page view, without keeping it', () => {
    const r = boot('/health/sleep?wr_ab=commerceCarousel:carousel')
    expect(r.carousel).toBe('carousel')
    expect(r.events[0]).toMatchObject({ variant: 'carousel', forced: true })
    expect(r.cookie).toBe('')
  })

  const choice = (over: Partial<ConsentChoice>): string =>
    encodeConsent({ version: 2, analytics: true, advertising: false, personalisation: false, at: 1, ...over })
  it.each([
    [choice({})],
    [choice({ version: 3 })],
    [choice({ version: 1 })],
    [choice({ analytics: false, advertising: true })],
    [encodeURIComponent(choice({}))],
    ['v2.a1.d0.p0'],
    ['v0.a1.d0.p0.t1'],
    ['garbage'],
    ['%E0%A4%A'],
  ])('reads the consent cookie %j exactly as allows() does', (value) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the consent cookie as stored
    document.cookie = `wr_consent=${value}; path=/`
    vi.spyOn(Math, 'random').mockReturnValue(0.95)
    const inExperiment = boot('/health/best-cbd-gummies').carousel !== null
    expect(inExperiment).toBe(allows(parseConsent(value), 'analytics', { policyVersion: 2, gpc: false }))
  })
})
