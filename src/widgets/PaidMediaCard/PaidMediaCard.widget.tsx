import { defineWidget } from '../types'
import { PaidMediaCard } from './PaidMediaCard'
import { paidMediaCardBlock } from './PaidMediaCard.config'

/** Paid-media card: a sponsored product, labelled; static HTML, tracked by the page's island. */
export const paidMediaCardWidget = defineWidget({
  blockType: 'paidMediaCard',
  block: paidMediaCardBlock,
  render: PaidMediaCard,
})
