'use client'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { CARDS_PER_PAGE } from './constants'
import styles from './DrugCostSavings.module.css'
import {
  filterByPharmacy,
  hasMoreCards,
  MESSAGES,
  type PriceCard,
  searchIntent,
  visibleCards,
} from './drugCostSavings'

export type PriceListStatus = 'loading' | 'ready' | 'error'

export type PriceListProps = {
  id: string
  status: PriceListStatus
  /** Every card of the answer, cheapest first. */
  cards: PriceCard[]
  /** The card whose coupon is loading (its button shows a spinner). */
  busyKey: string | null
  /** "ZIP 47201" or the city: for the announcement of the results. */
  locationText: string
  onRetry: () => void
  /** A 5-digit ZIP code typed in the search box. */
  onZipSearch: (zip: string) => void
  onGetCoupon: (card: PriceCard) => void
}

const { noPrices: NO_PRICES, noSearchResults: NO_SEARCH_RESULTS, fetchFailed: FETCH_FAILED } = MESSAGES

const SKELETONS = Array.from({ length: CARDS_PER_PAGE }, (_, i) => i)

/**
 * The pharmacy search and the price cards (002 §2.2, §4.2, §4.3, §8): 4 cards per page with SEE MORE
 * RESULTS, the 'best price' badge, 'Get RX Coupon'; skeleton cards of the final size while loading; every
 * empty and error state with its spec text. The list keeps the room of 4 cards whatever it shows, so the
 * widget never jumps, and a polite live region says what the list now shows.
 */
export function PriceList({
  id,
  status,
  cards,
  busyKey,
  locationText,
  onRetry,
  onZipSearch,
  onGetCoupon,
}: PriceListProps) {
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const [pages, setPages] = useState(1)
  const [pagesFor, setPagesFor] = useState(cards)
  const focusIndex = useRef<number | null>(null)

  // New prices start again at the first page (the reset happens during render, before anything shows).
  if (pagesFor !== cards) {
    setPagesFor(cards)
    setPages(1)
  }

  const matching = filterByPharmacy(cards, query)
  const shown = visibleCards(matching, pages)
  const more = hasMoreCards(matching, pages)
  const searching = query.trim().length > 1

  // After every render: SEE MORE RESULTS asked to continue at the first new card (keyboard and screen
  // reader users land on what was added, not back at the top).
  useEffect(() => {
    if (focusIndex.current === null) return
    document.getElementById(`${id}-card-${focusIndex.current}`)?.focus()
    focusIndex.current = null
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const intent = searchIntent(input)
    setPages(1)
    if (intent.kind === 'zip') {
      setQuery('')
      setInput('')
      onZipSearch(intent.zip)
    } else setQuery(intent.query)
  }
  const reset = () => {
    setInput('')
    setQuery('')
    setPages(1)
  }

  let announcement = ''
  let content: ReactNode
  if (status === 'loading') {
    content = (
      <ol className={styles.list} aria-busy="true" aria-label="Loading prices">
        {SKELETONS.map((i) => (
          <li key={i} className={`${styles.card} ${styles.skeleton}`}>
            <span className={`${styles.logo} ${styles.skeletonBlock}`} />
            <span className={styles.retailerInfo}>
              <span className={styles.skeletonBlock} style={{ width: '70%', height: 16 }} />
              <span className={styles.skeletonBlock} style={{ width: '50%', height: 12, marginTop: 8 }} />
            </span>
            <span
              className={`${styles.priceBlock} ${styles.skeletonBlock}`}
              style={{ width: 64, height: 24 }}
            />
            <span className={`${styles.cardAction} ${styles.skeletonBlock}`} style={{ height: 44 }} />
          </li>
        ))}
      </ol>
    )
  } else if (status === 'error') {
    announcement = FETCH_FAILED
    content = (
      <div className={styles.list}>
        <div className={styles.message}>
          <p>{FETCH_FAILED}</p>
          <button type="button" className={styles.button} onClick={onRetry}>
            Retry
          </button>
        </div>
      </div>
    )
  } else if (cards.length === 0) {
    announcement = NO_PRICES
    content = (
      <div className={styles.list}>
        <div className={styles.message}>
          <p>{NO_PRICES}</p>
        </div>
      </div>
    )
  } else if (matching.length === 0) {
    announcement = NO_SEARCH_RESULTS
    content = (
      <div className={styles.list}>
        <div className={styles.message}>
          <p>{NO_SEARCH_RESULTS}</p>
          <button type="button" className={styles.button} onClick={reset}>
            Reset
          </button>
        </div>
      </div>
    )
  } else {
    announcement = searching
      ? `${matching.length} ${matching.length === 1 ? 'pharmacy matches' : 'pharmacies match'} your search; showing ${shown.length}.`
      : `Showing ${shown.length} of ${matching.length} pharmacy prices near ${locationText}.`
    content = (
      <ol className={styles.list} aria-label="Pharmacy prices">
        {shown.map((card, index) => {
          const nameId = `${id}-card-${index}-name`
          const busy = busyKey === card.key
          return (
            <li
              key={card.key}
              id={`${id}-card-${index}`}
              tabIndex={-1}
              className={`${styles.card} ${card.isBest ? styles.best : ''}`}
              aria-busy={busy || undefined}
            >
              {card.isBest ? <span className={styles.badge}>best price</span> : null}
              <span className={styles.logo} aria-hidden="true">
                {card.logo ? (
                  <img src={card.logo} alt="" width={44} height={44} loading="lazy" />
                ) : (
                  card.initials
                )}
              </span>
              <div className={styles.retailerInfo}>
                <h3 id={nameId} className={styles.retailerName} title={card.fullName}>
                  <span aria-hidden="true">{card.name}</span>
                  <span className="visually-hidden">{card.fullName}</span>
                </h3>
                <p title={card.fullAddress}>
                  <span aria-hidden="true">{card.address}</span>
                  <span className="visually-hidden">{card.fullAddress}</span>
                </p>
                {card.distance ? (
                  <p>
                    {card.distance}
                    <span className="visually-hidden"> away</span>
                  </p>
                ) : null}
              </div>
              <p className={styles.priceBlock}>
                <span className={styles.price}>{card.price}</span>
                {card.retail ? (
                  <>
                    <span className="visually-hidden">Retail price </span>
                    <s className={styles.retail}>{card.retail}</s>
                  </>
                ) : null}
                {card.savingsPercent !== null ? (
                  <span className={styles.savings}>Save {card.savingsPercent}%</span>
                ) : null}
              </p>
              <button
                type="button"
                className={`${styles.button} ${styles.cardAction}`}
                aria-describedby={nameId}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (busyKey === null) onGetCoupon(card)
                }}
              >
                {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
                Get RX Coupon
              </button>
            </li>
          )
        })}
      </ol>
    )
  }

  return (
    <div className={styles.body}>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element has no landmark role in older browsers; role="search" on the form works everywhere */}
      <form className={styles.search} role="search" onSubmit={submit}>
        <label className={styles.label} htmlFor={`${id}-search`}>
          Find your pharmacy
        </label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-search`}
            className={styles.input}
            type="search"
            placeholder="Enter a ZIP code"
            autoComplete="off"
            enterKeyHint="search"
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
          <button type="submit" className={styles.button}>
            SEARCH
          </button>
        </div>
      </form>
      {content}
      <div className={styles.pager}>
        {status === 'ready' && more ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              focusIndex.current = shown.length
              setPages((p) => p + 1)
            }}
          >
            SEE MORE RESULTS
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
