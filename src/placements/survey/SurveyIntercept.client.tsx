'use client'

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { reportError, track } from '@/lib/tracking'
import { CONSENT_EVENT } from '@/privacy/consent/events'
import { CURRENT_SURVEY_API, type CurrentSurvey, SURVEY_ANSWER_API } from '@/services/surveys/shared'
import { whenSurveyDue } from './due'
import { parseSurveyCookie, type SurveyOutcome, surveyCookie, surveyDecision } from './rules'
import styles from './Survey.module.css'

/** How long the thank-you stays before the card closes by itself. */
export const SURVEY_THANKS_MS = 5_000

export const SURVEY_WORDS = {
  region: 'Quick survey',
  kicker: 'Quick question',
  send: 'Send answer',
  noThanks: 'No thanks',
  close: 'Close the survey',
  choose: 'Choose an answer first, or press No thanks.',
  thanks: 'Thank you. Your answer helps us improve our articles.',
  closeThanks: 'Close',
} as const

/** Keeps this browser's outcome for 7 days (the survey cookie: the survey's id and the outcome, nothing else). */
function remember(survey: number, outcome: SurveyOutcome): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = surveyCookie({ survey, outcome }, { secure: window.location.protocol === 'https:' })
}

/** Whether the privacy banner is on screen (the card waits for the reader's choice rather than cover it). */
function consentBannerShown(): boolean {
  const banner = document.querySelector('[data-consent-banner]')
  return banner !== null && banner.getClientRects().length > 0
}

async function currentSurvey(section: string | undefined): Promise<CurrentSurvey | null> {
  const query = section ? `?section=${encodeURIComponent(section)}` : ''
  // No cookies: the answer is the same for every reader (and kept briefly by caches).
  const res = await fetch(`${CURRENT_SURVEY_API}${query}`, { credentials: 'omit' })
  if (res.status !== 200) return null
  return (await res.json()) as CurrentSurvey
}

type View = { survey: CurrentSurvey; stage: 'asking' | 'thanks' }

/**
 * The survey intercept (issue 30; 001 §7, §9): a small card in the bottom corner of an article page, for one
 * reader in N. Nothing happens for a browser whose survey cookie holds a record (answered, dismissed or lost a
 * draw in the last 7 days). Otherwise, once the reader has read half the article or spent 30 s on it, the
 * section's survey is fetched (the same for every reader) and drawn for once: a lost draw is remembered 7 days;
 * a won one shows the card. It never takes the focus and moves nothing on the page (it is fixed, over it);
 * it is a labelled region with a group of radio buttons, "Send answer" and "No thanks" (Escape too). Answering
 * or dismissing is remembered 7 days; an answer is counted first-party by its position (never its words, never
 * the reader) and thanked. `random` is for tests (the page never passes it).
 */
export function SurveyIntercept({
  section,
  random = Math.random,
}: {
  section?: string
  random?: () => number
}) {
  const [view, setView] = useState<View | null>(null)
  const [choice, setChoice] = useState<number | null>(null)
  const [problem, setProblem] = useState(false)
  const ref = useRef<HTMLElement>(null)
  const closeThanks = useRef<HTMLButtonElement>(null)
  const id = useId()
  const randomRef = useRef(random)
  // Whether the keyboard's focus was in the card when it was answered: it then moves to the thank-you's Close.
  const focusThanks = useRef(false)

  useEffect(() => {
    if (parseSurveyCookie(document.cookie)) return
    let cancelled = false
    let stopWaiting = () => {}
    const ask = async () => {
      try {
        const survey = await currentSurvey(section)
        // Read again: another tab may have asked meanwhile.
        const decision = surveyDecision(parseSurveyCookie(document.cookie), survey, randomRef.current)
        if (cancelled || !survey || decision === 'none') return
        if (decision === 'lost') return remember(survey.id, 'lost')
        const show = () => {
          if (cancelled) return
          setView({ survey, stage: 'asking' })
          track({ name: 'survey_view', survey_id: survey.id })
        }
        if (!consentBannerShown()) return show()
        window.addEventListener(CONSENT_EVENT, show, { once: true })
        stopWaiting = () => window.removeEventListener(CONSENT_EVENT, show)
      } catch (error) {
        reportError(error, { where: 'survey.current' })
      }
    }
    const stopDue = whenSurveyDue(() => void ask())
    return () => {
      cancelled = true
      stopDue()
      stopWaiting()
    }
  }, [section])

  // The thank-you closes by itself after a few seconds.
  const stage = view?.stage
  useEffect(() => {
    if (stage !== 'thanks') return
    if (focusThanks.current) closeThanks.current?.focus()
    focusThanks.current = false
    const timer = window.setTimeout(() => setView(null), SURVEY_THANKS_MS)
    return () => window.clearTimeout(timer)
  }, [stage])

  if (!view) return null
  const { survey } = view

  const dismiss = () => {
    remember(survey.id, 'dismissed')
    track({ name: 'survey_dismiss', survey_id: survey.id })
    setView(null)
  }

  const send = (event: FormEvent) => {
    event.preventDefault()
    if (choice === null) {
      setProblem(true)
      ref.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
      return
    }
    const position = choice + 1
    remember(survey.id, 'answered')
    track({ name: 'survey_answer', survey_id: survey.id, position })
    fetch(SURVEY_ANSWER_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ survey: survey.id, answer: position }),
      credentials: 'omit',
      keepalive: true,
    })
      .then((res) => {
        // 001 §8: a 4xx is not reported (the survey ended meanwhile, or too many answers from one address).
        if (res.status >= 500) throw new Error(`Fetch failure: ${SURVEY_ANSWER_API} ${res.status}`)
      })
      .catch((error: unknown) => reportError(error, { where: 'survey.answer' }))
    // The focus was on the card's button: it stays in the card, on the thank-you's Close.
    focusThanks.current = ref.current?.contains(document.activeElement) ?? false
    setView({ survey, stage: 'thanks' })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    if (view.stage === 'asking') dismiss()
    else setView(null)
  }

  const questionId = `${id}-question`
  const problemId = `${id}-problem`
  return (
    <section
      ref={ref}
      className={styles.card}
      aria-label={SURVEY_WORDS.region}
      data-survey={survey.id}
      data-survey-stage={view.stage}
      onKeyDown={onKeyDown}
    >
      {/* In the card from the start, so that screen readers announce the thank-you when it is written in. */}
      <p role="status" className={view.stage === 'thanks' ? styles.status : styles.quiet}>
        {view.stage === 'thanks' ? SURVEY_WORDS.thanks : ''}
      </p>
      {view.stage === 'thanks' ? (
        <div className={styles.thanks}>
          <button ref={closeThanks} type="button" className={styles.secondary} onClick={() => setView(null)}>
            {SURVEY_WORDS.closeThanks}
          </button>
        </div>
      ) : (
        <form onSubmit={send} noValidate>
          <button type="button" className={styles.close} aria-label={SURVEY_WORDS.close} onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
          <fieldset
            className={styles.fieldset}
            aria-describedby={problem ? problemId : undefined}
            aria-invalid={problem || undefined}
          >
            <legend className={styles.legend}>
              <span className={styles.kicker}>{SURVEY_WORDS.kicker}</span>
              <span id={questionId} className={styles.question}>
                {survey.question}
              </span>
            </legend>
            {survey.answers.map((answer, i) => (
              <label key={`${i}-${answer}`} className={styles.answer}>
                <input
                  type="radio"
                  name={`${id}-answer`}
                  value={i + 1}
                  checked={choice === i}
                  onChange={() => {
                    setChoice(i)
                    setProblem(false)
                  }}
                />
                <span>{answer}</span>
              </label>
            ))}
          </fieldset>
          {problem ? (
            <p id={problemId} className={styles.problem} role="alert">
              {SURVEY_WORDS.choose}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {SURVEY_WORDS.send}
            </button>
            <button type="button" className={styles.secondary} onClick={dismiss}>
              {SURVEY_WORDS.noThanks}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
