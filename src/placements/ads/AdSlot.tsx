/*
 * Ad slots as the cached page holds them (issue 28, ADR 26): server HTML only, the same for every reader, with
 * no JavaScript of their own. Each face reserves its creative's size under the "Advertisement" label; the ads
 * runtime (`runtime.ts`, loaded once the reader engages) asks for the faces shown at the reader's width and
 * fills them. The fill's place is left to the runtime (React never renders into it).
 */
import {
  AD_SIZES,
  type AdFace,
  type AdPosition,
  type AdSizeName,
  inlineSlotFaces,
  sizeLabel,
} from '@/lib/ads'
import { cx } from '@/lib/cx'
import styles from './ads.module.css'

/** The label over every ad (issue 28), also what a screen reader hears before the ad's own text. */
export const AD_LABEL = 'Advertisement'
/** The fixed phone leaderboard's close button. */
export const AD_CLOSE_LABEL = 'Close advertisement'

type BoxProps = { face: AdFace; className?: string; children?: React.ReactNode }

/** One face: `data-ad-slot` (unique on the page), `data-ad-position`, `data-ad-size`, its stage and its space. */
export function AdBox({ face, className, children }: BoxProps) {
  const size = AD_SIZES[face.size]
  return (
    <div
      className={cx(styles.slot, className)}
      data-ad-slot={face.slotId}
      data-ad-position={face.position}
      data-ad-size={sizeLabel(size)}
      data-stage="queued"
      style={{ '--ad-width': `${size.width}px`, '--ad-height': `${size.height}px` } as React.CSSProperties}
    >
      <span className={styles.label}>{AD_LABEL}</span>
      {/* The runtime's: an empty string React leaves alone when it hydrates and re-renders. */}
      <div className={styles.place} dangerouslySetInnerHTML={{ __html: '' }} />
      {children}
    </div>
  )
}

const face = (position: AdPosition, size: AdSizeName, slotId: string = position): AdFace => ({
  position,
  size,
  slotId,
})

/** DLB1: the top leaderboard under the header, 768 px and wider; pinned, then hidden, as 001 §4 says. */
export function TopLeaderboard() {
  return <AdBox face={face('DLB1', 'leaderboard')} className={styles.wide} />
}

/** MLB1: the phone leaderboard fixed at the bottom, below 658 px, with a close button (001 §2). */
export function MobileLeaderboard() {
  return (
    <AdBox face={face('MLB1', 'mobileLeaderboard')} className={styles.mobile}>
      <button type="button" className={styles.close} aria-label={AD_CLOSE_LABEL} data-ad-close="">
        <span aria-hidden="true">×</span>
      </button>
    </AdBox>
  )
}

/**
 * The `k`-th inline slot of a body or a listing: its phone face (MMR) and, within the page's limit, its wide
 * face (DLB2 in a body, DMR<k> in a listing). `placedBy`: an editor's Advertisement block or the automatic plan.
 */
export function InlineAd({
  k,
  context,
  cpuv = false,
  placedBy = 'auto',
}: {
  k: number
  context: 'body' | 'listing'
  cpuv?: boolean
  placedBy?: 'auto' | 'editor'
}) {
  const faces = inlineSlotFaces(k, context, cpuv)
  return (
    <div className={styles.inline} data-ad-inline={k} data-ad-placed-by={placedBy}>
      <AdBox face={faces.phone} className={styles.phone} />
      {faces.wide ? <AdBox face={faces.wide} className={styles.wide} /> : null}
    </div>
  )
}

/** The number an ad in a widget's place takes in its slot ids (`MMR2.9`): past any body's inline slots. */
export const IN_WIDGET_SLOT = 9

/**
 * An ad shown in place of a widget's driver (002 §2.1 item 6, the drug widget's rybelsus test): a rectangle on
 * phones, a leaderboard from 768 px, like the in-text slots, numbered apart from them.
 */
export function AdInPlaceOfDriver() {
  return (
    <div className={styles.inline} data-ad-inline={IN_WIDGET_SLOT} data-ad-placed-by="widget">
      <AdBox face={face('MMR2', 'mediumRect', `MMR2.${IN_WIDGET_SLOT}`)} className={styles.phone} />
      <AdBox face={face('DLB2', 'leaderboard', `DLB2.${IN_WIDGET_SLOT}`)} className={styles.wide} />
    </div>
  )
}
