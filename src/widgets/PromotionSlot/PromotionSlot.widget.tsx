import { defineWidget } from '../types'
import { PromotionSlot } from './PromotionSlot'
import { promotionSlotBlock } from './PromotionSlot.config'

/** Promotion position: a reserved box the placement engine fills in the browser. */
export const promotionSlotWidget = defineWidget({
  blockType: 'promotionSlot',
  block: promotionSlotBlock,
  render: PromotionSlot,
  failsQuietly: true,
})
