import type { ReactNode, Ref } from 'react'
import styles from './Quiz.module.css'
import { GET_RESULTS, PRIVACY_NOTE, type QuizQuestion, type Selections } from './quiz'

/**
 * The quiz's markup, the same on the server and in the client leaf (no hooks here), so that nothing moves when
 * the leaf replaces the server HTML. Without handlers (the server) the radios are plain form controls and the
 * button does nothing; the leaf passes the state and the handlers.
 */

/** A source under a result: its name and a safe link (external ones open in a new tab). */
export type SourceLink = { label: string; href: string; target?: string; rel?: string }

/** A result as the leaf receives it: its range, title, the editor's text rendered on the server, sources. */
export type ResponseView = {
  low: number | null
  high: number | null
  title: string
  body: ReactNode
  sources: SourceLink[]
}

/** The DOM ids of a quiz's parts, from its id prefix. */
export const quizIds = (id: string) => ({
  root: id,
  question: (index: number) => `${id}-q${index + 1}`,
  missing: (index: number) => `${id}-q${index + 1}-missing`,
  progress: `${id}-progress`,
  status: `${id}-status`,
  resultsTitle: `${id}-results-title`,
})

type QuestionsProps = {
  id: string
  questions: QuizQuestion[]
  selections?: Selections
  locked?: boolean
  /** Questions to mark as still to answer (after a 'Get Results' with some unanswered). */
  missing?: readonly number[]
  onChoose?: (question: number, answer: number) => void
  /** Set on the first radio of each question, for moving focus there. */
  radioRef?: (question: number) => Ref<HTMLInputElement>
}

/** The questions, each a native radio group in a fieldset with its question as the legend. */
export function QuizQuestions({
  id,
  questions,
  selections = [],
  locked = false,
  missing = [],
  onChoose,
  radioRef,
}: QuestionsProps) {
  const ids = quizIds(id)
  return (
    <div className={styles.questions}>
      {questions.map((question, q) => {
        const isMissing = missing.includes(q)
        return (
          <div key={question.key} className={styles.questionBlock}>
            {question.sectionTitle ? <h3 className={styles.section}>{question.sectionTitle}</h3> : null}
            <fieldset
              id={ids.question(q)}
              className={styles.question}
              data-missing={isMissing ? 'true' : undefined}
              aria-describedby={isMissing ? ids.missing(q) : undefined}
            >
              <legend className={styles.legend}>
                <span className={styles.count}>
                  Question {q + 1} of {questions.length}
                </span>
                <span className={styles.questionText}>{question.text}</span>
              </legend>
              <div className={styles.answers}>
                {question.answers.map((answer, a) => (
                  <label key={`${a}-${answer.label}`} className={styles.answer}>
                    <input
                      ref={a === 0 ? radioRef?.(q) : undefined}
                      className={styles.radio}
                      type="radio"
                      name={ids.question(q)}
                      value={a}
                      disabled={locked || undefined}
                      checked={onChoose ? selections[q] === a : undefined}
                      onChange={onChoose ? () => onChoose(q, a) : undefined}
                    />
                    <span className={styles.answerLabel}>{answer.label}</span>
                  </label>
                ))}
              </div>
              {isMissing ? (
                <p id={ids.missing(q)} className={styles.missingNote}>
                  Choose an answer to this question.
                </p>
              ) : null}
            </fieldset>
          </div>
        )
      })}
    </div>
  )
}

type ActionsProps = {
  id: string
  progress: string
  /** What is still missing, announced after a 'Get Results' with unanswered questions. */
  status?: string
  onGetResults?: () => void
}

/**
 * 'Get Results', how far the reader has got and where the answers go. The button stays enabled (a disabled
 * button cannot be focused and does not say why); pressed too early it says what is missing.
 */
export function QuizActions({ id, progress, status = '', onGetResults }: ActionsProps) {
  const ids = quizIds(id)
  return (
    <div className={styles.actions}>
      <div className={styles.actionRow}>
        <button
          type="button"
          className={styles.button}
          aria-describedby={ids.progress}
          onClick={onGetResults}
        >
          {GET_RESULTS}
        </button>
        <p id={ids.progress} className={styles.progress}>
          {progress}
        </p>
      </div>
      <p id={ids.status} className={styles.status} role="status">
        {status}
      </p>
      <p className={styles.privacy}>{PRIVACY_NOTE}</p>
    </div>
  )
}

/** One result: the score, the response's title, range and text, and its sources. */
export function ResultCard({
  scoreLine,
  response,
  rangeLine,
  titleAs: Title = 'h4',
}: {
  scoreLine?: string
  response: ResponseView | null
  rangeLine?: string
  /** The title's element: a heading under the results' heading, a paragraph in the list of every result. */
  titleAs?: 'h4' | 'p'
}) {
  return (
    <div className={styles.result}>
      {scoreLine ? <p className={styles.score}>{scoreLine}</p> : null}
      {response ? (
        <>
          <Title className={styles.resultTitle}>{response.title}</Title>
          {rangeLine ? <p className={styles.range}>{rangeLine}</p> : null}
          {response.body ? <div className={styles.resultText}>{response.body}</div> : null}
          <Sources sources={response.sources} />
        </>
      ) : null}
    </div>
  )
}

/** The sources a result cites, as links under it. */
export function Sources({ sources }: { sources: SourceLink[] }) {
  if (sources.length === 0) return null
  return (
    <div className={styles.sources}>
      <p className={styles.sourcesTitle}>Sources</p>
      <ul className={styles.sourceList}>
        {sources.map((source) => (
          <li key={`${source.href}-${source.label}`}>
            <a href={source.href} target={source.target} rel={source.rel}>
              {source.label}
              {source.target === '_blank' ? (
                <span className="visually-hidden"> (opens in a new tab)</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
