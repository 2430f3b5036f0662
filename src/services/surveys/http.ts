import 'server-only'
import { isbot } from 'isbot'
import {
  gateRefusal,
  json,
  noContent,
  parseJsonBody,
  parseQuery,
  type RequestGate,
  withErrors,
} from '@/platform/http'
import { currentSurveyQuery, surveyAnswerBody } from './schema'
import { CURRENT_SURVEY_MAX_AGE_S, type CurrentSurvey } from './shared'
import type { StoredSurvey } from './store'
import { isRunning } from './store'

/** The largest answer body: `{ survey, answer }` is a few dozen bytes. */
export const MAX_SURVEY_ANSWER_BYTES = 1_024

/** The 404's message: the survey has ended, was switched off, or never was. */
export const SURVEY_NOT_RUNNING_MESSAGE = 'This survey is not running.'

/** What `GET /api/surveys/current` answers for a section: the same for every reader. */
export type CurrentSurveyDependencies = {
  current: (section: string | undefined) => Promise<CurrentSurvey | null>
}

/** A short public cache: every reader is sent the same answer, and a switched-off survey stops within a minute. */
const CURRENT_CACHE = `public, max-age=${CURRENT_SURVEY_MAX_AGE_S}, s-maxage=${CURRENT_SURVEY_MAX_AGE_S}`

/**
 * `GET /api/surveys/current?section=` (issue 30): the survey running on a section's articles, 200 with its
 * question, answers and N, or 204 when there is none; 400 for a section that is not one. No cookie is read and
 * nothing is said about the reader: the draw is the browser's.
 */
export function handleCurrentSurvey(request: Request, deps: CurrentSurveyDependencies): Promise<Response> {
  return withErrors('surveys.current', async () => {
    const parsed = parseQuery(currentSurveyQuery, new URL(request.url).searchParams)
    if (!parsed.ok) return parsed.response
    const survey = await deps.current(parsed.value.section)
    if (!survey) return new Response(null, { status: 204, headers: { 'cache-control': CURRENT_CACHE } })
    return json(survey, { cacheControl: CURRENT_CACHE })
  })
}

export type SurveyAnswerDependencies = {
  /** From this site's pages only, and the per-address limit (`survey-answers`). */
  gate: RequestGate
  /** The survey by id (running or not), null when there is none. */
  find: (id: number) => Promise<StoredSurvey | null>
  /** Adds one to an answer's count; resolves once committed. */
  count: (survey: number, answerRowId: string) => Promise<void>
  now?: () => number
}

/**
 * `POST /api/surveys/answer` (issue 30): `{ survey, answer }`, the answer by its 1-based position. In order:
 * from this site's pages only (403); the per-address limit (429); the body (JSON, strict: 400 naming the
 * field); a survey that is not running (404); a position past its answers (400); a crawler's answer is
 * dropped (204); the rest adds one to that answer's count and answers 204 once stored. Nothing about the
 * reader is kept: not the address, not the page.
 */
export function handleSurveyAnswer(request: Request, deps: SurveyAnswerDependencies): Promise<Response> {
  return withErrors('surveys.answer', async () => {
    const refused = await gateRefusal(request, deps.gate, 'Too many answers.')
    if (refused) return refused
    const parsed = await parseJsonBody(request, surveyAnswerBody, {
      maxBytes: MAX_SURVEY_ANSWER_BYTES,
      contentTypes: ['application/json', 'text/plain'],
    })
    if (!parsed.ok) return parsed.response
    const { survey: id, answer } = parsed.value
    const survey = await deps.find(id)
    if (!survey || !isRunning(survey, (deps.now ?? Date.now)()))
      return json({ error: SURVEY_NOT_RUNNING_MESSAGE }, { status: 404 })
    const answers = survey.answers ?? []
    const chosen = answers[answer - 1]
    if (!chosen?.id)
      return json(
        { error: `answer must be from 1 to ${answers.length}: this survey has ${answers.length} answers.` },
        { status: 400 },
      )
    const userAgent = request.headers.get('user-agent') ?? ''
    if (!userAgent || isbot(userAgent)) return noContent()
    await deps.count(survey.id, chosen.id)
    return noContent()
  })
}
