/** The registry's numbers the browser needs too (issue 30), apart from its schemas: no zod in pages. */

/** The scroll thresholds kept for analytics (001 §9). */
export const SCROLL_THRESHOLDS = [25, 50, 75] as const
/** The finer thresholds of 001 §9's one-in-ten sample: every tenth of the page. */
export const FINE_SCROLL_THRESHOLDS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const
/** The share of page views that send the finer sample (001 §9: one in ten). */
export const FINE_SCROLL_SHARE = 0.1
/** Where a reader shares from or to (the share kit's dialog, the device's sheet, and the targets). */
export const SHARE_METHODS = [
  'native',
  'dialog',
  'copy',
  'email',
  'facebook',
  'x',
  'pinterest',
  'linkedin',
] as const
