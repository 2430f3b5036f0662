import 'server-only'
import type { Payload } from 'payload'
import { siteGate } from '@/platform/gates'
import type { CurrentSurveyDependencies, SurveyAnswerDependencies } from './http'
import { addSurveyCounts, pickSurvey, publicSurvey, runningSurveys, surveyById } from './store'

/** The current-survey route's dependencies: the running surveys, picked for the section. */
export function currentSurveyDependencies(payload: () => Promise<Payload>): CurrentSurveyDependencies {
  return {
    current: async (section) => {
      const now = Date.now()
      const survey = pickSurvey(await runningSurveys(await payload(), now), section, now)
      return survey ? publicSurvey(survey) : null
    },
  }
}

/** The answer route's dependencies: the per-address limit, the survey, the atomic count. */
export function surveyAnswerDependencies(payload: () => Promise<Payload>): SurveyAnswerDependencies {
  return {
    gate: siteGate('survey-answers'),
    find: async (id) => surveyById(await payload(), id),
    count: async (survey, answer) => addSurveyCounts(await payload(), [{ survey, answer, count: 1 }]),
  }
}
