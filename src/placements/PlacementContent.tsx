import { type RefObject, useMemo } from 'react'
import type { DriverView } from '@/services/drivers/shared'
import type { DriverRenderer } from './drivers/renderer'
import { DriverContent, DriverErrorBoundary, personalise, useDriverEvents } from './frame'

/**
 * A driver in its placement's box (client only, loaded by `Placement.client.tsx` when the box comes near the
 * screen): its tokens replaced for this reader, rendered inside an error boundary, its in-view and click
 * events on the box once it has rendered (`filled`).
 */
export function PlacementContent({
  name,
  renderer,
  driver,
  filled,
  box,
  onRendered,
  onError,
}: {
  name: string
  renderer: DriverRenderer
  driver: DriverView
  filled: boolean
  box: RefObject<HTMLElement | null>
  onRendered: () => void
  onError: () => void
}) {
  const shown = useMemo(() => personalise(driver, name), [driver, name])
  useDriverEvents(name, filled ? shown : null, box)
  return (
    <DriverErrorBoundary placement={name} driver={driver} onError={onError}>
      <DriverContent
        renderer={renderer}
        driver={shown}
        placement={name}
        context="inline"
        onRendered={onRendered}
      />
    </DriverErrorBoundary>
  )
}
