import 'server-only'
import type { Payload } from 'payload'
import { dayOf } from '@/platform/counts/tally'
import { buildDriverReport, type DriverName } from './aggregate'
import type { DriverReport } from './shared'
import { readDriverCounts } from './store'

export const REPORT_DAYS = 30

/**
 * The promotions part of the editors' click report: the last 30 days (UTC, today included), per driver and
 * placement and per placement, drivers named from the CMS by their id (`_uuid`).
 */
export async function driverReport(payload: Payload, now = Date.now()): Promise<DriverReport> {
  const to = dayOf(now)
  const from = dayOf(now - (REPORT_DAYS - 1) * 86_400_000)
  const rows = await readDriverCounts(payload, from)
  const ids = [...new Set(rows.map((r) => r.driverId))].filter((id) => id !== '')
  const drivers =
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection: 'drivers',
            where: { _uuid: { in: ids } },
            limit: ids.length,
            depth: 0,
            pagination: false,
            overrideAccess: true,
            select: { name: true, _uuid: true },
          })
        ).docs
  const names = new Map<string, DriverName>()
  for (const d of drivers) if (d._uuid) names.set(d._uuid, { name: d.name, docId: d.id })
  return buildDriverReport(rows, names, { from, to })
}
