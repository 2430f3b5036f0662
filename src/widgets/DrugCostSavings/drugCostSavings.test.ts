import { describe, expect, it } from 'vitest'
import { atorvastatinWidgetData, issuedCoupon, priceEntry } from '@/services/pricing/testData'
import { parseCoupon, parseErrorMessage, parseMsrp, parsePrices, parseShare, parseZipLookup } from './answers'
import {
  applyDosage,
  applyForm,
  applyManufacturer,
  base64ToBytes,
  bestPriceAmount,
  canSend,
  copaySubtitle,
  couponModalReducer,
  couponQuery,
  emailError,
  filterByPharmacy,
  formatCopayPrice,
  formatDistance,
  hasMoreCards,
  initialCouponModal,
  initialSelection,
  initialsOf,
  isValidZip,
  locationLabel,
  normalizePhone,
  percentSavings,
  phoneError,
  priceCards,
  pricesQuery,
  resolveSelection,
  retailPrice,
  sanitizeZip,
  searchIntent,
  showsRetailPrice,
  toggleHelpful,
  truncate,
  updateErrors,
  visibleCards,
  walletPlatform,
  zipError,
} from './drugCostSavings'

/** The sample drug: the generic as an oral suspension and tablets (20 mg, the default; 40 mg), the brand 10 mg. */
const drug = atorvastatinWidgetData

const entry = priceEntry

describe('ZIP code (002 §5)', () => {
  it.each([
    ['47201', '47201'],
    ['4720', '4720'],
    ['47a2-01', '47201'],
    ['472019999', '47201'],
    [' 4 7 2 ', '472'],
    ['', ''],
  ])('sanitises %j to %j (digits only, at most 5)', (input, expected) => {
    expect(sanitizeZip(input)).toBe(expected)
  })

  it('is valid only with all 5 digits', () => {
    expect(isValidZip('47201')).toBe(true)
    expect(isValidZip('4720')).toBe(false)
    expect(isValidZip('')).toBe(false)
    expect(isValidZip('4720a')).toBe(false)
  })

  it('is flagged while under 5 digits', () => {
    expect(zipError('47201')).toBeNull()
    expect(zipError('472')).toBe('Enter all 5 digits of the ZIP code.')
    expect(zipError('')).toBe('Enter a ZIP code.')
  })
})

describe('copay offer text', () => {
  it('shows whole dollars without cents and other amounts with 2 decimals', () => {
    expect(formatCopayPrice(0)).toBe('$0')
    expect(formatCopayPrice(25)).toBe('$25')
    expect(formatCopayPrice(24.5)).toBe('$24.50')
    expect(copaySubtitle(25)).toBe(
      'With insurance, pay as little as $25 for a trusted brand-name medication.',
    )
  })
})

describe('truncate (retailer name 24, address 32)', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('Maple Row Pharmacy', 24)).toBe('Maple Row Pharmacy')
    expect(truncate('x'.repeat(24), 24)).toBe('x'.repeat(24))
  })

  it('cuts longer text to the limit, the last character an ellipsis, never longer than the limit', () => {
    const cut = truncate('Bayview Community Pharmacy of Columbus', 24)
    expect(cut).toBe('Bayview Community Pharm…')
    expect(cut).toHaveLength(24)
    expect(truncate('1200 North National Road, Suite 400', 32)).toHaveLength(32)
  })

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Oak and Ivy Chemists Main Street', 21)).toBe('Oak and Ivy Chemists…')
  })
})

describe('prices (002 §3.2)', () => {
  it('retail price is MSRP × quantity, rounded, cut to 5 characters', () => {
    expect(retailPrice(12.5, 30)).toEqual({ text: '375', value: 375 })
    expect(retailPrice(3.456, 30)).toEqual({ text: '104', value: 104 })
    expect(retailPrice(4321.5, 90)).toEqual({ text: '38893', value: 38893 })
    // 123,457 does not fit in 5 characters: cut as the spec says.
    expect(retailPrice(1234.567, 100)).toEqual({ text: '12345', value: 12345 })
  })

  it('has no retail price without a list price', () => {
    expect(retailPrice(null, 30)).toBeNull()
    expect(retailPrice(0, 30)).toBeNull()
  })

  it('percent savings is floor(100 − price / retail × 100)', () => {
    expect(percentSavings(50, 100)).toBe(50)
    expect(percentSavings(33.33, 100)).toBe(66)
    expect(percentSavings(12.34, 375)).toBe(96)
    expect(percentSavings(100, 100)).toBe(0)
    expect(percentSavings(10, 0)).toBeNull()
  })

  describe('the retail price hide rule', () => {
    it('hides it when there is no list price', () => {
      expect(showsRetailPrice(null, 30, [10, 20])).toBe(false)
    })
    it('hides it when MSRP × quantity is below some displayed price', () => {
      // 0.9 × 30 = 27: below the 30.00 price, so a struck-through "retail" price would claim a loss.
      expect(showsRetailPrice(0.9, 30, [10, 30])).toBe(false)
    })
    it('shows it when it is at or above every displayed price', () => {
      expect(showsRetailPrice(12.5, 30, [10, 20, 375])).toBe(true)
    })
    it('shows it when there are no prices to compare', () => {
      expect(showsRetailPrice(12.5, 30, [])).toBe(true)
    })
  })
})

describe('price cards', () => {
  const entries = [
    entry('bluewater', 'Bluewater Drug', 20.5, { distanceMiles: 2.25 }),
    entry('bayview', 'Bayview Community Pharmacy of Columbus', 11.1, {
      isLowestPrice: true,
      distanceMiles: null,
    }),
    entry('maple-row', 'Maple Row Pharmacy', 14),
  ]

  it('cheapest first, the lowest marked best, names and addresses cut, retail and savings shown', () => {
    const cards = priceCards(entries, { msrp: 1, quantity: 30 }, { bluewater: '/logos/bluewater.png' })
    expect(cards.map((c) => c.retailerId)).toEqual(['bayview', 'maple-row', 'bluewater'])
    expect(cards.map((c) => c.isBest)).toEqual([true, false, false])
    expect(cards[0]).toMatchObject({
      name: 'Bayview Community Pharm…',
      fullName: 'Bayview Community Pharmacy of Columbus',
      address: '12 Main Street',
      distance: null,
      price: '$11.10',
      retail: '$30',
      savingsPercent: 63,
      logo: null,
      initials: 'BC',
    })
    expect(cards[2]).toMatchObject({ distance: '2.3 mi', logo: '/logos/bluewater.png' })
  })

  it('hides retail and savings for every card when one price is above MSRP × quantity', () => {
    const cards = priceCards(entries, { msrp: 0.5, quantity: 30 }, {})
    expect(cards.every((c) => c.retail === null && c.savingsPercent === null)).toBe(true)
  })

  it('marks the lowest price best when the provider flags none', () => {
    const cards = priceCards(
      [entry('a', 'A Pharmacy', 9), entry('b', 'B Pharmacy', 7), entry('c', 'C Pharmacy', 7)],
      { msrp: null, quantity: 30 },
      {},
    )
    expect(cards.filter((c) => c.isBest).map((c) => c.retailerId)).toEqual(['b', 'c'])
    expect(bestPriceAmount([])).toBeNull()
  })

  it('gives each card a unique key even for two stores of one chain', () => {
    const two = [entry('a', 'A', 5), { ...entry('a', 'A', 6) }]
    two[1]!.retailer.location.id = 'a-2'
    expect(new Set(priceCards(two, { msrp: null, quantity: 1 }, {}).map((c) => c.key)).size).toBe(2)
  })

  it.each([
    ['Maple Row Pharmacy', 'MR'],
    ['Oak & Ivy Chemists', 'OI'],
    ['lighthouse', 'L'],
    ['', '?'],
  ])('initials of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })

  it.each([
    [2.25, '2.3 mi'],
    [0.04, '< 0.1 mi'],
    [12, '12.0 mi'],
    [null, null],
  ])('distance %s is shown as %s', (miles, shown) => {
    expect(formatDistance(miles)).toBe(shown)
  })
})

describe('paging (4 per page)', () => {
  const ten = Array.from({ length: 10 }, (_, i) => i)
  it('shows 4, then 4 more per SEE MORE RESULTS', () => {
    expect(visibleCards(ten, 1)).toEqual([0, 1, 2, 3])
    expect(visibleCards(ten, 2)).toHaveLength(8)
    expect(visibleCards(ten, 3)).toHaveLength(10)
    expect(hasMoreCards(ten, 1)).toBe(true)
    expect(hasMoreCards(ten, 2)).toBe(true)
    expect(hasMoreCards(ten, 3)).toBe(false)
    expect(hasMoreCards([1, 2, 3, 4], 1)).toBe(false)
  })
})

describe('pharmacy search', () => {
  const cards = [
    { fullName: 'Maple Row Pharmacy' },
    { fullName: 'Bluewater Drug' },
    { fullName: 'Summit Value Drug' },
  ]
  it('filters by name, case-insensitive, with more than 1 character', () => {
    expect(filterByPharmacy(cards, 'drug').map((c) => c.fullName)).toEqual([
      'Bluewater Drug',
      'Summit Value Drug',
    ])
    expect(filterByPharmacy(cards, '  MAPLE ').map((c) => c.fullName)).toEqual(['Maple Row Pharmacy'])
  })
  it('does not filter with 0 or 1 character', () => {
    expect(filterByPharmacy(cards, 'm')).toHaveLength(3)
    expect(filterByPharmacy(cards, ' ')).toHaveLength(3)
  })
  it('finds nothing for a name no pharmacy has', () => {
    expect(filterByPharmacy(cards, 'zz')).toEqual([])
  })
  it('reads a 5-digit entry as a ZIP code and anything else as a pharmacy name', () => {
    expect(searchIntent(' 46201 ')).toEqual({ kind: 'zip', zip: '46201' })
    expect(searchIntent('4620')).toEqual({ kind: 'name', query: '4620' })
    expect(searchIntent('Maple')).toEqual({ kind: 'name', query: 'Maple' })
  })
})

describe('drug selection (002 §4.1)', () => {
  it('starts from the default selection', () => {
    expect(initialSelection(drug)).toEqual({
      manufacturer: 'Atorvastatin (generic)',
      form: 'Tablet',
      dosage: '20mg',
      quantityDisplay: '30 tablets',
    })
  })

  it('falls back to the first choices when the default names something missing', () => {
    const odd = {
      ...drug,
      defaultSelection: { ...drug.defaultSelection, name: 'Gone', form: 'Gone', dosage: 'x' },
    }
    expect(initialSelection(odd)).toEqual({
      manufacturer: 'Atorvastatin (generic)',
      form: 'Oral suspension',
      dosage: '20mg/5mL',
      quantityDisplay: '150 mL',
    })
  })

  it('resolves the formulation, quantity and MSRP of a selection', () => {
    const resolved = resolveSelection(drug, {
      manufacturer: 'Atorvastatin (generic)',
      form: 'Tablet',
      dosage: '40mg',
      quantityDisplay: '30 tablets',
    })
    expect(resolved).toMatchObject({
      formulationId: '60505-2580-09',
      quantityValue: 30,
      msrp: 2.6,
      drugSlug: 'atorvastatin',
      manufacturer: 'Atorvastatin (generic)',
    })
    expect(resolveSelection(drug, { ...initialSelection(drug), dosage: 'nope' })).toBeNull()
  })

  it('a manufacturer change keeps the form when it has it, and resets dosage and quantity to the first', () => {
    const from = {
      zip: '47201',
      manufacturer: 'Lipitor (brand)',
      form: 'Tablet',
      dosage: '10mg',
      quantityDisplay: '30 tablets',
    }
    // The generic's first form is the suspension: its tablets are kept.
    expect(applyManufacturer(drug, from, 'Atorvastatin (generic)')).toEqual({
      zip: '47201',
      manufacturer: 'Atorvastatin (generic)',
      form: 'Tablet',
      dosage: '20mg',
      quantityDisplay: '30 tablets',
    })
  })

  it('a manufacturer change resets the form to the first when the current one is missing', () => {
    const from = {
      manufacturer: 'Atorvastatin (generic)',
      form: 'Oral suspension',
      dosage: '20mg/5mL',
      quantityDisplay: '150 mL',
    }
    expect(applyManufacturer(drug, from, 'Lipitor (brand)')).toEqual({
      manufacturer: 'Lipitor (brand)',
      form: 'Tablet',
      dosage: '10mg',
      quantityDisplay: '30 tablets',
    })
  })

  it('a form change resets dosage and quantity to its first; a dosage change keeps a quantity it offers', () => {
    const generic = {
      manufacturer: 'Atorvastatin (generic)',
      form: 'Tablet',
      dosage: '40mg',
      quantityDisplay: '30 tablets',
    }
    expect(applyForm(drug, generic, 'Oral suspension')).toEqual({
      manufacturer: 'Atorvastatin (generic)',
      form: 'Oral suspension',
      dosage: '20mg/5mL',
      quantityDisplay: '150 mL',
    })
    const tablets = { ...initialSelection(drug), quantityDisplay: '30 tablets' }
    expect(applyDosage(drug, tablets, '40mg').quantityDisplay).toBe('30 tablets')
    expect(applyDosage(drug, { ...tablets, quantityDisplay: '90 tablets' }, '40mg').quantityDisplay).toBe(
      '30 tablets',
    )
  })
})

describe('UPDATE validation (002 §5)', () => {
  const full = {
    zip: '47201',
    manufacturer: 'Lipitor (brand)',
    form: 'Tablet',
    dosage: '10mg',
    quantityDisplay: '30 tablets',
  }
  it('accepts a form with every field filled', () => {
    expect(updateErrors(full)).toEqual({})
  })
  it('marks each empty field', () => {
    expect(updateErrors({ zip: '', manufacturer: '', form: '', dosage: '', quantityDisplay: '' })).toEqual({
      zip: 'Enter a ZIP code.',
      manufacturer: 'Choose a manufacturer.',
      form: 'Choose a form.',
      dosage: 'Choose a dosage.',
      quantityDisplay: 'Choose a quantity.',
    })
    expect(updateErrors({ ...full, dosage: '' })).toEqual({ dosage: 'Choose a dosage.' })
  })
  it('refuses a ZIP code under 5 digits', () => {
    expect(updateErrors({ ...full, zip: '4720' })).toEqual({ zip: 'Enter all 5 digits of the ZIP code.' })
  })
})

describe('coupon email and phone (002 §5)', () => {
  it.each(['reader@example.com', ' a.b+c@mail.example.org '])('%j is a valid email', (value) => {
    expect(emailError(value)).toBeNull()
  })
  it.each(['reader', 'reader@', 'reader@example', 'a b@example.com', '@example.com'])(
    '%j is not',
    (value) => {
      expect(emailError(value)).toBe('Enter an email address such as name@example.com.')
    },
  )
  it('an empty email clears the error', () => {
    expect(emailError('')).toBeNull()
    expect(emailError('   ')).toBeNull()
  })

  it.each(['5551234567', '(555) 123-4567', '555.123.4567', '+1 555 123 4567', '5551234567 ext 2'])(
    '%j begins with 10 digits',
    (value) => {
      expect(phoneError(value)).toBeNull()
      expect(normalizePhone(value)).toBe('5551234567')
    },
  )
  it.each(['555123456', 'call me', '555-12a-4567'])('%j does not', (value) => {
    expect(phoneError(value)).toBe('Enter a 10-digit phone number.')
  })
  it('an empty phone number clears the error', () => {
    expect(phoneError('')).toBeNull()
  })

  it('sends only with no error and a value', () => {
    expect(canSend('reader@example.com', null)).toBe(true)
    expect(canSend('', null)).toBe(false)
    expect(canSend('  ', null)).toBe(false)
    expect(canSend('reader@', 'Enter an email address such as name@example.com.')).toBe(false)
  })
})

describe('the helpful control', () => {
  it('picks a choice, switches to the other, and clears on a second click on the active one', () => {
    expect(toggleHelpful(null, 'helpful')).toBe('helpful')
    expect(toggleHelpful('helpful', 'notHelpful')).toBe('notHelpful')
    expect(toggleHelpful('notHelpful', 'notHelpful')).toBeNull()
    expect(toggleHelpful('helpful', 'helpful')).toBeNull()
  })
})

describe('the coupon modal views (002 §4.4)', () => {
  const opened = couponModalReducer(initialCouponModal, { type: 'open', view: 'default' })

  it('opens on the default view, or on the timed-out view after a failed load', () => {
    expect(initialCouponModal).toEqual({ open: false, view: 'default', message: null })
    expect(opened).toEqual({ open: true, view: 'default', message: null })
    expect(couponModalReducer(initialCouponModal, { type: 'open', view: 'timedOut' }).view).toBe('timedOut')
  })

  it.each(['email', 'sms', 'success', 'error', 'success_wallet', 'error_wallet'] as const)(
    'goes from default to %s',
    (view) => {
      expect(couponModalReducer(opened, { type: 'go', view }).view).toBe(view)
    },
  )

  it('goes from the email and sms forms to success or error (with the server’s message)', () => {
    const email = couponModalReducer(opened, { type: 'go', view: 'email' })
    expect(couponModalReducer(email, { type: 'go', view: 'success' }).view).toBe('success')
    expect(couponModalReducer(email, { type: 'go', view: 'error', message: 'Too many sends.' })).toEqual({
      open: true,
      view: 'error',
      message: 'Too many sends.',
    })
    const sms = couponModalReducer(opened, { type: 'go', view: 'sms' })
    expect(couponModalReducer(sms, { type: 'go', view: 'success' }).view).toBe('success')
  })

  it('ignores moves the spec does not allow', () => {
    const email = couponModalReducer(opened, { type: 'go', view: 'email' })
    expect(couponModalReducer(email, { type: 'go', view: 'sms' })).toBe(email)
    expect(couponModalReducer(email, { type: 'go', view: 'success_wallet' })).toBe(email)
    const success = couponModalReducer(email, { type: 'go', view: 'success' })
    expect(couponModalReducer(success, { type: 'go', view: 'error' })).toBe(success)
    expect(couponModalReducer(opened, { type: 'go', view: 'timedOut' })).toBe(opened)
    expect(couponModalReducer(initialCouponModal, { type: 'go', view: 'email' })).toBe(initialCouponModal)
  })

  it('back returns to default (not from the timed-out view, which has no coupon)', () => {
    const error = couponModalReducer(couponModalReducer(opened, { type: 'go', view: 'email' }), {
      type: 'go',
      view: 'error',
      message: 'x',
    })
    expect(couponModalReducer(error, { type: 'back' })).toEqual({
      open: true,
      view: 'default',
      message: null,
    })
    const timedOut = couponModalReducer(initialCouponModal, { type: 'open', view: 'timedOut' })
    expect(couponModalReducer(timedOut, { type: 'back' })).toBe(timedOut)
  })

  it('close keeps the view while the modal leaves; reset (100 ms later) returns to default', () => {
    const sms = couponModalReducer(opened, { type: 'go', view: 'sms' })
    const closed = couponModalReducer(sms, { type: 'close' })
    expect(closed).toEqual({ open: false, view: 'sms', message: null })
    expect(couponModalReducer(closed, { type: 'reset' })).toEqual(initialCouponModal)
    // Reopened within the delay: the late reset must not touch the new modal.
    const reopened = couponModalReducer(closed, { type: 'open', view: 'default' })
    expect(couponModalReducer(reopened, { type: 'reset' })).toBe(reopened)
  })
})

describe('wallet platform', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
  const ipadDesktopMode =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15'
  const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36'
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124 Safari/537.36'
  it('is iOS on an iPhone or an iPad, Android on other phones, none on a desktop', () => {
    expect(walletPlatform({ userAgent: iphone, maxTouchPoints: 5, coarsePointer: true, narrow: true })).toBe(
      'iOS',
    )
    expect(
      walletPlatform({ userAgent: ipadDesktopMode, maxTouchPoints: 5, coarsePointer: true, narrow: false }),
    ).toBe('iOS')
    expect(walletPlatform({ userAgent: pixel, maxTouchPoints: 5, coarsePointer: true, narrow: true })).toBe(
      'Android',
    )
    expect(
      walletPlatform({ userAgent: desktop, maxTouchPoints: 0, coarsePointer: false, narrow: false }),
    ).toBeNull()
  })
  it('counts a narrow window as mobile', () => {
    expect(
      walletPlatform({ userAgent: desktop, maxTouchPoints: 0, coarsePointer: false, narrow: true }),
    ).toBe('Android')
  })
})

describe('location label', () => {
  it('names the city when the lookup found one, else the ZIP', () => {
    expect(locationLabel({ zip: '47201', city: null, state: null })).toBe('ZIP 47201')
    expect(locationLabel({ zip: '46201', city: 'Indianapolis', state: 'IN' })).toBe('Indianapolis, IN')
    expect(locationLabel({ zip: '46201', city: 'Indianapolis', state: null })).toBe('Indianapolis')
  })
})

describe('calls (002 §7)', () => {
  it('asks for prices with formulationId, quantity, lat, long and zip (no coordinates when unknown)', () => {
    expect(
      pricesQuery({ formulationId: '60505-2579-09', quantity: 30, lat: 39.1, long: -85.9, zip: '47201' }),
    ).toBe('formulationId=60505-2579-09&quantity=30&lat=39.1&long=-85.9&zip=47201')
    expect(pricesQuery({ formulationId: 'f', quantity: 30, lat: null, long: null, zip: '99999' })).toBe(
      'formulationId=f&quantity=30&zip=99999',
    )
  })

  it('asks for the coupon with every parameter', () => {
    const resolved = resolveSelection(drug, initialSelection(drug))!
    const card = priceCards(
      [entry('maple-row', 'Maple Row Pharmacy', 14)],
      { msrp: resolved.msrp, quantity: resolved.quantityValue },
      {},
    )[0]!
    const params = new URLSearchParams(couponQuery(drug, resolved, card))
    expect(Object.fromEntries(params)).toEqual({
      formulationId: '60505-2579-09',
      drugId: 'drug-atorvastatin',
      drugName: 'Atorvastatin',
      drugUrlSlug: 'atorvastatin',
      dosageDisplay: '20mg',
      quantityDisplay: '30 tablets',
      ndc: '60505-2579-09',
      locationId: 'maple-row-1',
      retailerId: 'maple-row',
      retailerName: 'Maple Row Pharmacy',
      lowPriceAmount: '14.00',
      // The retail price: the MSRP 2.15 × 30 tablets, rounded.
      highPriceAmount: '65.00',
      priceCurrency: 'USD',
      pbmId: 'pbm-1',
    })
  })

  it('uses the price as the high amount when there is no retail price', () => {
    const brand = resolveSelection(drug, {
      manufacturer: 'Lipitor (brand)',
      form: 'Tablet',
      dosage: '10mg',
      quantityDisplay: '30 tablets',
    })!
    expect(brand.msrp).toBeNull()
    const card = priceCards(
      [entry('maple-row', 'Maple Row Pharmacy', 14)],
      { msrp: brand.msrp, quantity: brand.quantityValue },
      {},
    )[0]!
    expect(new URLSearchParams(couponQuery(drug, brand, card)).get('highPriceAmount')).toBe('14.00')
  })
})

describe('answers read at the boundary', () => {
  it('reads a price list and refuses a malformed one', () => {
    expect(parsePrices({ data: [entry('a', 'A', 5)] })).toEqual([entry('a', 'A', 5)])
    expect(parsePrices({ data: [{ retailer: 'A' }] })).toBeNull()
    expect(parsePrices({ error: 'nope' })).toBeNull()
  })

  it('reads a price without a distance as an unknown distance', () => {
    const { distanceMiles: _omit, ...noDistance } = entry('a', 'A', 5)
    expect(parsePrices({ data: [noDistance] })?.[0]?.distanceMiles).toBeNull()
  })

  it('reads the MSRP answer', () => {
    expect(parseMsrp({ drugMSRP: 3.25 })).toBe(3.25)
    expect(parseMsrp({ drugMSRP: null })).toBeNull()
    expect(parseMsrp({ drugMSRP: 'x' })).toBeNull()
  })

  it('reads a ZIP lookup: coordinates, or errors with null coordinates', () => {
    expect(
      parseZipLookup({
        demographics: { Latitude: 39.7, Longitude: -86.1, City: 'Indianapolis', State: 'IN' },
      }),
    ).toEqual({ lat: 39.7, long: -86.1, city: 'Indianapolis', state: 'IN', found: true })
    expect(
      parseZipLookup({
        errors: [{ message: 'Unknown ZIP' }],
        demographics: { Latitude: null, Longitude: null },
      }),
    ).toEqual({ lat: null, long: null, city: null, state: null, found: false })
    expect(parseZipLookup('garbage')).toEqual({
      lat: null,
      long: null,
      city: null,
      state: null,
      found: false,
    })
  })

  it('reads a coupon and a share answer', () => {
    const coupon = issuedCoupon
    expect(parseCoupon(coupon)).toEqual(coupon)
    expect(parseCoupon({ ...coupon, bin: 7 })).toBeNull()
    expect(parseShare({ success: true, data: null })).toEqual({ success: true, data: null })
    expect(parseShare({ success: false, error: 'x', data: null })).toEqual({
      success: false,
      error: 'x',
      data: null,
    })
    expect(parseShare({ ok: 1 })).toBeNull()
    expect(parseErrorMessage({ error: 'Too many sends.' })).toBe('Too many sends.')
    expect(parseErrorMessage({ success: false })).toBeNull()
  })
})

describe('the wallet pass', () => {
  it('decodes the pass bytes from base64', () => {
    expect(Array.from(base64ToBytes('UEsDBA=='))).toEqual([0x50, 0x4b, 0x03, 0x04])
  })
})
