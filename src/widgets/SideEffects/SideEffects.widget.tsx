import { defineWidget } from '../types'
import { SideEffects } from './SideEffects'
import { sideEffectsBlock } from './SideEffects.config'

/**
 * Side-effects explorer: every effect in the server HTML; the tabs and list/detail views load near the
 * viewport. No structured data: schema.org's Drug (adverseOutcome) would need the medicine as data, which
 * the block does not hold (its heading is free text), and search engines show nothing for it.
 */
export const sideEffectsWidget = defineWidget({
  blockType: 'sideEffects',
  block: sideEffectsBlock,
  render: SideEffects,
})
