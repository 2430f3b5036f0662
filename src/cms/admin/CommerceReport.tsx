import type { AdminViewServerProps } from 'payload'
import { adReport } from '@/services/adStats/report'
import { commerceReport } from '@/services/commerce/report'
import { driverReport } from '@/services/driverStats/report'
import { AdminPage } from './AdminPage'
import { AdReportView } from './AdReportView.client'
import { CommerceReportView } from './CommerceReportView.client'
import { DriverReportView } from './DriverReportView.client'
import styles from './reports.module.css'

/**
 * Commerce → Click report (issues 8 and 17): over the last 30 days, from the site's own counts (no third
 * party), impressions, clicks and click-through of every product card, per product and per article; and of
 * every promotion (driver), per driver and position, with each position's fill rate; and of the site's own
 * ads (issue 28), per campaign, creative and position. One page for all three, because editors compare them
 * (a driver, a product card and an ad competing for the same readers). Signed-in team members only.
 */
export async function CommerceReport({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const signedIn = Boolean(req.user)
  const [report, promotions, ads] = signedIn
    ? await Promise.all([commerceReport(req.payload), driverReport(req.payload), adReport(req.payload)])
    : [null, null, null]
  return (
    <AdminPage
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Click report"
      signedOut="Sign in to see the click report."
    >
      {report && promotions && ads ? (
        <>
          <ul className={styles.toc} aria-label="On this page">
            <li>
              <a href="#products">Product cards</a>
            </li>
            <li>
              <a href="#promotions">Promotions</a>
            </li>
            <li>
              <a href="#ads">Ads</a>
            </li>
          </ul>
          <section id="products" aria-labelledby="products-heading" className={styles.section}>
            <h2 id="products-heading">Product cards</h2>
            <CommerceReportView report={report} />
          </section>
          <section id="promotions" aria-labelledby="promotions-heading" className={styles.section}>
            <h2 id="promotions-heading">Promotions</h2>
            <DriverReportView report={promotions} />
          </section>
          <section id="ads" aria-labelledby="ads-heading" className={styles.section}>
            <h2 id="ads-heading">Ads</h2>
            <AdReportView report={ads} />
          </section>
        </>
      ) : null}
    </AdminPage>
  )
}
