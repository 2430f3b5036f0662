import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { readerHealthReport } from '@/services/readerStats/report'
import { SiteHealthView } from './SiteHealthView.client'

/**
 * Site health (issue 29): for editors and operators, how fast pages are for real readers (Web Vitals per
 * template, p75 and shares, over time), how long they read, and what failed in their browsers, from the
 * site's own daily counts (aggregated on write: a year of them reads as fast as a day). Signed-in team members
 * only. Operators' live figures are in Prometheus (`GET /metrics`, `deploy/`).
 */
export async function SiteHealth({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const report = req.user ? await readerHealthReport(req.payload) : null
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
        <h1>Site health</h1>
        {report ? <SiteHealthView report={report} /> : <p>Sign in to see the site’s health.</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
