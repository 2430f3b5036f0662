/**
 * The survey intercept's shapes and numbers (issue 30; 001 §7 "survey intercept", §9 "survey cookie 7 days"),
 * zod-free: the reader's card imports them (pages carry no zod), the server's handlers and the CMS too.
 */

/** `GET` the survey shown on a section's articles (`?section=`): 200 with a `CurrentSurvey`, or 204. */
export const CURRENT_SURVEY_API = '/api/surveys/current'
/** `POST` one answer (`SurveyAnswer`): 204 once counted. */
export const SURVEY_ANSWER_API = '/api/surveys/answer'

/** A survey asks 2 to 6 answers. */
export const MIN_SURVEY_ANSWERS = 2
export const MAX_SURVEY_ANSWERS = 6
/** The longest question and answer an editor may write (the card stays small). */
export const MAX_SURVEY_QUESTION = 200
export const MAX_SURVEY_ANSWER = 80
/** "One reader in N": N from 1 (every reader) to this. */
export const MAX_SURVEY_SAMPLE_RATE = 1000

/** How long the current survey's answer may be kept by a browser or a cache, in seconds. */
export const CURRENT_SURVEY_MAX_AGE_S = 60

/** The survey a section's readers may be asked: the same for every reader. */
export type CurrentSurvey = {
  id: number
  question: string
  /** The answers' words, in order: an answer is sent as its 1-based position. */
  answers: string[]
  /** One reader in `sampleRate` is asked. */
  sampleRate: number
}

/** What `POST /api/surveys/answer` takes: the survey's id and the answer's 1-based position. Nothing else. */
export type SurveyAnswer = { survey: number; answer: number }

/** The cookie that remembers this browser's last survey outcome (no identifier: a survey id and an outcome). */
export const SURVEY_COOKIE = 'wr_survey'
/** 001 §9: the survey cookie lasts 7 days. */
export const SURVEY_COOKIE_DAYS = 7
