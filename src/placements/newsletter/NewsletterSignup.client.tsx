'use client'
import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Picture } from '@/content/Picture'
import { currentTrackingId } from '@/lib/affiliate/trackingId'
import { safeHref } from '@/lib/links'
import { reportError, track } from '@/lib/tracking'
import { countDriver } from '@/services/driverStats/shared'
import { type DriverView, type FeedbackSelection, feedbackStepOf } from '@/services/drivers/shared'
import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from '@/services/newsletter/shared'
import { AffiliateLink } from '@/ui/AffiliateLink'
import { buttonColors, whisperInk } from '../drivers/driver'
import {
  bodyParagraphs,
  confirmationCopy,
  emailProblem,
  feedbackEvent,
  imageAlt,
  leadGenText,
  NEWSLETTER_FORM_TEXT,
  newsletterPayload,
  signupButtonText,
  signupEvent,
  subscriberText,
} from './newsletter'
import styles from './newsletter.module.css'

export type NewsletterSignupProps = {
  driver: DriverView
  /** The placement the form is in, e.g. "articlePlacement" or "headerNewsletter". */
  placement: string
  /** The page's first keyword (the server adds its list), or null. */
  k1: string | null
  /** The page's path (query and fragment are dropped). */
  path: string
  /** The page's category slugs and keywords: sent to this site with the sign-up, never to the provider. */
  categories: readonly string[]
  tags: readonly string[]
  /**
   * `inline` (default): fills the fixed-height box its placement reserves, every step the same size.
   * `dialog`: inside the header's Subscribe dialog; the picture and text take the room they need.
   */
  variant?: 'inline' | 'dialog'
  /** The reader is finished: when given, the last step shows a Done button that calls it (a dialog closes). */
  onDone?: () => void
  /** The site's name as the provider records it (`site`); "Wellread" when not given. */
  site?: string
  /** The network boundary (tests); the page's `fetch` otherwise. */
  fetch?: typeof fetch
}

type Status = 'pending' | 'confirmed'
type Step =
  | { kind: 'form' }
  | { kind: 'submitting' }
  | { kind: 'feedback'; status: Status }
  | { kind: 'done'; status: Status }
/** A message under the field (`field`: about the address, so the field is marked and focused) or a general one. */
type Problem = { text: string; field: boolean }

/**
 * The picture shows only in the dialog from 768 px (475 px wide less its padding); hidden on phones and inline,
 * so one width serves (issue 31).
 */
const PICTURE_DISPLAY = { mobile: 427, desktop: 427 }

function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />
}

/**
 * The newsletter sign-up form of a newsletter driver (issue 17; 001 §3, §5; 002 §3.5, §5, §8): the form
 * (whisper, headline, body copy, "Join N readers", picture, email field, button, lead-gen and privacy lines)
 * → submitting (the bot check is solved here, only once the reader acts) → the optional feedback step → the
 * confirmation. The address is checked before sending (the message under the field, which gets focus);
 * server errors show in an alert; the typed address is never cleared on failure. Each step moves focus to
 * its heading and is announced. Tracking: `newsletter_signup` and the driver's `signup` count on success,
 * `newsletter_feedback` with the answer's label; never the address.
 */
export function NewsletterSignup({
  driver,
  placement,
  k1,
  path,
  categories,
  tags,
  variant = 'inline',
  onDone,
  site,
  fetch: fetchImpl,
}: NewsletterSignupProps) {
  const id = useId()
  const headingId = `${id}-heading`
  const inputId = `${id}-email`
  const messageId = `${id}-message`
  const feedbackMessageId = `${id}-feedback-message`
  const feedbackDescriptionId = `${id}-feedback-description`
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [step, setStep] = useState<Step>({ kind: 'form' })
  const [answer, setAnswer] = useState<string | null>(null)
  const [feedbackProblem, setFeedbackProblem] = useState<string | null>(null)
  const input = useRef<HTMLInputElement | null>(null)
  const stepHeading = useRef<HTMLHeadingElement | null>(null)
  const request = useRef<AbortController | null>(null)
  const Heading = variant === 'dialog' ? 'h2' : 'h3'
  const driverId = driver._uuid || null

  // A form that goes away mid-request (the dialog closed, the page moved on) drops the answer.
  useEffect(() => () => request.current?.abort(), [])

  // The feedback and confirmation steps replace the form: focus goes to their heading, not to the page.
  useEffect(() => {
    if (step.kind === 'feedback' || step.kind === 'done') stepHeading.current?.focus({ preventScroll: true })
  }, [step.kind])

  const fail = (next: Problem) => {
    setProblem(next)
    setStep({ kind: 'form' })
    if (next.field) input.current?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // One sign-up at a time (a second press while the first is on its way does nothing).
    if (request.current) return
    const local = emailProblem(email)
    if (local) {
      fail({ text: local, field: true })
      return
    }
    setProblem(null)
    setStep({ kind: 'submitting' })
    const controller = new AbortController()
    request.current = controller
    let correlationId: string | null = null
    try {
      correlationId = currentTrackingId()
    } catch {
      // No id on this page: the payload goes without one.
    }
    const body = newsletterPayload({
      driver,
      placement,
      variant,
      k1,
      path,
      categories,
      tags,
      email,
      correlationId,
      site,
    })
    try {
      const result = await subscribeToNewsletter(body, { fetch: fetchImpl, signal: controller.signal })
      if (controller.signal.aborted) return
      if (!result.success) {
        // A list the site does not have: the reader did not choose the ids, so they get plain words.
        const text = result.field === 'lists' ? NEWSLETTER_MESSAGES.unknownList : result.error
        fail({ text, field: result.field === 'email' })
        return
      }
      track(signupEvent(placement, driverId, result.status))
      if (driverId) countDriver('signup', driverId, placement)
      setStep(
        feedbackStepOf(driver)
          ? { kind: 'feedback', status: result.status }
          : { kind: 'done', status: result.status },
      )
    } catch (error) {
      if (controller.signal.aborted) return
      // subscribeToNewsletter answers failures itself; this is a bug, reported without the address.
      reportError(error, { where: 'newsletter.signup', placement })
      fail({ text: NEWSLETTER_MESSAGES.failed, field: false })
    } finally {
      if (request.current === controller) request.current = null
    }
  }

  const submitting = step.kind === 'submitting'
  const rootClass = [styles.root, variant === 'dialog' ? styles.dialog : styles.inline].join(' ')
  // The editor's colours, only where they read (4.5:1); the site's otherwise.
  const cta = buttonColors(driver.callToActionHexColor)
  const whisperColor = whisperInk(driver.whisperColor)
  const rootStyle = {
    ...(cta ? { '--newsletter-cta-bg': cta.background, '--newsletter-cta-ink': cta.ink } : {}),
    ...(whisperColor ? { '--newsletter-whisper': whisperColor } : {}),
  } as CSSProperties

  let content: ReactNode
  let status = ''
  if (step.kind === 'form' || step.kind === 'submitting') {
    if (submitting) status = NEWSLETTER_FORM_TEXT.submitting
    const paragraphs = bodyParagraphs(driver.bodyCopy)
    const joined = subscriberText(driver.subscriberNumber)
    const leadGen = leadGenText(driver)
    const fieldProblem = problem?.field ? problem : null
    content = (
      <div className={driver.image ? `${styles.formStep} ${styles.withPicture}` : styles.formStep}>
        {driver.image ? (
          <Picture
            image={driver.image}
            display={PICTURE_DISPLAY}
            imgClassName={styles.picture}
            alt={imageAlt(driver.image, driver.headline)}
          />
        ) : null}
        <div className={styles.text}>
          {driver.whisper ? <p className={styles.whisper}>{driver.whisper}</p> : null}
          <Heading id={headingId} className={styles.headline}>
            {driver.headline}
          </Heading>
          {joined ? <p className={styles.joined}>{joined}</p> : null}
          {paragraphs.map((p, i) => (
            <p key={i} className={styles.body}>
              {p}
            </p>
          ))}
        </div>
        <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={headingId}>
          <label className={styles.label} htmlFor={inputId}>
            {NEWSLETTER_FORM_TEXT.emailLabel}
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={inputId}
              className={styles.input}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              aria-required="true"
              aria-invalid={fieldProblem ? true : undefined}
              aria-describedby={fieldProblem ? messageId : undefined}
              readOnly={submitting}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value)
                // A shown message about the address follows the reader's fixes.
                if (problem?.field) {
                  const next = emailProblem(e.target.value)
                  setProblem(next ? { text: next, field: true } : null)
                }
              }}
            />
            <button type="submit" className={styles.button} aria-busy={submitting || undefined}>
              {submitting ? <Spinner /> : null}
              {signupButtonText(driver)}
            </button>
          </div>
          {/* Always in the page (so its messages are announced), and always holding its space. */}
          <p id={messageId} className={styles.message} role="alert">
            {problem?.text}
          </p>
          <p className={styles.fine}>
            {leadGen ? `${leadGen} ` : null}
            {NEWSLETTER_FORM_TEXT.privacyBefore}
            <a href={NEWSLETTER_FORM_TEXT.privacyHref}>{NEWSLETTER_FORM_TEXT.privacyLink}</a>.
          </p>
        </form>
      </div>
    )
  } else if (step.kind === 'feedback' && feedbackStepOf(driver)) {
    const feedback = feedbackStepOf(driver)!
    const choose = (selection: FeedbackSelection | null) => {
      if (selection) track(feedbackEvent(selection, placement, driverId))
      setStep({ kind: 'done', status: step.status })
    }
    content = (
      <form
        className={styles.feedback}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const selection = feedback.selections.find((s) => s.value === answer)
          if (!selection) {
            setFeedbackProblem(NEWSLETTER_FORM_TEXT.chooseAnswer)
            return
          }
          choose(selection)
        }}
      >
        <fieldset
          className={styles.fieldset}
          aria-describedby={
            [feedback.description ? feedbackDescriptionId : '', feedbackProblem ? feedbackMessageId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend className={styles.legend}>
            <Heading ref={stepHeading} tabIndex={-1} className={styles.headline}>
              {feedback.title}
            </Heading>
          </legend>
          {feedback.description ? (
            <p id={feedbackDescriptionId} className={styles.fieldsetDescription}>
              {feedback.description}
            </p>
          ) : null}
          <div className={styles.choices}>
            {feedback.selections.map((selection) => (
              <label key={selection.value} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-feedback`}
                  value={selection.value}
                  checked={answer === selection.value}
                  onChange={() => {
                    setAnswer(selection.value)
                    setFeedbackProblem(null)
                  }}
                />
                <span>{selection.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p id={feedbackMessageId} className={styles.message} role="alert">
          {feedbackProblem}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {feedback.callToAction || NEWSLETTER_FORM_TEXT.continue}
          </button>
          <button type="button" className={styles.textButton} onClick={() => choose(null)}>
            {NEWSLETTER_FORM_TEXT.skip}
          </button>
        </div>
      </form>
    )
  } else {
    const done = confirmationCopy(driver, step.status)
    status = done.title
    const ctaText = driver.confirmCallToAction?.trim()
    const ctaHref = safeHref(driver.confirmCallToActionURL)
    content = (
      <div className={styles.done}>
        <span className={styles.tick}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
            <circle cx="14" cy="14" r="13" fill="currentColor" />
            <path
              d="M8 14.5l4 4 8-9"
              fill="none"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <Heading ref={stepHeading} tabIndex={-1} className={styles.headline}>
          {done.title}
        </Heading>
        <p className={styles.body}>{done.description}</p>
        {ctaText && ctaHref ? (
          /^https?:/i.test(ctaHref) ? (
            // A link out is a partner's (new tab, rel); the wrapper lets the placement count the click.
            <span data-driver-action="confirmation">
              <AffiliateLink
                className={styles.button}
                href={ctaHref}
                placement={{ widget: 'newsletter', position: 1 }}
                track={{ category: 'newsletter confirmation', location: placement, text: ctaText }}
              >
                {ctaText}
              </AffiliateLink>
            </span>
          ) : (
            <a className={styles.button} href={ctaHref} data-driver-action="confirmation">
              {ctaText}
            </a>
          )
        ) : null}
        {onDone ? (
          <button
            type="button"
            className={ctaText && ctaHref ? styles.textButton : styles.button}
            onClick={onDone}
          >
            Done
          </button>
        ) : null}
      </div>
    )
  }

  return (
    <div className={rootClass} style={rootStyle} data-step={step.kind === 'submitting' ? 'form' : step.kind}>
      {content}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  )
}
