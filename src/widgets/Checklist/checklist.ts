/**
 * Pure rules for the checklist widget (000 §4 "Checklist", §9 "Reveal animation 500ms per item"). No React.
 * The client leaf imports this file: keep it free of heavy imports (what an item shows is in checklistItems.ts).
 */

/** Time between two items appearing when the list reveals in sequence. */
export const REVEAL_STAGGER_MS = 500

/** When item `index` (0-based) appears, counted from the moment the list first comes into view. */
export function revealDelayMs(index: number): number {
  return Math.max(0, Math.floor(index)) * REVEAL_STAGGER_MS
}

const NAMED_SPACES = /&(?:nbsp|#160|#x0*a0|ensp|emsp|thinsp|zwnj|zwj|#8203|#x200b);/gi

/**
 * True when an (already sanitised) HTML fragment shows no text to a reader:
 * empty, only tags such as `<br>` or `<strong></strong>`, or only whitespace and non-breaking spaces.
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(NAMED_SPACES, ' ')
    .replace(/(?:\s|\u200b|\u200c|\u200d)+/g, '')
  return text.length === 0
}
