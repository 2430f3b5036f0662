import { defineWidget } from '../types'
import { DrugCostSavings } from './DrugCostSavings'
import { drugCostSavingsBlock } from './DrugCostSavings.config'

/**
 * Drug price comparison (002 §1–9): discounted prices of one drug at pharmacies near the reader, with free
 * coupons sent by email or text, added to a wallet or printed. US readers only; an island on a cached page.
 */
export const drugCostSavingsWidget = defineWidget({
  blockType: 'drugCostSavings',
  block: drugCostSavingsBlock,
  render: DrugCostSavings,
  failsQuietly: true,
})
