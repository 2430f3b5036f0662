import type { CSSProperties } from 'react'
import { cx } from '@/lib/cx'
import styles from './Testimonial.module.css'
import { entranceDelay, type QuoteView, TESTIMONIAL_ENTRANCE_MS } from './testimonial'

/** The quotes' entrance, as the leaf drives it: waiting, playing (once), then done for good. */
export type EntrancePhase = 'idle' | 'playing' | 'done'

const TINTS = [styles.tint0, styles.tint1, styles.tint2]

/**
 * The quotes, one tinted card each. The server renders them without an entrance (`phase` absent: visible,
 * static); the leaf renders the same markup and, when the entrance plays, gives each card its delay. Screen
 * readers read each quote once, as a figure with its caption; the big quotation mark is decoration.
 */
export function QuoteList({ quotes, phase }: { quotes: QuoteView[]; phase?: EntrancePhase }) {
  const playing = phase === 'playing'
  return (
    <ul
      className={styles.quotes}
      data-entrance={phase}
      style={playing ? ({ '--entrance-ms': `${TESTIMONIAL_ENTRANCE_MS}ms` } as CSSProperties) : undefined}
    >
      {quotes.map((quote, index) => (
        <li
          key={index}
          className={cx(styles.quote, TINTS[quote.tint])}
          data-tint={quote.tint}
          style={playing ? ({ '--entrance-delay': `${entranceDelay(index)}ms` } as CSSProperties) : undefined}
        >
          <figure className={styles.figure}>
            <span className={styles.mark} aria-hidden="true">
              “
            </span>
            <blockquote className={styles.text}>
              <p>{quote.text}</p>
            </blockquote>
            {quote.author ? <figcaption className={styles.author}>{quote.author}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  )
}
