import { defineWidget } from '../types'
import { Checklist } from './Checklist'
import { checklistBlock } from './Checklist.config'

/** Checklist: items visible in the HTML; an optional reveal in sequence once in view. */
export const checklistWidget = defineWidget({
  blockType: 'checklist',
  block: checklistBlock,
  render: Checklist,
})
