/**
 * Pure rules for the quiz widget (000 §3 "Quiz", §4 "Quiz", §5; 001 §5). No React, no Payload: the client leaf
 * imports this file, so keep it light.
 *
 * Scoring (000 §5, with our reading of multi and hybrid, the spec being silent on them):
 * - simple: the score is the sum of the selected answers' scores; one result from `results.responses`.
 * - multi: each answer counts toward a score group (its own group, or else its question's). Each group's score
 *   is the sum of the selected answers that count toward it, and each group has its own results; the reader
 *   sees one result per group, in the editor's order of the groups.
 * - hybrid: both: the total (as simple) picks the overall result from `results.responses`, and each group's
 *   score and result show under it.
 *
 * A result is the response whose inclusive low..high range holds the score. Ranges are read in order of their
 * lowest score, whatever the editor's order; the last range (the highest low) is open-ended and displays as
 * "low+". A score is first capped at the quiz's maximum score. Below the first range, or in a gap between two
 * ranges, there is no result (the editors' checks refuse gaps; see `rangeProblems`).
 */
import { textOf } from '@/lib/text'

export const SCORE_TYPES = ['simple', 'multi', 'hybrid'] as const
export type ScoreType = (typeof SCORE_TYPES)[number]
export const DEFAULT_SCORE_TYPE: ScoreType = 'simple'

/** The one kind of question there is: readers choose one answer (000 §4). Kept in the block as `questionType`. */
export const QUESTION_TYPES = ['singleChoice'] as const
export const DEFAULT_QUESTION_TYPE = 'singleChoice'

/** The button that shows the results (000 §4). */
export const GET_RESULTS = 'Get Results'
/** Our way back from the results (000 §4 shows none): clears the answers and starts again. */
export const RETAKE_QUIZ = 'Retake quiz'
/** The results' heading when the editor leaves "Results heading" empty. */
export const DEFAULT_SUMMARY_TITLE = 'Your results'
/** The words the legal disclaimer must carry (001 §5). */
export const DISCLAIMER_CORE = 'not a diagnostic tool'
/** The legal disclaimer when the editor leaves it as it is (001 §5), editable per quiz. */
export const DEFAULT_DISCLAIMER =
  'This quiz is not a diagnostic tool. It cannot tell you whether you have a health condition. If you are worried about your health, talk to a doctor, nurse or pharmacist.'
/** Shown by the button: what happens to the reader's answers (nothing leaves the page). */
export const PRIVACY_NOTE = 'Your answers stay in your browser: they are not sent or saved.'

/** The only two events the quiz records (no answer, score or result in them): on the first answer and on 'Get Results'. */
export const QUIZ_STARTED_EVENT = 'quiz started'
export const QUIZ_COMPLETED_EVENT = 'quiz completed'

/** A stored number, or null for anything else (malformed stored content reads as missing). */
export function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

export function scoreTypeOf(value: unknown): ScoreType {
  return (SCORE_TYPES as readonly unknown[]).includes(value) ? (value as ScoreType) : DEFAULT_SCORE_TYPE
}

/** Whether a score type scores the whole quiz (one overall result). */
export const hasOverallResult = (type: ScoreType): boolean => type !== 'multi'
/** Whether a score type scores per group (a result per group). */
export const hasGroupResults = (type: ScoreType): boolean => type !== 'simple'

// ——— questions and answers ———

export type QuizAnswer = { label: string; score: number; group: string | null }
export type QuizQuestion = { key: string; sectionTitle: string | null; text: string; answers: QuizAnswer[] }

/**
 * The questions readers see, from the stored block: the text is `question`, or else `questionTitle` (000 §3);
 * answers without a label are left out, and so are questions without text or answers. A missing score
 * counts 0. An answer's group is its own `scoreGroup`, or else its question's.
 */
export function quizQuestions(stored: unknown): QuizQuestion[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((raw, index) => {
    const question = record(raw)
    const text = textOf(question.question) || textOf(question.questionTitle)
    const questionGroup = textOf(question.scoreGroup) || null
    const answers = (Array.isArray(question.answers) ? question.answers : []).flatMap((rawAnswer) => {
      const answer = record(rawAnswer)
      const label = textOf(answer.label)
      if (!label) return []
      return [
        { label, score: numberOf(answer.score) ?? 0, group: textOf(answer.scoreGroup) || questionGroup },
      ]
    })
    if (!text || answers.length === 0) return []
    const key = textOf(question.id) || `q${index + 1}`
    return [{ key, sectionTitle: textOf(question.sectionTitle) || null, text, answers }]
  })
}

/** The reader's choice per question: the chosen answer's index, or null while unanswered. */
export type Selections = ReadonlyArray<number | null | undefined>

/** Selections with `answer` chosen for `question`, replacing that question's earlier answer (000 §4). */
export function choose(selections: Selections, question: number, answer: number): (number | null)[] {
  const next = Array.from(
    { length: Math.max(selections.length, question + 1) },
    (_, i) => selections[i] ?? null,
  )
  next[question] = answer
  return next
}

/** The chosen answer of a question, or null (unanswered, or an index that is not one of its answers). */
function chosenAnswer(question: QuizQuestion, selection: number | null | undefined): QuizAnswer | null {
  if (selection === null || selection === undefined || !Number.isInteger(selection)) return null
  return question.answers[selection] ?? null
}

/** The indexes (0-based) of the questions still unanswered. */
export function unanswered(questions: QuizQuestion[], selections: Selections): number[] {
  return questions.flatMap((question, i) => (chosenAnswer(question, selections[i]) ? [] : [i]))
}

/** How many questions have an answer. */
export const answeredCount = (questions: QuizQuestion[], selections: Selections): number =>
  questions.length - unanswered(questions, selections).length

/** "2 of 5 questions answered" (one question: "0 of 1 question answered"). */
export function progressText(answered: number, total: number): string {
  return `${answered} of ${total} ${total === 1 ? 'question' : 'questions'} answered`
}

/** "Still to answer: question 2." / "… questions 2, 4 and 5." */
export function missingText(missing: readonly number[]): string {
  if (missing.length === 0) return ''
  const numbers = missing.map((i) => String(i + 1))
  const list = numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`
  return `Answer every question to get your results. Still to answer: ${numbers.length === 1 ? 'question' : 'questions'} ${list}.`
}

/** Group names compare without case or extra spaces: "Sleep", "sleep " and " SLEEP" are one group. */
export function groupKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** Whether an answer counts toward a group (`group` null: toward the total). */
const countsToward = (answer: QuizAnswer, group: string | null): boolean =>
  group === null || (answer.group !== null && groupKey(answer.group) === groupKey(group))

export type QuizScore = {
  /** The sum of every selected answer's score (simple, and hybrid's overall result). */
  total: number
  /** Per group (by `groupKey`): the sum of the selected answers counting toward it (multi and hybrid). */
  groups: Record<string, number>
}

/** Scores the reader's selections (000 §5): the total, and the sum per score group. */
export function scoreQuiz(questions: QuizQuestion[], selections: Selections): QuizScore {
  const score: QuizScore = { total: 0, groups: {} }
  questions.forEach((question, i) => {
    const answer = chosenAnswer(question, selections[i])
    if (!answer) return
    score.total += answer.score
    if (answer.group) {
      const key = groupKey(answer.group)
      score.groups[key] = (score.groups[key] ?? 0) + answer.score
    }
  })
  return score
}

/** A group's score (0 when no selected answer counts toward it). */
export function groupScore(score: QuizScore, group: string): number {
  return score.groups[groupKey(group)] ?? 0
}

/**
 * The lowest and highest score a reader can get: overall (`group` null) or in one group. Per question, the
 * answer that scores least or most; an answer that does not count toward the group scores 0 for it.
 */
export function scoreBounds(
  questions: QuizQuestion[],
  group: string | null = null,
): { min: number; max: number } {
  let min = 0
  let max = 0
  for (const question of questions) {
    const scores = question.answers.map((answer) => (countsToward(answer, group) ? answer.score : 0))
    min += Math.min(...scores)
    max += Math.max(...scores)
  }
  return { min, max }
}

/** The maximum score shown ("7 out of 15"): the editor's, when set, else the highest a reader can get. */
export function maximumScoreOf(
  editorMaximum: unknown,
  questions: QuizQuestion[],
  group: string | null = null,
) {
  return numberOf(editorMaximum) ?? scoreBounds(questions, group).max
}

// ——— ranges and results ———

/** A result's score range as stored: both ends optional in stored content. */
export type RangeLike = { low?: number | null; high?: number | null }

/** Ranges with a lowest score, in order of it (ties keep the editor's order); the rest are left out. */
export function orderedRanges<R extends RangeLike>(responses: readonly R[] | null | undefined): R[] {
  return (responses ?? [])
    .filter((response) => numberOf(response.low) !== null)
    .map((response, index) => ({ response, index }))
    .sort((a, b) => (a.response.low as number) - (b.response.low as number) || a.index - b.index)
    .map(({ response }) => response)
}

/**
 * The result for a score (000 §5): the response whose inclusive low..high range holds it, the score first
 * capped at `maximumScore` (when given). The last range (highest low) holds every score from its low up, as
 * it displays "low+"; a range without a high runs up to the next range's low. Overlapping ranges: the one
 * with the lower low wins. Null below the first range, in a gap, or with no ranges.
 */
export function responseFor<R extends RangeLike>(
  responses: readonly R[] | null | undefined,
  score: number,
  maximumScore?: number | null,
): R | null {
  const max = numberOf(maximumScore)
  const value = max === null ? score : Math.min(score, max)
  const ranges = orderedRanges(responses)
  for (const [i, range] of ranges.entries()) {
    const low = range.low as number
    if (value < low) continue
    const next = ranges[i + 1]
    if (!next) return range
    const high = numberOf(range.high)
    if (high === null ? value < (next.low as number) : value <= high) return range
  }
  return null
}

/** How a range reads (000 §5): "0–4", "5" (low = high), and the last range "10+". */
export function rangeLabel(range: RangeLike, isLast: boolean): string {
  const low = numberOf(range.low) ?? 0
  const high = numberOf(range.high)
  if (isLast) return `${low}+`
  if (high === null || high === low) return `${low}`
  return `${low}–${high}`
}

/** A range with its unit, as the result shows it: "Score 0–4", "Score 10+". */
export function rangeText(range: RangeLike, isLast: boolean): string {
  return `Score ${rangeLabel(range, isLast)}`
}

/** The score as the result shows it: "Your score: 7 out of 15" (no maximum: "Your score: 7"). */
export function scoreText(score: number, maximum: number | null, group?: string): string {
  const who = group ? `${group} score` : 'Your score'
  return maximum === null ? `${who}: ${score}` : `${who}: ${Math.min(score, maximum)} out of ${maximum}`
}

export type QuizResult<R> = {
  /** The group's name, or null for the overall result. */
  group: string | null
  score: number
  maximum: number
  /** The matching response; null when none holds the score (the score still shows). */
  response: R | null
  /** Whether the response is the last (open-ended) range, for its label. */
  isLast: boolean
}

export type QuizResultsInput<R extends RangeLike> = {
  scoreType: ScoreType
  questions: QuizQuestion[]
  maximumScore?: number | null
  responses: readonly R[]
  groups: ReadonlyArray<{ name: string; responses: readonly R[] }>
}

function resultOf<R extends RangeLike>(
  group: string | null,
  score: number,
  maximum: number,
  responses: readonly R[],
): QuizResult<R> {
  const ranges = orderedRanges(responses)
  const response = responseFor(ranges, score, maximum)
  return {
    group,
    score: Math.min(score, maximum),
    maximum,
    response,
    isLast: response !== null && ranges[ranges.length - 1] === response,
  }
}

/**
 * Everything the results show for the reader's selections: the overall result (simple and hybrid) and one
 * result per named group (multi and hybrid), in the editor's order of the groups.
 */
export function quizResults<R extends RangeLike>(
  input: QuizResultsInput<R>,
  selections: Selections,
): { overall: QuizResult<R> | null; groups: QuizResult<R>[] } {
  const score = scoreQuiz(input.questions, selections)
  const overall = hasOverallResult(input.scoreType)
    ? resultOf(null, score.total, maximumScoreOf(input.maximumScore, input.questions), input.responses)
    : null
  const groups = hasGroupResults(input.scoreType)
    ? input.groups.map((group) =>
        resultOf(
          group.name,
          groupScore(score, group.name),
          scoreBounds(input.questions, group.name).max,
          group.responses,
        ),
      )
    : []
  return { overall, groups }
}

// ——— editors' checks ———

/** A stored result as the editor fills it, for the checks below. */
export type StoredRange = RangeLike & { title?: string | null }

const numbersText = (from: number, to: number) =>
  from === to ? `a score of ${from}` : `scores ${from} to ${to}`

/**
 * What is wrong with a list of results' ranges, in editors' words (empty when nothing is): a missing lowest
 * score, a lowest score above the highest, a missing highest score before the last result, overlaps, gaps
 * (scores are whole numbers), and, given the scores a reader can get, a first result starting above the lowest
 * or a result no reader can reach.
 */
export function rangeProblems(
  responses: readonly StoredRange[] | null | undefined,
  bounds?: { min: number; max: number },
): string[] {
  const list = responses ?? []
  const problems: string[] = []
  const name = (response: StoredRange) => {
    const title = textOf(response.title)
    return title ? `“${title}”` : `result ${list.indexOf(response) + 1}`
  }
  for (const response of list) {
    const low = numberOf(response.low)
    const high = numberOf(response.high)
    if (low === null) problems.push(`Enter the lowest score of ${name(response)}.`)
    else if (high !== null && low > high)
      problems.push(
        `${capital(name(response))}: the lowest score (${low}) is higher than the highest score (${high}). Swap the two.`,
      )
  }
  const ranges = orderedRanges(list)
  for (const [i, range] of ranges.entries()) {
    const next = ranges[i + 1]
    if (!next) break
    const low = range.low as number
    const high = numberOf(range.high)
    const nextLow = next.low as number
    if (high === null) {
      problems.push(
        `Enter the highest score of ${name(range)}. Only the last result may leave it empty (it shows as “${nextLowestLast(ranges)}+” and covers every score from there up).`,
      )
      continue
    }
    if (high < low) continue
    if (nextLow <= high)
      problems.push(
        `${capital(name(range))} (${rangeLabel(range, false)}) and ${name(next)} (${rangeLabel(next, false)}) overlap: ${numbersText(nextLow, Math.min(high, numberOf(next.high) ?? high))} would match both. Start ${name(next)} at ${high + 1}.`,
      )
    else if (nextLow > high + 1)
      problems.push(
        `No result covers ${numbersText(high + 1, nextLow - 1)}: ${name(range)} ends at ${high} and ${name(next)} starts at ${nextLow}. Start ${name(next)} at ${high + 1}.`,
      )
  }
  const first = ranges[0]
  const last = ranges[ranges.length - 1]
  if (bounds && first && last) {
    const firstLow = first.low as number
    if (firstLow > bounds.min)
      problems.push(
        `A reader can score as little as ${bounds.min}, but the first result, ${name(first)}, starts at ${firstLow}: ${numbersText(bounds.min, firstLow - 1)} would show no result. Start it at ${bounds.min}.`,
      )
    const lastLow = last.low as number
    if (lastLow > bounds.max)
      problems.push(
        `No reader can get ${name(last)}: it starts at ${lastLow}, but the highest possible score is ${bounds.max}. Lower its lowest score, or the answers' scores.`,
      )
  }
  return problems
}

const nextLowestLast = (ranges: readonly RangeLike[]) => numberOf(ranges[ranges.length - 1]?.low) ?? 0
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * What is wrong with the score groups (multi and hybrid), in editors' words: no group, a group without a
 * name, two groups with the same name, an answer naming a group that is not in the list (a typo), an answer
 * counting toward no group, a group no answer counts toward.
 */
export function groupProblems(
  questions: QuizQuestion[],
  groups: ReadonlyArray<{ name?: string | null }>,
): string[] {
  const problems: string[] = []
  if (groups.length === 0) problems.push('Add at least one score group, e.g. “Sleep”, with its results.')
  const seen = new Set<string>()
  groups.forEach((group, i) => {
    const name = textOf(group.name)
    if (!name) {
      problems.push(`Name score group ${i + 1}, e.g. “Sleep”.`)
      return
    }
    if (seen.has(groupKey(name)))
      problems.push(`There are two score groups named “${name}”. Rename or remove one.`)
    seen.add(groupKey(name))
  })
  const unknown = new Set<string>()
  let ungrouped = 0
  for (const question of questions)
    for (const answer of question.answers) {
      if (answer.group === null) ungrouped += 1
      else if (!seen.has(groupKey(answer.group))) unknown.add(answer.group)
    }
  for (const name of unknown)
    problems.push(
      `Some answers count toward “${name}”, which is not one of the score groups. Check the spelling, or add the group under Results.`,
    )
  if (ungrouped > 0 && groups.length > 0)
    problems.push(
      `${ungrouped === 1 ? 'One answer counts' : `${ungrouped} answers count`} toward no score group. Give their question (or each answer) a score group.`,
    )
  for (const group of groups) {
    const name = textOf(group.name)
    if (name && !questions.some((q) => q.answers.some((a) => countsToward(a, name))))
      problems.push(
        `No answer counts toward “${name}” yet. Name it as a question's score group, or remove it.`,
      )
  }
  return problems
}
