import { defineWidget } from '../types'
import { AuthorBio } from './AuthorBio'
import { authorBioBlock } from './AuthorBio.config'

/** Author bio: who wrote the article (static, no JavaScript). */
export const authorBioWidget = defineWidget({
  blockType: 'authorBio',
  block: authorBioBlock,
  render: AuthorBio,
})
