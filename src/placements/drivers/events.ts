/** The fields a driver's events carry (issue 17, 001 §4): its own and the placement's, never the reader's. */
import type { TrackValue } from '@/lib/tracking'
import type { DriverView } from '@/services/drivers/shared'

/** The 1-based position of a placement among the article's marked positions (others are 1). */
export function placementPosition(placement: string): number {
  const m = /^articlePlacement(\d)?$/.exec(placement)
  return m ? Number(m[1] ?? 1) : 1
}

/**
 * What every event of a driver carries (001 §7): the driver, its placement and campaign, never the reader's
 * input. `label` is the editors' analytics label (`ga`).
 */
export function driverEventFields(
  driver: Pick<DriverView, '_uuid' | 'driverType' | 'campaignName' | 'ga'>,
  placement: string,
): Record<string, TrackValue> {
  return {
    driverId: driver._uuid,
    placement,
    driverType: driver.driverType,
    campaignName: driver.campaignName,
    label: driver.ga,
    position: placementPosition(placement),
  }
}
