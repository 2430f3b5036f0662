import { defineWidget } from '../types'
import { StatsBlock } from './StatsBlock'
import { statsBlockBlock } from './StatsBlock.config'

/** Stats block: final values in the HTML; the count-up leaf loads when the block nears the viewport. */
export const statsBlockWidget = defineWidget({
  blockType: 'statsBlock',
  block: statsBlockBlock,
  render: StatsBlock,
})
