import 'server-only'
import type { Payload } from 'payload'
import { dayOf } from '@/platform/counts/tally'
import {
  ENGAGEMENT_METRICS,
  FAILURE_METRICS,
  type SiteHealthReport,
  siteHealthReport,
  VITAL_NAMES,
} from './reportModel'
import { readReaderCounts } from './store'

/** The days the Site health view covers by default. */
export const SITE_HEALTH_DAYS = 30

/** The Site health report over the last `days` days (UTC, today included), from the daily counts. */
export async function readerHealthReport(
  payload: Payload,
  { days = SITE_HEALTH_DAYS, now = Date.now() }: { days?: number; now?: number } = {},
): Promise<SiteHealthReport> {
  const since = dayOf(now - (days - 1) * 86_400_000)
  const rows = await readReaderCounts(payload, since, [
    ...VITAL_NAMES,
    ...ENGAGEMENT_METRICS,
    ...FAILURE_METRICS,
  ])
  return siteHealthReport(rows, since, days)
}
