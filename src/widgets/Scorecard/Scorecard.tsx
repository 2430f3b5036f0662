import type { ScorecardBlock } from '@/cms/payload-types'
import { Glyph } from '@/content/Glyph'
import { showsAffiliateDisclaimer } from '@/lib/affiliate/links'
import { commerceCount, type TrackFields, trackOpen, trackView } from '@/lib/trackingAttrs'
import kit from '../commerce/commerce.module.css'
import { CommissionNote, Disclosure, DiscountLine, ShopButton } from '../commerce/Item'
import type { WidgetProps } from '../types'
import styles from './Scorecard.module.css'
import { COMMISSION_NOTE, PROS_AND_CONS, SCORE_SCALE, scorecardView } from './scorecard'

/** Decoration beside each pro or con; the list's own label says which it is. */
function Mark({ kind }: { kind: 'pro' | 'con' }) {
  return <Glyph className={styles.mark} d={kind === 'pro' ? 'M3.5 8.5l3 3 6-7' : 'M4 8h8'} />
}

/**
 * Proprietary scorecard (000 §3, §4, §9): the product's name and brand; the headline score (the criterion
 * named Overall, else the rating, else 4.5) with "out of 5" and its word (001 §5); a bar per other criterion,
 * score / 5 wide; the pros and cons in a native <details> that opens and closes (tracked as a scorecard
 * open); the discount; and the shop button as an affiliate link. No JavaScript.
 */
export function Scorecard({ block, context, ordinal = 1 }: WidgetProps<ScorecardBlock>) {
  const view = scorecardView(block)
  if (!view) return null
  const id = `scorecard-${block.id ?? ordinal}`
  const track: TrackFields = {
    category: 'scorecard',
    name: view.productName,
    brand: view.productBrand ?? undefined,
    productId: view.trackingId ?? undefined,
    variant: view.variantId ?? undefined,
    position: ordinal,
  }
  const note = view.ctaUrl !== null && showsAffiliateDisclaimer(view.ctaUrl, context.commerce.partnerDomains)
  const hasPoints = view.pros.length > 0 || view.cons.length > 0
  return (
    <article
      className={`${kit.card} ${styles.scorecard}`}
      aria-labelledby={`${id}-title`}
      {...trackView(track)}
      {...(view.productRef !== null ? commerceCount({ productId: view.productRef, position: ordinal }) : {})}
    >
      <header className={styles.header}>
        <p className={styles.kicker}>Our review</p>
        <h3 id={`${id}-title`} className={styles.title}>
          {view.productName}
        </h3>
        {view.productBrand ? <p className={styles.brand}>{view.productBrand}</p> : null}
      </header>
      <div className={styles.scores}>
        <div className={styles.headline}>
          <p className={styles.score}>
            <span className={styles.scoreValue}>{view.scoreText}</span>{' '}
            <span className={styles.subtitle}>{view.subtitle}</span>
          </p>
          <p className={styles.word}>{view.ratingWord}</p>
        </div>
        {view.breakdown.length > 0 ? (
          <ul className={styles.breakdown} aria-label="Score breakdown">
            {view.breakdown.map((criterion, i) => (
              <li key={`${criterion.name}-${i}`} className={styles.criterion}>
                <span className={styles.criterionName}>{criterion.name}</span>
                <span className={styles.criterionValue}>
                  {criterion.text}
                  <span className="visually-hidden"> out of {SCORE_SCALE}</span>
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: criterion.width }} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {hasPoints ? (
        <Disclosure
          title={PROS_AND_CONS}
          className={styles.prosCons}
          bodyClassName={styles.points}
          attrs={trackOpen({ ...track, text: PROS_AND_CONS })}
        >
          {view.pros.length > 0 ? (
            <div>
              <p id={`${id}-pros`} className={styles.pointsTitle}>
                Pros
              </p>
              <ul className={styles.pointList} aria-labelledby={`${id}-pros`}>
                {view.pros.map((pro, i) => (
                  <li key={i} className={styles.pro}>
                    <Mark kind="pro" />
                    {pro}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {view.cons.length > 0 ? (
            <div>
              <p id={`${id}-cons`} className={styles.pointsTitle}>
                Cons
              </p>
              <ul className={styles.pointList} aria-labelledby={`${id}-cons`}>
                {view.cons.map((con, i) => (
                  <li key={i} className={styles.con}>
                    <Mark kind="con" />
                    {con}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Disclosure>
      ) : null}
      {view.discount ? (
        <DiscountLine text={view.discount} source="scorecard" className={styles.discount} />
      ) : null}
      {view.ctaUrl ? (
        <ShopButton
          className={styles.cta}
          href={view.ctaUrl}
          widget="scorecard"
          position={ordinal}
          context={context}
          track={track}
          text={view.ctaText}
          hint={` (opens ${view.productBrand ?? view.productName} in a new tab)`}
        />
      ) : null}
      {note ? <CommissionNote className={styles.note} text={COMMISSION_NOTE} context={context} /> : null}
    </article>
  )
}
