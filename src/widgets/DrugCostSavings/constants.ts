/*
 * The drug cost savings widget's own constants (002 §9): what the reader sees and how the widget behaves
 * (default location, page size, text limits, delays, copy). The API contract (paths, the price type code,
 * the provider's time limit, the answer shapes) stays in `src/services/pricing/shared.ts`.
 */

/** 002 §9: where prices are asked for until the reader gives a ZIP code. */
export const DEFAULT_ZIP = '47201'
export const DEFAULT_LOCATION = { zip: DEFAULT_ZIP, lat: 39.126564, long: -85.971322 } as const
/** Whether the "I have insurance" choice starts ticked. */
export const DEFAULT_INSURED = true
/** Digits in a ZIP code the reader types. */
export const ZIP_LENGTH = 5
/** Price cards shown per page of the list. */
export const CARDS_PER_PAGE = 4
/** Characters of a pharmacy's name and address shown on a price card before "…". */
export const RETAILER_NAME_MAX = 24
export const ADDRESS_MAX = 32
/** Digits of the retail price (whole dollars) kept. */
export const RETAIL_PRICE_MAX_CHARS = 5
/** The loading skeleton stays at least this long, so a fast answer does not flash it. */
export const LOADING_RESET_MS = 500
/** Delay before the coupon modal's state is reset after it closes. */
export const MODAL_CLOSE_DELAY_MS = 100
/** The info tooltip's hover delay on its button, and when the pointer leaves the tooltip itself. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SECOND_DELAY_MS = 250
/** Digits a phone number needs before a coupon can be texted to it. */
export const PHONE_MIN_DIGITS = 10
/** The price footer's claims. */
export const SAVINGS_CLAIM = 'up to 80%'
export const PRICE_NOTE_DATE = '3/2023'
