'use client'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { reportError } from '@/lib/tracking'
import {
  type CouponResponse,
  type DrugWidgetData,
  PRICE_TYPE_CODE,
  PRICING_ENDPOINTS,
  PROVIDER_TIMEOUT_MS,
  type PriceEntry,
  type WalletPlatform,
} from '@/services/pricing/shared'
import { parseCoupon, parseMsrp, parsePrices, parseZipLookup } from './answers'
import { CouponModal } from './CouponModal.client'
import { DEFAULT_LOCATION, LOADING_RESET_MS, MODAL_CLOSE_DELAY_MS } from './constants'
import styles from './DrugCostSavings.module.css'
import {
  couponModalReducer,
  couponQuery,
  initialCouponModal,
  initialSelection,
  locationLabel,
  type PriceCard,
  priceCards,
  pricesQuery,
  type ReaderLocation,
  resolveSelection,
  type Selection,
  type UpdateForm,
  walletPlatform,
} from './drugCostSavings'
import { InfoCard } from './InfoCard.client'
import type { DrugWidgetVariant } from './islandProps'
import { PriceList, type PriceListStatus } from './PriceList.client'

export type DrugCostSavingsWidgetProps = {
  id: string
  variant: DrugWidgetVariant
  drug: DrugWidgetData
  retailerLogos: Record<string, string>
  /** The Insured / Uninsured line of the info card; null when there is no copay placement (002 §4.1). */
  insured: boolean | null
  /** The transport for the widget's calls (tests give one that reaches their local server); `fetch` by default. */
  fetcher?: typeof fetch
}

/**
 * The server answers a slow provider with a 504 after 5 s (`PROVIDER_TIMEOUT_MS`); this catches a
 * connection that never answers at all, so the reader always gets the timed-out view and Retry.
 */
const COUPON_CLIENT_TIMEOUT_MS = PROVIDER_TIMEOUT_MS + 3_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

const JSON_REQUEST: RequestInit = { headers: { accept: 'application/json' }, credentials: 'same-origin' }

/** The wallet the device gets (002 §2.3: a wallet badge on mobile only), or null on a desktop. */
function useWalletPlatform(): WalletPlatform | null {
  const [platform, setPlatform] = useState<WalletPlatform | null>(null)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const coarse = window.matchMedia('(pointer: coarse)')
    const narrow = window.matchMedia('(max-width: 767px)')
    const update = () =>
      setPlatform(
        walletPlatform({
          userAgent: navigator.userAgent,
          maxTouchPoints: navigator.maxTouchPoints ?? 0,
          coarsePointer: coarse.matches,
          narrow: narrow.matches,
        }),
      )
    update()
    coarse.addEventListener('change', update)
    narrow.addEventListener('change', update)
    return () => {
      coarse.removeEventListener('change', update)
      narrow.removeEventListener('change', update)
    }
  }, [])
  return platform
}

/**
 * The widget's interactive body, loaded near the viewport for US readers (`DrugCostSavingsIsland.client.tsx`, a deferred island in `DrugCostSavings.lazy.client.tsx`):
 * the info card, the price list and the coupon modal. Prices reload when the ZIP, the formulation or the
 * quantity change (002 §4.2); a new ZIP is looked up first for its coordinates.
 */
export function DrugCostSavingsWidget({
  id,
  variant,
  drug,
  retailerLogos,
  insured,
  fetcher,
}: DrugCostSavingsWidgetProps) {
  // Read `fetch` at call time, so the page's current one is used.
  const http = useCallback<typeof fetch>((input, init) => (fetcher ?? fetch)(input, init), [fetcher])
  const [selection, setSelection] = useState<Selection>(() => initialSelection(drug))
  const [location, setLocation] = useState<ReaderLocation>({
    ...DEFAULT_LOCATION,
    city: null,
    state: null,
    found: true,
  })
  const [locatingZip, setLocatingZip] = useState<string | null>(null)
  const [prices, setPrices] = useState<{ status: PriceListStatus; entries: PriceEntry[] }>({
    status: 'loading',
    entries: [],
  })
  const [attempt, setAttempt] = useState(0)
  const [fetchedMsrp, setFetchedMsrp] = useState<Record<string, number | null>>({})
  const lookups = useRef(0)

  const resolved = useMemo(() => resolveSelection(drug, selection), [drug, selection])
  const formulationId = resolved?.formulationId ?? null
  const quantity = resolved?.quantityValue ?? null
  const msrp = resolved ? (resolved.msrp ?? fetchedMsrp[resolved.formulationId] ?? null) : null
  const cards = useMemo(
    () => (quantity === null ? [] : priceCards(prices.entries, { msrp, quantity }, retailerLogos)),
    [prices.entries, msrp, quantity, retailerLogos],
  )

  // Prices: reload on a change of ZIP (and its coordinates), formulation or quantity, or a retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry button's trigger
  useEffect(() => {
    if (locatingZip !== null) {
      setPrices({ status: 'loading', entries: [] })
      return
    }
    if (formulationId === null || quantity === null) {
      setPrices({ status: 'ready', entries: [] })
      return
    }
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    // The skeleton stays at least 500 ms (002 §9 "loading reset"): a fast answer does not flash it.
    const settle = (next: { status: PriceListStatus; entries: PriceEntry[] }) => {
      timer = setTimeout(
        () => {
          if (live) setPrices(next)
        },
        Math.max(0, LOADING_RESET_MS - (Date.now() - started)),
      )
    }
    setPrices({ status: 'loading', entries: [] })
    const query = pricesQuery({
      formulationId,
      quantity,
      lat: location.lat,
      long: location.long,
      zip: location.zip,
    })
    http(`${PRICING_ENDPOINTS.prices}?${query}`, JSON_REQUEST)
      .then(async (answer) => {
        if (!answer.ok) throw new Error(`prices: ${answer.status}`)
        const entries = parsePrices(await answer.json())
        if (!entries) throw new Error('prices: malformed answer')
        settle({ status: 'ready', entries })
      })
      .catch((failure: unknown) => {
        if (!live) return
        reportError(failure, { where: 'drugCostSavings.prices' })
        settle({ status: 'error', entries: [] })
      })
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [http, formulationId, quantity, location.zip, location.lat, location.long, locatingZip, attempt])

  // The list price when the drug data has none for this formulation (`GET /api/drugPricing`).
  const needsMsrp = resolved !== null && resolved.msrp === null && !(resolved.formulationId in fetchedMsrp)
  useEffect(() => {
    if (!needsMsrp || formulationId === null) return
    let live = true
    const query = new URLSearchParams({ ndc: formulationId, priceTypeCode: PRICE_TYPE_CODE })
    http(`${PRICING_ENDPOINTS.msrp}?${query}`, JSON_REQUEST)
      .then(async (answer) => (answer.ok ? parseMsrp(await answer.json()) : null))
      .catch(() => null)
      .then((value) => {
        if (live) setFetchedMsrp((known) => ({ ...known, [formulationId]: value }))
      })
    return () => {
      live = false
    }
  }, [http, needsMsrp, formulationId])

  const changeZip = useCallback(
    async (zip: string) => {
      const seq = ++lookups.current
      setLocatingZip(zip)
      let found = parseZipLookup(null)
      try {
        const answer = await http(
          `${PRICING_ENDPOINTS.zipLookup}?${new URLSearchParams({ zip })}`,
          JSON_REQUEST,
        )
        // An unknown ZIP answers `errors` with null coordinates: read, not thrown (002 §8).
        found = parseZipLookup(await answer.json())
      } catch (failure) {
        reportError(failure, { where: 'drugCostSavings.zipLookup' })
      }
      if (seq !== lookups.current) return
      setLocation({ zip, ...found })
      setLocatingZip(null)
    },
    [http],
  )

  const update = (form: UpdateForm) => {
    const { zip, ...next } = form
    setSelection(next)
    if (zip !== location.zip) void changeZip(zip)
  }

  // ——— the coupon ———
  const [modal, dispatch] = useReducer(couponModalReducer, initialCouponModal)
  const [coupon, setCoupon] = useState<CouponResponse | null>(null)
  const [couponCard, setCouponCard] = useState<PriceCard | null>(null)
  const [busyKey, setBusyKey] = useState<string | null>(null)
  const [retrying, setRetrying] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const platform = useWalletPlatform()

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current)
    },
    [],
  )

  const loadCoupon = async (card: PriceCard, retry: boolean) => {
    if (!resolved) return
    setCouponCard(card)
    if (retry) setRetrying(true)
    else setBusyKey(card.key)
    try {
      const answer = await withTimeout(
        http(`${PRICING_ENDPOINTS.coupon}?${couponQuery(drug, resolved, card)}`, JSON_REQUEST),
        COUPON_CLIENT_TIMEOUT_MS,
      )
      if (!answer.ok) throw new Error(`coupon: ${answer.status}`)
      const loaded = parseCoupon(await answer.json())
      if (!loaded) throw new Error('coupon: malformed answer')
      setCoupon(loaded)
      dispatch({ type: 'open', view: 'default' })
    } catch (failure) {
      // 002 §4.4: a failed load (a 504 past the provider's time limit, no answer, an error) shows the timed-out view.
      reportError(failure, { where: 'drugCostSavings.coupon' })
      setCoupon(null)
      dispatch({ type: 'open', view: 'timedOut' })
    } finally {
      setBusyKey(null)
      setRetrying(false)
    }
  }

  const closeModal = useCallback(() => {
    dispatch({ type: 'close' })
    if (closeTimer.current) clearTimeout(closeTimer.current)
    // 002 §4.4: the view returns to default 100 ms after closing (the leaving modal keeps its view).
    closeTimer.current = setTimeout(() => dispatch({ type: 'reset' }), MODAL_CLOSE_DELAY_MS)
  }, [])

  return (
    <div className={styles.body} data-prices-status={prices.status}>
      <InfoCard
        id={id}
        drug={drug}
        variant={variant}
        selection={selection}
        location={location}
        locating={locatingZip}
        insured={insured}
        onUpdate={update}
      />
      <PriceList
        id={id}
        status={prices.status}
        cards={cards}
        busyKey={busyKey}
        locationText={locationLabel(location)}
        onRetry={() => setAttempt((n) => n + 1)}
        onZipSearch={(zip) => void changeZip(zip)}
        onGetCoupon={(card) => void loadCoupon(card, false)}
      />
      <CouponModal
        id={id}
        state={modal}
        dispatch={dispatch}
        onClose={closeModal}
        coupon={coupon}
        card={couponCard}
        retailerLogo={couponCard?.logo ?? null}
        onRetry={() => {
          if (couponCard && !retrying) void loadCoupon(couponCard, true)
        }}
        retrying={retrying}
        platform={platform}
        fetcher={http}
      />
    </div>
  )
}
