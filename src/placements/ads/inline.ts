/*
 * Where a page's automatic inline ads go (issue 28): between the body's blocks, spaced by reading distance,
 * within the page's limit. Pure: the article pipeline describes its top-level blocks and gets back the gaps.
 * How each slot is named and sized per device is decided apart (`ads.ts`).
 *
 * The rules, in the reader's interest (the Better Ads Standards' mobile density stays under 30%: a 250 px
 * medium rectangle with its 2 × 30 px margins is about a quarter of 1,200 px of article):
 * - the first ad comes after the introduction (`firstAfterWords` of reading), the next ones at least
 *   `spacingWords` of reading after the one before; a widget counts as `widgetWords` of reading;
 * - an ad never separates a heading from what follows it, and never sits beside a promotion or another ad;
 * - an ad is never the last thing in the body (some reading follows it);
 * - an ad block an editor placed counts toward the limit and restarts the distance.
 */

export type BodyBlock =
  | { kind: 'text'; words: number }
  | { kind: 'heading' }
  | { kind: 'widget' }
  /** A promotion (driver) position: no ad beside it. */
  | { kind: 'promotion' }
  /** An inline ad block an editor placed. */
  | { kind: 'ad' }

export type InlineAdSpacing = { firstAfterWords: number; spacingWords: number; widgetWords: number }

/** About a phone screen and a half of reading before the first ad, three screens between two. */
export const INLINE_AD_SPACING: InlineAdSpacing = {
  firstAfterWords: 120,
  spacingWords: 300,
  widgetWords: 150,
}

const reading = (block: BodyBlock, spacing: InlineAdSpacing): number =>
  block.kind === 'text' ? Math.max(0, block.words) : block.kind === 'widget' ? spacing.widgetWords : 0

const nextToAd = (block: BodyBlock | undefined) => block?.kind === 'promotion' || block?.kind === 'ad'

/**
 * The gaps that take an automatic ad: each number `i` puts one before `blocks[i]`, in increasing order. At most
 * `maxAds` ads in all, counting those an editor placed.
 */
export function planInlineAds(
  blocks: readonly BodyBlock[],
  maxAds: number,
  spacing: InlineAdSpacing = INLINE_AD_SPACING,
): number[] {
  const placedByEditors = blocks.filter((b) => b.kind === 'ad').length
  let room = Math.max(0, Math.floor(maxAds) - placedByEditors)
  const gaps: number[] = []
  let since = 0
  let anyAdYet = false
  // Reading still to come after each gap: an ad needs some below it.
  const after: number[] = new Array(blocks.length + 1).fill(0)
  for (let i = blocks.length - 1; i >= 0; i--)
    after[i] = (after[i + 1] ?? 0) + reading(blocks[i] as BodyBlock, spacing)
  for (let i = 1; i < blocks.length && room > 0; i++) {
    const before = blocks[i - 1] as BodyBlock
    since += reading(before, spacing)
    if (before.kind === 'ad') {
      since = 0
      anyAdYet = true
      continue
    }
    const needed = anyAdYet ? spacing.spacingWords : spacing.firstAfterWords
    if (since < needed) continue
    if (before.kind === 'heading' || nextToAd(before) || nextToAd(blocks[i])) continue
    if ((after[i] ?? 0) <= 0) continue
    gaps.push(i)
    room -= 1
    since = 0
    anyAdYet = true
  }
  return gaps
}
