import { defineWidget } from '../types'
import { SocialProof } from './SocialProof'
import { socialProofBlock } from './SocialProof.config'

/** Social-proof strip: static HTML with inline icons, no JavaScript. */
export const socialProofWidget = defineWidget({
  blockType: 'socialProof',
  block: socialProofBlock,
  render: SocialProof,
})
