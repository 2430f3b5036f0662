/*
 * What every placement island shares (client only: import from *.client.tsx files): the renderer chosen for a
 * driver inside an error boundary, the filled / not filled report, the in-view and click events, the sponsor
 * pixels. Events go to the first-party data layer (`track`) and the first-party counter (`countDriver`), with
 * the driver's and placement's fields only (`driverEventFields`), never anything the reader typed.
 */
import {
  Component,
  type ErrorInfo,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
} from 'react'
import { currentTrackingId } from '@/lib/affiliate/trackingId'
import { reportError, track } from '@/lib/tracking'
import { loadPixel } from '@/privacy/pixel'
import { countDriver } from '@/services/driverStats/shared'
import type { DriverView } from '@/services/drivers/shared'
import { driverEventFields } from './drivers/events'
import type { DriverRenderer } from './drivers/renderer'
import { substituteDriver, tokenValues } from './drivers/tokens'
import { currentPlacementPage, placementSiteHost } from './page'
import { consentedStorage, personalisationAllowed, recordDriverView } from './reader'
import { markShown, placementFetch } from './registry'

/** Share of a driver that must be on screen for it to count as seen (ADR 13: half). */
export const DRIVER_VIEW_THRESHOLD = 0.5

/** The sign-up form loads its code only when a sign-up driver arrives. */
const NewsletterSignup = lazy(() =>
  import('./newsletter/NewsletterSignup.client').then((m) => ({ default: m.NewsletterSignup })),
)
/** So do the card and the strip: most placements of most page views are not filled (the box is reserved). */
const DriverCard = lazy(() => import('./drivers/DriverCard').then((m) => ({ default: m.DriverCard })))
const DriverBanner = lazy(() => import('./drivers/DriverCard').then((m) => ({ default: m.DriverBanner })))

/** The driver as this reader sees it in `placement` on this page view: its tokens replaced. Browser only. */
export function personalise(driver: DriverView, placement: string): DriverView {
  const values = tokenValues({
    placement,
    k1: currentPlacementPage().k1,
    search: window.location.search,
    driverId: driver._uuid,
    correlationId: currentTrackingId(),
  })
  return substituteDriver(driver, values, placementSiteHost())
}

function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * The driver's in-view and click events (001 §4 "in-view tracking fires once per element"):
 *
 * - when half of `ref`'s element is on screen, once per driver shown: `driver_view`, the `impression`
 *   count, the view recorded for frequency caps, a preloaded driver marked shown, and the sponsor's pixel;
 * - a click on one of its links (`data-driver-action`), once per link: `driver_click`, the `click` count
 *   and, the first time, the click pixel.
 *
 * `driver` is the one shown (null while nothing is): a new driver (a new page view) counts again.
 */
export function useDriverEvents(
  placement: string,
  driver: DriverView | null,
  ref: RefObject<HTMLElement | null>,
): void {
  // Per driver shown: kept in refs so that an effect run again (strict mode, a re-render) counts nothing twice.
  const seenFor = useRef<DriverView | null>(null)
  const clicks = useRef<{ driver: DriverView | null; links: WeakSet<Element>; pixel: boolean }>({
    driver: null,
    links: new WeakSet(),
    pixel: false,
  })
  useEffect(() => {
    const el = ref.current
    if (!driver || !el) return
    if (clicks.current.driver !== driver) clicks.current = { driver, links: new WeakSet(), pixel: false }
    const fields = () => ({ ...driverEventFields(driver, placement), correlationId: currentTrackingId() })
    const onSeen = () => {
      if (seenFor.current === driver) return
      seenFor.current = driver
      track({ name: 'driver_view', ...fields() })
      countDriver('impression', driver._uuid, placement)
      recordDriverView(consentedStorage(localStore(), personalisationAllowed()), driver, Date.now())
      markShown(placement)
      loadPixel(driver.sponsorTracker)
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('[data-driver-action]') : null
      const state = clicks.current
      if (!link || !el.contains(link) || state.links.has(link)) return
      state.links.add(link)
      track({ name: 'driver_click', ...fields(), action: link.getAttribute('data-driver-action') })
      countDriver('click', driver._uuid, placement)
      if (!state.pixel) {
        state.pixel = true
        loadPixel(driver.pixelTracker)
      }
    }
    el.addEventListener('click', onClick)
    el.addEventListener('auxclick', onClick)
    let observer: IntersectionObserver | null = null
    if (seenFor.current === driver) {
      // Already seen: nothing to watch.
    } else if (typeof IntersectionObserver === 'undefined') onSeen()
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= DRIVER_VIEW_THRESHOLD)) {
            observer?.disconnect()
            onSeen()
          }
        },
        { threshold: DRIVER_VIEW_THRESHOLD },
      )
      observer.observe(el)
    }
    return () => {
      observer?.disconnect()
      el.removeEventListener('click', onClick)
      el.removeEventListener('auxclick', onClick)
    }
  }, [driver, placement, ref])
}

type BoundaryProps = {
  placement: string
  driver: DriverView
  onError: () => void
  children: ReactNode
}

/**
 * A driver that fails to render renders nothing (001 §8 "each driver likewise"), is reported, and the
 * placement is then reported as not filled; the page goes on. A new driver gets a fresh chance.
 */
export class DriverErrorBoundary extends Component<BoundaryProps, { failed: boolean; driver: DriverView }> {
  state = { failed: false, driver: this.props.driver }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; driver: DriverView }) {
    return props.driver === state.driver ? null : { failed: false, driver: props.driver }
  }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, {
      where: 'drivers.render',
      placement: this.props.placement,
      driverId: this.props.driver._uuid,
      stack: info.componentStack ?? '',
    })
    this.props.onError()
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}

/** Calls `onRendered` once the content beside it has committed (after a lazy form has loaded, too). */
function Rendered({ onRendered }: { onRendered: () => void }) {
  const done = useRef(onRendered)
  useEffect(() => {
    done.current()
  }, [])
  return null
}

/** The renderer for `renderer`, with the driver (its tokens replaced) and where it shows. */
export function DriverContent({
  renderer,
  driver,
  placement,
  context,
  onRendered,
  onDone,
}: {
  renderer: DriverRenderer
  driver: DriverView
  placement: string
  context: 'inline' | 'dialog'
  onRendered: () => void
  /** The sign-up is finished (the pop-up closes). */
  onDone?: () => void
}) {
  if (renderer === 'newsletter') {
    const page = currentPlacementPage()
    return (
      <Suspense fallback={null}>
        <Rendered onRendered={onRendered} />
        <NewsletterSignup
          driver={driver}
          placement={placement}
          k1={page.k1}
          path={page.path}
          categories={page.categorySlugs}
          tags={page.kMetas}
          variant={context}
          onDone={onDone}
          fetch={placementFetch()}
        />
      </Suspense>
    )
  }
  const Renderer = renderer === 'banner' ? DriverBanner : DriverCard
  return (
    <Suspense fallback={null}>
      <Rendered onRendered={onRendered} />
      <Renderer driver={driver} placement={placement} siteHost={placementSiteHost()} />
    </Suspense>
  )
}
