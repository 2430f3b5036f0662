'use client'
import {
  Component,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { mockedDriverText } from '@/lib/placements'
import { reportError } from '@/lib/tracking'
import { currentPlacementPage } from '@/placements/page'
import { markShown, usePlacement } from '@/placements/registry'
import { type MissReason, reportPlacement } from '@/placements/report'
import type { DriverView } from '@/services/drivers/shared'
import { Modal } from '@/ui/modal/Modal.client'
import { HEADER_EVENTS, onOpenRequest } from '@/ui/openRequests'
import styles from './NewsletterDialog.module.css'
import {
  type DefaultNewsletterList,
  dialogContent,
  HEADER_NEWSLETTER_PLACEMENT,
  missReason,
} from './newsletterDialog'

type Parts = [
  typeof import('@/placements/newsletter/NewsletterSignup.client'),
  typeof import('@/placements/frame'),
]
let parts: Promise<Parts> | null = null
/** The loaded modules, once `loadParts` has resolved (the lazy form renders only after). */
let loaded: Parts | null = null

/**
 * The form and the placements' shared events: loaded when the reader heads for Subscribe (hover, focus) or
 * presses it, never with the page. A failed load is tried again at the next opening.
 */
function loadParts(): Promise<Parts> {
  parts ??= Promise.all([
    import('@/placements/newsletter/NewsletterSignup.client'),
    import('@/placements/frame'),
  ]).then(
    (modules) => {
      loaded = modules
      return modules
    },
    (error: unknown) => {
      parts = null
      throw error
    },
  )
  return parts
}

/** The page the dialog opened on, as the placement runtime knows it (the page's boot island sets it). */
type DialogPage = { k1: string | null; path: string; categories: string[]; tags: string[] }

type DialogFormProps = {
  driver: DriverView
  /** Null: a driver filled the placement; else why not (the form is the site's default list). */
  miss: MissReason | null
  page: DialogPage
  onDone: () => void
  site?: string
  fetch?: typeof fetch
}

/**
 * The sign-up form in the dialog, with what every placement reports (`frame.tsx`): filled or not, and for a
 * driver its tokens replaced, its view (impression, frequency cap, shown) and its clicks. Rendered only
 * through `DialogForm`, after its modules have loaded.
 */
function DialogFormLoaded({ driver, miss, page, onDone, site, fetch: fetchImpl }: DialogFormProps) {
  const [{ NewsletterSignup }, frame] = loaded!
  const ref = useRef<HTMLDivElement>(null)
  const shown = useMemo(
    () => (miss ? driver : frame.personalise(driver, HEADER_NEWSLETTER_PLACEMENT)),
    [driver, miss],
  )
  useEffect(() => {
    reportPlacement(
      HEADER_NEWSLETTER_PLACEMENT,
      miss ? { filled: false, reason: miss, driver: null } : { filled: true, driver },
    )
  }, [driver, miss])
  frame.useDriverEvents(HEADER_NEWSLETTER_PLACEMENT, miss ? null : shown, ref)
  return (
    <div ref={ref}>
      <NewsletterSignup
        driver={shown}
        placement={HEADER_NEWSLETTER_PLACEMENT}
        k1={page.k1}
        path={page.path}
        categories={page.categories}
        tags={page.tags}
        variant="dialog"
        onDone={onDone}
        site={site}
        fetch={fetchImpl}
      />
    </div>
  )
}

const DialogForm = lazy(() => loadParts().then(() => ({ default: DialogFormLoaded })))

const UNAVAILABLE = 'Newsletter sign-up is not available right now. Please try again later.'
const DIALOG_NAME = 'Newsletter sign-up'

export type NewsletterDialogProps = {
  /** The site's default list (site settings → Promotions), used when no driver fills the placement. */
  defaultList: DefaultNewsletterList | null
  /** The site's name, recorded with the sign-up. */
  siteName?: string
  /** The network boundary (tests); the page's `fetch` otherwise. */
  fetch?: typeof fetch
}

type OpenDetail = { placement?: unknown; opener?: unknown } | null

/** A form whose code failed to load (offline, a removed chunk) shows the unavailable message instead. */
class FormBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error) {
    reportError(error, { where: 'newsletter.headerNewsletter.form' })
  }

  render() {
    return this.state.failed ? <p className={styles.message}>{UNAVAILABLE}</p> : this.props.children
  }
}

/** The dialog's loading state: the size of the form, so nothing jumps when it arrives. */
function Skeleton() {
  return (
    <div className={styles.skeleton}>
      <p className="visually-hidden" role="status">
        Loading the newsletter sign-up…
      </p>
      <span className={styles.bone} data-size="small" aria-hidden="true" />
      <span className={styles.bone} data-size="title" aria-hidden="true" />
      <span className={styles.bone} aria-hidden="true" />
      <span className={styles.bone} aria-hidden="true" />
      <span className={styles.bone} data-size="field" aria-hidden="true" />
    </div>
  )
}

/**
 * The header's Subscribe dialog (001 §2 "Subscribe button opens a newsletter dialog with placement
 * headerNewsletter"; 001 §8), mounted once in the site chrome and rendering nothing until it opens. It opens
 * on `wellread:open-newsletter` and asks for its driver when the reader heads for the button (hover, focus:
 * `wellread:preload-newsletter`) or opens it. A skeleton of the form's size shows while the driver loads;
 * then the driver's sign-up form, or, when no driver fills the placement, the site's default list; with
 * neither, it says sign-up is unavailable and reports the gap. Escape, the × and the backdrop close it;
 * focus returns to the Subscribe button. A bottom sheet on phones.
 */
export function NewsletterDialog({ defaultList, siteName, fetch: fetchImpl }: NewsletterDialogProps) {
  const [open, setOpen] = useState(false)
  // Asked for once the reader heads for Subscribe, and kept: reopening shows the same driver at once.
  const [wanted, setWanted] = useState(false)
  // Each opening starts a fresh form (a closed dialog keeps nothing the reader typed).
  const [session, setSession] = useState(0)
  // The page's keyword and path as the placement runtime knows them (the page's boot island sets them).
  const [page, setPage] = useState<DialogPage>({ k1: null, path: '/', categories: [], tags: [] })
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  const state = usePlacement(HEADER_NEWSLETTER_PLACEMENT, { enabled: wanted, preload: !open })
  const content = dialogContent(state, defaultList)

  useEffect(() => {
    const onOpen = (detail: OpenDetail | null) => {
      if (detail?.placement && detail.placement !== HEADER_NEWSLETTER_PLACEMENT) return false
      const active = document.activeElement
      opener.current =
        detail?.opener instanceof HTMLElement
          ? detail.opener
          : active instanceof HTMLElement && active !== document.body
            ? active
            : null
      const known = currentPlacementPage()
      setPage({
        k1: known.k1,
        path: known.path || window.location.pathname,
        categories: known.categorySlugs,
        tags: known.kMetas,
      })
      setWanted(true)
      setSession((n) => n + 1)
      setOpen(true)
      loadParts().catch(() => {}) // a failure shows in the dialog (FormBoundary)
    }
    const onPreload = () => {
      setWanted(true)
      loadParts().catch(() => {})
    }
    // A press made before this island mounted waited for it (requestOpen).
    const stopOpen = onOpenRequest(HEADER_EVENTS.subscribe, onOpen)
    window.addEventListener(HEADER_EVENTS.preloadSubscribe, onPreload)
    return () => {
      stopOpen()
      window.removeEventListener(HEADER_EVENTS.preloadSubscribe, onPreload)
    }
  }, [])

  // Focus goes back to the Subscribe button (the modal returns it to what had focus, which in some browsers
  // is not the button that was clicked).
  useEffect(() => {
    if (open) {
      wasOpen.current = true
      return
    }
    if (!wasOpen.current) return
    wasOpen.current = false
    if (opener.current?.isConnected) opener.current.focus()
  }, [open])

  useEffect(() => {
    if (open && content.kind === 'driver') markShown(HEADER_NEWSLETTER_PLACEMENT)
  }, [open, content.kind])

  // 001 §8: "Missing headerNewsletter lists: reported to error tracking", once per opening; and the
  // placement is reported not filled, as every placement is.
  const miss = missReason(state)
  useEffect(() => {
    if (!open || content.kind !== 'unavailable' || session === 0) return
    reportError(new Error('Missing headerNewsletter lists'), { where: 'newsletter.headerNewsletter' })
    if (miss) reportPlacement(HEADER_NEWSLETTER_PLACEMENT, { filled: false, reason: miss, driver: null })
  }, [open, content.kind, session, miss])

  const close = useCallback(() => setOpen(false), [])

  let body: ReactNode
  let label = DIALOG_NAME
  let describedBy: string | undefined
  switch (content.kind) {
    case 'loading':
      body = <Skeleton />
      break
    case 'mock':
      body = <p className={styles.mock}>{mockedDriverText(HEADER_NEWSLETTER_PLACEMENT)}</p>
      break
    case 'unavailable':
      describedBy = `newsletter-dialog-${session}-unavailable`
      body = (
        <div className={styles.unavailable}>
          <h2 className={styles.title}>{DIALOG_NAME}</h2>
          <p id={describedBy} className={styles.message}>
            {UNAVAILABLE}
          </p>
        </div>
      )
      break
    default:
      label = content.driver.headline || DIALOG_NAME
      body = (
        <FormBoundary key={session}>
          <Suspense fallback={<Skeleton />}>
            <DialogForm
              key={session}
              driver={content.driver}
              miss={content.kind === 'driver' ? null : (miss ?? 'not_found')}
              page={page}
              onDone={close}
              site={siteName}
              fetch={fetchImpl}
            />
          </Suspense>
        </FormBoundary>
      )
  }

  return (
    <Modal
      open={open}
      onClose={close}
      label={label}
      describedBy={describedBy}
      closeLabel="Close newsletter sign-up"
      sheetOnPhones
      className={styles.sheet}
    >
      <div className={styles.body}>{body}</div>
    </Modal>
  )
}
