import { isRecord } from '@/content/lexical'
import { ARTICLE_SLOT_PLACEMENTS, type PlacementName } from '@/lib/placements'
import { DRIVER_STYLE_VALUES, type DriverStyle } from './shared'

/**
 * The placements a page has, read from its stored body and template (the admin's "who fills this
 * placement" and tests; on a live page the placements register themselves as they mount). Pure.
 */

/** The block that marks an in-article position (`src/widgets/PromotionSlot/`). */
export const PROMOTION_SLOT_BLOCK = 'promotionSlot'
const DRUG_WIDGET_BLOCK = 'drugCostSavings'

export type PagePlacements = {
  placements: PlacementName[]
  placementStyles: Partial<Record<PlacementName, DriverStyle>>
  drugId: string | null
}

function blockFields(body: unknown): Record<string, unknown>[] {
  const root = isRecord(body) && isRecord(body.root) ? body.root : null
  const children = root && Array.isArray(root.children) ? root.children : []
  return children
    .filter((n): n is Record<string, unknown> => isRecord(n) && n.type === 'block' && isRecord(n.fields))
    .map((n) => n.fields as Record<string, unknown>)
}

const relationId = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number')
      ? String(value.id)
      : null

export function pagePlacements(body: unknown, template: string | null | undefined): PagePlacements {
  const placements: PlacementName[] = []
  const placementStyles: PagePlacements['placementStyles'] = {}
  let drugId: string | null = null
  if (template === 'marketingLandingPage') placements.push('manualPlacement1')
  for (const fields of blockFields(body)) {
    if (fields.blockType === PROMOTION_SLOT_BLOCK) {
      const name = (ARTICLE_SLOT_PLACEMENTS as readonly string[]).includes(String(fields.placement))
        ? (fields.placement as PlacementName)
        : 'articlePlacement'
      if (placements.includes(name)) continue
      placements.push(name)
      const style = (DRIVER_STYLE_VALUES as readonly string[]).includes(String(fields.style))
        ? (fields.style as DriverStyle)
        : 'card'
      placementStyles[name] = style
    } else if (fields.blockType === DRUG_WIDGET_BLOCK && drugId === null) {
      drugId = relationId(fields.drug)
      if (drugId !== null) placements.push('drugCopay')
    }
  }
  placements.push('headerNewsletter', 'wBw2ndPagePopup')
  return { placements, placementStyles, drugId }
}
