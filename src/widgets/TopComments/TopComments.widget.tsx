import { defineWidget } from '../types'
import { TopComments } from './TopComments'
import { topCommentsBlock } from './TopComments.config'

/** Top comments: static HTML; the rest of the comments open in a native <details>, with no JavaScript. */
export const topCommentsWidget = defineWidget({
  blockType: 'topComments',
  block: topCommentsBlock,
  render: TopComments,
})
