import { defineWidget } from '../types'
import { ContentRow } from './ContentRow'
import { contentRowBlock } from './ContentRow.config'

/** Full-width and split rows: a picture with a heading and text (static, no JavaScript). */
export const contentRowWidget = defineWidget({
  blockType: 'contentRow',
  block: contentRowBlock,
  render: ContentRow,
  failsQuietly: true,
})
