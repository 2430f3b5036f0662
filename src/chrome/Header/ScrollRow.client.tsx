'use client'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import styles from './Header.module.css'
import { scrollButtonsFor } from './scrollRow'

/** A horizontally scrollable list whose left/right buttons appear only when there is more to scroll. */
export function ScrollRow({ children }: { children: ReactNode }) {
  const list = useRef<HTMLUListElement | null>(null)
  const [buttons, setButtons] = useState({ left: false, right: false })

  const measure = useCallback(() => {
    const el = list.current
    if (el) setButtons(scrollButtonsFor(el.scrollLeft, el.clientWidth, el.scrollWidth))
  }, [])

  useEffect(() => {
    const el = list.current
    if (!el) return
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    resize?.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      resize?.disconnect()
    }
  }, [measure])

  const scroll = (direction: -1 | 1) => {
    const el = list.current
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' })
  }

  return (
    <div className={styles.scrollRow}>
      {buttons.left ? (
        <button type="button" className={styles.scrollButton} data-side="left" onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Scroll topics left</span>
        </button>
      ) : null}
      <ul ref={list} className={styles.scrollList}>
        {children}
      </ul>
      {buttons.right ? (
        <button type="button" className={styles.scrollButton} data-side="right" onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Scroll topics right</span>
        </button>
      ) : null}
    </div>
  )
}
