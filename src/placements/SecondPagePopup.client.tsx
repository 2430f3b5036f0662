'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { cx } from '@/lib/cx'
import { mockedDriverText } from '@/lib/placements'
import type { DriverView } from '@/services/drivers/shared'
import { Modal } from '@/ui/modal/Modal.client'
import { rendererFor } from './drivers/renderer'
import { DriverContent, DriverErrorBoundary, personalise, useDriverEvents } from './frame'
import styles from './placements.module.css'
import {
  pageViewCount,
  popupEligible,
  SECOND_PAGE_POPUP,
  SECOND_PAGE_POPUP_DELAY_MS,
  SECOND_PAGE_POPUP_SCROLL_SHARE,
  SECOND_PAGE_POPUP_SHOWN_KEY,
  scrolledShare,
} from './popup'
import { usePlacement } from './registry'
import { reportPlacement } from './report'

/** While another dialog is open, the pop-up waits and looks again after this long. */
const RETRY_MS = 2000

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The second-page pop-up (placement wBw2ndPagePopup, 002 §4.9): every article page counts the tab's page
 * views in session storage; on the second one the placement is asked for (with the page's others). When a
 * driver fills it, the site's dialog opens with it (its card, or the sign-up form) once per visit, a few
 * seconds after it arrived or as soon as the reader has scrolled a quarter of the page, and not over another
 * open dialog. Not filled: nothing happens. The dialog keeps focus and closes with Escape (`Modal`).
 */
export function SecondPagePopup({ path }: { path?: string }) {
  const [eligible, setEligible] = useState(false)
  const [open, setOpen] = useState(false)
  const opened = useRef(false)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const session = sessionStore()
    if (popupEligible(pageViewCount(session, path ?? window.location.pathname), session)) setEligible(true)
  }, [path])

  const state = usePlacement(SECOND_PAGE_POPUP, { enabled: eligible, preload: true })
  const [failed, setFailed] = useState<DriverView | null>(null)
  const driver = eligible && !state.mock ? state.driver : null
  const renderer = driver
    ? rendererFor(driver, driver.driverType === 'newsletter' ? 'newsletter' : 'card')
    : null
  const shown = useMemo(
    () => (driver && renderer ? personalise(driver, SECOND_PAGE_POPUP) : null),
    [driver, renderer],
  )
  const ready = eligible && (state.mock || (shown !== null && failed !== driver))

  // Filled or not, reported once the answer is known (the dialog may never open: the reader left first).
  useEffect(() => {
    if (!eligible || state.mock) return
    if (driver && renderer) reportPlacement(SECOND_PAGE_POPUP, { filled: true, driver })
    else if (driver) reportPlacement(SECOND_PAGE_POPUP, { filled: false, reason: 'unsupported', driver })
    else if (state.stage === 'not_found' || state.stage === 'error')
      reportPlacement(SECOND_PAGE_POPUP, { filled: false, reason: state.stage, driver: null })
  }, [eligible, state.mock, state.stage, driver, renderer])

  // Open after the delay or at a quarter of the page, once per visit.
  useEffect(() => {
    if (!ready || opened.current) return
    let timer: ReturnType<typeof setTimeout> | null = null
    let done = false
    const tryOpen = () => {
      if (done) return
      if (document.querySelector('[data-modal-root]')) {
        if (timer === null)
          timer = setTimeout(() => {
            timer = null
            tryOpen()
          }, RETRY_MS)
        return
      }
      const session = sessionStore()
      if (session?.getItem(SECOND_PAGE_POPUP_SHOWN_KEY) != null) {
        done = true
        return
      }
      done = true
      opened.current = true
      try {
        session?.setItem(SECOND_PAGE_POPUP_SHOWN_KEY, '1')
      } catch {
        // Not remembered: it may open again on this tab's next second page (there is none).
      }
      setOpen(true)
    }
    const onScroll = () => {
      const share = scrolledShare(window.scrollY, document.documentElement.scrollHeight, window.innerHeight)
      if (share >= SECOND_PAGE_POPUP_SCROLL_SHARE) tryOpen()
    }
    timer = setTimeout(() => {
      timer = null
      tryOpen()
    }, SECOND_PAGE_POPUP_DELAY_MS)
    window.addEventListener('scroll', onScroll, { passive: true })
    onScroll()
    return () => {
      done = true
      if (timer !== null) clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
    }
  }, [ready])

  useDriverEvents(SECOND_PAGE_POPUP, open && renderer ? shown : null, ref)

  if (!ready) return null
  const close = () => setOpen(false)
  return (
    <Modal open={open} onClose={close} label={shown?.headline || 'Promotion'}>
      <div
        ref={ref}
        className={cx(styles.box, styles.dialog)}
        data-placement={SECOND_PAGE_POPUP}
        data-style={renderer === 'newsletter' ? 'newsletter' : 'card'}
        data-stage={state.stage}
      >
        {state.mock ? (
          <p className={styles.mock}>{mockedDriverText(SECOND_PAGE_POPUP)}</p>
        ) : shown && renderer && driver ? (
          <DriverErrorBoundary
            placement={SECOND_PAGE_POPUP}
            driver={driver}
            onError={() => {
              setFailed(driver)
              close()
            }}
          >
            <DriverContent
              renderer={renderer}
              driver={shown}
              placement={SECOND_PAGE_POPUP}
              context="dialog"
              onRendered={() => {}}
              onDone={close}
            />
          </DriverErrorBoundary>
        ) : null}
      </div>
    </Modal>
  )
}
