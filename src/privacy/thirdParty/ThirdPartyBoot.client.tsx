'use client'

import { useEffect } from 'react'
import { reportError } from '@/lib/tracking'
import { consentAllows, readPrivacyConfig } from '@/privacy/consent/browser'
import { CONSENT_EVENT } from '@/privacy/consent/events'
import { analyticsEndpoint } from './vendor'

/**
 * The page's third-party boot (issue 18), on every reader page, no markup: when the operator configured an
 * analytics vendor and the reader consents to analytics, it loads the forwarder (`analytics.ts`, a dynamic
 * import: nothing of it is in the page's first JavaScript) and starts it; likewise session replay
 * (`replay.ts`, issue 30), when configured. It looks again when the reader
 * chooses on this page (`CONSENT_EVENT`, from the banner or the settings) and when they come back to the tab
 * (they may have chosen in another).
 * Withdrawing consent needs nothing here: the guard refuses every request from then on.
 */
export function ThirdPartyBoot() {
  useEffect(() => {
    let started = false
    let replayChecked = false
    const check = () => {
      if (document.visibilityState === 'hidden' || !consentAllows('analytics')) return
      const config = readPrivacyConfig()
      // Session replay (ADR 28 §8): off unless listed; the module checks its settings, the page and the sample, once.
      if (!replayChecked && config.thirdParties.some((e) => (e as { role?: unknown }).role === 'replay')) {
        replayChecked = true
        import('./replay')
          .then((m) => m.startReplay())
          .catch((error: unknown) => reportError(error, { where: 'third-party.replay' }))
      }
      if (started || !analyticsEndpoint(config)) return
      started = true
      import('./analytics')
        .then((m) => m.startAnalytics())
        .catch((error: unknown) => {
          started = false
          reportError(error, { where: 'third-party.analytics' })
        })
    }
    check()
    window.addEventListener(CONSENT_EVENT, check)
    document.addEventListener('visibilitychange', check)
    return () => {
      window.removeEventListener(CONSENT_EVENT, check)
      document.removeEventListener('visibilitychange', check)
    }
  }, [])
  return null
}
