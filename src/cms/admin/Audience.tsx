import type { AdminViewServerProps } from 'payload'
import { AUDIENCE_PERIODS, audienceDays, readAudienceReport } from '@/services/events/report'
import { audienceCsv } from '@/services/events/reportModel'
import { AdminPage } from './AdminPage'
import { AudienceView } from './AudienceView.client'

/**
 * Audience (issue 30): for editors, what readers read, finish and click, from the site's own first-party
 * events (sent only with analytics consent; aggregated on write, so a year reads as fast as a day): per
 * article and section, views, read depth, engaged time, widget and product click-through, newsletter and coupon
 * conversions, per day or week, the articles to update first, and the article table as CSV. Signed-in team
 * members only.
 */
export async function Audience({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const days = audienceDays(searchParams?.days)
  const report = req.user ? await readAudienceReport(req.payload, { days }) : null
  return (
    <AdminPage
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Audience"
      signedOut="Sign in to see the audience."
    >
      {report ? <AudienceView report={report} periods={AUDIENCE_PERIODS} csv={audienceCsv(report)} /> : null}
    </AdminPage>
  )
}
