import { defineWidget } from '../types'
import { DietComparison } from './DietComparison'
import { dietComparisonBlock } from './DietComparison.config'

/**
 * Diet comparison: the heading, the line and the first two diets in the server HTML; the dropdown (pick,
 * search, compare) loads near the viewport. No structured data: schema.org has no type for comparing diets.
 */
export const dietComparisonWidget = defineWidget({
  blockType: 'dietComparison',
  block: dietComparisonBlock,
  render: DietComparison,
})
