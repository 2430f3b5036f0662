/*
 * When the ads runtime loads (ADR 26): on the reader's first scroll, touch, click or key press, or once the page
 * has been up for `ADS_IDLE_START_MS`, whichever comes first. Until then the slots keep their space and nothing
 * of the ads has loaded, so ads add nothing to a template's JavaScript before interaction (ADR 23). The only
 * ads code every page with ads carries.
 */
import { reportError } from '@/lib/tracking'

/** A page no one touches starts its ads this long after it has hydrated. */
export const ADS_IDLE_START_MS = 4000
const ENGAGED = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const

let armed = false

export function startAdsWhenEngaged(): void {
  if (armed || typeof window === 'undefined') return
  armed = true
  let timer: ReturnType<typeof setTimeout> | null = null
  const go = () => {
    for (const name of ENGAGED) window.removeEventListener(name, go)
    if (timer !== null) clearTimeout(timer)
    timer = null
    import('./runtime')
      .then((m) => m.startAds())
      .catch((error: unknown) => reportError(error, { where: 'ads.load' }))
  }
  for (const name of ENGAGED) window.addEventListener(name, go, { passive: true, once: true })
  timer = setTimeout(go, ADS_IDLE_START_MS)
}
