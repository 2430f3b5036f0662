import type { Metadata } from 'next'
import Link from 'next/link'
import { ArticleCard } from '@/article/ArticleCard'
import { driverMock, listingDriverPage } from '@/article/driverPage'
import { listArticles } from '@/article/queries'
import styles from '@/chrome/Page.module.css'
import { getSiteSettings } from '@/cms/reads'
import { SECTIONS } from '@/lib/sections'
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
  return (
    <div className={styles.container}>
      {/* Promotions on this page (the header's Subscribe dialog): its path, and the markers setting. */}
      <PlacementPageBoot
        page={listingDriverPage('/', null, driverMock(settings, config().drivers.allowMocks))}
        siteHost={settings.siteHost || ownHost()}
      />
      {lead ? (
        <section aria-label="Latest story">
          <ArticleCard article={lead} headingLevel={2} lead />
        </section>
      ) : (
        <p className={styles.empty}>No articles have been published yet.</p>
      )}
      {bySection
        .filter((g) => g.articles.length > 0)
        .map(({ section, articles }) => (
          <section
            key={section.slug}
            className={styles.sectionBlock}
            aria-labelledby={`section-${section.slug}`}
          >
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
        ))}
    </div>
  )
}
