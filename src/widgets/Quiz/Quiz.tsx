import type { QuizBlock } from '@/cms/payload-types'
import { RichText } from '@/content/RichText'
import { linkAttributes, safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import type { WidgetProps } from '@/widgets/types'
import type { QuizPlayerProps } from './Quiz.client'
import { LazyQuizPlayer } from './Quiz.lazy.client'
import styles from './Quiz.module.css'
import { QuizActions, QuizQuestions, type ResponseView, ResultCard, type SourceLink } from './QuizView'
import {
  DEFAULT_DISCLAIMER,
  DEFAULT_SUMMARY_TITLE,
  hasGroupResults,
  hasOverallResult,
  numberOf,
  orderedRanges,
  progressText,
  quizQuestions,
  rangeText,
  scoreTypeOf,
} from './quiz'

type StoredResponse = NonNullable<NonNullable<QuizBlock['results']>['responses']>[number]

/** A stored result as the leaf shows it: its text rendered here (rich text stays on the server). */
function responseView(stored: unknown, siteHost: string): ResponseView | null {
  if (!stored || typeof stored !== 'object') return null
  const response = stored as Partial<StoredResponse>
  const title = textOf(response.title)
  if (!title) return null
  const sources = (Array.isArray(response.sources) ? response.sources : []).flatMap(
    (source): SourceLink[] => {
      const label = textOf(source?.label)
      const href = safeHref(source?.url)
      return label && href ? [{ label, ...linkAttributes(href, siteHost) }] : []
    },
  )
  return {
    low: numberOf(response.low),
    high: numberOf(response.high),
    title,
    body: response.text ? <RichText data={response.text} siteHost={siteHost} headingOffset={3} /> : null,
    sources,
  }
}

const responsesOf = (list: unknown, siteHost: string): ResponseView[] =>
  (Array.isArray(list) ? list : []).flatMap((stored) => {
    const view = responseView(stored, siteHost)
    return view ? [view] : []
  })

/** A DOM id prefix from the block's id (or its position): letters, digits, dashes. */
const domId = (value: string) => `quiz-${value.replace(/[^A-Za-z0-9_-]/g, '-')}`

/**
 * Quiz (000 §3 "Quiz", §4, §5; 001 §5): the title, every question with its answers as native radio groups,
 * 'Get Results', and the disclaimer, all in the server HTML (readable and holding its space without
 * JavaScript); every possible result in a closed disclosure under the quiz. The leaf that scores the answers
 * loads near the viewport and renders the same markup, now interactive. Renders nothing without a question.
 */
export function Quiz({ block, context, ordinal }: WidgetProps<QuizBlock>) {
  const questions = quizQuestions(block.questions)
  if (questions.length === 0) return null

  const scoreType = scoreTypeOf(block.scoreType)
  const results = block.results ?? {}
  const responses = hasOverallResult(scoreType) ? responsesOf(results.responses, context.siteHost) : []
  const groups = hasGroupResults(scoreType)
    ? (Array.isArray(results.groups) ? results.groups : []).flatMap((group) => {
        const name = textOf(group?.name)
        return name ? [{ name, responses: responsesOf(group.responses, context.siteHost) }] : []
      })
    : []
  const quizId = textOf(block.id) || `quiz-${ordinal ?? 1}`
  const id = domId(quizId)
  const title = textOf(block.title)
  const disclaimer = textOf(block.disclaimer) || DEFAULT_DISCLAIMER

  const leafProps: QuizPlayerProps = {
    id,
    quizId,
    scoreType,
    questions,
    maximumScore: numberOf(results.maximumScore),
    summaryTitle: textOf(results.summaryTitle) || DEFAULT_SUMMARY_TITLE,
    responses,
    groups,
  }

  const everyResult = [
    ...(responses.length > 0 ? [{ name: groups.length > 0 ? 'Total score' : null, responses }] : []),
    ...groups.filter((group) => group.responses.length > 0),
  ]

  return (
    <section
      className={styles.quiz}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : 'Quiz'}
    >
      {title ? (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <LazyQuizPlayer leafProps={leafProps}>
        <div className={styles.body}>
          <QuizQuestions id={id} questions={questions} />
          <QuizActions id={id} progress={progressText(0, questions.length)} />
          <div className={styles.resultsRegion} aria-live="polite" />
        </div>
      </LazyQuizPlayer>
      {everyResult.length > 0 ? (
        <details className={styles.allResults}>
          <summary className={styles.allResultsSummary}>How the results work</summary>
          <div className={styles.allResultsBody}>
            {everyResult.map((list) => {
              const ordered = orderedRanges(list.responses)
              return (
                <div key={list.name ?? 'total'} className={styles.resultList}>
                  {list.name ? <p className={styles.groupName}>{list.name}</p> : null}
                  {ordered.map((response, i) => (
                    <ResultCard
                      key={`${response.low}-${response.title}`}
                      response={response}
                      rangeLine={rangeText(response, i === ordered.length - 1)}
                      titleAs="p"
                    />
                  ))}
                </div>
              )
            })}
          </div>
        </details>
      ) : null}
      <p className={styles.disclaimer}>{disclaimer}</p>
    </section>
  )
}
