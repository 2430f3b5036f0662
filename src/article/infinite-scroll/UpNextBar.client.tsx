'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { isArticlePath, UP_NEXT_LIMIT, type UpNextItem } from './choose'
import styles from './UpNextBar.module.css'

/**
 * The UP NEXT bar (001 §2): on small screens (below 768 px; hidden by CSS above), a bar at the bottom of the
 * viewport whose "Up next" button opens a list of up to 5 upcoming articles (each item's first title, linked).
 *
 * It is `position: sticky` at the end of the page's main content rather than `position: fixed`: while the
 * reader scrolls it stays at the bottom of the viewport, and at the end of the page it takes its own place in
 * the flow above the footer, so it never covers content for good and the page needs no padding or script to
 * make room for it. The list opens upwards over the content. Escape or a tap outside closes it.
 */
export function UpNextBar({ items }: { items: UpNextItem[] }) {
  const list = items.filter((item) => item.title[0] && isArticlePath(item.link)).slice(0, UP_NEXT_LIMIT)
  const [open, setOpen] = useState(false)
  const listId = useId()
  const rootRef = useRef<HTMLElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return
      setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  if (list.length === 0) return null
  return (
    <nav ref={rootRef} className={styles.bar} aria-label="Up next" data-up-next-bar="">
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.label}>Up next</span>
        <span className={styles.count}>
          {list.length} {list.length === 1 ? 'article' : 'articles'}
        </span>
        <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M3 10l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ol id={listId} className={styles.list} hidden={!open}>
        {list.map((item) => (
          <li key={item.link}>
            <a href={item.link}>{item.title[0]}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
