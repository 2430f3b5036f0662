'use client'

import { useEffect, useRef, useState } from 'react'
import { track } from '@/lib/tracking'
import { addTopicTerms } from '@/privacy/thirdParty/topic'
import styles from './Quiz.module.css'
import { QuizActions, QuizQuestions, quizIds, type ResponseView, ResultCard } from './QuizView'
import {
  choose,
  missingText,
  progressText,
  QUIZ_COMPLETED_EVENT,
  QUIZ_STARTED_EVENT,
  type QuizQuestion,
  type QuizResult,
  quizResults,
  RETAKE_QUIZ,
  rangeText,
  type ScoreType,
  scoreText,
  unanswered,
} from './quiz'

export type QuizPlayerProps = {
  /** The quiz's DOM id prefix (unique on the page). */
  id: string
  /** The block's id: the only thing the two events carry about the quiz. */
  quizId: string
  scoreType: ScoreType
  questions: QuizQuestion[]
  maximumScore: number | null
  summaryTitle: string
  responses: ResponseView[]
  groups: Array<{ name: string; responses: ResponseView[] }>
}

type Focus = { to: 'results' } | { to: 'question'; index: number } | null

/**
 * The quiz, interactive (000 §4): one answer per question, replaceable until 'Get Results'; then the results
 * show in a live region and take focus, and the answers lock. 'Retake quiz' (our way back, 000 §4 shows none)
 * clears the answers and moves focus to the first question.
 *
 * Scoring happens here, in the browser. Nothing about the answers or the result leaves the page: the only
 * events are 'quiz started' (first answer of an attempt) and 'quiz completed' (on results), with the quiz id.
 * Each answer picked joins the page's health topic (`addTopicTerms`), so the third-party guard keeps its
 * words away from every other site too.
 */
export function QuizPlayer(props: QuizPlayerProps) {
  const { id, quizId, questions, summaryTitle } = props
  const ids = quizIds(id)
  const [selections, setSelections] = useState<(number | null)[]>([])
  const [showResults, setShowResults] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const started = useRef(false)
  const focus = useRef<Focus>(null)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const firstRadios = useRef<Array<HTMLInputElement | null>>([])

  // Moves focus once the DOM reflects the change (radios are enabled again after a retake).
  useEffect(() => {
    const target = focus.current
    if (!target) return
    focus.current = null
    if (target.to === 'results') resultsHeading.current?.focus()
    else firstRadios.current[target.index]?.focus()
  })

  const missing = unanswered(questions, selections)

  const onChoose = (question: number, answer: number) => {
    if (showResults) return
    if (!started.current) {
      started.current = true
      track({ name: QUIZ_STARTED_EVENT, quizId })
    }
    addTopicTerms([questions[question]?.answers[answer]?.label])
    setSelections((current) => choose(current, question, answer))
  }

  const onGetResults = () => {
    if (showResults) return
    if (missing.length > 0) {
      setAttempted(true)
      focus.current = { to: 'question', index: missing[0]! }
      return
    }
    setShowResults(true)
    focus.current = { to: 'results' }
    track({ name: QUIZ_COMPLETED_EVENT, quizId })
  }

  const onRetake = () => {
    setSelections([])
    setShowResults(false)
    setAttempted(false)
    started.current = false
    focus.current = { to: 'question', index: 0 }
  }

  const results = showResults ? quizResults(props, selections) : null
  const rangeLine = (result: QuizResult<ResponseView>) =>
    result.response ? rangeText(result.response, result.isLast) : undefined

  return (
    <div className={styles.body}>
      <QuizQuestions
        id={id}
        questions={questions}
        selections={selections}
        locked={showResults}
        missing={attempted && !showResults ? missing : []}
        onChoose={onChoose}
        radioRef={(q) => (element) => {
          firstRadios.current[q] = element
        }}
      />
      {showResults ? null : (
        <QuizActions
          id={id}
          progress={progressText(questions.length - missing.length, questions.length)}
          status={attempted ? missingText(missing) : ''}
          onGetResults={onGetResults}
        />
      )}
      <div className={styles.resultsRegion} aria-live="polite">
        {results ? (
          <section className={styles.results} aria-labelledby={ids.resultsTitle}>
            <h3 id={ids.resultsTitle} ref={resultsHeading} tabIndex={-1} className={styles.resultsTitle}>
              {summaryTitle}
            </h3>
            {results.overall ? (
              <ResultCard
                scoreLine={scoreText(results.overall.score, results.overall.maximum)}
                response={results.overall.response}
                rangeLine={rangeLine(results.overall)}
              />
            ) : null}
            {results.groups.length > 0 ? (
              <div className={styles.groupResults}>
                {results.groups.map((result) => (
                  <ResultCard
                    key={result.group}
                    scoreLine={scoreText(result.score, result.maximum, result.group ?? undefined)}
                    response={result.response}
                    rangeLine={rangeLine(result)}
                  />
                ))}
              </div>
            ) : null}
            <button type="button" className={styles.secondaryButton} onClick={onRetake}>
              {RETAKE_QUIZ}
            </button>
          </section>
        ) : null}
      </div>
    </div>
  )
}
