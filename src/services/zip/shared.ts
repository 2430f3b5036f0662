/** A US ZIP code: exactly five digits (002 §9: the ZIP length is 5). */
export const ZIP_PATTERN = /^\d{5}$/

/** Where a ZIP code is: its centre as the dataset gives it, with its city and state. */
export type ZipPlace = { zip: string; latitude: number; longitude: number; city: string; state: string }
