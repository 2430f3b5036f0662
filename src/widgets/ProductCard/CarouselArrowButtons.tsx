import styles from './ProductCard.module.css'

function Arrow({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d={direction === 'back' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
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
