import type { AdminViewServerProps } from 'payload'
import { readErrorGroups } from '@/services/errors'
import { readerHealthReport } from '@/services/readerStats/report'
import { AdminPage } from './AdminPage'
import { type ErrorGroupRow, SiteHealthView } from './SiteHealthView.client'

/** The error groups the view lists: the most recently seen. */
const ERROR_GROUPS_SHOWN = 50

/**
 * Site health (issue 29): for editors and operators, how fast pages are for real readers (Web Vitals per
 * template, p75 and shares, over time), how long they read, what failed in their browsers, and the error
 * groups of browsers and server with a mapped sample stack (`src/services/errors`), from the site's own counts (aggregated on write: a year of them reads as fast as a day). Signed-in team members
 * only. Operators' live figures are in Prometheus (`GET /metrics`, `deploy/`).
 */
export async function SiteHealth({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const [report, groups] = req.user
    ? await Promise.all([readerHealthReport(req.payload), readErrorGroups(req.payload, ERROR_GROUPS_SHOWN)])
    : [null, []]
  const errors: ErrorGroupRow[] = groups.map((g) => ({ ...g, key: g.fingerprint }))
  return (
    <AdminPage
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Site health"
      signedOut="Sign in to see the site’s health."
    >
      {report ? <SiteHealthView report={report} errors={errors} /> : null}
    </AdminPage>
  )
}
