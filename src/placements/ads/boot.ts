/*
 * When the ads runtime loads (ADR 26): on the reader's first scroll, click, tap or key press, or once the page
 * has been up for `ADS_IDLE_START_MS`, whichever comes first. Until then the slots keep their space and nothing
 * of the ads has loaded. The only ads code every page with ads carries: kept to a few lines (it counts against
 * each template's JavaScript budget, ADR 23).
 */

import { reportError } from '@/lib/tracking'
import { recoverFromDeploySkew } from '@/ui/deploySkew'

/** A page no one touches starts its ads this long after it has hydrated. */
export const ADS_IDLE_START_MS = 4000
// A touch or a wheel scrolls or presses: these three cover them.
const ENGAGED = ['scroll', 'pointerdown', 'keydown'] as const

let armed = false

export function startAdsWhenEngaged(): void {
  if (armed) return
  armed = true
  const go = () => {
    clearTimeout(timer)
    for (const name of ENGAGED) removeEventListener(name, go)
    // 001 §8: a chunk that fails to load is counted as client.error.chunk; the slots stay empty.
    import('./runtime').then(
      (m) => m.startAds(),
      (error: unknown) => {
        reportError(error, { where: 'client.error.chunk', island: 'ads' })
        void recoverFromDeploySkew()
      },
    )
  }
  for (const name of ENGAGED) addEventListener(name, go, { passive: true })
  const timer = setTimeout(go, ADS_IDLE_START_MS)
}
