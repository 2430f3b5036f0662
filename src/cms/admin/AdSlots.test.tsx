import { render, screen, within } from '@testing-library/react'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { type AdCatalog, type CatalogCreative, DEFAULT_AD_SETTINGS } from '@/services/ads/catalog'
import type { AdCampaign } from '@/services/ads/engine'
import type { AdPageAddress, AdPageLookup, AdPagePlan } from './adSlots'

/*
 * The view as an editor sees it, on the ad engine for real: the catalog, the pages and the names are fixed
 * answers passed as the view's reads (in the admin, the CMS's and the article pipeline's).
 */

const targeting = (over: Partial<AdCampaign['targeting']> = {}): AdCampaign['targeting'] => ({
  sections: [],
  categories: [],
  templates: [],
  devices: [],
  countries: [],
  positions: [],
  keywords: [],
  ...over,
})
const campaign = (id: string, name: string, over: Partial<AdCampaign> = {}): AdCampaign => ({
  id,
  name,
  enabled: true,
  tier: 'standard',
  weight: 1,
  startsAt: null,
  endsAt: null,
  impressionGoal: null,
  delivered: 0,
  targeting: targeting(),
  excludeCategories: [],
  frequencyCap: null,
  creatives: [
    { id: `${id}1`, size: 'mediumRect' },
    { id: `${id}2`, size: 'leaderboard' },
  ],
  ...over,
})
const campaigns = [
  campaign('4', 'Trail shoes', { tier: 'sponsorship', targeting: targeting({ sections: ['fitness'] }) }),
  campaign('5', 'Sleep app', { targeting: targeting({ sections: ['health'] }) }),
  campaign('6', 'Newsletter', { tier: 'house' }),
]
const creatives = new Map<string, CatalogCreative>(
  campaigns.flatMap((c) =>
    c.creatives.map((k): [string, CatalogCreative] => [
      k.id,
      {
        id: k.id,
        campaignId: c.id,
        size: k.size,
        format: 'native',
        image: null,
        headline: `${c.name} headline`,
        text: 'Text',
        sponsor: `${c.name} Co`,
        destination: 'https://example.com',
      },
    ]),
  ),
)
const catalog: AdCatalog = {
  campaigns,
  creatives,
  campaignNames: new Map(campaigns.map((c) => [c.id, c.name])),
  settings: DEFAULT_AD_SETTINGS,
}

const walking: AdPagePlan = {
  found: true,
  kind: 'article',
  title: 'Walking for heart health',
  path: '/fitness/walking-for-heart-health',
  editHref: '/admin/collections/articles/3',
  section: 'fitness',
  template: 'article',
  categorySlugs: ['heart'],
  keywords: ['walking'],
  show: true,
  adFreeBecause: [],
  sensitive: false,
  sensitiveBecause: [],
  cpuv: false,
  automatic: true,
  context: 'body',
  inline: [
    { k: 1, placedBy: 'auto' },
    { k: 2, placedBy: 'editor' },
  ],
}
const grief: AdPagePlan = {
  ...walking,
  title: 'Coping with grief',
  path: '/health/coping-with-grief',
  show: false,
  adFreeBecause: ['Its category “Loss” is marked “No ads”.'],
  inline: [],
}

const asked: AdPageAddress[] = []
const reads: AdSlotsReads = {
  catalog: async () => catalog,
  page: async (address): Promise<AdPageLookup> => {
    asked.push(address)
    if (address.path === walking.path) return walking
    if (address.path === grief.path) return grief
    return { found: false, path: address.path, why: `No published article at ${address.path}.` }
  },
  creativeNames: async (ids) => new Map(ids.map((id) => [id, `Creative ${id} by name`])),
  recent: async () => [{ title: walking.title, path: walking.path }],
}

// Payload's admin frame (its stylesheets do not load outside Next.js): the page's content as it is.
vi.mock('@payloadcms/next/templates', () => ({
  DefaultTemplate: ({ children }: { children: ReactNode }) => children,
}))
vi.mock('@payloadcms/ui', () => ({ Gutter: ({ children }: { children: ReactNode }) => children }))

const { AdSlotsView, AdSlotsBody } = await import('./AdSlots')
type AdSlotsReads = import('./AdSlots').AdSlotsReads

async function show(searchParams: Record<string, string>) {
  asked.length = 0
  render(await AdSlotsBody({ searchParams, reads }))
}

const slots = () =>
  screen.getAllByRole('region').filter((r) => r.getAttribute('aria-labelledby')?.startsWith('ad-slot-'))

describe('Who fills this ad slot, and why', () => {
  it('without a page: the form, and pages to pick that keep the reader’s settings', async () => {
    await show({ device: 'desktop', bucket: '3' })
    expect(screen.getByLabelText('Page address')).toHaveValue('')
    expect(screen.getByRole('radio', { name: /Desktop/ })).toBeChecked()
    const pages = screen.getByRole('region', { name: 'Pages to check' })
    expect(within(pages).getByRole('link', { name: 'Home page' })).toHaveAttribute(
      'href',
      '/admin/ad-slots?path=%2F&device=desktop&bucket=3',
    )
    expect(within(pages).getByRole('link', { name: walking.title })).toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('an article on a desktop: each slot with the campaign and creative it gets, and why the others do not', async () => {
    await show({ path: 'https://www.wellread.example/fitness/walking-for-heart-health', device: 'desktop' })
    expect(asked).toEqual([
      { kind: 'article', path: walking.path, section: 'fitness', slug: 'walking-for-heart-health' },
    ])
    expect(
      screen.getByRole('heading', { name: '“Walking for heart health” (/fitness/walking-for-heart-health)' }),
    ).toBeInTheDocument()
    expect(slots().map((r) => r.querySelector('h3')?.textContent)).toEqual([
      'DLB1: Top leaderboard (under the header, 768 px and wider)',
      'DLB2.1: In-article leaderboard (768 px and wider)',
      'DLB2.2: In-article leaderboard (768 px and wider)',
    ])
    const [top, first, second] = slots() as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(top).getByText(/Shows:/)).toHaveTextContent(
      'Shows: Trail shoes (Trail shoes Co), creative Creative 42 by name',
    )
    expect(within(top).getByRole('link', { name: 'Trail shoes' })).toHaveAttribute(
      'href',
      '/admin/collections/ad-campaigns/4',
    )
    expect(within(top).getByRole('link', { name: 'Creative 42 by name' })).toHaveAttribute(
      'href',
      '/admin/collections/ad-creatives/42',
    )
    expect(
      within(top)
        .getByText(/Sleep app/)
        .closest('li'),
    ).toHaveTextContent('Sleep app: Shows only in health.')
    expect(
      within(top)
        .getByText(/Newsletter/)
        .closest('li'),
    ).toHaveTextContent(/higher tier fills it first/)
    // Trail shoes' one leaderboard is on the page already: the house campaign fills the next slot.
    expect(within(first).getByText(/Shows:/)).toHaveTextContent('Shows: Newsletter')
    // …and, with nothing else left, repeats in the one after (house ads fill what nothing else can).
    expect(within(second).getByText(/Shows:/)).toHaveTextContent('Shows: Newsletter')
    expect(screen.getByText(/An Advertisement block an editor placed/i)).toBeInTheDocument()
  })

  it('a phone asks for the rectangles and the fixed phone leaderboard', async () => {
    await show({ path: walking.path, device: 'mobile' })
    expect(slots().map((r) => r.querySelector('h3')?.textContent?.split(':')[0])).toEqual([
      'MMR1.1',
      'MMR2.2',
      'MLB1',
    ])
    expect(screen.getByText(/a phone 658 to 767 px wide does not ask for it/)).toBeInTheDocument()
  })

  it('an ad-free page says so, and why', async () => {
    await show({ path: grief.path })
    expect(screen.getByText(/This page shows no ads/)).toBeInTheDocument()
    expect(screen.getByText('Its category “Loss” is marked “No ads”.')).toBeInTheDocument()
    expect(slots()).toEqual([])
  })

  it('from a campaign’s “See where it shows”: follows it through the page', async () => {
    await show({ path: walking.path, device: 'desktop', campaign: '5' })
    // The followed campaign's outcomes, above the slots.
    const summary = document.querySelector('.summary') as HTMLElement
    expect(summary).toHaveTextContent('DLB1: Shows only in health.')
    expect(screen.getAllByText('(the campaign you came from)').length).toBeGreaterThan(0)
    expect(document.querySelector('input[type="hidden"][name="campaign"]')).toHaveValue('5')
  })

  it('says what is wrong with the form, and when there is no such page', async () => {
    await show({ path: '/health/not-there', bucket: '120', country: 'zz' })
    expect(screen.getByText(/The reader bucket must be a whole number from 0 to 99/)).toBeInTheDocument()
    expect(screen.getByText(/“ZZ” is not a two-letter country code/)).toBeInTheDocument()
    expect(screen.getByText('No published article at /health/not-there.')).toBeInTheDocument()
  })

  it('asks a reader who is not signed in to sign in, and reads nothing', async () => {
    asked.length = 0
    const props = {
      initPageResult: { req: { user: null }, permissions: {}, visibleEntities: {} },
      params: {},
      searchParams: { path: walking.path },
    } as unknown as AdminViewServerProps
    render(await AdSlotsView({ ...props, reads }))
    expect(screen.getByRole('heading', { name: 'Who fills this ad slot, and why' })).toBeInTheDocument()
    expect(screen.getByText('Sign in to see who fills an ad slot.')).toBeInTheDocument()
    expect(asked).toEqual([])
  })
})
