/*
 * The survey intercept's rules in the reader's browser (issue 30), pure: the survey cookie, the draw, who is
 * asked and when. `SurveyIntercept.client.tsx` and the island's boot (`../islands.client.tsx`) apply them.
 *
 * The cookie holds one record, `<survey id>.<outcome>` (a = answered, d = dismissed, l = lost the draw), for
 * 7 days (001 §9): no identifier, nothing about the reader. Any record means "not now": a browser is asked at
 * most once a week, whichever survey is running where it reads, and one that lost a draw is not drawn again on
 * every page.
 */
import { cookieValue } from '@/platform/privacy-signals.mjs'
import { type CurrentSurvey, SURVEY_COOKIE, SURVEY_COOKIE_DAYS } from '@/services/surveys/shared'

export type SurveyOutcome = 'answered' | 'dismissed' | 'lost'
export type SurveyRecord = { survey: number; outcome: SurveyOutcome }

const CODES: Record<SurveyOutcome, string> = { answered: 'a', dismissed: 'd', lost: 'l' }
const OUTCOMES: Record<string, SurveyOutcome> = { a: 'answered', d: 'dismissed', l: 'lost' }

/** The survey cookie's lifetime in seconds: 7 days. */
export const SURVEY_COOKIE_MAX_AGE_S = SURVEY_COOKIE_DAYS * 24 * 60 * 60

/** The card is offered once the reader has read half the article, or after this long on the page. */
export const SURVEY_DUE_AFTER_MS = 30_000

/** The record in a `document.cookie` string; null when there is none or it is not one of ours. */
export function parseSurveyCookie(cookies: string): SurveyRecord | null {
  const match = /^([1-9][0-9]{0,11})\.([adl])$/.exec(cookieValue(cookies, SURVEY_COOKIE) ?? '')
  return match ? { survey: Number(match[1]), outcome: OUTCOMES[match[2]!]! } : null
}

/** The `document.cookie` assignment that keeps a record for 7 days (Secure on an https page). */
export function surveyCookie(record: SurveyRecord, { secure }: { secure: boolean }): string {
  if (!Number.isSafeInteger(record.survey) || record.survey < 1)
    throw new Error('a survey id is a whole number')
  return `${SURVEY_COOKIE}=${record.survey}.${CODES[record.outcome]}; Max-Age=${SURVEY_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * One draw of "one reader in N": true for one value of `random()` in N (N = 1: always). `random` returns a
 * number in [0, 1), as `Math.random` does; a value outside it counts as a lost draw.
 */
export function wonDraw(sampleRate: number, random: () => number): boolean {
  const n = Math.max(1, Math.floor(sampleRate))
  const r = random()
  if (!(r >= 0 && r < 1)) return false
  return Math.floor(r * n) === 0
}

/**
 * What this browser does about a survey: nothing (`none`: a record in the cookie, or no survey), or draw once:
 * `show` the card, or remember a `lost` draw for 7 days.
 */
export function surveyDecision(
  record: SurveyRecord | null,
  survey: CurrentSurvey | null,
  random: () => number,
): 'none' | 'show' | 'lost' {
  if (record || !survey) return 'none'
  return wonDraw(survey.sampleRate, random) ? 'show' : 'lost'
}

/** Whether the reader has read half the article: the screen's bottom edge has passed its middle. */
export function halfRead(articleTop: number, articleHeight: number, viewportHeight: number): boolean {
  return articleHeight > 0 && viewportHeight - articleTop >= articleHeight / 2
}
