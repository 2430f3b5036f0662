import { defineWidget } from '../types'
import { QuickLook } from './QuickLook'
import { quickLookBlock } from './QuickLook.config'

/** Quick-look links: the article's picks, each jumping to its product card (no JavaScript). */
export const quickLookWidget = defineWidget({
  blockType: 'quickLook',
  block: quickLookBlock,
  render: QuickLook,
})
