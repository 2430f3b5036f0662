/**
 * Preamp assets' kinds and the decision list's limits: the collection's rules (editors' help and checks,
 * `PreampAssets.ts`), which the page's rules (`src/article/preamp/model.ts`) follow. Pure constants.
 */

/** The kinds of preamp asset an editor can create. */
export const PREAMP_KINDS = [{ label: 'Decision article list', value: 'decisionList' }] as const
export type PreampKind = (typeof PREAMP_KINDS)[number]['value']

/** The decision list's limits (001 §3: image size 80 × 61), stated in the editors' help and checked on save. */
export const DECISION_LIST_LIMITS = {
  title: 90,
  minArticles: 2,
  maxArticles: 6,
  thumbWidth: 80,
  thumbHeight: 61,
} as const
