'use client'
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { createPortal } from 'react-dom'
import { setScrollLock } from '@/ui/scrollLock'
import { inertOutside, tabbableIn, trappedTabTarget } from './focus'
import styles from './Modal.module.css'

type Name = { labelledBy: string; label?: never } | { label: string; labelledBy?: never }

export type ModalProps = Name & {
  open: boolean
  /** Escape, the close button and a click on the backdrop call it; the owner sets `open` to false. */
  onClose: () => void
  describedBy?: string
  /** The × button in the corner (002 §2.4: optional). */
  showCloseButton?: boolean
  closeLabel?: string
  /** Up to 1100 px wide on larger screens (475 px otherwise). */
  wide?: boolean
  /** Maximum height in px, and a larger one from the first site breakpoint up; the content scrolls inside. */
  maxHeight?: { base: number; large?: number }
  /** What gets focus on opening; the dialog itself (so its name is read first) when not given. */
  initialFocus?: RefObject<HTMLElement | null>
  closeOnBackdrop?: boolean
  /** Under 768 px, a full-width sheet at the bottom of the screen (the Subscribe dialog, sign-in, onboarding). */
  sheetOnPhones?: boolean
  className?: string
  children: ReactNode
}

const subscribeNothing = () => () => {}

/**
 * Whether the element's content overflows it and nothing inside can take focus (then keyboard readers could
 * not scroll it: WCAG 2.1.1, axe's scrollable-region-focusable). Follows size and content changes.
 */
function useBodyScrolls(ref: RefObject<HTMLDivElement | null>, active: boolean): boolean {
  const [scrolls, setScrolls] = useState(false)
  useLayoutEffect(() => {
    const body = ref.current
    if (!active || !body) return
    const measure = () =>
      setScrolls(body.scrollHeight > body.clientHeight + 1 && tabbableIn(body).every((el) => el === body))
    measure()
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null
    resize?.observe(body)
    for (const child of Array.from(body.children)) resize?.observe(child)
    const mutations = new MutationObserver(measure)
    mutations.observe(body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'hidden'],
    })
    return () => {
      resize?.disconnect()
      mutations.disconnect()
    }
  }, [ref, active])
  return scrolls
}

/**
 * The site's modal (002 §2.4): rendered into <body> through a portal, `role="dialog"` with `aria-modal`, an
 * animated entrance (none under reduced motion), 475 px wide (1100 px on larger screens when `wide`), above
 * everything (`--z-modals`). While open, focus is moved in and kept in (Tab wraps), the rest of the page is
 * inert (and hidden when printing, so a print shows only the dialog), page scrolling is locked, and Escape
 * closes. On closing, focus returns to where it was. Nothing renders on the server: a modal opens after a
 * reader acts.
 */
export function Modal({
  open,
  onClose,
  label,
  labelledBy,
  describedBy,
  showCloseButton = true,
  closeLabel = 'Close',
  wide = false,
  maxHeight,
  initialFocus,
  closeOnBackdrop = true,
  sheetOnPhones = false,
  className,
  children,
}: ModalProps) {
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const rootRef = useRef<HTMLDivElement | null>(null)
  const dialogRef = useRef<HTMLDivElement | null>(null)
  const onCloseRef = useRef(onClose)
  const holder = `modal-${useId()}`
  const bodyRef = useRef<HTMLDivElement | null>(null)
  const bodyScrolls = useBodyScrolls(bodyRef, open && mounted)

  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  // Layout effect: the page goes inert and focus moves in before the browser paints the open dialog.
  useLayoutEffect(() => {
    const root = rootRef.current
    const dialog = dialogRef.current
    if (!open || !root || !dialog) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const undoInert = inertOutside(root, styles.printHidden)
    setScrollLock(holder, true)
    ;(initialFocus?.current ?? dialog).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // A control inside that handled Escape itself (an open tooltip) keeps the dialog open.
        if (event.defaultPrevented) return
        event.preventDefault()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const stops = tabbableIn(dialog)
      const target = trappedTabTarget(
        stops.indexOf(document.activeElement as HTMLElement),
        stops.length,
        event.shiftKey,
      )
      if (stops.length === 0) {
        // Nothing to tab to: focus stays on the dialog.
        event.preventDefault()
        dialog.focus()
      } else if (target !== null) {
        event.preventDefault()
        stops[target]!.focus()
      }
    }
    // Inert keeps focus out of the page in browsers; this also catches focus moved by script.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) {
        ;(tabbableIn(dialog)[0] ?? dialog).focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      undoInert()
      setScrollLock(holder, false)
      if (previous?.isConnected) previous.focus()
    }
  }, [open, holder, initialFocus])

  if (!mounted || !open) return null

  const style = maxHeight
    ? ({
        '--modal-max-height': `${maxHeight.base}px`,
        '--modal-max-height-large': `${maxHeight.large ?? maxHeight.base}px`,
      } as CSSProperties)
    : undefined

  return createPortal(
    <div ref={rootRef} className={styles.root} data-modal-root="">
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[
          styles.dialog,
          wide ? styles.wide : '',
          sheetOnPhones ? styles.sheetOnPhones : '',
          className ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={style}
      >
        {showCloseButton ? (
          <div className={styles.bar}>
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={() => onCloseRef.current()}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
                <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        ) : null}
        {/* A body that scrolls is a tab stop when nothing in it is, so keyboard readers can scroll it. */}
        <div
          ref={bodyRef}
          className={styles.body}
          tabIndex={bodyScrolls ? 0 : undefined}
          data-scrolls={bodyScrolls ? '' : undefined}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  )
}
