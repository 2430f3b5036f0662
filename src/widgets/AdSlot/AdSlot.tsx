import type { AdSlotBlock } from '@/cms/payload-types'
import { InlineAd } from '@/placements/ads/AdSlot'
import type { WidgetProps } from '../types'

/**
 * Advertisement (issue 28): in an article the page pipeline numbers it with the automatic slots
 * (`article/inlineAds.ts`) and renders the slot itself; anywhere else a body is rendered, the block is the
 * `ordinal`-th inline slot. The cached HTML is the reserved, empty box; the ads runtime fills it.
 */
export function AdSlot({ ordinal = 1 }: WidgetProps<AdSlotBlock>) {
  return <InlineAd k={ordinal} context="body" placedBy="editor" />
}
