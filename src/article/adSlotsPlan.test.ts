import type { AdPageSource } from '@/cms/admin/adSlots'
import { adPagePlan } from './adSlotsPlan'

// A stored body in Lexical's shape, by hand (the article pipeline stands below the seed's builders).
const textNode = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})
const p = (value: string) => ({ type: 'paragraph', version: 1, children: [textNode(value)] })
const h2 = (value: string) => ({ type: 'heading', version: 1, tag: 'h2', children: [textNode(value)] })
const block = (fields: Record<string, unknown>) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: `b${Math.random()}`, blockName: '', ...fields },
})
const doc = (...children: unknown[]) => ({ root: { type: 'root', version: 1, children } })

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
const settings = {
  advertising: { enabled: true, adFreeKeywords: ['grief'], sensitiveKeywords: ['addiction'] },
}

const article = (over: Partial<Extract<AdPageSource, { kind: 'article' }>> = {}): AdPageSource => ({
  found: true,
  kind: 'article',
  path: '/fitness/walking-for-heart-health',
  title: 'Walking for heart health',
  docId: 3,
  section: 'fitness',
  template: null,
  keywords: ['Walking', 'heart'],
  categories: [
    { slug: 'heart', title: 'Heart' },
    { slug: 'exercise', title: 'Exercise' },
  ],
  advertising: null,
  body: doc(
    p(words(150)),
    p(words(100)),
    block({ blockType: 'adSlot', note: 'Sponsor asked' }),
    h2('How far'),
    ...Array.from({ length: 8 }, () => p(words(120))),
  ),
  settings,
  ...over,
})

describe('a page’s ad slots, as its cached HTML holds them', () => {
  it('an article: its targeting and the inline slots the article pipeline places, the editors’ block among them', () => {
    const plan = adPagePlan(article())
    expect(plan).toMatchObject({
      found: true,
      kind: 'article',
      editHref: '/admin/collections/articles/3',
      section: 'fitness',
      template: 'article',
      categorySlugs: ['exercise', 'heart'],
      keywords: ['Walking', 'heart'],
      show: true,
      sensitive: false,
      context: 'body',
    })
    if (!plan.found) throw new Error('found')
    expect(plan.inline[0]).toEqual({ k: 1, placedBy: 'auto' })
    expect(plan.inline.some((s) => s.placedBy === 'editor')).toBe(true)
    expect(plan.inline.map((s) => s.k)).toEqual(plan.inline.map((_, i) => i + 1))
  })

  it('“Place ads automatically” off: only the editors’ blocks', () => {
    const plan = adPagePlan(article({ advertising: { automaticAds: false } }))
    expect(plan.found && plan.inline).toEqual([{ k: 1, placedBy: 'editor' }])
  })

  it('an ad-free article holds no slot, and says which marks make it so', () => {
    const plan = adPagePlan(
      article({
        keywords: ['Grief', 'addiction'],
        categories: [{ slug: 'loss', title: 'Loss', adFree: true }],
      }),
    )
    expect(plan).toMatchObject({
      show: false,
      inline: [],
      adFreeBecause: [
        'Its category “Loss” is marked “No ads”.',
        'Its keyword “grief” is an ad-free keyword (Site settings → Advertising).',
      ],
      sensitive: true,
      sensitiveBecause: ['Its keyword “addiction” is a sensitive keyword (Site settings → Advertising).'],
    })
  })

  it('the home page: one in-list slot per section shown, within the limit', () => {
    const plan = adPagePlan({
      found: true,
      kind: 'home',
      path: '/',
      title: 'Home page',
      sectionsShown: 3,
      settings,
    })
    expect(plan).toMatchObject({
      kind: 'home',
      template: 'home',
      section: null,
      context: 'listing',
      show: true,
    })
    expect(plan.found && plan.inline.map((s) => s.k)).toEqual([1, 2, 3])
  })

  it('a section page: a slot after each row of the articles on that page; a page past the end is none', () => {
    const section = (page: number, listedArticles: number): AdPageSource => ({
      found: true,
      kind: 'section',
      path: page > 1 ? `/health/page/${page}` : '/health',
      title: 'Health',
      section: 'health',
      page,
      listedArticles,
      settings,
    })
    const first = adPagePlan(section(1, 30))
    expect(first).toMatchObject({ template: 'section', section: 'health' })
    // 12 articles: 3 rows, a slot after each; page 3 holds the last 6: 2 rows, 2 slots.
    expect(first.found && first.inline.length).toBe(3)
    const last = adPagePlan(section(3, 30))
    expect(last.found && last.inline.length).toBe(2)
    expect(adPagePlan(section(4, 30))).toEqual({
      found: false,
      path: '/health/page/4',
      why: 'Health has no page 4: its articles fit on fewer pages.',
    })
  })

  it('ads switched off site-wide: listings hold no slot either', () => {
    const plan = adPagePlan({
      found: true,
      kind: 'home',
      path: '/',
      title: 'Home page',
      sectionsShown: 3,
      settings: { advertising: { enabled: false } },
    })
    expect(plan).toMatchObject({
      show: false,
      inline: [],
      adFreeBecause: ['Ads are switched off for the whole site (Site settings → Advertising).'],
    })
  })

  it('no such page: says why', () => {
    const missing: AdPageSource = { found: false, path: '/health/nope', why: 'No published article.' }
    expect(adPagePlan(missing)).toBe(missing)
  })
})
