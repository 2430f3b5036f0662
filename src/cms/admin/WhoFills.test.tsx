import { render, screen, within } from '@testing-library/react'
import type { AdminViewServerProps, Payload } from 'payload'
import type { ReactNode } from 'react'
import type { DriverTargeting } from '@/services/drivers/engine'
import type { AdminDriver, PageRequest } from './whoFills'

/*
 * The view as an editor sees it, on the placement engine for real: the drivers and the page are fixed answers
 * passed as the view's reads (in the admin, the CMS's cached reads); the database is a list of recent articles.
 */

const targeting = (over: Partial<DriverTargeting> = {}): DriverTargeting => ({
  placements: ['articlePlacement', 'headerNewsletter', 'wBw2ndPagePopup', 'drugCopay'],
  sections: [],
  categories: [],
  templates: [],
  keywords: [],
  devices: [],
  paths: [],
  excludePaths: [],
  audiences: [],
  drugs: [],
  startsAt: null,
  endsAt: null,
  priority: 50,
  weight: 1,
  frequencyCap: null,
  ...over,
})

const drivers: AdminDriver[] = [
  {
    id: 'u-news',
    name: 'Heart newsletter',
    enabled: true,
    driverType: 'newsletter',
    style: 'newsletter',
    targeting: targeting({ placements: ['headerNewsletter'], paths: ['/health/heart-health'] }),
    view: { docId: 11 },
  },
  {
    id: 'u-card',
    name: 'BP cuff card',
    enabled: true,
    driverType: 'coupon',
    style: 'card',
    targeting: targeting({ placements: ['articlePlacement', 'wBw2ndPagePopup'], audiences: ['us-readers'] }),
    view: { docId: 12 },
  },
  {
    id: 'u-copay',
    name: 'Statin copay',
    enabled: true,
    driverType: 'copay',
    style: 'card',
    targeting: targeting({ placements: ['drugCopay'], drugs: ['atorvastatin'] }),
    view: { docId: 13 },
  },
]

const heartPage: PageRequest = {
  path: '/health/heart-health',
  section: 'health',
  template: 'standard',
  categorySlugs: ['heart'],
  k1: 'blood pressure',
  placements: ['articlePlacement', 'drugCopay', 'headerNewsletter', 'wBw2ndPagePopup'],
  placementStyles: { articlePlacement: 'card' },
  drugId: 'atorvastatin',
  excludeVideos: false,
}

const asked: string[] = []
const reads: WhoFillsReads = {
  engineDrivers: async () => drivers,
  pageTargeting: async (path: string) => {
    asked.push(path)
    return path === heartPage.path
      ? { found: true, title: 'Heart health basics', request: heartPage }
      : { found: false }
  },
}

// Payload's admin frame (its stylesheets do not load outside Next.js): the page's content as it is.
vi.mock('@payloadcms/next/templates', () => ({
  DefaultTemplate: ({ children }: { children: ReactNode }) => children,
}))
vi.mock('@payloadcms/ui', () => ({ Gutter: ({ children }: { children: ReactNode }) => children }))

const { WhoFills, WhoFillsBody } = await import('./WhoFills')
type WhoFillsReads = import('./WhoFills').WhoFillsReads

const payload = {
  find: async () => ({
    docs: [
      { title: 'Heart health basics', section: 'health', slug: 'heart-health' },
      { title: 'Sleep better', section: 'health', slug: 'sleep' },
      { title: 'No slug yet', section: 'health', slug: null },
    ],
  }),
} as unknown as Payload

async function show(searchParams: Record<string, string | string[]>) {
  asked.length = 0
  render(await WhoFillsBody({ payload, searchParams, reads }))
}

describe('Who fills this placement, and why', () => {
  it('without a page: the form, and recent articles to pick from that keep the reader’s settings', async () => {
    await show({ device: 'desktop', bucket: '3' })
    expect(screen.getByLabelText('Page address')).toHaveValue('')
    expect(screen.getByRole('radio', { name: /Desktop/ })).toBeChecked()
    expect(screen.getByLabelText('Reader bucket')).toHaveValue(3)
    const recent = screen.getByRole('region', { name: 'Recent articles' })
    expect(within(recent).getByRole('link', { name: 'Sleep better' })).toHaveAttribute(
      'href',
      '/admin/who-fills?path=%2Fhealth%2Fsleep&device=desktop&bucket=3',
    )
    expect(within(recent).getAllByRole('link')).toHaveLength(2)
    expect(asked).toEqual([])
  })

  it('for a page: every position with what shows, why, and every driver left out with its reason, linked', async () => {
    await show({ path: '/health/heart-health', audience: 'us-readers' })
    expect(
      screen.getByRole('heading', { name: '“Heart health basics” (/health/heart-health)' }),
    ).toBeInTheDocument()
    const positions = screen
      .getAllByRole('region')
      .filter((r) => r.getAttribute('aria-labelledby')?.startsWith('placement-'))
    expect(positions.map((r) => r.querySelector('h3')?.textContent)).toEqual([
      'In the article: first marked position',
      'Drug cost savings widget: copay offer',
      'Header: Subscribe dialog',
      'Pop-up on a reader’s second page',
    ])
    const [article, copay, header, popup] = positions as [HTMLElement, HTMLElement, HTMLElement, HTMLElement]
    expect(within(article).getByText(/Shows:/)).toHaveTextContent('Shows: BP cuff card')
    expect(within(article).getByText(/holds a card/)).toBeInTheDocument()
    // The winner, and its row among the candidates: both link to its edit page.
    for (const link of within(article).getAllByRole('link', { name: 'BP cuff card' }))
      expect(link).toHaveAttribute('href', '/admin/collections/drivers/12')
    expect(within(article).getByText(/Left out \(2 drivers\)/)).toBeInTheDocument()
    expect(within(copay).getByText(/Shows:/)).toHaveTextContent('Shows: Statin copay')
    expect(within(header).getByText(/Shows:/)).toHaveTextContent('Shows: Heart newsletter')
    // A dialog is asked for on its own: the pop-up may show the driver the article shows.
    expect(within(popup).getByText(/Shows:/)).toHaveTextContent('Shows: BP cuff card')
  })

  it('another audience changes the answer, and the candidates table shows shares', async () => {
    await show({ path: '/health/heart-health' })
    const article = screen.getByRole('region', { name: 'In the article: first marked position' })
    expect(within(article).getByText('Shows nothing: the position stays empty.')).toBeInTheDocument()
    expect(
      within(article)
        .getByText(/BP cuff card/)
        .closest('li'),
    ).toHaveTextContent(/Targets readers in the united states/i)
    const header = screen.getByRole('region', { name: 'Header: Subscribe dialog' })
    const candidates = within(header).getByRole('table', { name: /Candidates/ })
    expect(within(candidates).getByRole('row', { name: /Heart newsletter/ })).toHaveTextContent('100%')
  })

  it('from a driver’s “See where it fills”: starts at its address and follows it', async () => {
    await show({ driver: '11' })
    expect(asked).toEqual(['/health/heart-health'])
    expect(screen.getByLabelText('Page address')).toHaveValue('/health/heart-health')
    expect(screen.getByText(/on this page:/).closest('div')).toHaveTextContent(
      'Header: Subscribe dialog: Shows here.',
    )
    expect(screen.getAllByText('(the driver you came from)').length).toBeGreaterThan(0)
    expect(document.querySelector('input[type="hidden"][name="driver"]')).toHaveValue('11')
  })

  it('asks a reader who is not signed in to sign in, and reads nothing', async () => {
    asked.length = 0
    const props = {
      initPageResult: { req: { user: null, payload }, permissions: {}, visibleEntities: {} },
      params: {},
      searchParams: { path: '/health/heart-health' },
    } as unknown as AdminViewServerProps
    render(await WhoFills(props))
    expect(screen.getByRole('heading', { name: 'Who fills this placement, and why' })).toBeInTheDocument()
    expect(screen.getByText('Sign in to see who fills a placement.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Page address')).toBeNull()
    expect(asked).toEqual([])
  })

  it('says what is wrong with the form, and when there is no such published page', async () => {
    await show({ path: '/health/not-there', bucket: '120' })
    expect(screen.getByText(/The reader bucket must be a whole number from 0 to 99/)).toBeInTheDocument()
    expect(screen.getByText(/No published article at \/health\/not-there/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Recent articles' })).toBeNull()
  })
})
