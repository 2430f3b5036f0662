import { defineWidget } from '../types'
import { EndOfSection } from './EndOfSection'
import { endOfSectionBlock } from './EndOfSection.config'

/** End-of-section link: "Up next: …" with the tracking data attributes (static, no JavaScript). */
export const endOfSectionWidget = defineWidget({
  blockType: 'endOfSection',
  block: endOfSectionBlock,
  render: EndOfSection,
})
