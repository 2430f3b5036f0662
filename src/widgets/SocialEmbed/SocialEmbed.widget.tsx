import { defineWidget } from '../types'
import { SocialEmbed } from './SocialEmbed'
import { socialEmbedBlock } from './SocialEmbed.config'

/** Social embed: the facade in the HTML, the provider's frame only on the reader's press. */
export const socialEmbedWidget = defineWidget({
  blockType: 'socialEmbed',
  block: socialEmbedBlock,
  render: SocialEmbed,
})
