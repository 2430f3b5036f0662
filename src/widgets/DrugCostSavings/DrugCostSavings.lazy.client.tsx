'use client'
import { type ReactNode, useState } from 'react'
import { AffiliateLink } from '@/lib/affiliate/AffiliateLink'
import { createLazyLeaf } from '@/lib/lazy/lazyLeaf'
import { useReaderCountry } from '@/lib/reader/readerContext'
import type { CopayOffer } from '@/services/pricing/shared'
import { CARDS_PER_PAGE, DEFAULT_INSURED, PRICE_NOTE_DATE, SAVINGS_CLAIM } from './constants'
import type { DrugCostSavingsWidgetProps } from './DrugCostSavings.client'
import styles from './DrugCostSavings.module.css'
import { HelpfulControl } from './HelpfulControl.client'
import { InfoTooltip } from './InfoTooltip.client'
import type { DrugCostSavingsIslandProps } from './islandProps'
import { copaySubtitle, formatCopayPrice, MESSAGES } from './messages'

/** The info card, the price list and the coupon modal: loaded when the widget comes within 300 px of the viewport. */
const LazyPriceBody = createLazyLeaf<DrugCostSavingsWidgetProps>('drugCostSavings', () =>
  import('./DrugCostSavings.client').then((m) => m.DrugCostSavingsWidget),
)

const SKELETON_CARDS = Array.from({ length: CARDS_PER_PAGE }, (_, i) => i)

/**
 * The price body's place while its code loads: the same boxes as its first render (collapsed info card,
 * search row, 4 skeleton cards, pager row), so nothing moves when it arrives.
 */
function PriceBodyPlaceholder() {
  return (
    <div className={styles.body} aria-hidden="true">
      <div className={styles.infoCard}>
        <span className={styles.skeletonBlock} style={{ width: '60%', height: 56 }} />
      </div>
      <div className={styles.body}>
        <div className={styles.search}>
          <span className={styles.skeletonBlock} style={{ width: 140, height: 16 }} />
          <span className={styles.skeletonBlock} style={{ height: 44 }} />
        </div>
        <ol className={styles.list}>
          {SKELETON_CARDS.map((i) => (
            <li key={i} className={`${styles.card} ${styles.skeleton}`}>
              <span className={`${styles.logo} ${styles.skeletonBlock}`} />
              <span className={styles.retailerInfo}>
                <span className={styles.skeletonBlock} style={{ width: '70%', height: 16 }} />
              </span>
              <span className={`${styles.cardAction} ${styles.skeletonBlock}`} style={{ height: 44 }} />
            </li>
          ))}
        </ol>
        <div className={styles.pager} />
      </div>
    </div>
  )
}

function CopayView({ copay }: { copay: CopayOffer }) {
  return (
    <>
      <ul className={styles.copayCards}>
        <li className={styles.copayCard}>
          <strong className={styles.copayCardTitle}>
            Only {formatCopayPrice(copay.monthlyPrice)}/mo initially
          </strong>
          <span className={styles.copayCardNote}>*for a limited time</span>
        </li>
        <li className={styles.copayCard}>
          <strong className={styles.copayCardTitle}>Easy to use digital savings card</strong>
          <span className={styles.copayCardNote}>Delivered digitally today</span>
        </li>
        <li className={styles.copayCard}>
          <strong className={styles.copayCardTitle}>Redeem at your local pharmacy</strong>
          <span className={styles.copayCardNote}>Accepted at all pharmacies</span>
        </li>
      </ul>
      <AffiliateLink
        href={copay.ctaUrl}
        placement={{ widget: 'drugCostSavings', position: 1 }}
        sponsored
        track={{ category: 'drug cost savings', location: 'copay offer' }}
        className={`${styles.button} ${styles.copayCta}`}
      >
        {copay.ctaText}
      </AffiliateLink>
    </>
  )
}

/** The price footer (002 §2.2, §9): the disclaimer in our words with the spec's claims, and the info tooltip. */
function PriceFooter({ id }: { id: string }) {
  return (
    <div className={styles.footer}>
      <p className={styles.disclaimer}>
        Save {SAVINGS_CLAIM} off the pharmacy's retail price with this free discount card. Prices are up to
        date as of {PRICE_NOTE_DATE} and can differ at the counter. The coupon is free and is not insurance;
        it does not expire, though the price may change.
      </p>
      <InfoTooltip id={id} label="How these prices work">
        The prices come from a prescription discount card accepted at most US pharmacies. Show the coupon when
        you fill your prescription and pay the discounted price instead of the retail price. Use it instead of
        insurance, not with it.
      </InfoTooltip>
    </div>
  )
}

/**
 * The drug cost savings widget's island (002 §2.1; ADR 10). US readers only: until the reader's country is
 * known it holds the widget's collapsed size, invisible (no layout shift for US readers); outside the US it
 * renders nothing. The light parts (title, copay offer, footer, helpful control) render here; the info
 * card, price list and coupon modal load near the viewport (`createLazyLeaf`), and for a copay widget only
 * once the reader chooses Uninsured.
 */
export function DrugCostSavingsIsland(props: DrugCostSavingsIslandProps) {
  const { id, drug, bestOffer, fullWidth, retailerLogos, variant, articlePath } = props
  const country = useReaderCountry()
  const copay = drug?.copay ?? null
  const [insured, setInsured] = useState(DEFAULT_INSURED)
  // The price body stays mounted (keeping the reader's choices) once shown.
  const [pricesWanted, setPricesWanted] = useState(copay === null)

  if (country !== null && country !== 'US') return null
  const pending = country === null
  const titleId = `${id}-title`
  const className = [
    styles.root,
    bestOffer ? styles.bestOffer : '',
    fullWidth ? styles.fullWidth : '',
    pending ? styles.reserved : '',
  ]
    .filter(Boolean)
    .join(' ')

  const frame = (children: ReactNode) => (
    <section
      className={className}
      aria-labelledby={titleId}
      aria-hidden={pending || undefined}
      inert={pending}
      data-drug-cost-savings={pending ? 'reserved' : 'us'}
    >
      {bestOffer ? <span className={styles.bestOfferLabel}>Best Offer</span> : null}
      {children}
    </section>
  )

  if (!drug) {
    return frame(
      <div className={styles.unavailable}>
        <h2 id={titleId} className={styles.title}>
          {MESSAGES.unavailableTitle}
        </h2>
        <p>{MESSAGES.unavailableText}</p>
      </div>,
    )
  }

  const title = copay ? (copay.title ?? MESSAGES.copayTitle) : props.title
  const subtitle = copay ? copaySubtitle(copay.price) : props.subtitle
  const showPrices = copay === null || !insured
  const body = pending ? (
    <PriceBodyPlaceholder />
  ) : (
    <LazyPriceBody leafProps={{ id, variant, drug, retailerLogos, insured: copay ? insured : null }}>
      <PriceBodyPlaceholder />
    </LazyPriceBody>
  )

  return frame(
    <>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      {copay ? (
        <fieldset className={styles.toggle}>
          <legend className="visually-hidden">Do you have insurance?</legend>
          {(
            [
              [true, 'Insured'],
              [false, 'Uninsured'],
            ] as const
          ).map(([value, label]) => (
            <label key={label} className={styles.toggleOption}>
              <input
                type="radio"
                name={`${id}-insured`}
                checked={insured === value}
                onChange={() => {
                  setInsured(value)
                  if (!value) setPricesWanted(true)
                }}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {copay && insured ? <CopayView copay={copay} /> : null}
      {pricesWanted ? <div hidden={!showPrices}>{body}</div> : null}
      {showPrices ? <PriceFooter id={id} /> : null}
      <div className={styles.footer}>
        <HelpfulControl id={id} articlePath={articlePath} />
      </div>
    </>,
  )
}
