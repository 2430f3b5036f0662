import type { PromotionSlotBlock } from '@/cms/payload-types'
import { Placement } from '../../placements/Placement.client'
import type { WidgetProps } from '../types'
import { slotPlacement, slotStyle } from './promotionSlot'

/**
 * Promotion position (issue 17): the placement island in the article body. The cached HTML is the reserved,
 * empty box of the chosen look, the same for every reader; the island fills it in the browser (ADR 10).
 */
export function PromotionSlot({ block }: WidgetProps<PromotionSlotBlock>) {
  return <Placement name={slotPlacement(block)} style={slotStyle(block)} />
}
