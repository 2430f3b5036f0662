'use client'

import { Children, isValidElement, type ReactNode, useEffect, useState } from 'react'
import { useFirstView, usePrefersReducedMotion } from '@/ui/useFirstView'
import styles from './Checklist.module.css'
import { revealDelayMs } from './checklist'

/**
 * Reveals its children (one per list item, rendered on the server) one after another, `REVEAL_STAGGER_MS`
 * apart, starting when the list first comes into view.
 *
 * Without JavaScript, before hydration and under `prefers-reduced-motion`, every item is shown: items are
 * hidden only after this leaf has hydrated and only until their turn comes. Hidden items keep their space
 * (opacity and transform only), so the reveal causes no layout shift.
 */
export function ChecklistReveal({ children }: { children: ReactNode }) {
  const items = Children.toArray(children)
  const total = items.length
  const [listRef, seen] = useFirstView<HTMLUListElement>(0)
  const reducedMotion = usePrefersReducedMotion()
  const [hydrated, setHydrated] = useState(false)
  const [revealed, setRevealed] = useState(0)

  useEffect(() => {
    setHydrated(true)
  }, [])

  useEffect(() => {
    if (reducedMotion) {
      setRevealed(total)
      return
    }
    if (!seen) return
    const timers = Array.from({ length: total }, (_, index) =>
      setTimeout(() => setRevealed((count) => Math.max(count, index + 1)), revealDelayMs(index)),
    )
    return () => {
      for (const timer of timers) clearTimeout(timer)
    }
  }, [seen, reducedMotion, total])

  const sequencing = hydrated && !reducedMotion
  return (
    <ul ref={listRef} className={styles.list} data-reveal={sequencing ? 'sequence' : undefined}>
      {items.map((item, index) => (
        <li
          key={isValidElement(item) && item.key != null ? item.key : index}
          className={styles.item}
          data-revealed={!sequencing || index < revealed ? 'true' : 'false'}
        >
          {item}
        </li>
      ))}
    </ul>
  )
}
