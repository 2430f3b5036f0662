import { defineWidget } from '../types'
import { AdSlot } from './AdSlot'
import { adSlotBlock } from './AdSlot.config'

/** Advertisement: an inline ad slot an editor placed. */
export const adSlotWidget = defineWidget({
  blockType: 'adSlot',
  block: adSlotBlock,
  render: AdSlot,
})
