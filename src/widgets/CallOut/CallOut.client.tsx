'use client'

import { useFirstView } from '@/ui/useFirstView'
import styles from './CallOut.module.css'

/**
 * The call-out's background wave layer. It covers the box (absolutely, so the box's size never depends on it)
 * and turns `data-wave` to "shown" once a quarter of the box is in view: only then does the stylesheet ask
 * for the wave picture and let it drift for 5 s (not at all under reduced motion). Decoration only.
 */
export function CallOutWave() {
  const [ref, seen] = useFirstView<HTMLSpanElement>()
  return <span ref={ref} className={styles.wave} data-wave={seen ? 'shown' : 'waiting'} aria-hidden="true" />
}
