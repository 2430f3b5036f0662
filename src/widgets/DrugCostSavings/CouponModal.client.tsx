'use client'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { formatPrice } from '@/lib/price'
import { reportError } from '@/lib/tracking'
import {
  type CouponResponse,
  PRICING_ENDPOINTS,
  type ShareRequest,
  type WalletPlatform,
} from '@/services/pricing/shared'
import { Modal } from '@/ui/modal/Modal.client'
import { parseErrorMessage, parseShare } from './answers'
import styles from './DrugCostSavings.module.css'
import {
  base64ToBytes,
  type CouponModalAction,
  type CouponModalState,
  type CouponView,
  canSend,
  emailError,
  initialsOf,
  MESSAGES,
  normalizePhone,
  type PriceCard,
  phoneError,
} from './drugCostSavings'

export type CouponModalProps = {
  id: string
  state: CouponModalState
  dispatch: (action: CouponModalAction) => void
  /** Closing: the owner dispatches `close`, then `reset` 100 ms later. */
  onClose: () => void
  /** The loaded coupon; null in the timed-out view. */
  coupon: CouponResponse | null
  /** The card the coupon was opened from (its retail price and savings, as the list showed them). */
  card: PriceCard | null
  /** The chain's logo from the CMS, when the coupon has none. */
  retailerLogo: string | null
  /** Retry in the timed-out view reloads the coupon. */
  onRetry: () => void
  retrying: boolean
  /** The wallet button (mobile only): which wallet, or null for none. */
  platform: WalletPlatform | null
  fetcher: typeof fetch
}

/** Maximum heights per view (002 §4.4): the content scrolls inside. */
const HEIGHTS: Record<CouponView, { base: number; large: number }> = {
  default: { base: 812, large: 896 },
  email: { base: 459, large: 459 },
  sms: { base: 459, large: 459 },
  success: { base: 280, large: 214 },
  error: { base: 280, large: 214 },
  success_wallet: { base: 280, large: 214 },
  error_wallet: { base: 280, large: 214 },
  timedOut: { base: 280, large: 214 },
}

type ShareResult = { ok: true; data: string | null } | { ok: false; message: string | null }

/**
 * Sends the coupon through `POST /api/optum-coupon-info-share`: first the bot check (a proof-of-work
 * challenge from our own server, solved here with WebCrypto; no third party), then the share call with the
 * solution as `token`. A 429 brings the server's message; any other failure none (the view has the spec's).
 */
async function share(fetcher: typeof fetch, request: Omit<ShareRequest, 'token'>): Promise<ShareResult> {
  // Loaded on the first send: most readers never send, and the widget's code stays smaller.
  const { solveBotCheck } = await import('@/services/botcheck/shared')
  const token = await solveBotCheck({ fetch: fetcher })
  const answer = await fetcher(PRICING_ENDPOINTS.share, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ ...request, token } satisfies ShareRequest),
  })
  const body: unknown = await answer.json().catch(() => null)
  if (answer.status === 429) return { ok: false, message: parseErrorMessage(body) }
  const parsed = parseShare(body)
  if (!answer.ok || !parsed) throw new Error(`share: ${answer.status}`)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: null }
}

/** Saves an iOS wallet pass (base64 bytes) as coupon.pkpass. */
function downloadPass(base64: string): void {
  const blob = new Blob([base64ToBytes(base64)], { type: 'application/vnd.apple.pkpass' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = 'coupon.pkpass'
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The coupon modal (002 §2.3, §4.4): the coupon (drug, prices, dosage, the pharmacist's codes, the pharmacy)
 * with SMS, Email, Print and, on mobile, a wallet button; the email and text forms; the result views; the
 * timed-out view with Retry. Back returns to the coupon.
 */
export function CouponModal({
  id,
  state,
  dispatch,
  onClose,
  coupon,
  card,
  retailerLogo,
  onRetry,
  retrying,
  platform,
  fetcher,
}: CouponModalProps) {
  const titleId = `${id}-coupon-title`
  const inputId = `${id}-coupon-input`
  const errorId = `${id}-coupon-input-error`
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [walletLink, setWalletLink] = useState<string | null>(null)
  const title = useRef<HTMLHeadingElement | null>(null)
  const input = useRef<HTMLInputElement | null>(null)
  const { open, view } = state

  // Each view starts where it is read: the form's input, else the view's heading (read with the dialog).
  useEffect(() => {
    if (!open) return
    if (view === 'email' || view === 'sms') input.current?.focus()
    else title.current?.focus()
  }, [open, view])

  // What the reader typed goes when the modal closes or the view changes (it is never kept).
  useEffect(() => {
    if (!open || view === 'default') {
      setValue('')
      setError(null)
    }
  }, [open, view])

  const send = async (request: Omit<ShareRequest, 'token'>, okView: CouponView, failView: CouponView) => {
    setSending(true)
    try {
      const result = await share(fetcher, request)
      if (result.ok) {
        if (request.sendType === 'wallet') {
          if (!result.data) throw new Error('wallet: no pass in the answer')
          if (request.platform === 'iOS') downloadPass(result.data)
          else {
            setWalletLink(result.data)
            window.open(result.data, '_blank', 'noopener,noreferrer')
          }
        }
        dispatch({ type: 'go', view: okView })
      } else {
        dispatch({ type: 'go', view: failView, message: result.message })
      }
    } catch (failure) {
      // 002 §8: a failed send is reported (the message names the step, never the reader's address).
      reportError(failure, { where: `drugCostSavings.${request.sendType}` })
      dispatch({ type: 'go', view: failView })
    } finally {
      setSending(false)
    }
  }

  const kind = view === 'sms' ? 'sms' : 'email'
  const check = kind === 'email' ? emailError : phoneError
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending || !coupon) return
    const problem = check(value)
    setError(problem)
    // Send does nothing while the value is invalid or empty (002 §5).
    if (!canSend(value, problem)) return
    void send(
      kind === 'email'
        ? { couponID: coupon.id, sendType: 'email', email: value.trim() }
        : { couponID: coupon.id, sendType: 'textMessage', phoneNumber: normalizePhone(value) },
      'success',
      'error',
    )
  }

  const back = (
    <button
      type="button"
      className={`${styles.linkButton} ${styles.noPrint}`}
      onClick={() => dispatch({ type: 'back' })}
    >
      <span aria-hidden="true">‹ </span>Back
    </button>
  )
  const heading = (text: string) => (
    <h2 ref={title} id={titleId} tabIndex={-1} className={styles.heading}>
      {text}
    </h2>
  )

  let content: ReactNode = null
  if (view === 'timedOut' || !coupon) {
    content = (
      <div className={styles.result}>
        {heading(MESSAGES.timedOutTitle)}
        <p>{MESSAGES.timedOutText}</p>
        <button type="button" className={styles.button} onClick={onRetry} aria-busy={retrying || undefined}>
          {retrying ? <span className={styles.spinner} aria-hidden="true" /> : null}
          Retry
        </button>
      </div>
    )
  } else if (view === 'default') {
    const info = coupon.pricingInformation
    const retail = card ? card.retail : info.retailPrice !== null ? formatPrice(info.retailPrice) : null
    const savings = card ? card.savingsPercent : info.percentSavings
    const logo = coupon.retailerInformation.logo.imageSrc ?? retailerLogo
    const walletLabel = platform === 'iOS' ? 'Add to Apple Wallet' : 'Save to Google Wallet'
    content = (
      <div className={styles.coupon}>
        {heading(info.drugName)}
        <p className={styles.note}>
          {coupon.dosageInformation.manufacturer} · {coupon.dosageInformation.dosage} ·{' '}
          {coupon.dosageInformation.quantity}
        </p>
        <p className={styles.couponPrice}>
          <span className="visually-hidden">Your price </span>
          <span className={styles.price}>{formatPrice(info.discountedPrice)}</span>
          {retail ? (
            <>
              <span className="visually-hidden">Retail price </span>
              <s className={styles.retail}>{retail}</s>
            </>
          ) : null}
          {savings !== null && savings > 0 ? <span className={styles.savings}>Save {savings}%</span> : null}
        </p>
        <dl className={styles.codes} aria-label="For the pharmacist">
          <dt>BIN</dt>
          <dd>{coupon.bin}</dd>
          <dt>PCN</dt>
          <dd>{coupon.pcn}</dd>
          <dt>GRP</dt>
          <dd>{coupon.grp}</dd>
          <dt>Member ID</dt>
          <dd>{coupon.uid}</dd>
        </dl>
        <div className={styles.retailer}>
          <span className={styles.logo} aria-hidden="true">
            {logo ? (
              <img src={logo} alt="" width={44} height={44} />
            ) : (
              initialsOf(coupon.retailerInformation.name)
            )}
          </span>
          <div>
            <p>
              <strong>{coupon.retailerInformation.name}</strong>
            </p>
            <p className={styles.note}>{coupon.retailerInformation.addressLine1}</p>
          </div>
        </div>
        <p className={styles.note}>
          Show this coupon to the pharmacist when you fill your prescription. The coupon is free and is not
          insurance. It does not expire, though the price may change.
        </p>
        <div className={`${styles.shareButtons} ${styles.noPrint}`}>
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => dispatch({ type: 'go', view: 'sms' })}
          >
            SMS
          </button>
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => dispatch({ type: 'go', view: 'email' })}
          >
            Email
          </button>
          <button type="button" className={styles.buttonSecondary} onClick={() => window.print()}>
            Print
          </button>
        </div>
        {platform ? (
          <button
            type="button"
            className={`${styles.button} ${styles.wallet} ${styles.noPrint}`}
            aria-busy={sending || undefined}
            onClick={() => {
              if (!sending)
                void send(
                  { couponID: coupon.id, sendType: 'wallet', platform },
                  'success_wallet',
                  'error_wallet',
                )
            }}
          >
            {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {walletLabel}
          </button>
        ) : null}
      </div>
    )
  } else if (view === 'email' || view === 'sms') {
    const isEmail = view === 'email'
    content = (
      <form className={styles.sendForm} noValidate onSubmit={submit} aria-labelledby={titleId}>
        <div className={styles.viewTop}>{back}</div>
        {heading(isEmail ? MESSAGES.emailTitle : MESSAGES.smsTitle)}
        <label className={styles.label} htmlFor={inputId}>
          {isEmail ? 'Email address' : 'Mobile phone number'}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type={isEmail ? 'email' : 'tel'}
          inputMode={isEmail ? 'email' : 'tel'}
          autoComplete={isEmail ? 'email' : 'tel-national'}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(e) => {
            setValue(e.target.value)
            // An empty value clears the error; a shown error updates as the reader fixes it.
            if (e.target.value.trim() === '' || error) setError(check(e.target.value))
          }}
          onBlur={() => setError(check(value))}
        />
        {error ? (
          <p id={errorId} className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.button} aria-busy={sending || undefined}>
          {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          Send
        </button>
        <p className={styles.note}>
          {isEmail
            ? 'We use your email address only to send this coupon; it is not stored.'
            : 'We use your number only to text this coupon; it is not stored. Message and data rates may apply.'}
        </p>
      </form>
    )
  } else {
    const text: Record<Exclude<CouponView, 'default' | 'email' | 'sms' | 'timedOut'>, string> = {
      success: MESSAGES.couponSentTitle,
      error: MESSAGES.sendFailed,
      success_wallet: MESSAGES.walletCreated,
      error_wallet: MESSAGES.walletFailed,
    }
    content = (
      <div className={styles.result}>
        <div className={styles.viewTop}>{back}</div>
        {heading(state.message ?? text[view])}
        {view === 'success' ? <p>{MESSAGES.couponSentText}</p> : null}
        {view === 'success_wallet' && platform === 'Android' && walletLink ? (
          <a href={walletLink} target="_blank" rel="noopener noreferrer">
            Open Google Wallet
          </a>
        ) : null}
      </div>
    )
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      maxHeight={HEIGHTS[view]}
      closeLabel="Close coupon"
    >
      {content}
    </Modal>
  )
}
