/**
 * The sponsor's tracking pixel of a sponsored recipe (000 §7). The privacy rules live in `src/privacy/pixel.ts`,
 * shared with the promotions' sponsor pixels; re-exported here for the recipe kit.
 */
export { type PrivacySignals, readerOptedOut, shouldLoadPixel } from '@/privacy/pixel'

/** The label of the element that stands in for a missing tracker address (000 §8). */
export const MISSING_TRACKER_LABEL = 'no-image-tracking-url-provided'
