import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Fragment } from 'react'
import styles from '@/chrome/Page.module.css'
import { getSiteSettings } from '@/cms/reads'
import { isSectionSlug, type SectionSlug, sectionLabel } from '@/lib/sections'
import { InlineAd, MobileLeaderboard, TopLeaderboard } from '@/placements/ads/AdSlot'
import { PlacementPageBoot } from '@/placements/PlacementPageBoot.client'
import { config } from '@/platform/config.mjs'
import { ownHost } from '@/platform/runtime'
import { ArticleCard } from './ArticleCard'
import { listingAds, sectionInlineSlots } from './adPage'
import { driverMock, listingDriverPage } from './driverPage'
import { listArticles } from './queries'
import { redirectOrNotFound } from './redirect-lookup'
import { SECTION_PAGE_SIZE, SECTION_ROW } from './sectionLayout'

/** `/health` is page 1; `/health/page/2` and on are the older ones. */
export function sectionPagePath(section: string, page: number): string {
  return page <= 1 ? `/${section}` : `/${section}/page/${page}`
}

/** A page number from the URL: 2 to 99999 written plainly ("02", "1", "x" are not page URLs). */
export function parseSectionPage(raw: string): number | null {
  return /^[2-9]$|^[1-9]\d{1,4}$/.test(raw) ? Number(raw) : null
}

export function sectionMetadata(section: string, page: number): Metadata {
  if (!isSectionSlug(section)) return {}
  const label = sectionLabel(section)
  return {
    title: page > 1 ? `${label} (page ${page})` : label,
    description: `Medically reviewed ${label.toLowerCase()} articles from Wellread.`,
    alternates: {
      canonical: sectionPagePath(section, page),
      types: { 'application/rss+xml': [{ url: `/${section}/feed.xml`, title: `Wellread: ${label}` }] },
    },
  }
}

/** A section's articles, newest first, twelve to a page. Unknown sections and pages past the end are 404. */
export async function SectionPage({ section, page }: { section: string; page: number }) {
  if (!isSectionSlug(section)) return redirectOrNotFound(sectionPagePath(encodeURIComponent(section), page))
  const [result, settings] = await Promise.all([
    listArticles({ section, limit: SECTION_PAGE_SIZE, page }),
    getSiteSettings(),
  ])
  if (page > 1 && result.docs.length === 0) notFound()
  const ads = listingAds(settings)
  return (
    <>
      {/* Promotions and ads on this page: its path and section, and whether it shows ads. */}
      <PlacementPageBoot
        page={listingDriverPage(
          sectionPagePath(section, page),
          section,
          driverMock(settings, config().drivers.allowMocks),
          ads.show ? 'section' : null,
        )}
        siteHost={settings.siteHost || ownHost()}
      />
      {ads.show ? <TopLeaderboard /> : null}
      <SectionListing section={section} page={page} result={result} ads={ads.show} />
      {ads.show ? <MobileLeaderboard /> : null}
    </>
  )
}

function SectionListing({
  section,
  page,
  result,
  ads,
}: {
  section: SectionSlug
  page: number
  result: Awaited<ReturnType<typeof listArticles>>
  ads: boolean
}) {
  // Rows of SECTION_ROW cards, each followed by an in-list ad slot (issue 28), within the page's limit.
  const rows: (typeof result.docs)[] = []
  for (let i = 0; i < result.docs.length; i += SECTION_ROW) rows.push(result.docs.slice(i, i + SECTION_ROW))
  const slots = ads ? sectionInlineSlots(result.docs.length, SECTION_ROW) : 0
  const label = sectionLabel(section)
  return (
    <div className={styles.container}>
      <h1 className={styles.pageTitle}>{label}</h1>
      <p className={styles.intro}>Medically reviewed articles about {label.toLowerCase()}.</p>
      {result.docs.length === 0 ? (
        <p className={styles.empty}>No {label.toLowerCase()} articles have been published yet.</p>
      ) : (
        rows.map((row, i) => (
          <Fragment key={row[0]?.id ?? i}>
            <div className={styles.grid}>
              {row.map((a) => (
                <ArticleCard key={a.id} article={a} headingLevel={2} />
              ))}
            </div>
            {i < slots ? <InlineAd k={i + 1} context="listing" /> : null}
          </Fragment>
        ))
      )}
      {result.totalPages > 1 ? (
        <nav className={styles.pagination} aria-label="Pages">
          {result.hasPrevPage ? (
            <Link href={sectionPagePath(section, page - 1)}>← Newer articles</Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {result.totalPages}
          </span>
          {result.hasNextPage ? (
            <Link href={sectionPagePath(section, page + 1)}>Older articles →</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
