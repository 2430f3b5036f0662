import { defineWidget } from '../types'
import { WhyTrust } from './WhyTrust'
import { whyTrustBlock } from './WhyTrust.config'

/** Why trust us: static HTML; a long explanation's collapse leaf loads when the block nears the viewport. */
export const whyTrustWidget = defineWidget({
  blockType: 'whyTrust',
  block: whyTrustBlock,
  render: WhyTrust,
})
