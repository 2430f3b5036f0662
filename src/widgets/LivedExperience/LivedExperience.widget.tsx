import { defineWidget } from '../types'
import { LivedExperience } from './LivedExperience'
import { livedExperienceBlock } from './LivedExperience.config'

/** Lived experience: a quote from a person living with a condition (static, no JavaScript). */
export const livedExperienceWidget = defineWidget({
  blockType: 'livedExperience',
  block: livedExperienceBlock,
  render: LivedExperience,
})
