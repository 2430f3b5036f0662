'use client'
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react'
import { track } from '@/lib/tracking'
import { AffiliateLink } from '@/ui/AffiliateLink'
import { createLazyLeaf } from '@/ui/lazyLeaf'
import { useReaderCountry } from '@/ui/readerContext'
import { personalise, useDriverEvents } from '../../placements/frame'
import { usePlacement } from '../../placements/registry'
import { reportPlacement } from '../../placements/report'
import { CARDS_PER_PAGE, DEFAULT_INSURED, PRICE_NOTE_DATE, SAVINGS_CLAIM } from './constants'
import {
  COPAY_ANSWER_TIMEOUT_MS,
  COPAY_PLACEMENT,
  type CopayOffer,
  type CopayOutcome,
  claimCopayPlacement,
  copayOfferOf,
  copayOutcome,
} from './copay'
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

/**
 * The offer's cards and button (002 §2.1 item 3). `offerRef`'s element is what must be half on screen for the
 * driver to count as seen; a click on the button (`data-driver-action`) counts as the driver's click. The
 * button is a partner link like every other (`AffiliateLink`: new tab, sponsored rel, placeholders filled).
 */
function CopayView({
  copay,
  campaign,
  hidden,
  offerRef,
}: {
  copay: CopayOffer
  campaign: string | null
  hidden: boolean
  offerRef: RefObject<HTMLDivElement | null>
}) {
  return (
    <div ref={offerRef} hidden={hidden} data-copay-offer="">
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
      <span data-driver-action="cta">
        <AffiliateLink
          href={copay.ctaUrl}
          placement={{ widget: 'drugCostSavings', position: 1 }}
          sponsored
          track={{ category: 'drug cost savings', location: 'copay offer', name: campaign ?? undefined }}
          className={`${styles.button} ${styles.copayCta}`}
        >
          {copay.ctaText}
        </AffiliateLink>
      </span>
    </div>
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
 * Whether this widget's drug holds the page's copay placement (`claimCopayPlacement`); 'waiting' while it
 * does not ask (`drugId` null: no US reader or no drug) and until its claim is made.
 */
function useCopayClaim(drugId: string | null): 'waiting' | 'mine' | 'otherDrug' {
  const [held, setHeld] = useState<{ drugId: string; mine: boolean } | null>(null)
  useEffect(() => {
    if (drugId === null) return
    const release = claimCopayPlacement(drugId)
    setHeld({ drugId, mine: release !== null })
    return () => release?.()
  }, [drugId])
  if (drugId === null || held?.drugId !== drugId) return 'waiting'
  return held.mine ? 'mine' : 'otherDrug'
}

/** True once `running` has been true for `ms` in a row. */
function useTimedOut(running: boolean, ms: number): boolean {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (!running) return
    setTimedOut(false)
    const timer = setTimeout(() => setTimedOut(true), ms)
    return () => clearTimeout(timer)
  }, [running, ms])
  return running && timedOut
}

/**
 * The copay offer for this widget's drug (002 §2.1 item 3): asked of the page's drugCopay placement once the
 * reader is known to be in the US. Null while it waits (the widget keeps its reserved space), then the
 * outcome, kept for the page view: a later change (a late answer, the runtime asking again) never swaps the
 * widget under the reader. Reports the placement filled or not, as every placement does.
 */
function useCopayOutcome(drugId: string | null, adInstead: boolean): CopayOutcome | null {
  const claim = useCopayClaim(adInstead ? null : drugId)
  const placement = usePlacement(COPAY_PLACEMENT, { drugId, enabled: claim === 'mine' })
  const [kept, setKept] = useState<CopayOutcome | null>(null)
  // A slow or failing drivers API must not hold the widget: past COPAY_ANSWER_TIMEOUT_MS (3 s) the offer
  // counts as not filled for this page view, and the prices show.
  const timedOut = useTimedOut(claim === 'mine' && kept === null, COPAY_ANSWER_TIMEOUT_MS)
  let outcome = kept
  if (outcome === null && drugId !== null && adInstead) outcome = { kind: 'none', reason: 'adInstead' }
  if (outcome === null && drugId !== null) {
    outcome =
      claim === 'otherDrug'
        ? { kind: 'none', reason: 'otherDrug' }
        : claim === 'mine'
          ? copayOutcome(placement, timedOut)
          : null
    // Kept at once (React renders this component again before committing), so it cannot change later.
    if (outcome !== null) setKept(outcome)
  }

  useEffect(() => {
    if (!kept) return
    if (kept.kind === 'filled') reportPlacement(COPAY_PLACEMENT, { filled: true, driver: kept.driver })
    else if (kept.reason === 'not_found' || kept.reason === 'error' || kept.reason === 'unsupported')
      reportPlacement(COPAY_PLACEMENT, { filled: false, reason: kept.reason, driver: null })
    else if (kept.reason === 'timeout')
      track({ name: 'metric', metric: 'drugCostSavings.copay.timeout', type: 'increment' })
  }, [kept])

  return outcome
}

/**
 * The drug cost savings widget's island (002 §2.1; ADR 10). US readers only: until the reader's country is
 * known, and for a drug until its copay placement has answered (at most `COPAY_ANSWER_TIMEOUT_MS`), it holds
 * the widget's collapsed size, invisible (no layout shift for US readers); outside the US it renders nothing.
 *
 * With a copay offer (a driver filling drugCopay for this drug) it is the copay-only widget: the offer's
 * heading and subtitle, Insured / Uninsured, and for insured readers the offer's cards and button; uninsured
 * readers get the prices. Without one (none found, the request failed or was too slow) it is the price
 * widget. The light parts (title, copay offer, footer, helpful control) render here; the info card, price
 * list and coupon modal load near the viewport (`createLazyLeaf`), for a copay widget only once the reader
 * chooses Uninsured.
 */
export function DrugCostSavingsIsland(props: DrugCostSavingsIslandProps) {
  const { id, drug, bestOffer, fullWidth, retailerLogos, variant, articlePath, adInsteadOfDriver } = props
  const country = useReaderCountry()
  const outcome = useCopayOutcome(country === 'US' && drug ? String(drug.id) : null, adInsteadOfDriver)
  const driver = outcome?.kind === 'filled' ? outcome.driver : null
  // The driver as this reader sees it here: its link's tokens (+where, +k1…) replaced.
  const shown = useMemo(() => (driver ? personalise(driver, COPAY_PLACEMENT) : null), [driver])
  const copay = copayOfferOf(shown)
  const [insured, setInsured] = useState(DEFAULT_INSURED)
  // The price body stays mounted (keeping the reader's choices) once an uninsured reader has asked for it.
  const [pricesChosen, setPricesChosen] = useState(false)
  const offerRef = useRef<HTMLDivElement>(null)
  // Seen (half on screen, once) and clicked, while the offer shows.
  useDriverEvents(COPAY_PLACEMENT, copay && insured ? shown : null, offerRef)

  if (country !== null && country !== 'US') return null
  const pending = country === null || (drug !== null && outcome === null)
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
      data-copay={copay ? 'offer' : undefined}
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
                  if (!value) setPricesChosen(true)
                }}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {copay ? (
        <CopayView
          copay={copay}
          campaign={shown?.campaignName ?? null}
          hidden={!insured}
          offerRef={offerRef}
        />
      ) : null}
      {copay === null || pricesChosen ? <div hidden={!showPrices}>{body}</div> : null}
      {showPrices ? <PriceFooter id={id} /> : null}
      <div className={styles.footer}>
        <HelpfulControl id={id} articlePath={articlePath} />
      </div>
    </>,
  )
}
