/*
 * The drug cost savings widget's rules (002 §3–§5, §9), as small pure functions the client leaf uses and the
 * unit tests pin down. No React, no DOM, no network: the leaf (`DrugCostSavings.client.tsx`) does the I/O.
 * The API's answers are read in `answers.ts` (zod), which only the lazily loaded leaf imports.
 */
import { formatPrice } from '@/lib/price'
import type {
  DrugDosage,
  DrugManufacturer,
  DrugOption,
  DrugWidgetData,
  PriceEntry,
  WalletPlatform,
} from '@/services/pricing/shared'
import {
  ADDRESS_MAX,
  CARDS_PER_PAGE,
  PHONE_MIN_DIGITS,
  RETAIL_PRICE_MAX_CHARS,
  RETAILER_NAME_MAX,
  ZIP_LENGTH,
} from './constants'

// The messages and prices the island's first chunk needs live in `messages.ts` (small); re-exported here.
export {
  copaySubtitle,
  formatCopayPrice,
  type HelpfulChoice,
  MESSAGES,
  toggleHelpful,
} from './messages'

/** Every reader-facing message of the spec the widget shows (002 §2.1, §8), verbatim. */
// ——— ZIP code (002 §5, §9) ———

/** What the ZIP input keeps of what the reader typed: digits only, at most 5. */
export function sanitizeZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, ZIP_LENGTH)
}

export function isValidZip(zip: string): boolean {
  return new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(zip)
}

/** The ZIP field is flagged while it has fewer than 5 digits (an empty one too: UPDATE needs a ZIP). */
export function zipError(zip: string): string | null {
  if (zip === '') return 'Enter a ZIP code.'
  return isValidZip(zip) ? null : 'Enter all 5 digits of the ZIP code.'
}

// ——— Text and numbers on the cards (002 §3.2, §5) ———

/**
 * Cuts `text` to at most `max` characters (retailer name 24, address 32). The spec says "cut"; we decided the
 * reader should see that something was cut, so a cut text ends in an ellipsis that counts toward the limit
 * (the shown text is never longer than the spec's limit). The full text stays available to screen readers
 * and as a tooltip where it is shown.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  return `${text.slice(0, max - 1).trimEnd()}…`
}

/**
 * The retail price of a card: the list price per unit (MSRP) times the quantity, rounded (to whole dollars:
 * it is a list price shown struck through, not a price to pay) and cut to its first 5 characters, as the
 * spec says. `value` is the number the cut text shows, used for the savings. Null without a list price.
 */
export function retailPrice(msrp: number | null, quantity: number): { text: string; value: number } | null {
  if (msrp === null || !(msrp > 0) || !(quantity > 0)) return null
  const text = String(Math.round(msrp * quantity)).slice(0, RETAIL_PRICE_MAX_CHARS)
  return { text, value: Number(text) }
}

/** floor(100 − price / retail × 100); null without a retail price. */
export function percentSavings(price: number, retail: number): number | null {
  if (!(retail > 0)) return null
  // price × 100 / retail is exact for prices in cents where price / retail × 100 is not (11.10 / 30 × 100 =
  // 37.000000000000004); the tiny epsilon keeps a whole result from flooring one below.
  return Math.floor(100 - (price * 100) / retail + 1e-9)
}

/**
 * The 002 §3.2 hide rule. Its words: "The retail price is hidden unless the product's list price times the
 * quantity is below some displayed price, or there is no list price." Read literally, the retail price would
 * show only when it is cheaper than a discounted price (a struck-through "was" price below the price to pay,
 * claiming a negative saving) or when there is no list price (nothing to show). Neither can be meant. Our
 * reading, the one consistent with what the card shows: the retail price is HIDDEN when there is no list
 * price, or when the list price times the quantity is below some displayed price (any price in the list);
 * otherwise it is shown, struck through, with its savings. Applied to the whole list so every card agrees.
 */
export function showsRetailPrice(msrp: number | null, quantity: number, prices: readonly number[]): boolean {
  const retail = retailPrice(msrp, quantity)
  if (!retail) return false
  return !prices.some((price) => retail.value < price)
}

/** "2.3 mi"; under a tenth of a mile "< 0.1 mi"; null when the distance is unknown. */
export function formatDistance(miles: number | null): string | null {
  if (miles === null || !Number.isFinite(miles)) return null
  if (miles < 0.05) return '< 0.1 mi'
  return `${miles.toFixed(1)} mi`
}

/** Up to two initials for a chain without a logo: "Oak & Ivy Chemists" → "OI". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word))
  const initials = words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
  return initials || '?'
}

/** The lowest price in a list, or null for an empty list. */
export function bestPriceAmount(entries: readonly PriceEntry[]): number | null {
  return entries.length ? Math.min(...entries.map((e) => e.price.amount)) : null
}

/** One price card as the list shows it. */
export type PriceCard = {
  /** Unique per store (two stores of one chain are two cards). */
  key: string
  retailerId: string
  /** Cut to 24 characters. */
  name: string
  fullName: string
  /** Cut to 32 characters. */
  address: string
  fullAddress: string
  distance: string | null
  amount: number
  /** "$12.34" */
  price: string
  /** "$375", struck through; null when hidden (see `showsRetailPrice`). */
  retail: string | null
  retailValue: number | null
  savingsPercent: number | null
  isBest: boolean
  logo: string | null
  initials: string
  entry: PriceEntry
}

/**
 * The cards for a price list: cheapest first (ties: nearest first), so the 'best price' badge leads the first
 * page. The best price is what the provider flags `isLowestPrice`, or when it flags none, the lowest amount.
 */
export function priceCards(
  entries: readonly PriceEntry[],
  { msrp, quantity }: { msrp: number | null; quantity: number },
  logos: Readonly<Record<string, string>>,
): PriceCard[] {
  const amounts = entries.map((e) => e.price.amount)
  const retail = showsRetailPrice(msrp, quantity, amounts) ? retailPrice(msrp, quantity) : null
  const flagged = entries.some((e) => e.isLowestPrice)
  const lowest = bestPriceAmount(entries)
  const sorted = [...entries].sort(
    (a, b) =>
      a.price.amount - b.price.amount ||
      (a.distanceMiles ?? Number.POSITIVE_INFINITY) - (b.distanceMiles ?? Number.POSITIVE_INFINITY),
  )
  return sorted.map((entry, index) => {
    const savings = retail ? percentSavings(entry.price.amount, retail.value) : null
    return {
      key: `${entry.retailer.id}:${entry.retailer.location.id}:${index}`,
      retailerId: entry.retailer.id,
      name: truncate(entry.retailer.name, RETAILER_NAME_MAX),
      fullName: entry.retailer.name,
      address: truncate(entry.retailer.location.addressLine1, ADDRESS_MAX),
      fullAddress: entry.retailer.location.addressLine1,
      distance: formatDistance(entry.distanceMiles),
      amount: entry.price.amount,
      price: formatPrice(entry.price.amount),
      retail: retail ? `$${retail.text}` : null,
      retailValue: retail?.value ?? null,
      savingsPercent: savings !== null && savings > 0 ? savings : null,
      isBest: flagged ? entry.isLowestPrice : entry.price.amount === lowest,
      logo: logos[entry.retailer.id] ?? null,
      initials: initialsOf(entry.retailer.name),
      entry,
    }
  })
}

// ——— Paging and search (002 §4.3) ———

/** The cards shown after `pages` pages (4 per page; SEE MORE RESULTS adds a page). */
export function visibleCards<T>(cards: readonly T[], pages: number): T[] {
  return cards.slice(0, Math.max(1, pages) * CARDS_PER_PAGE)
}

export function hasMoreCards(cards: readonly unknown[], pages: number): boolean {
  return cards.length > Math.max(1, pages) * CARDS_PER_PAGE
}

/** Filters by pharmacy name, case-insensitive, only when the search has more than 1 character. */
export function filterByPharmacy<T extends { fullName: string }>(cards: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase()
  if (q.length <= 1) return [...cards]
  return cards.filter((card) => card.fullName.toLowerCase().includes(q))
}

/**
 * What the pharmacy search box means. The spec labels it 'Find your pharmacy' (a name search) but gives it
 * the placeholder 'Enter a ZIP code'; readers will type either, so 5 digits are a new ZIP code (prices near
 * it) and anything else filters the pharmacies by name.
 */
export function searchIntent(input: string): { kind: 'zip'; zip: string } | { kind: 'name'; query: string } {
  const trimmed = input.trim()
  return isValidZip(trimmed) ? { kind: 'zip', zip: trimmed } : { kind: 'name', query: trimmed }
}

// ——— Drug selection and the info card form (002 §3.1, §4.1, §5) ———

/** What the reader chose, by the names the selects show. */
export type Selection = { manufacturer: string; form: string; dosage: string; quantityDisplay: string }
/** The info card form: the selection plus the ZIP code. */
export type UpdateForm = Selection & { zip: string }

const manufacturerOf = (drug: DrugWidgetData, name: string): DrugManufacturer | undefined =>
  drug.manufacturers.find((m) => m.name === name)
const optionOf = (manufacturer: DrugManufacturer | undefined, form: string): DrugOption | undefined =>
  manufacturer?.options.find((o) => o.form === form)
const dosageOf = (option: DrugOption | undefined, dosage: string): DrugDosage | undefined =>
  option?.dossages.find((d) => d.dosage === dosage)

/** The selection from the drug's default, falling back to the first choice wherever the default names something missing. */
export function initialSelection(drug: DrugWidgetData): Selection {
  const d = drug.defaultSelection
  const manufacturer = manufacturerOf(drug, d.name) ?? drug.manufacturers[0]
  const option = optionOf(manufacturer, d.form) ?? manufacturer?.options[0]
  const dosage = dosageOf(option, d.dosage) ?? option?.dossages[0]
  const quantity =
    dosage?.commonQuantities.find((q) => q.display === d.quantity.display) ?? dosage?.commonQuantities[0]
  return {
    manufacturer: manufacturer?.name ?? '',
    form: option?.form ?? '',
    dosage: dosage?.dosage ?? '',
    quantityDisplay: quantity?.display ?? '',
  }
}

/** A selection resolved against the drug: what the price and coupon calls need. */
export type ResolvedSelection = {
  manufacturer: string
  drugSlug: string
  form: string
  dosage: string
  formulationId: string
  quantityDisplay: string
  quantityValue: number
  msrp: number | null
}

export function resolveSelection(drug: DrugWidgetData, selection: Selection): ResolvedSelection | null {
  const manufacturer = manufacturerOf(drug, selection.manufacturer)
  const option = optionOf(manufacturer, selection.form)
  const dosage = dosageOf(option, selection.dosage)
  const quantity = dosage?.commonQuantities.find((q) => q.display === selection.quantityDisplay)
  if (!manufacturer || !option || !dosage || !quantity) return null
  // The default selection carries the drug's MSRP when the dosage entry has none.
  const fallbackMsrp =
    drug.defaultSelection.formulationId === dosage.formulationId ? drug.defaultSelection.drugMSRP : null
  return {
    manufacturer: manufacturer.name,
    drugSlug: manufacturer.drugSlug,
    form: option.form,
    dosage: dosage.dosage,
    formulationId: dosage.formulationId,
    quantityDisplay: quantity.display,
    quantityValue: quantity.value,
    msrp: dosage.msrp ?? fallbackMsrp,
  }
}

/** A new manufacturer: its form stays if it has it (else its first), dosage and quantity go to the first. */
export function applyManufacturer<T extends Selection>(drug: DrugWidgetData, current: T, name: string): T {
  const manufacturer = manufacturerOf(drug, name)
  const option = optionOf(manufacturer, current.form) ?? manufacturer?.options[0]
  const dosage = option?.dossages[0]
  return {
    ...current,
    manufacturer: name,
    form: option?.form ?? '',
    dosage: dosage?.dosage ?? '',
    quantityDisplay: dosage?.commonQuantities[0]?.display ?? '',
  }
}

/** A new form: dosage and quantity go to its first (the spec is silent; the old dosage may not exist). */
export function applyForm<T extends Selection>(drug: DrugWidgetData, current: T, form: string): T {
  const dosage = optionOf(manufacturerOf(drug, current.manufacturer), form)?.dossages[0]
  return {
    ...current,
    form,
    dosage: dosage?.dosage ?? '',
    quantityDisplay: dosage?.commonQuantities[0]?.display ?? '',
  }
}

/** A new dosage: the quantity stays when the dosage offers it, else goes to its first. */
export function applyDosage<T extends Selection>(drug: DrugWidgetData, current: T, dosageName: string): T {
  const dosage = dosageOf(optionOf(manufacturerOf(drug, current.manufacturer), current.form), dosageName)
  const keeps = dosage?.commonQuantities.some((q) => q.display === current.quantityDisplay)
  return {
    ...current,
    dosage: dosageName,
    quantityDisplay: keeps ? current.quantityDisplay : (dosage?.commonQuantities[0]?.display ?? ''),
  }
}

const REQUIRED_MESSAGES: Record<keyof UpdateForm, string> = {
  zip: 'Enter a ZIP code.',
  manufacturer: 'Choose a manufacturer.',
  form: 'Choose a form.',
  dosage: 'Choose a dosage.',
  quantityDisplay: 'Choose a quantity.',
}

/** The fields of a record that are empty (a number or boolean never is: 002 §5). */
export function emptyFields<T extends Record<string, unknown>>(record: T): (keyof T)[] {
  return (Object.keys(record) as (keyof T)[]).filter((key) => {
    const value = record[key]
    if (typeof value === 'number' || typeof value === 'boolean') return false
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  })
}

/**
 * UPDATE's check: every field filled (002 §5); the ZIP also needs its 5 digits (it is flagged while under 5,
 * and prices for a partial ZIP make no sense). An empty result means the update applies.
 */
export function updateErrors(form: UpdateForm): Partial<Record<keyof UpdateForm, string>> {
  const errors: Partial<Record<keyof UpdateForm, string>> = {}
  for (const field of emptyFields(form)) errors[field] = REQUIRED_MESSAGES[field]
  if (!errors.zip) {
    const zip = zipError(form.zip)
    if (zip) errors.zip = zip
  }
  return errors
}

// ——— Location ———

export type ReaderLocation = {
  zip: string
  lat: number | null
  long: number | null
  city: string | null
  state: string | null
  /** False when the ZIP lookup found nothing (the ZIP is flagged; prices are asked by ZIP alone). */
  found: boolean
}

/** The info card's location: the city when the lookup named one, else "ZIP 47201". */
export function locationLabel({ zip, city, state }: Pick<ReaderLocation, 'zip' | 'city' | 'state'>): string {
  if (city) return state ? `${city}, ${state}` : city
  return `ZIP ${zip}`
}

// ——— Coupon sharing: email and phone (002 §5) ———

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Null when valid or empty (an empty value clears the error). */
export function emailError(value: string): string | null {
  const v = value.trim()
  if (v === '' || EMAIL.test(v)) return null
  return 'Enter an email address such as name@example.com.'
}

/** Separators readers type in phone numbers, and a leading US country code, are not part of the 10 digits. */
function phoneCore(value: string): string {
  return value.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10})/, '')
}

/** Null when the number begins with 10 digits, or is empty (which clears the error). */
export function phoneError(value: string): string | null {
  if (value.trim() === '') return null
  return new RegExp(`^\\d{${PHONE_MIN_DIGITS}}`).test(phoneCore(value))
    ? null
    : 'Enter a 10-digit phone number.'
}

/** The 10 digits sent to the share call: "(555) 123-4567" and "+1 555 123 4567" → "5551234567". */
export function normalizePhone(value: string): string {
  return phoneCore(value).slice(0, PHONE_MIN_DIGITS)
}

/** Send proceeds only when there is no error and the value is not empty. */
export function canSend(value: string, error: string | null): boolean {
  return error === null && value.trim() !== ''
}

// ——— The helpful control (002 §4.5) ———

// ——— The coupon modal's views (002 §2.3, §4.4) ———

export type CouponView =
  | 'default'
  | 'email'
  | 'sms'
  | 'success'
  | 'error'
  | 'success_wallet'
  | 'error_wallet'
  | 'timedOut'

export type CouponModalState = {
  open: boolean
  view: CouponView
  /** The error view's message when the server gave one (a 429's), else the spec's. */
  message: string | null
}

export type CouponModalAction =
  | { type: 'open'; view: 'default' | 'timedOut' }
  | { type: 'go'; view: CouponView; message?: string | null }
  | { type: 'back' }
  | { type: 'close' }
  | { type: 'reset' }

export const initialCouponModal: CouponModalState = { open: false, view: 'default', message: null }

/** Where each view may go: default to any result or form (002 §4.4); a form to its send's result. */
const NEXT: Record<CouponView, readonly CouponView[]> = {
  default: ['email', 'sms', 'success', 'error', 'success_wallet', 'error_wallet'],
  email: ['success', 'error'],
  sms: ['success', 'error'],
  success: [],
  error: [],
  success_wallet: [],
  error_wallet: [],
  timedOut: [],
}

/**
 * The modal's view as a reducer. A move the table does not allow returns the same state (a late answer
 * after the reader went back or closed changes nothing). Closing keeps the view so the leaving modal does
 * not flash the default view; `reset`, 100 ms later, returns to default unless the modal reopened meanwhile.
 */
export function couponModalReducer(state: CouponModalState, action: CouponModalAction): CouponModalState {
  switch (action.type) {
    case 'open':
      return { open: true, view: action.view, message: null }
    case 'go':
      if (!state.open || !NEXT[state.view].includes(action.view)) return state
      return { open: true, view: action.view, message: action.message ?? null }
    case 'back':
      if (!state.open || state.view === 'default' || state.view === 'timedOut') return state
      return { open: true, view: 'default', message: null }
    case 'close':
      return state.open ? { ...state, open: false } : state
    case 'reset':
      return state.open ? state : initialCouponModal
  }
}

// ——— Wallet (002 §2.3, §7) ———

/**
 * The wallet button shows only on mobile (a touch pointer or a narrow window). iPhones and iPads (which may
 * say "Macintosh" but have touch points) get Apple Wallet; every other mobile gets Google Wallet.
 */
export function walletPlatform(device: {
  userAgent: string
  maxTouchPoints: number
  coarsePointer: boolean
  narrow: boolean
}): WalletPlatform | null {
  if (!device.coarsePointer && !device.narrow) return null
  const ios =
    /iPhone|iPad|iPod/.test(device.userAgent) ||
    (/Macintosh/.test(device.userAgent) && device.maxTouchPoints > 1)
  return ios ? 'iOS' : 'Android'
}

/** The pass bytes of an iOS wallet answer (base64 in JSON). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

// ——— Calls (002 §7) ———

/** `GET /api/optum/prices` query. Coordinates are left out when the ZIP lookup found none. */
export function pricesQuery(q: {
  formulationId: string
  quantity: number
  lat: number | null
  long: number | null
  zip: string
}): string {
  const params = new URLSearchParams({ formulationId: q.formulationId, quantity: String(q.quantity) })
  if (q.lat !== null && q.long !== null) {
    params.set('lat', String(q.lat))
    params.set('long', String(q.long))
  }
  params.set('zip', q.zip)
  return params.toString()
}

/**
 * `GET /api/optum/coupons` query: every 002 §7 parameter. `ndc` is the formulation id; the low amount is the
 * card's price, the high amount its retail price (the price itself when there is none).
 */
export function couponQuery(drug: DrugWidgetData, selection: ResolvedSelection, card: PriceCard): string {
  const high = card.retailValue !== null && card.retailValue > card.amount ? card.retailValue : card.amount
  return new URLSearchParams({
    formulationId: selection.formulationId,
    drugId: drug.id,
    drugName: drug.name,
    drugUrlSlug: selection.drugSlug,
    dosageDisplay: selection.dosage,
    quantityDisplay: selection.quantityDisplay,
    ndc: selection.formulationId,
    locationId: card.entry.retailer.location.id,
    retailerId: card.entry.retailer.id,
    retailerName: card.entry.retailer.name,
    lowPriceAmount: card.amount.toFixed(2),
    highPriceAmount: high.toFixed(2),
    priceCurrency: card.entry.price.currency,
    pbmId: card.entry.pbmId,
  }).toString()
}
