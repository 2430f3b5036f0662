import { Glyph } from '@/content/Glyph'
import styles from './ProductCard.module.css'

function Arrow({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <Glyph
      d={direction === 'back' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      box={24}
      size={20}
      strokeWidth={2.2}
    />
  )
}

/**
 * The carousel's back and forward arrows (000 §2, §4). The same markup on the server (both inactive until the
 * arrows' leaf has loaded) and in the leaf. An arrow at its end is `aria-disabled`, not `disabled`, so a
 * keyboard user who pressed it to get there keeps their focus on it.
 */
export function CarouselArrowButtons({
  trackId,
  atStart,
  atEnd,
  onBack,
  onForward,
}: {
  trackId: string
  atStart: boolean
  atEnd: boolean
  onBack?: () => void
  onForward?: () => void
}) {
  return (
    <div className={styles.arrows}>
      <button
        type="button"
        className={styles.arrow}
        aria-controls={trackId}
        aria-disabled={atStart}
        onClick={atStart ? undefined : onBack}
      >
        <Arrow direction="back" />
        <span className="visually-hidden">Show previous products</span>
      </button>
      <button
        type="button"
        className={styles.arrow}
        aria-controls={trackId}
        aria-disabled={atEnd}
        onClick={atEnd ? undefined : onForward}
      >
        <Arrow direction="forward" />
        <span className="visually-hidden">Show next products</span>
      </button>
    </div>
  )
}
