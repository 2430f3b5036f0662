import type { Metadata } from 'next'
import Link from 'next/link'
import { Fragment } from 'react'
import { ArticleCard } from '@/article/ArticleCard'
import { homeInlineSlots, listingAds } from '@/article/adPage'
import { driverMock, listingDriverPage } from '@/article/driverPage'
import { listArticles } from '@/article/queries'
import styles from '@/chrome/Page.module.css'
import { getSiteSettings } from '@/cms/reads'
import { SECTIONS } from '@/lib/sections'
import { InlineAd, MobileLeaderboard, TopLeaderboard } from '@/placements/ads/AdSlot'
import { PlacementPageBoot } from '@/placements/PlacementPageBoot.client'
import { config } from '@/platform/config.mjs'
import { ownHost } from '@/platform/runtime'

// Rendered once, then served from the page cache until an article, an image it shows or a global changes.
export const metadata: Metadata = {
  alternates: { canonical: '/' },
}

export default async function HomePage() {
  const [latest, settings] = await Promise.all([listArticles({ limit: 1 }), getSiteSettings()])
  const lead = latest.docs[0]
  const bySection = await Promise.all(
    SECTIONS.map(async (s) => ({
      section: s,
      articles: (await listArticles({ section: s.slug, limit: 4 })).docs,
    })),
  )
  const ads = listingAds(settings)
  const sections = bySection.filter((g) => g.articles.length > 0)
  // Ads (issue 28): in-list slots after the lead story (the first) and after each section but the last
  // (the k-th after section k - 1), within the page's limit.
  const slots = ads.show ? homeInlineSlots(sections.length) : 0
  const hasSlot = (k: number) => k <= slots
  return (
    <div className={styles.container}>
      {/* Promotions and ads on this page: its path, the markers setting, and whether it shows ads. */}
      <PlacementPageBoot
        page={listingDriverPage(
          '/',
          null,
          driverMock(settings, config().drivers.allowMocks),
          ads.show ? 'home' : null,
        )}
        siteHost={settings.siteHost || ownHost()}
      />
      {ads.show ? <TopLeaderboard /> : null}
      {lead ? (
        <section aria-label="Latest story">
          <ArticleCard article={lead} headingLevel={2} lead />
        </section>
      ) : (
        <p className={styles.empty}>No articles have been published yet.</p>
      )}
      {hasSlot(1) ? <InlineAd k={1} context="listing" /> : null}
      {sections.map(({ section, articles }, i) => (
        <Fragment key={section.slug}>
          <section className={styles.sectionBlock} aria-labelledby={`section-${section.slug}`}>
            <div className={styles.sectionHeading}>
              <h2 id={`section-${section.slug}`}>{section.label}</h2>
              <Link href={`/${section.slug}`}>
                All {section.label.toLowerCase()} articles
                <span className="visually-hidden"> in {section.label}</span>
              </Link>
            </div>
            <div className={styles.grid}>
              {articles.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </div>
          </section>
          {hasSlot(i + 2) ? <InlineAd k={i + 2} context="listing" /> : null}
        </Fragment>
      ))}
      {ads.show ? <MobileLeaderboard /> : null}
    </div>
  )
}
