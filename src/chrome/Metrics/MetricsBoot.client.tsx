'use client'

import { useEffect } from 'react'
import { startMetrics } from './forwarder'

/**
 * The metrics forwarder's boot (issue 29), no markup. Its code is loaded by `MetricsBoot` (`islands.client.ts`)
 * only when there is something to send: the reader consents to analytics, or an error waits to be reported.
 */
export function MetricsBoot() {
  useEffect(() => {
    startMetrics()
  }, [])
  return null
}
