import { defineWidget } from '../types'
import { Scorecard } from './Scorecard'
import { scorecardBlock } from './Scorecard.config'

/** Scorecard: our review of one product; the pros and cons open in a native disclosure (no JavaScript). */
export const scorecardWidget = defineWidget({
  blockType: 'scorecard',
  block: scorecardBlock,
  render: Scorecard,
})
