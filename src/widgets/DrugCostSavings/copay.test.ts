import type { DriverView } from '@/services/drivers/shared'
import { catalogDriver, publicView } from '@/services/drivers/view'
import {
  claimCopayPlacement,
  copayOfferOf,
  copayOutcome,
  resetCopayClaim,
  showsAdInsteadOfDriver,
} from './copay'

/** A driver as the browser receives it, from what an editor saved. */
function view(doc: Record<string, unknown> = {}): DriverView {
  const driver = catalogDriver({
    id: 1,
    _uuid: 'copay-synthroid',
    name: 'Copay offer: Levothyroxine',
    driverType: 'copay',
    headline: null,
    copay: { price: 25, monthlyPrice: 10 },
    callToAction: 'GET THE SAVINGS CARD',
    callToActionURL: 'https://savings.example.com/synthroid',
    articlePlacement: ['drugCopay'],
    ...doc,
  })
  if (!driver) throw new Error('not a driver')
  return publicView(driver.view, 'drugCopay')
}

describe('copayOfferOf', () => {
  it('maps a copay driver to the offer: its headline, prices and button', () => {
    expect(copayOfferOf(view())).toEqual({
      title: null,
      price: 25,
      monthlyPrice: 10,
      ctaText: 'GET THE SAVINGS CARD',
      ctaUrl: 'https://savings.example.com/synthroid',
    })
    expect(
      copayOfferOf(view({ headline: 'Synthroid savings', copay: { price: 0, monthlyPrice: 0 } })),
    ).toMatchObject({ title: 'Synthroid savings', price: 0, monthlyPrice: 0 })
  })

  it('is null for no driver, another kind of driver, or an offer without its prices or button', () => {
    expect(copayOfferOf(null)).toBeNull()
    expect(copayOfferOf(view({ driverType: 'coupon', headline: 'A coupon' }))).toBeNull()
    expect(copayOfferOf(view({ copay: { price: 25 } }))).toBeNull()
    expect(copayOfferOf(view({ callToAction: '' }))).toBeNull()
    expect(copayOfferOf(view({ callToActionURL: null }))).toBeNull()
  })
})

describe('copayOutcome', () => {
  const state = (stage: Parameters<typeof copayOutcome>[0]['stage'], driver: DriverView | null = null) => ({
    stage,
    driver,
    mock: false,
  })

  it('waits while the placement is queued or loading, until the time allowed has passed', () => {
    expect(copayOutcome(state('queued'), false)).toBeNull()
    expect(copayOutcome(state('loading'), false)).toBeNull()
    expect(copayOutcome(state('loading'), true)).toEqual({ kind: 'none', reason: 'timeout' })
  })

  it('is filled only by a complete copay offer', () => {
    const driver = view()
    expect(copayOutcome(state('loaded', driver), false)).toEqual({ kind: 'filled', driver })
    expect(copayOutcome(state('loaded', view({ callToAction: null })), false)).toEqual({
      kind: 'none',
      reason: 'unsupported',
    })
  })

  it('shows the prices when nothing fills it, the call failed, or the position markers are on', () => {
    expect(copayOutcome(state('not_found'), false)).toEqual({ kind: 'none', reason: 'not_found' })
    expect(copayOutcome(state('loaded'), false)).toEqual({ kind: 'none', reason: 'not_found' })
    expect(copayOutcome(state('error'), false)).toEqual({ kind: 'none', reason: 'error' })
    expect(copayOutcome({ stage: 'loaded', driver: null, mock: true }, false)).toEqual({
      kind: 'none',
      reason: 'mock',
    })
  })

  it('keeps an answer that came in time, whatever the clock says', () => {
    expect(copayOutcome(state('not_found'), true)).toEqual({ kind: 'none', reason: 'not_found' })
  })
})

describe('claimCopayPlacement', () => {
  beforeEach(() => resetCopayClaim())

  it('gives the placement to the first drug; widgets of that drug share it, others are refused', () => {
    const first = claimCopayPlacement('3')
    const same = claimCopayPlacement('3')
    expect(first).toBeTypeOf('function')
    expect(same).toBeTypeOf('function')
    expect(claimCopayPlacement('7')).toBeNull()
    first!()
    first!() // a second release changes nothing
    expect(claimCopayPlacement('7')).toBeNull()
    same!()
    expect(claimCopayPlacement('7')).toBeTypeOf('function')
  })
})

describe('the rybelsus test (002 §2.1 item 6)', () => {
  it('shows an ad in place of the driver on a page whose path contains the test', () => {
    expect(showsAdInsteadOfDriver('/drugs/rybelsus-test')).toBe(true)
    expect(showsAdInsteadOfDriver('/drugs/Rybelsus-Test-2')).toBe(true)
    expect(showsAdInsteadOfDriver('/drugs/rybelsus')).toBe(false)
    expect(showsAdInsteadOfDriver('/drugs/atorvastatin')).toBe(false)
  })
})
