'use client'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { TOOLTIP_DELAY_MS, TOOLTIP_SECOND_DELAY_MS } from './constants'
import styles from './DrugCostSavings.module.css'

/**
 * The widget's info tooltip (002 §4.5). With a mouse it opens 700 ms after the pointer rests on the button
 * and closes 700 ms after it leaves; moving onto the tooltip keeps it open (to read or select its text), and
 * leaving the tooltip closes it after the shorter 250 ms delay (the spec's second delay: the reader has
 * finished with it). A tap or click toggles it at once (touch has no hover). Keyboard: focus opens it, blur
 * closes it, Escape closes it wherever focus is (WCAG 1.4.13). The text is the button's description
 * (`aria-describedby`), so screen readers read it with the button whether or not it is shown.
 */
export function InfoTooltip({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const pointerDown = useRef(false)
  const wrap = useRef<HTMLSpanElement | null>(null)
  const tipId = `${id}-tooltip`

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }, [])
  const setLater = (next: boolean, ms: number) => {
    cancel()
    timer.current = setTimeout(() => {
      timer.current = null
      setOpen(next)
    }, ms)
  }
  const setNow = (next: boolean) => {
    cancel()
    setOpen(next)
  }

  useEffect(() => cancel, [cancel])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Claimed: a dialog around the tooltip stays open.
      event.preventDefault()
      cancel()
      setOpen(false)
    }
    // A tap elsewhere closes a tooltip opened by a tap.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrap.current?.contains(event.target)) {
        cancel()
        setOpen(false)
      }
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, cancel])

  return (
    <span ref={wrap} className={styles.tooltipWrap}>
      <button
        type="button"
        className={styles.tooltipTrigger}
        aria-describedby={tipId}
        onPointerEnter={(e) => e.pointerType !== 'touch' && setLater(true, TOOLTIP_DELAY_MS)}
        onPointerLeave={(e) => e.pointerType !== 'touch' && setLater(false, TOOLTIP_DELAY_MS)}
        onPointerDown={() => {
          pointerDown.current = true
        }}
        onClick={() => {
          pointerDown.current = false
          setNow(!open)
        }}
        onFocus={() => {
          // Focus from a press is followed by the click, which toggles; only keyboard focus opens here.
          if (!pointerDown.current) setNow(true)
        }}
        onBlur={() => {
          pointerDown.current = false
          setNow(false)
        }}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
          <circle cx="9" cy="9" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M9 8v5M9 5v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {label}
      </button>
      <span
        role="tooltip"
        id={tipId}
        className={styles.tooltip}
        hidden={!open}
        onPointerEnter={(e) => e.pointerType !== 'touch' && cancel()}
        onPointerLeave={(e) => e.pointerType !== 'touch' && setLater(false, TOOLTIP_SECOND_DELAY_MS)}
      >
        {children}
      </span>
    </span>
  )
}
