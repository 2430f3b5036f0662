import 'server-only'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { IMAGE_ROUTE } from '@/lib/images'
import { singleton } from '@/platform/singleton'
import { keepAnswer } from '@/server/edge/call-answers.mjs'
import { registerLane } from '@/server/edge/lanes.mjs'
import { adsDependencies } from '@/services/ads'
import { type AdsDependencies, handleAdDecision } from '@/services/ads/http'
import { AD_DECISION_API } from '@/services/ads/shared'
import { driversDependencies } from '@/services/drivers'
import { type DriversDependencies, handleDriversRequest } from '@/services/drivers/http'
import { MAX_EVENTS_BODY_BYTES } from '@/services/events/shared'
import { imageDependencies } from '@/services/images'
import { handleImage } from '@/services/images/http'
import { MAX_METRICS_BODY_BYTES } from '@/services/metrics/schema'
import { pricingProvider } from '@/services/pricing'
import { handlePricesRequest } from '@/services/pricing/http'
import { lookupZip } from '@/services/zip'
import { MAX_COMMERCE_EVENTS_BYTES, postCommerceEvents } from './api/commerce/events/handlers'
import { postEvents } from './api/events/handlers'
import { postMetrics, postUnload } from './api/metrics/handlers'

/** How the prices route and its lane keep answers for the edge (src/server/edge/call-answers.mjs). */
export const PRICES_KEEPING = {
  answer: keepAnswer,
  // The drug catalog (formulations, MSRPs) and the pharmacy chains (names, logos) the prices name.
  tags: [CACHE_TAGS.drugs, CACHE_TAGS.pharmacyChains],
} as const

/** How the drivers route and its lane keep answers for the edge: under the catalog's tag. */
export const DRIVERS_KEEPING = { answer: keepAnswer, tags: [CACHE_TAGS.drivers] } as const

/** The drivers route's dependencies in this process, keeping answers for the edge. */
export function driversAnswering(): DriversDependencies {
  // The same catalog and answer cache as the route's, with the keeping added.
  return singleton('drivers.answering', () => ({ ...driversDependencies(), keep: DRIVERS_KEEPING }))
}

/** How the ads' decision route and its lane keep answers for the edge: under the ad catalog's tag. */
export const ADS_KEEPING = { answer: keepAnswer, tags: [CACHE_TAGS.ads] } as const

/** The ads decision's dependencies in this process, keeping answers for the edge. */
export function adsAnswering(): AdsDependencies {
  return singleton('ads.answering', () => ({ ...adsDependencies(), keep: ADS_KEEPING }))
}

/** The file an image-proxy address names (`/api/images/walk.jpg?w=640…` → walk.jpg), "" when it names none. */
export function imageFileOf(url: string): string {
  const rest = new URL(url).pathname.slice(IMAGE_ROUTE.length)
  try {
    return rest.includes('/') ? '' : decodeURIComponent(rest)
  } catch {
    return ''
  }
}

export const DRIVERS_PREFIX = '/api/drivers/v4'

/** The `{path}` segments of a drivers call's address (`/api/drivers/v4/health/sleep` → health, sleep). */
export function driverSegments(url: string): string[] {
  const { pathname } = new URL(url)
  return pathname
    .slice(DRIVERS_PREFIX.length)
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s)
      } catch {
        return s
      }
    })
}

/**
 * The hot public calls, answered without Next.js' router by the same handlers their route files call
 * (src/server/edge/lanes.mjs). Called once Payload is up (instrumentation.ts). Here, in the app, because it joins
 * the CMS's cache tags, the services' handlers and the HTTP server's stores.
 */
export function registerAnswerLanes(): void {
  registerLane({
    method: 'GET',
    path: '/api/optum/prices',
    handle: (request) => handlePricesRequest(request, pricingProvider(), lookupZip, PRICES_KEEPING),
  })
  registerLane({
    method: 'POST',
    path: AD_DECISION_API,
    handle: (request) => handleAdDecision(request, adsAnswering()),
  })
  registerLane({
    method: 'POST',
    prefix: DRIVERS_PREFIX,
    handle: (request) => handleDriversRequest(request, driverSegments(request.url), driversAnswering()),
  })
  // Readers' metrics beacons (issue 29): several per page view. Through Next.js' router each cost the server
  // about 5 ms of CPU, a few hundred a second at most per process (ADR 27 §10); the handler is the route's.
  const beacon = { maxBytes: MAX_METRICS_BODY_BYTES, types: ['text/plain', 'application/json'] }
  registerLane({
    method: 'POST',
    path: '/api/metrics',
    body: beacon,
    handle: postMetrics,
  })
  registerLane({
    method: 'POST',
    path: '/api/metrics/unload',
    body: beacon,
    handle: postUnload,
  })
  // Product impressions and clicks (issue 8): a beacon per few cards seen. Through Next.js' router they took CPU
  // from page rendering (the bench's gallery with 60 beacons/s served ~0.6x of the gallery alone).
  registerLane({
    method: 'POST',
    path: '/api/commerce/events',
    body: { maxBytes: MAX_COMMERCE_EVENTS_BYTES, types: ['text/plain', 'application/json'] },
    handle: postCommerceEvents,
  })
  // The image proxy (issue 31): every picture of a page is one of these, most of them already made.
  registerLane({
    method: 'GET',
    prefix: IMAGE_ROUTE.replace(/\/$/, ''),
    handle: (request) => handleImage(request, imageFileOf(request.url), imageDependencies()),
  })
  // Readers' analytics events (issue 30), sent with their consent: a batch every few seconds per page.
  registerLane({
    method: 'POST',
    path: '/api/events',
    body: { maxBytes: MAX_EVENTS_BODY_BYTES, types: ['text/plain', 'application/json'] },
    handle: postEvents,
  })
}
