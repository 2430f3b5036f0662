/**
 * What the survey routes accept (issue 30), strict: the current survey's section, and an answer (the survey's
 * id and the answer's 1-based position: nothing else, no reader, no page).
 */
import { z } from 'zod'
import { SECTIONS } from '@/lib/sections'
import { MAX_SURVEY_ANSWERS } from './shared'

const SECTION_SLUGS = SECTIONS.map((s) => s.slug) as [string, ...string[]]

export const currentSurveyQuery = z.object({
  section: z.enum(SECTION_SLUGS, { error: `section must be one of ${SECTION_SLUGS.join(', ')}` }).optional(),
})

export const surveyAnswerBody = z
  .object({
    survey: z
      .number({ error: 'survey is required: send the survey’s id, a whole number.' })
      .int('survey must be a whole number')
      .min(1, 'survey must be 1 or more')
      .max(Number.MAX_SAFE_INTEGER, 'survey is not a survey’s id'),
    answer: z
      .number({ error: 'answer is required: send the answer’s position, 1 for the first.' })
      .int('answer must be a whole number')
      .min(1, 'answer must be 1 or more (1 is the first answer)')
      .max(MAX_SURVEY_ANSWERS, `answer must be at most ${MAX_SURVEY_ANSWERS}`),
  })
  .strict()
