import { ARTICLE_SLOT_PLACEMENTS, type ArticleSlotPlacement, PLACEMENTS } from '@/lib/placements'
import { DRIVER_STYLE_VALUES, type DriverStyle } from '@/services/drivers/shared'

/**
 * The promotion position block (issue 17): which of the article's marked positions it is and the space it
 * keeps. Read the same way by the placement engine's page reader (`src/services/drivers/page.ts`): an
 * unknown position is the first, an unknown look a card. Pure.
 */

export const DEFAULT_SLOT_PLACEMENT: ArticleSlotPlacement = 'articlePlacement'
export const DEFAULT_SLOT_STYLE: DriverStyle = 'card'

/** The positions an editor can pick, in their words. */
export const SLOT_PLACEMENT_OPTIONS = ARTICLE_SLOT_PLACEMENTS.map((value, i) => ({
  value,
  label: ['First promotion position', 'Second promotion position', 'Third promotion position'][i]!,
  help: PLACEMENTS.find((p) => p.value === value)?.help ?? '',
}))

/** The spaces an editor can pick, in their words. */
export const SLOT_STYLE_OPTIONS: { value: DriverStyle; label: string }[] = [
  { value: 'banner', label: 'A strip (headline and button)' },
  { value: 'card', label: 'A card (picture, text and button)' },
  { value: 'newsletter', label: 'A sign-up form' },
]

export function slotPlacement(block: { placement?: string | null }): ArticleSlotPlacement {
  return (ARTICLE_SLOT_PLACEMENTS as readonly string[]).includes(String(block.placement))
    ? (block.placement as ArticleSlotPlacement)
    : DEFAULT_SLOT_PLACEMENT
}

export function slotStyle(block: { style?: string | null }): DriverStyle {
  return (DRIVER_STYLE_VALUES as readonly string[]).includes(String(block.style))
    ? (block.style as DriverStyle)
    : DEFAULT_SLOT_STYLE
}
