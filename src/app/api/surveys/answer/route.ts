import { payloadClient } from '@/cms/reads'
import { surveyAnswerDependencies } from '@/services/surveys'
import { handleSurveyAnswer } from '@/services/surveys/http'

export const dynamic = 'force-dynamic'

/** `POST /api/surveys/answer` (issue 30): one reader's answer, counted without the reader (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleSurveyAnswer(request, surveyAnswerDependencies(payloadClient))
}
