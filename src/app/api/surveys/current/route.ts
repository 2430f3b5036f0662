import { payloadClient } from '@/cms/reads'
import { currentSurveyDependencies } from '@/services/surveys'
import { handleCurrentSurvey } from '@/services/surveys/http'

export const dynamic = 'force-dynamic'

/** `GET /api/surveys/current?section=` (issue 30): the survey a section's readers may be asked (see the handler). */
export function GET(request: Request): Promise<Response> {
  return handleCurrentSurvey(request, currentSurveyDependencies(payloadClient))
}
