'use client'
import { CLIENT_ERROR_EVENT } from '@/lib/tracking'
import { CONSENT_EVENT } from '@/privacy/consent/events'
import { analyticsHinted } from '@/privacy/consent/hint'
import { createDeferredIsland } from '@/ui/deferredIsland'

/** Whether the page's data layer holds an error to report. */
function errorWaiting(): boolean {
  const layer = (window as Window & { wellreadEvents?: { name?: string }[] }).wellreadEvents
  return Array.isArray(layer) && layer.some((event) => event?.name === 'client.error')
}

/**
 * The metrics forwarder (ADR 27 §4), on every reader page: its code loads when the browser is idle if the reader's
 * stored choice may allow analytics (a hint: the forwarder asks the consent model before it sends) or an error
 * waits to be reported, and later when the reader consents or an error is
 * reported. A reader who refused analytics and meets no error loads none of it.
 */
export const MetricsBoot = createDeferredIsland(
  'metrics',
  () => import('./MetricsBoot.client').then((m) => m.MetricsBoot),
  {
    on: [],
    wakeOn: [CONSENT_EVENT, CLIENT_ERROR_EVENT],
    wakeIf: () => errorWaiting() || analyticsHinted(document.cookie),
  },
)
