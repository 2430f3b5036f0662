import { defineWidget } from '../types'
import { TreatmentComparison } from './TreatmentComparison'
import { treatmentComparisonBlock } from './TreatmentComparison.config'

/** Treatment comparison tool: a server-rendered table in a small leaf (sticky header, one view event). */
export const treatmentComparisonWidget = defineWidget({
  blockType: 'treatmentComparison',
  block: treatmentComparisonBlock,
  render: TreatmentComparison,
})
