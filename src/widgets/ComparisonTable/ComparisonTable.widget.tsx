import { defineWidget } from '../types'
import { ComparisonTable } from './ComparisonTable'
import { comparisonTableBlock } from './ComparisonTable.config'

/** Comparison table: a scrollable table with a sticky header row and a sticky first column; no JavaScript. */
export const comparisonTableWidget = defineWidget({
  blockType: 'comparisonTable',
  block: comparisonTableBlock,
  render: ComparisonTable,
})
