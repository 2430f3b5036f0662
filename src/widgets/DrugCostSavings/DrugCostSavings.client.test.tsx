/*
 * The widget against a real local HTTP server: the price, ZIP, MSRP and coupon calls are answered by the
 * pricing service's own handlers with the local provider and the offline ZIP dataset, the bot check by the
 * bot-check service's challenges, and the share call by the share service's handler (its token check and
 * rate limits are real; mail, text and wallet providers are recorded). Tests that need a failure make the
 * server answer it. The widget reaches the server through its `fetcher` prop (jsdom cannot fetch relative
 * URLs); the island through the page's `fetch`, and the placement runtime through the fetch it is given
 * (`resetPlacementRuntime`). The drivers call is answered by the drivers service's own handler over the drivers
 * a test stores (`peer.drivers`, as the CMS keeps them), so the copay offer comes from the placement engine.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryKeyValueStore, memoryRateLimiter } from '@/platform/state/adapters/memory'
import { createBotCheckChallenge, verifyBotCheckToken } from '@/services/botcheck/botcheck'
import { handleBotCheckChallenge } from '@/services/botcheck/http'
import { handleCouponShare } from '@/services/couponShare/http'
import { AnswerCache, handleDriversRequest } from '@/services/drivers/http'
import { catalog } from '@/services/drivers/view'
import type { MailMessage } from '@/services/mail/types'
import { localPricingProvider } from '@/services/pricing/adapters/local'
import {
  handleCouponRequest,
  handleMsrpRequest,
  handlePricesRequest,
  handleZipLookupRequest,
} from '@/services/pricing/http'
import type { CouponResponse, DrugWidgetData, FormulationInfo } from '@/services/pricing/shared'
import { atorvastatinWidgetData } from '@/services/pricing/testData'
import type { TextMessage } from '@/services/sms/types'
import { lookupZip } from '@/services/zip'
import { forgetReaderContext } from '@/ui/readerContext'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { resetPlacementRuntime } from '../../placements/registry'
import { resetDriverReports } from '../../placements/report'
import { COPAY_ANSWER_TIMEOUT_MS, resetCopayClaim } from './copay'
import { DrugCostSavingsWidget, type DrugCostSavingsWidgetProps } from './DrugCostSavings.client'
import { DrugCostSavingsIsland } from './DrugCostSavingsIsland.client'
import type { DrugCostSavingsIslandProps } from './islandProps'

// ——— the drug ———

const drug = atorvastatinWidgetData

const formulations = new Map<string, FormulationInfo>()
for (const m of drug.manufacturers)
  for (const o of m.options)
    for (const d of o.dossages)
      formulations.set(d.formulationId, {
        formulationId: d.formulationId,
        drugId: drug.id,
        drugName: drug.name,
        manufacturer: m.name,
        drugType: m.drugType,
        drugSlug: m.drugSlug,
        form: o.form,
        dosage: d.dosage,
        // The brand has no MSRP in the widget's data; the catalog knows one (`GET /api/drugPricing`).
        msrp: d.msrp ?? 9.4,
      })

// ——— the local server ———

type Call = { method: string; path: string; query: URLSearchParams; body: unknown }
type Override = (request: Request) => Response | Promise<Response>

const peer = {
  country: 'US',
  calls: [] as Call[],
  mail: [] as MailMessage[],
  texts: [] as TextMessage[],
  overrides: {} as Record<string, Override>,
  /** The drivers the drivers API chooses from, as the CMS stores them. */
  drivers: [] as Record<string, unknown>[],
}

const hmacKey = 'widget-test-bot-check-key-0123456789abcdef'
const provider = localPricingProvider({
  formulations: async () => formulations,
  secret: 'widget-test-secret',
})
const coupons = new Map<string, CouponResponse>()
const tokens = memoryKeyValueStore()
// A fresh per-address limiter per test (one send per address, so the second is refused with a 429).
let addressLimiter = memoryRateLimiter({ name: 'address', points: 1, durationSeconds: 600 })

let driverAnswers = new AnswerCache()

async function answer(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const override = peer.overrides[pathname]
  if (override) return override(request)
  if (pathname.startsWith('/api/drivers/v4'))
    return handleDriversRequest(request, pathname.split('/').slice(4).filter(Boolean), {
      catalog: async () => catalog(peer.drivers),
      cache: driverAnswers,
    })
  switch (pathname) {
    case '/api/cdp/profile/v3':
      return Response.json({ audiences: ['us-readers'] })
    case '/api/drivers/events':
      return new Response(null, { status: 204 })
    case '/api/reader':
      return Response.json({ country: peer.country })
    case '/api/optum/prices':
      return handlePricesRequest(request, provider, lookupZip)
    case '/api/tip/lookup':
      return handleZipLookupRequest(request, lookupZip)
    case '/api/drugPricing':
      return handleMsrpRequest(request, async () => formulations)
    case '/api/optum/coupons':
      return handleCouponRequest(request, provider, async (coupon) => {
        coupons.set(coupon.id, coupon)
      })
    case '/api/bot-check/challenge':
      return handleBotCheckChallenge(() => createBotCheckChallenge({ hmacKey, maxNumber: 2_000 }))
    case '/api/optum-coupon-info-share':
      return handleCouponShare(request, {
        trustedOrigins: [base],
        checkToken: (token) => verifyBotCheckToken(token, { hmacKey, store: tokens }),
        ipLimiter: memoryRateLimiter({ name: 'ip', points: 1000, durationSeconds: 600 }),
        addressLimiter,
        limits: { perAddress: 1, windowSeconds: 600 },
        addressHashKey: 'widget-test-address-key',
        findCoupon: async (id) => coupons.get(id) ?? null,
        sendMail: async (message) => {
          peer.mail.push(message)
        },
        sendText: async (message) => {
          peer.texts.push(message)
        },
        applePass: async () => Buffer.from('PK\u0003\u0004 a signed pass'),
        googleLink: async (coupon) => `https://pay.google.com/gp/v/save/sample-${coupon.id}`,
        siteUrl: 'http://localhost:3000',
      })
    default:
      return Response.json({ error: 'not found' }, { status: 404 })
  }
}

const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const raw = Buffer.concat(chunks)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(key, value)
  // Node's fetch sends no Origin; a browser on the site's page sends the page's with every POST.
  if (req.method !== 'GET' && req.method !== 'HEAD' && !headers.has('origin')) headers.set('origin', base)
  const request = new Request(url.toString(), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : raw,
  })
  peer.calls.push({
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    body: raw.length ? JSON.parse(raw.toString('utf8')) : null,
  })
  const response = await answer(request)
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
  res.end(Buffer.from(await response.arrayBuffer()))
})

let base = ''
const realFetch = globalThis.fetch
/** The transport: the widget's relative URLs, sent to the local server. */
const peerFetch: typeof fetch = (input, init) => realFetch(new URL(String(input), base).toString(), init)

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  peer.country = 'US'
  peer.calls = []
  peer.mail = []
  peer.texts = []
  peer.overrides = {}
  peer.drivers = []
  driverAnswers = new AnswerCache()
  addressLimiter = memoryRateLimiter({ name: 'address', points: 1, durationSeconds: 600 })
  // The widget reports a failure it recovered from (002 §8); the tests that cause one expect it.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  forgetReaderContext()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// ——— helpers ———

const calls = (path: string) => peer.calls.filter((c) => c.path === path)
const lastCall = (path: string) => calls(path).at(-1)
const SLOW = { timeout: 4_000 }
/** The visible text, not its copy in the list's live region. */
const SHOWN = { ignore: '[role="status"], script, style' }

function renderWidget(props: Partial<DrugCostSavingsWidgetProps> = {}) {
  return render(
    <DrugCostSavingsWidget
      id="dcs"
      variant="article"
      drug={drug}
      retailerLogos={{ 'maple-row': '/api/media/file/maple-row.png' }}
      insured={null}
      fetcher={peerFetch}
      {...props}
    />,
  )
}

async function priceCards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Pharmacy prices' }, SLOW)
  return within(list).getAllByRole('listitem')
}

async function openCoupon(user: ReturnType<typeof userEvent.setup>, index = 0) {
  const cards = await priceCards()
  await user.click(within(cards[index]!).getByRole('button', { name: /Get RX Coupon/ }))
  return screen.findByRole('dialog', {}, SLOW)
}

// ——— the island ———

const islandProps: DrugCostSavingsIslandProps = {
  id: 'island',
  adInsteadOfDriver: false,
  variant: 'article',
  bestOffer: false,
  fullWidth: false,
  title: 'Atorvastatin prices near you',
  subtitle: 'Compare discount card prices at nearby pharmacies.',
  drug,
  retailerLogos: {},
  articlePath: '/health/atorvastatin',
}

/** A copay offer as an editor saves it (Promotions → Drivers, kind "Copay offer", position drugCopay). */
function copayDriver(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1,
    _uuid: 'copay-lipitor',
    name: 'Copay offer: Atorvastatin',
    driverType: 'copay',
    enabled: true,
    campaignName: 'lipitor-copay',
    headline: null,
    copay: { price: 25, monthlyPrice: 0 },
    callToAction: 'Get the savings card',
    callToActionURL: 'https://copay.example.com/lipitor?from=+where',
    articlePlacement: ['drugCopay'],
    drugs: [{ id: drug.id, name: drug.name }],
    priority: 50,
    weight: 1,
    ...overrides,
  }
}

type DriversCall = { articlePlacements: string[]; webContext: { drugId?: string } }
const driversCalls = () => calls('/api/drivers/v4').map((c) => c.body as DriversCall)

/** The page's driver counts, sent now as when the reader leaves (by beacon, else `fetch`). */
async function sentCounts(): Promise<{ kind: string; driverId: string; placement: string; count: number }[]> {
  const before = calls('/api/drivers/events').length
  window.dispatchEvent(new Event('pagehide'))
  await waitFor(() => expect(calls('/api/drivers/events').length).toBeGreaterThan(before))
  return calls('/api/drivers/events').flatMap((c) => (c.body as { counts: never[] }).counts)
}

const events = (name: string) => (window.wellreadEvents ?? []).filter((e) => e.name === name)

/** Visible once the island has decided (the reserved state is invisible). */
async function decided(container: HTMLElement, timeout = 2_000) {
  await waitFor(() => expect(container.querySelector('[data-drug-cost-savings="us"]')).toBeInTheDocument(), {
    timeout,
  })
}

describe('the island', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install()
    vi.stubGlobal('fetch', peerFetch)
    resetPlacementRuntime(peerFetch)
    resetDriverReports()
    resetCopayClaim()
    window.wellreadEvents = []
  })

  afterEach(async () => {
    // Counts left in the page's queue go now, and are not mistaken for the next test's.
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, 20))
  })

  it('holds the widget’s space, invisible, on the server and until the country is known', () => {
    const html = renderToString(<DrugCostSavingsIsland {...islandProps} />)
    expect(html).toContain('data-drug-cost-savings="reserved"')
    expect(html).toContain('aria-hidden="true"')
    // The same boxes as the loaded widget: info card, 4 cards, footer.
    expect(html.match(/<li /g)).toHaveLength(4)
    expect(html).toContain('Atorvastatin prices near you')
  })

  it('renders nothing for a reader outside the US, and asks for neither prices nor an offer', async () => {
    peer.country = 'FR'
    peer.drivers = [copayDriver()]
    const { container } = render(<DrugCostSavingsIsland {...islandProps} />)
    expect(container.querySelector('[data-drug-cost-savings="reserved"]')).toBeInTheDocument()
    await waitFor(() => expect(container).toBeEmptyDOMElement())
    await act(async () => FakeIntersectionObserver.showAll())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(calls('/api/optum/prices')).toHaveLength(0)
    expect(calls('/api/drivers/v4')).toHaveLength(0)
  })

  it('stays reserved until the placement answers, then shows a US reader the prices when nothing fills it', async () => {
    let answerDrivers: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      answerDrivers = resolve
    })
    peer.overrides['/api/drivers/v4'] = async (request) => {
      await held
      return handleDriversRequest(request, [], { catalog: async () => catalog([]), cache: driverAnswers })
    }
    const { container } = render(<DrugCostSavingsIsland {...islandProps} />)
    await waitFor(() => expect(driversCalls()).toHaveLength(1))
    expect(driversCalls()[0]).toMatchObject({
      articlePlacements: ['drugCopay'],
      webContext: { drugId: drug.id },
    })
    // The country is known, the placement is not: still the invisible reserved space.
    expect(container.querySelector('[data-drug-cost-savings="reserved"]')).toBeInTheDocument()
    answerDrivers()
    await decided(container)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Atorvastatin prices near you' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'Insured' })).not.toBeInTheDocument()
    expect(calls('/api/optum/prices')).toHaveLength(0)
    await act(async () => FakeIntersectionObserver.showAll())
    const cards = await priceCards()
    expect(cards).toHaveLength(4)
    expect(within(cards[0]!).getByText('best price')).toBeInTheDocument()
    expect(lastCall('/api/optum/prices')?.query.get('zip')).toBe('47201')
    expect(screen.getByText(/up to 80%/)).toHaveTextContent(/up to date as of 3\/2023/)
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false')
    expect(await sentCounts()).toEqual([{ kind: 'miss', driverId: '', placement: 'drugCopay', count: 1 }])
  })

  it('shows the template’s message when the drug is missing, without asking for an offer', async () => {
    peer.drivers = [copayDriver({ drugs: [] })]
    render(<DrugCostSavingsIsland {...islandProps} variant="template" drug={null} />)
    expect(
      await screen.findByRole('heading', { name: 'Cost savings currently unavailable' }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen
          .getByText(
            'We currently do not have cost savings available for this drug. Please check back again in the future for prescription drugs savings options.',
          )
          .closest('[data-drug-cost-savings]'),
      ).toHaveAttribute('data-drug-cost-savings', 'us'),
    )
    expect(calls('/api/drivers/v4')).toHaveLength(0)
  })

  it('with a copay driver for its drug, shows the offer to insured readers and the prices to uninsured ones', async () => {
    const user = userEvent.setup()
    peer.drivers = [copayDriver()]
    const { container } = render(<DrugCostSavingsIsland {...islandProps} />)
    await decided(container)
    expect(screen.getByRole('heading', { name: 'Find prescription drug savings' })).toBeInTheDocument()
    expect(
      screen.getByText('With insurance, pay as little as $25 for a trusted brand-name medication.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Insured' })).toBeChecked()
    for (const text of [
      'Only $0/mo initially',
      '*for a limited time',
      'Easy to use digital savings card',
      'Delivered digitally today',
      'Redeem at your local pharmacy',
      'Accepted at all pharmacies',
    ])
      expect(screen.getByText(text)).toBeInTheDocument()
    // A partner link: new tab, sponsored, the driver's +where token replaced with the placement.
    const cta = screen.getByRole('link', { name: 'Get the savings card' })
    expect(cta).toHaveAttribute('target', '_blank')
    expect(cta.getAttribute('rel')).toContain('sponsored')
    expect(cta.getAttribute('href')).toBe('https://copay.example.com/lipitor?from=drugCopay')
    expect(screen.queryByRole('list', { name: 'Pharmacy prices' })).not.toBeInTheDocument()
    expect(events('driver_placement')).toEqual([
      expect.objectContaining({ placement: 'drugCopay', filled: true, driverId: 'copay-lipitor' }),
    ])

    // Half on screen: seen, once; a click on the button: clicked.
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => FakeIntersectionObserver.showAll())
    cta.addEventListener('click', (event) => event.preventDefault())
    await user.click(cta)
    expect(events('driver_view')).toHaveLength(1)
    expect(events('driver_click')).toEqual([
      expect.objectContaining({ driverId: 'copay-lipitor', placement: 'drugCopay', action: 'cta' }),
    ])
    expect(await sentCounts()).toEqual(
      expect.arrayContaining([
        { kind: 'fill', driverId: 'copay-lipitor', placement: 'drugCopay', count: 1 },
        { kind: 'impression', driverId: 'copay-lipitor', placement: 'drugCopay', count: 1 },
        { kind: 'click', driverId: 'copay-lipitor', placement: 'drugCopay', count: 1 },
      ]),
    )

    await user.click(screen.getByRole('radio', { name: 'Uninsured' }))
    await act(async () => FakeIntersectionObserver.showAll())
    expect(await priceCards()).toHaveLength(4)
    expect(screen.getByText('Uninsured', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.queryByText('Easy to use digital savings card')).not.toBeVisible()
    // Back to the offer: still the same, and seen only once in this page view.
    await user.click(screen.getByRole('radio', { name: 'Insured' }))
    expect(screen.getByText('Easy to use digital savings card')).toBeVisible()
    await act(async () => FakeIntersectionObserver.showAll())
    expect(events('driver_view')).toHaveLength(1)
  })

  it('uses the driver’s headline as the heading', async () => {
    peer.drivers = [copayDriver({ headline: 'Lipitor savings card' })]
    const { container } = render(<DrugCostSavingsIsland {...islandProps} />)
    await decided(container)
    expect(screen.getByRole('heading', { level: 2, name: 'Lipitor savings card' })).toBeInTheDocument()
  })

  it('shows the prices when the copay driver is for another drug, or the drivers call fails', async () => {
    peer.drivers = [copayDriver({ drugs: [{ id: 'drug-other' }] })]
    const first = render(<DrugCostSavingsIsland {...islandProps} />)
    await decided(first.container)
    expect(screen.getByRole('heading', { name: 'Atorvastatin prices near you' })).toBeInTheDocument()
    first.unmount()

    resetPlacementRuntime(peerFetch)
    resetDriverReports()
    forgetReaderContext()
    peer.drivers = [copayDriver()]
    peer.overrides['/api/drivers/v4'] = () => Response.json({ error: 'down' }, { status: 503 })
    const second = render(<DrugCostSavingsIsland {...islandProps} />)
    await decided(second.container)
    expect(screen.getByRole('heading', { name: 'Atorvastatin prices near you' })).toBeInTheDocument()
    expect(screen.queryByText('Find prescription drug savings')).not.toBeInTheDocument()
  })

  it(
    'gives up on a drivers API that does not answer within 3 s, and keeps the prices when it answers late',
    async () => {
      let answerDrivers: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        answerDrivers = resolve
      })
      peer.drivers = [copayDriver()]
      peer.overrides['/api/drivers/v4'] = async (request) => {
        await held
        return handleDriversRequest(request, [], {
          catalog: async () => catalog(peer.drivers),
          cache: driverAnswers,
        })
      }
      const started = Date.now()
      const { container } = render(<DrugCostSavingsIsland {...islandProps} />)
      await waitFor(() => expect(driversCalls()).toHaveLength(1))
      await decided(container, COPAY_ANSWER_TIMEOUT_MS + 2_000)
      expect(Date.now() - started).toBeGreaterThanOrEqual(COPAY_ANSWER_TIMEOUT_MS - 100)
      expect(screen.getByRole('heading', { name: 'Atorvastatin prices near you' })).toBeInTheDocument()
      expect(events('metric')).toEqual(
        expect.arrayContaining([expect.objectContaining({ metric: 'drugCostSavings.copay.timeout' })]),
      )
      // The offer arrives after all: the widget does not change under the reader.
      answerDrivers()
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(screen.getByRole('heading', { name: 'Atorvastatin prices near you' })).toBeInTheDocument()
      expect(screen.queryByText('Find prescription drug savings')).not.toBeInTheDocument()
    },
    COPAY_ANSWER_TIMEOUT_MS + 10_000,
  )

  it('on a page with two drugs, the first widget asks for its offer and the other shows its prices', async () => {
    const other: DrugWidgetData = { ...drug, id: 'drug-other', name: 'Otherstatin' }
    peer.drivers = [
      copayDriver(),
      copayDriver({ id: 2, _uuid: 'copay-other', drugs: [{ id: 'drug-other' }], headline: 'Other offer' }),
    ]
    const { container } = render(
      <>
        <DrugCostSavingsIsland {...islandProps} />
        <DrugCostSavingsIsland {...islandProps} id="second" drug={other} title="Otherstatin prices" />
      </>,
    )
    await waitFor(() => expect(container.querySelectorAll('[data-drug-cost-savings="us"]')).toHaveLength(2))
    expect(driversCalls()).toHaveLength(1)
    expect(driversCalls()[0]?.webContext.drugId).toBe(drug.id)
    expect(screen.getByRole('heading', { name: 'Find prescription drug savings' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Otherstatin prices' })).toBeInTheDocument()
    // Neither widget shows another drug's offer.
    expect(screen.queryByText('Other offer')).not.toBeInTheDocument()
    expect(screen.getAllByText('Easy to use digital savings card')).toHaveLength(1)
  })
})

// ——— the price list ———

describe('the price list', () => {
  it('shows 4 cards per page, the best price first, and SEE MORE RESULTS for the next 4', async () => {
    const user = userEvent.setup()
    renderWidget()
    const first = await priceCards()
    expect(first).toHaveLength(4)
    const total = (
      await (await peerFetch(`/api/optum/prices?${lastCall('/api/optum/prices')!.query}`)).json()
    ).data.length as number
    expect(total).toBeGreaterThan(4)
    expect(within(first[0]!).getByText('best price')).toBeInTheDocument()
    expect(first.slice(1).every((card) => within(card).queryByText('best price') === null)).toBe(true)
    // Price with 2 decimals, retail struck through, savings, distance.
    expect(within(first[0]!).getByText(/^\$\d+\.\d\d$/)).toBeInTheDocument()
    expect(first[0]!.querySelector('s')?.textContent).toBe('$65')
    expect(within(first[0]!).getByText(/^Save \d+%$/)).toBeInTheDocument()
    expect(within(first[0]!).getByText(/\d+\.\d mi/)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing 4 of ${total} pharmacy prices near ZIP 47201.`,
    )

    await user.click(screen.getByRole('button', { name: 'SEE MORE RESULTS' }))
    const second = await priceCards()
    expect(second).toHaveLength(Math.min(8, total))
    // Keyboard users continue at the first new card.
    expect(second[4]).toHaveFocus()
    if (total > 8) await user.click(screen.getByRole('button', { name: 'SEE MORE RESULTS' }))
    expect(await priceCards()).toHaveLength(Math.min(12, total))
    if (total <= 12)
      expect(screen.queryByRole('button', { name: 'SEE MORE RESULTS' })).not.toBeInTheDocument()
  })

  it('filters pharmacies by name from 2 characters, and Reset brings them back', async () => {
    const user = userEvent.setup()
    renderWidget()
    const all = await priceCards()
    const name = within(all[1]!).getByRole('heading', { level: 3 }).getAttribute('title')!
    const word = name.split(' ')[0]!
    const search = screen.getByRole('searchbox', { name: 'Find your pharmacy' })
    expect(search).toHaveAttribute('placeholder', 'Enter a ZIP code')

    await user.type(search, word.toUpperCase())
    await user.click(screen.getByRole('button', { name: 'SEARCH' }))
    const found = await priceCards()
    expect(found.length).toBeGreaterThan(0)
    for (const card of found) expect(card).toHaveTextContent(new RegExp(word, 'i'))

    await user.clear(search)
    await user.type(search, 'x')
    await user.click(screen.getByRole('button', { name: 'SEARCH' }))
    expect(await priceCards()).toHaveLength(4)

    await user.clear(search)
    await user.type(search, 'No Such Pharmacy')
    await user.click(screen.getByRole('button', { name: 'SEARCH' }))
    expect(screen.getByText('No results found for your search.', SHOWN)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('No results found for your search.')
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(await priceCards()).toHaveLength(4)
    expect(search).toHaveValue('')
  })

  it('takes 5 digits in the search box as a new ZIP code', async () => {
    const user = userEvent.setup()
    renderWidget()
    await priceCards()
    await user.type(screen.getByRole('searchbox', { name: 'Find your pharmacy' }), '46204')
    await user.click(screen.getByRole('button', { name: 'SEARCH' }))
    expect(await screen.findByText('Indianapolis, IN', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(lastCall('/api/optum/prices')?.query.get('zip')).toBe('46204'))
    expect(lastCall('/api/tip/lookup')?.query.get('zip')).toBe('46204')
    expect(lastCall('/api/optum/prices')?.query.get('lat')).toMatch(/^39\.\d+/)
    expect(await priceCards()).toHaveLength(4)
  })

  it('shows the failure message with Retry when the prices fail, and Retry loads them', async () => {
    const user = userEvent.setup()
    peer.overrides['/api/optum/prices'] = () =>
      Response.json({ error: 'Prices are unavailable right now.' }, { status: 502 })
    renderWidget()
    expect(
      await screen.findByText(
        'No results found. Try editing the information provided or retry.',
        SHOWN,
        SLOW,
      ),
    ).toBeInTheDocument()
    delete peer.overrides['/api/optum/prices']
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await priceCards()).toHaveLength(4)
  })

  it('treats a malformed answer as a failure', async () => {
    peer.overrides['/api/optum/prices'] = () => Response.json({ data: [{ retailer: 'nope' }] })
    renderWidget()
    expect(
      await screen.findByText(
        'No results found. Try editing the information provided or retry.',
        SHOWN,
        SLOW,
      ),
    ).toBeInTheDocument()
  })

  it('says so when there are no prices', async () => {
    peer.overrides['/api/optum/prices'] = () => Response.json({ data: [] })
    renderWidget()
    expect(await screen.findByText('No pricing information found.', SHOWN, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('shows skeleton cards of the final size while loading, for at least 500 ms', async () => {
    renderWidget()
    const loading = screen.getByRole('list', { name: 'Loading prices' })
    expect(loading).toHaveAttribute('aria-busy', 'true')
    expect(within(loading).getAllByRole('listitem')).toHaveLength(4)
    const started = Date.now()
    await priceCards()
    expect(Date.now() - started).toBeGreaterThanOrEqual(450)
  })

  it('asks the MSRP when the drug data has none, and shows the retail price from it', async () => {
    const user = userEvent.setup()
    renderWidget()
    await priceCards()
    await user.click(screen.getByRole('button', { name: /EDIT/ }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Manufacturer' }), 'Lipitor (brand)')
    await user.click(screen.getByRole('button', { name: 'UPDATE' }))
    await waitFor(() => expect(lastCall('/api/drugPricing')?.query.get('ndc')).toBe('00071-0156-40'))
    expect(lastCall('/api/drugPricing')?.query.get('priceTypeCode')).toBe('SWD')
    await waitFor(async () => expect((await priceCards())[0]!.querySelector('s')?.textContent).toBe('$282'))
  })
})

// ——— the info card ———

describe('the info card', () => {
  it('is collapsed with location and dosage, and EDIT opens the form', async () => {
    const user = userEvent.setup()
    renderWidget()
    expect(screen.getByText('ZIP 47201')).toBeInTheDocument()
    expect(screen.getByText('20mg · 30 tablets')).toBeInTheDocument()
    expect(screen.queryByText('Insurance')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /EDIT/ }))
    expect(screen.getByRole('combobox', { name: 'Manufacturer' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('inputmode', 'numeric')
    await user.click(screen.getByRole('button', { name: 'CANCEL' }))
    expect(screen.queryByRole('form', { name: 'Drug and location' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /EDIT/ })).toHaveFocus()
  })

  it('keeps digits only in the ZIP, flags it under 5 digits, and UPDATE refuses it', async () => {
    const user = userEvent.setup()
    renderWidget()
    await priceCards()
    await user.click(screen.getByRole('button', { name: /EDIT/ }))
    const zip = screen.getByRole('textbox', { name: 'ZIP code' })
    await user.clear(zip)
    await user.type(zip, '46a2-0')
    expect(zip).toHaveValue('4620')
    expect(zip).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter all 5 digits of the ZIP code.')
    expect(zip).toHaveAccessibleDescription('Enter all 5 digits of the ZIP code.')
    const before = calls('/api/optum/prices').length
    await user.click(screen.getByRole('button', { name: 'UPDATE' }))
    expect(screen.getByRole('form', { name: 'Drug and location' })).toBeInTheDocument()
    expect(zip).toHaveFocus()
    await user.type(zip, '49')
    expect(zip).toHaveValue('46204')
    expect(zip).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'UPDATE' }))
    expect(screen.queryByRole('form', { name: 'Drug and location' })).not.toBeInTheDocument()
    expect(await screen.findByText('Indianapolis, IN', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(calls('/api/optum/prices').length).toBe(before + 1))
  })

  it('a manufacturer change resets dosage and quantity to its first; UPDATE reloads the prices', async () => {
    const user = userEvent.setup()
    renderWidget()
    await priceCards()
    await user.click(screen.getByRole('button', { name: /EDIT/ }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dosage' }), '40mg')
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('30 tablets')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Manufacturer' }), 'Lipitor (brand)')
    expect(screen.getByRole('combobox', { name: 'Form' })).toHaveValue('Tablet')
    expect(screen.getByRole('combobox', { name: 'Dosage' })).toHaveValue('10mg')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Manufacturer' }), 'Atorvastatin (generic)')
    expect(screen.getByRole('combobox', { name: 'Dosage' })).toHaveValue('20mg')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '90 tablets')
    await user.click(screen.getByRole('button', { name: 'UPDATE' }))
    expect(screen.getByText('20mg · 90 tablets')).toBeInTheDocument()
    await waitFor(() => expect(lastCall('/api/optum/prices')?.query.get('quantity')).toBe('90'))
    expect(lastCall('/api/optum/prices')?.query.get('formulationId')).toBe('60505-2579-09')
    // The ZIP did not change: no lookup.
    expect(calls('/api/tip/lookup')).toHaveLength(0)
  })

  it('marks every empty field and does not apply the update', async () => {
    const user = userEvent.setup()
    const empty: DrugWidgetData = {
      ...drug,
      manufacturers: [{ ...drug.manufacturers[0]!, options: [] }, drug.manufacturers[1]!],
    }
    renderWidget({ drug: empty })
    expect(await screen.findByText('No pricing information found.', SHOWN, SLOW)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /EDIT/ }))
    await user.clear(screen.getByRole('textbox', { name: 'ZIP code' }))
    await user.click(screen.getByRole('button', { name: 'UPDATE' }))
    for (const [field, message] of [
      ['Form', 'Choose a form.'],
      ['Dosage', 'Choose a dosage.'],
      ['Quantity', 'Choose a quantity.'],
    ] as const) {
      const select = screen.getByRole('combobox', { name: field })
      expect(select).toHaveAttribute('aria-invalid', 'true')
      expect(select).toHaveAccessibleDescription(message)
    }
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription('Enter a ZIP code.')
    expect(screen.getByRole('combobox', { name: 'Form' })).toHaveFocus()
    expect(screen.getByRole('form', { name: 'Drug and location' })).toBeInTheDocument()
  })

  it('flags a ZIP code the lookup does not know, and keeps its coordinates null', async () => {
    const user = userEvent.setup()
    renderWidget()
    await priceCards()
    await user.click(screen.getByRole('button', { name: /EDIT/ }))
    const zip = screen.getByRole('textbox', { name: 'ZIP code' })
    await user.clear(zip)
    await user.type(zip, '00000')
    await user.click(screen.getByRole('button', { name: 'UPDATE' }))
    expect(await screen.findByText('ZIP 00000 · not found', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('We could not find ZIP 00000. Check it and try again.')).toBeInTheDocument()
    await waitFor(() => expect(lastCall('/api/optum/prices')?.query.get('zip')).toBe('00000'))
    expect(lastCall('/api/optum/prices')?.query.has('lat')).toBe(false)
    expect(await screen.findByText('No pricing information found.', SHOWN, SLOW)).toBeInTheDocument()
  })

  it('in the template variant, UPDATE is disabled until a field changes', async () => {
    const user = userEvent.setup()
    renderWidget({ variant: 'template' })
    await user.click(screen.getByRole('button', { name: /EDIT/ }))
    expect(screen.getByRole('button', { name: 'UPDATE' })).toBeDisabled()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '90 tablets')
    expect(screen.getByRole('button', { name: 'UPDATE' })).toBeEnabled()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '30 tablets')
    expect(screen.getByRole('button', { name: 'UPDATE' })).toBeDisabled()
  })

  it('shows Insured / Uninsured only with a copay placement', () => {
    renderWidget({ insured: false })
    expect(screen.getByText('Insurance')).toBeInTheDocument()
    expect(screen.getByText('Uninsured')).toBeInTheDocument()
  })
})

// ——— the coupon ———

describe('the coupon modal', () => {
  it('loads the coupon with a busy card, then shows it with every 002 §7 parameter asked', async () => {
    const user = userEvent.setup()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    peer.overrides['/api/optum/coupons'] = async (request) => {
      await held
      return handleCouponRequest(request, provider, async (coupon) => {
        coupons.set(coupon.id, coupon)
      })
    }
    renderWidget()
    const cards = await priceCards()
    const name = within(cards[0]!).getByRole('heading', { level: 3 }).getAttribute('title')!
    await user.click(within(cards[0]!).getByRole('button', { name: /Get RX Coupon/ }))
    await waitFor(() => expect(cards[0]).toHaveAttribute('aria-busy', 'true'))
    release()
    const dialog = await screen.findByRole('dialog', { name: 'Atorvastatin' }, SLOW)
    expect(cards[0]).not.toHaveAttribute('aria-busy')

    const query = lastCall('/api/optum/coupons')!.query
    expect([...query.keys()].sort()).toEqual(
      [
        'formulationId',
        'drugId',
        'drugName',
        'drugUrlSlug',
        'dosageDisplay',
        'quantityDisplay',
        'ndc',
        'locationId',
        'retailerId',
        'retailerName',
        'lowPriceAmount',
        'highPriceAmount',
        'priceCurrency',
        'pbmId',
      ].sort(),
    )
    expect(query.get('retailerName')).toBe(name)
    for (const code of ['BIN', 'PCN', 'GRP', 'Member ID'])
      expect(within(dialog).getByText(code)).toBeInTheDocument()
    expect(within(dialog).getByText('019447')).toBeInTheDocument()
    expect(within(dialog).getByText(name)).toBeInTheDocument()
    expect(within(dialog).getByText(/20mg · 30 tablets/)).toBeInTheDocument()
    for (const button of ['SMS', 'Email', 'Print'])
      expect(within(dialog).getByRole('button', { name: button })).toBeInTheDocument()
    // No wallet button on a desktop.
    expect(within(dialog).queryByRole('button', { name: /Wallet/ })).not.toBeInTheDocument()
    expect(dialog.style.getPropertyValue('--modal-max-height')).toBe('812px')
    expect(dialog.style.getPropertyValue('--modal-max-height-large')).toBe('896px')
  })

  it('sends by email through the bot check; the message reaches the mail provider', async () => {
    const user = userEvent.setup()
    renderWidget()
    const dialog = await openCoupon(user)
    await user.click(within(dialog).getByRole('button', { name: 'Email' }))
    expect(within(dialog).getByRole('heading', { name: 'Email coupon' })).toBeInTheDocument()
    expect(dialog.style.getPropertyValue('--modal-max-height')).toBe('459px')
    const input = within(dialog).getByRole('textbox', { name: 'Email address' })
    expect(input).toHaveFocus()

    await user.type(input, 'reader@example')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter an email address such as name@example.com.',
    )
    expect(calls('/api/bot-check/challenge')).toHaveLength(0)
    await user.clear(input)
    expect(input).not.toHaveAttribute('aria-invalid')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(calls('/api/bot-check/challenge')).toHaveLength(0)

    await user.type(input, 'reader@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByRole('heading', { name: 'Coupon sent!' }, SLOW)).toBeInTheDocument()
    expect(
      within(dialog).getByText(
        'Look for an email or a text from the provider, and show the coupon at the pharmacy when you fill your prescription.',
      ),
    ).toBeInTheDocument()
    expect(dialog.style.getPropertyValue('--modal-max-height')).toBe('280px')
    expect(dialog.style.getPropertyValue('--modal-max-height-large')).toBe('214px')
    expect(peer.mail).toHaveLength(1)
    expect(peer.mail[0]!.to).toBe('reader@example.com')
    const share = lastCall('/api/optum-coupon-info-share')!.body as Record<string, unknown>
    expect(share).toMatchObject({
      sendType: 'email',
      email: 'reader@example.com',
      couponID: expect.any(String),
    })
    expect(share.token).toEqual(expect.any(String))

    await user.click(within(dialog).getByRole('button', { name: /Back/ }))
    expect(within(dialog).getByRole('button', { name: 'SMS' })).toBeInTheDocument()
  })

  it('texts the coupon, and shows the server’s message past the rate limit', async () => {
    const user = userEvent.setup()
    renderWidget()
    const dialog = await openCoupon(user)
    await user.click(within(dialog).getByRole('button', { name: 'SMS' }))
    expect(within(dialog).getByRole('heading', { name: 'Text Coupon' })).toBeInTheDocument()
    const input = within(dialog).getByRole('textbox', { name: 'Mobile phone number' })
    await user.type(input, '555-12')
    await user.tab()
    expect(input).toHaveAccessibleDescription('Enter a 10-digit phone number.')
    await user.clear(input)
    await user.type(input, '(317) 555-0142')
    expect(input).not.toHaveAttribute('aria-invalid')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByRole('heading', { name: 'Coupon sent!' }, SLOW)).toBeInTheDocument()
    expect(peer.texts).toHaveLength(1)
    expect((lastCall('/api/optum-coupon-info-share')!.body as { phoneNumber: string }).phoneNumber).toBe(
      '3175550142',
    )

    await user.click(within(dialog).getByRole('button', { name: /Back/ }))
    await user.click(within(dialog).getByRole('button', { name: 'SMS' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile phone number' }), '3175550142')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(
      await within(dialog).findByRole(
        'heading',
        { name: /1 coupons have already been sent to this phone number in the last 10 minutes/ },
        SLOW,
      ),
    ).toBeInTheDocument()
    expect(peer.texts).toHaveLength(1)
  })

  it('shows the send failure when the provider fails', async () => {
    const user = userEvent.setup()
    peer.overrides['/api/optum-coupon-info-share'] = () =>
      Response.json(
        {
          success: false,
          error: 'An error occurred while sending the coupon. Please try again.',
          data: null,
        },
        { status: 502 },
      )
    renderWidget()
    const dialog = await openCoupon(user)
    await user.click(within(dialog).getByRole('button', { name: 'Email' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'reader@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    const heading = await within(dialog).findByRole(
      'heading',
      { name: 'An error occurred while sending the coupon. Please try again.' },
      SLOW,
    )
    // The view's heading takes focus in an effect after the view renders (a busy CI ran this between the two).
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('shows the timed-out view when the coupon call fails, and Retry loads the coupon', async () => {
    const user = userEvent.setup()
    peer.overrides['/api/optum/coupons'] = () =>
      Response.json({ error: 'Our API timed out', timeout: true }, { status: 504 })
    renderWidget()
    const dialog = await openCoupon(user)
    expect(within(dialog).getByRole('heading', { name: 'Our API timed out' })).toBeInTheDocument()
    expect(within(dialog).getByText('Try again.')).toBeInTheDocument()
    delete peer.overrides['/api/optum/coupons']
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('dialog', { name: 'Atorvastatin' }, SLOW)).toBeInTheDocument()
  })

  it('shows the timed-out view when the server cannot be reached', async () => {
    const user = userEvent.setup()
    const unreachable: typeof fetch = (input, init) =>
      String(input).startsWith('/api/optum/coupons')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : peerFetch(input, init)
    renderWidget({ fetcher: unreachable })
    const dialog = await openCoupon(user)
    expect(within(dialog).getByRole('heading', { name: 'Our API timed out' })).toBeInTheDocument()
  })

  it('closes on Escape, gives focus back to the card’s button, and reopens on the default view', async () => {
    const user = userEvent.setup()
    renderWidget()
    const dialog = await openCoupon(user)
    await user.click(within(dialog).getByRole('button', { name: 'Email' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const button = within((await priceCards())[0]!).getByRole('button', { name: /Get RX Coupon/ })
    expect(button).toHaveFocus()
    // The view goes back to default 100 ms after closing.
    await new Promise((resolve) => setTimeout(resolve, 150))
    await user.click(button)
    const again = await screen.findByRole('dialog', {}, SLOW)
    expect(within(again).getByRole('button', { name: 'Email' })).toBeInTheDocument()
    await user.click(within(again).getByRole('button', { name: 'Close coupon' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('prints the coupon', async () => {
    const user = userEvent.setup()
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    renderWidget()
    const dialog = await openCoupon(user)
    await user.click(within(dialog).getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  describe('on a phone', () => {
    const phone = (userAgent: string) => {
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({
          matches: query === '(pointer: coarse)',
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        })),
      )
      vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)
    }

    it('saves an Apple Wallet pass as coupon.pkpass', async () => {
      phone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')
      const blobs: Blob[] = []
      Object.defineProperty(URL, 'createObjectURL', {
        configurable: true,
        value: (blob: Blob) => {
          blobs.push(blob)
          return 'blob:coupon'
        },
      })
      Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} })
      const downloads: string[] = []
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(`${this.download} ${this.href}`)
      })
      const user = userEvent.setup()
      renderWidget()
      const dialog = await openCoupon(user)
      await user.click(within(dialog).getByRole('button', { name: 'Add to Apple Wallet' }))
      expect(
        await within(dialog).findByRole(
          'heading',
          { name: 'Coupon Wallet Pass Created Successfully!' },
          SLOW,
        ),
      ).toBeInTheDocument()
      expect(lastCall('/api/optum-coupon-info-share')!.body).toMatchObject({
        sendType: 'wallet',
        platform: 'iOS',
      })
      expect(downloads).toEqual(['coupon.pkpass blob:coupon'])
      expect(blobs[0]!.type).toBe('application/vnd.apple.pkpass')
      const bytes = await new Promise<string>((resolve) => {
        const reader = new FileReader()
        reader.onload = () => resolve(String(reader.result))
        reader.readAsText(blobs[0]!)
      })
      expect(bytes).toBe('PK\u0003\u0004 a signed pass')
    })

    it('opens the Google Wallet link in a new tab', async () => {
      phone('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36')
      const open = vi.spyOn(window, 'open').mockReturnValue(null)
      const user = userEvent.setup()
      renderWidget()
      const dialog = await openCoupon(user)
      await user.click(within(dialog).getByRole('button', { name: 'Save to Google Wallet' }))
      expect(
        await within(dialog).findByRole(
          'heading',
          { name: 'Coupon Wallet Pass Created Successfully!' },
          SLOW,
        ),
      ).toBeInTheDocument()
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\/sample-/),
        '_blank',
        'noopener,noreferrer',
      )
      expect(within(dialog).getByRole('link', { name: 'Open Google Wallet' })).toHaveAttribute(
        'target',
        '_blank',
      )
    })

    it('shows the wallet failure', async () => {
      phone('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36')
      peer.overrides['/api/optum-coupon-info-share'] = () =>
        Response.json({ success: false, error: 'x', data: null }, { status: 503 })
      const user = userEvent.setup()
      renderWidget()
      const dialog = await openCoupon(user)
      await user.click(within(dialog).getByRole('button', { name: 'Save to Google Wallet' }))
      expect(
        await within(dialog).findByRole(
          'heading',
          { name: 'An error occurred while storing the coupon in your Wallet. Please try again.' },
          SLOW,
        ),
      ).toBeInTheDocument()
    })
  })
})
