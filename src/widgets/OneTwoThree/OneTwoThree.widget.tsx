import { defineWidget } from '../types'
import { OneTwoThree } from './OneTwoThree'
import { oneTwoThreeBlock } from './OneTwoThree.config'

/** Paid-media widget of up to three items: sponsored picture links; static HTML, tracked by the page's island. */
export const oneTwoThreeWidget = defineWidget({
  blockType: 'oneTwoThree',
  block: oneTwoThreeBlock,
  render: OneTwoThree,
})
