/*
 * Whether a placement was filled, reported once per page view (the page's path) and placement (issue 17): a
 * `driver_placement` event and the first-party count (`fill` with the driver, or `miss`). Small and light: an
 * empty placement reports without loading the drivers' renderers.
 */
import { currentTrackingId } from '@/lib/affiliate/trackingId'
import { track } from '@/lib/tracking'
import { countDriver } from '@/services/driverStats/shared'
import type { DriverView } from '@/services/drivers/shared'
import { driverEventFields } from './drivers/events'
import { currentPlacementPage } from './page'

/** Why a placement is not filled. */
export type MissReason = 'not_found' | 'error' | 'render_error' | 'unsupported'

const reported = new Map<string, string>()

/**
 * Reports a placement filled or not, once per page view (the page's path) and placement: a
 * `driver_placement` event and the first-party count (`fill` with the driver, or `miss`).
 */
export function reportPlacement(
  placement: string,
  outcome:
    | { filled: true; driver: DriverView }
    | { filled: false; reason: MissReason; driver: DriverView | null },
): void {
  const pageView = currentPlacementPage().path
  if (reported.get(placement) === pageView) return
  reported.set(placement, pageView)
  const driver = outcome.driver
  track({
    name: 'driver_placement',
    placement,
    filled: outcome.filled,
    driverId: driver?._uuid ?? null,
    ...(driver ? driverEventFields(driver, placement) : {}),
    ...(outcome.filled ? {} : { reason: outcome.reason }),
    correlationId: currentTrackingId(),
  })
  if (outcome.filled) countDriver('fill', outcome.driver._uuid, placement)
  else countDriver('miss', '', placement)
}

/** Tests: forget what was reported. */
export function resetDriverReports(): void {
  reported.clear()
}
