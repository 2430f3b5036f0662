import type { DriverStyle, DriverView } from '@/services/drivers/shared'

/** What renders a driver: the sign-up form, the strip, the card; null when no renderer here takes it. */
export type DriverRenderer = 'newsletter' | 'banner' | 'card'

/**
 * The renderer for a driver in a space of `style` (the placement's reserved look; a dialog passes its own).
 * Copay offers are the drug cost savings widget's own; a sign-up needs the sign-up space (it does not fit a
 * strip or a card). Every other driver takes the space's look: a strip in a banner space, else a card.
 */
export function rendererFor(
  driver: Pick<DriverView, 'driverType'>,
  style: DriverStyle,
): DriverRenderer | null {
  if (driver.driverType === 'copay') return null
  if (driver.driverType === 'newsletter') return style === 'newsletter' ? 'newsletter' : null
  return style === 'banner' ? 'banner' : 'card'
}
