import type { ScorecardBlock } from '@/cms/payload-types'
import { Chevron } from '@/content/Chevron'
import { AffiliateLink } from '@/lib/affiliate/AffiliateLink'
import { showsAffiliateDisclaimer } from '@/lib/affiliate/links'
import { commerceCount, type TrackFields, trackOpen, trackView } from '@/lib/trackingAttrs'
import { discountLayout, formatDiscount } from '../ProductCard/productCard'
import type { WidgetProps } from '../types'
import styles from './Scorecard.module.css'
import { COMMISSION_NOTE, PROS_AND_CONS, SCORE_SCALE, scorecardView, VETTING_LINK_TEXT } from './scorecard'

/** Decoration beside each pro or con; the list's own label says which it is. */
function Mark({ kind }: { kind: 'pro' | 'con' }) {
  return (
    <svg
      className={styles.mark}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="16"
      height="16"
    >
      {kind === 'pro' ? (
        <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 8h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  )
}

/** The discount line, formatted like the product card's (codes and amounts highlighted, long text lighter). */
function Discount({ text }: { text: string }) {
  const parts = formatDiscount(text, (error) =>
    console.warn(`[scorecard] discount text could not be formatted; shown as typed: ${String(error)}`),
  )
  const layout = discountLayout(text)
  const className = [
    styles.discount,
    layout.align === 'left' ? styles.discountLeft : null,
    layout.light ? styles.discountLight : null,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <p className={className}>
      {parts.map((part, i) =>
        part.highlight ? (
          <strong key={i} className={styles.discountHighlight}>
            {part.text}
          </strong>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  )
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
      className={styles.scorecard}
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
        <details className={styles.prosCons} {...trackOpen({ ...track, text: PROS_AND_CONS })}>
          <summary className={styles.summary}>
            <span>{PROS_AND_CONS}</span>
            <Chevron className={styles.chevron} />
          </summary>
          <div className={styles.points}>
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
          </div>
        </details>
      ) : null}
      {view.discount ? <Discount text={view.discount} /> : null}
      {view.ctaUrl ? (
        <AffiliateLink
          className={styles.cta}
          href={view.ctaUrl}
          placement={{ widget: 'scorecard', position: ordinal }}
          clickTrackingHosts={context.commerce.clickTrackingHosts}
          track={{ ...track, text: view.ctaText }}
        >
          {view.ctaText}
          <span className="visually-hidden">
            {' '}
            (opens {view.productBrand ?? view.productName} in a new tab)
          </span>
        </AffiliateLink>
      ) : null}
      {note ? (
        <p className={styles.note}>
          {COMMISSION_NOTE} <a href={context.commerce.vettingPagePath}>{VETTING_LINK_TEXT}</a>
        </p>
      ) : null}
    </article>
  )
}
