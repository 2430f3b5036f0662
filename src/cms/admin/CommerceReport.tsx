import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { commerceReport } from '@/services/commerce/report'
import { CommerceReportView } from './CommerceReportView.client'

/**
 * Commerce → Click report (issue 8): impressions, clicks and click-through of every product card over the
 * last 30 days, per product and per article, from the site's own counts (no third party). Signed-in team
 * members only.
 */
export async function CommerceReport({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const signedIn = Boolean(req.user)
  const report = signedIn ? await commerceReport(req.payload) : null
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Click report</h1>
        {report ? <CommerceReportView report={report} /> : <p>Sign in to see the click report.</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
