import type { CSSProperties, Ref } from 'react'
import styles from './TickerHero.module.css'
import { TICKER_FADE_MS, type TickerHeadlineData } from './tickerHero'

const fade = { '--ticker-fade': `${TICKER_FADE_MS}ms` } as CSSProperties

/**
 * The ticker headline's markup, the same on the server (the first item shown) and in the leaf (the item
 * `active`), so swapping one for the other moves nothing. Screen readers get the whole headline once, from
 * the visually hidden sentence; the visible words are hidden from them (no live region: nothing is announced
 * as the words change). All items share one grid cell, so the widest sets the width and height kept for all.
 */
export function TickerHeadlineView({
  id,
  headline,
  active = 0,
  fading = false,
  headingRef,
}: {
  id: string
  headline: TickerHeadlineData
  /** The item on screen. */
  active?: number
  /** Fade the item in (after the first change; never under reduced motion). */
  fading?: boolean
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const { before, items, after, accessible } = headline
  return (
    <h2 id={id} ref={headingRef} className={styles.headline}>
      <span className="visually-hidden">{accessible}</span>
      <span aria-hidden="true">
        {before ? `${before} ` : null}
        {items.length > 0 ? (
          <span className={styles.words} style={fade} data-fade={fading ? 'true' : undefined}>
            {items.map((item, index) => (
              <span key={index} className={styles.word} data-active={index === active ? 'true' : undefined}>
                {item}
              </span>
            ))}
          </span>
        ) : null}
        {after ? ` ${after}` : null}
      </span>
    </h2>
  )
}
