import { defineWidget } from '../types'
import { PaidMediaDriver } from './PaidMediaDriver'
import { paidMediaDriverBlock } from './PaidMediaDriver.config'

/** Paid-media driver card: a sponsored card, labelled; static HTML, tracked by the page's island. */
export const paidMediaDriverWidget = defineWidget({
  blockType: 'paidMediaDriver',
  block: paidMediaDriverBlock,
  render: PaidMediaDriver,
  failsQuietly: true,
})
