import { defineWidget } from '../types'
import { Downloadable } from './Downloadable'
import { downloadableBlock } from './Downloadable.config'

/** Downloadable: the card and its download link in the HTML; Print and Share in a leaf loaded near the viewport. */
export const downloadableWidget = defineWidget({
  blockType: 'downloadable',
  block: downloadableBlock,
  render: Downloadable,
})
