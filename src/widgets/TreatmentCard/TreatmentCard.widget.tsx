import { defineWidget } from '../types'
import { TreatmentCard } from './TreatmentCard'
import { treatmentCardBlock } from './TreatmentCard.config'

/** Treatment card: description with a measured "Show more" leaf; accordions are native <details>. */
export const treatmentCardWidget = defineWidget({
  blockType: 'treatmentCard',
  block: treatmentCardBlock,
  render: TreatmentCard,
})
