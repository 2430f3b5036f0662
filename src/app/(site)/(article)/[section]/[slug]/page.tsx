import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { ArticleHeader } from '@/article/ArticleHeader'
import styles from '@/article/ArticlePage.module.css'
import { enhanceArticle } from '@/article/enhance-article'
import { serializeJsonLd } from '@/article/enhance-jsonld'
import { InfiniteArticles } from '@/article/infinite-scroll/InfiniteArticles.client'
import { cachedUpNext } from '@/article/infinite-scroll/queries'
import { UpNextBar } from '@/article/infinite-scroll/UpNextBar.client'
import { articleFromParams } from '@/article/queries'
import { articleView } from '@/article/view-model'
import { getSiteSettings, payloadClient } from '@/cms/reads'
import { ownHost, siteUrl } from '@/cms/runtime'
import { plainTextFromRichText, wordCount } from '@/content/lexical'
import { sectionLabel } from '@/lib/sections'
import { RenderWidgets } from '@/widgets/RenderWidgets'
import type { WidgetContext } from '@/widgets/types'

type Props = { params: Promise<{ section: string; slug: string }> }

// Article pages are rendered on first request, then served statically until an editor publishes,
// unpublishes or deletes the article (revalidation hooks in src/cms/collections/Articles.ts).
export const dynamicParams = true
export async function generateStaticParams(): Promise<{ section: string; slug: string }[]> {
  return []
}

const load = articleFromParams

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await load(params)
  if (!doc) return { title: 'Page not found' }
  const view = articleView(doc)
  const url = `${siteUrl()}${view.path}`
  return {
    title: view.title,
    description: view.summary,
    keywords: view.keywords,
    alternates: { canonical: view.path },
    openGraph: {
      type: 'article',
      url,
      title: view.title,
      description: view.summary,
      siteName: 'Wellread',
      section: sectionLabel(view.section),
      publishedTime: view.publishedDate ?? undefined,
      modifiedTime: view.updatedDate ?? view.publishedDate ?? undefined,
      authors: view.authors.map((a) => a.name),
      tags: view.keywords,
      images: view.hero
        ? [{ url: view.hero.src, width: view.hero.width, height: view.hero.height, alt: view.hero.alt }]
        : [],
    },
    twitter: {
      card: view.hero ? 'summary_large_image' : 'summary',
      title: view.title,
      description: view.summary,
    },
    robots: doc._status === 'draft' ? { index: false, follow: false } : undefined,
  }
}

export default async function ArticlePage({ params }: Props) {
  const doc = await load(params)
  if (!doc) notFound()
  const [settings, { isEnabled: preview }] = await Promise.all([getSiteSettings(), draftMode()])
  const view = articleView(doc)
  // Next-article scroll and the UP NEXT bar: editorial articles only, not landing, paid or commerce pages.
  const upNext =
    view.template === 'article' ? await cachedUpNext(await payloadClient(), doc.id, view.path) : []
  const base = siteUrl()
  const { segments, problems, jsonLd } = enhanceArticle(doc.body, {
    url: `${base}${view.path}`,
    siteUrl: base,
    siteName: settings.siteName || 'Wellread',
    title: view.title,
    description: view.summary,
    sectionLabel: sectionLabel(view.section),
    sectionUrl: `${base}/${view.section}`,
    imageUrl: view.hero ? new URL(view.hero.src, base).toString() : null,
    datePublished: view.publishedDate,
    dateModified: view.updatedDate,
    authors: view.authors,
    reviewer: view.reviewer,
    lastReviewed: view.medicalReviewDate,
    keywords: view.keywords,
    wordCount: wordCount(plainTextFromRichText(doc.body)),
    sponsored: view.sponsored,
  })
  for (const problem of problems) {
    console.warn(`[article ${view.path}] ${problem.message}; the rest of the page renders`)
  }
  const context: WidgetContext = {
    articleTitle: view.title,
    articlePath: view.path,
    authors: view.authors,
    siteHost: settings.siteHost || ownHost(),
  }

  return (
    <>
      {preview ? (
        <p className={styles.previewBanner} role="status">
          Preview: you are seeing the latest draft. <a href="/next/exit-preview">Leave preview</a>
        </p>
      ) : null}
      <article className={styles.article} data-template={view.template}>
        <ArticleHeader article={view} />
        {view.template === 'marketingLandingPage' ? (
          // The marketing landing template wraps placement manualPlacement1 in a white wave section (001 §2);
          // the placement engine fills it.
          <div className={styles.waveSection} data-placement="manualPlacement1" />
        ) : null}
        {view.hero ? (
          <figure className={styles.hero}>
            <img
              src={view.hero.src}
              srcSet={view.hero.srcSet}
              sizes="(min-width: 752px) 720px, 100vw"
              alt={view.hero.alt}
              width={view.hero.width ?? 1280}
              height={view.hero.height ?? 720}
              fetchPriority="high"
              decoding="async"
            />
          </figure>
        ) : null}
        <div className={styles.body}>
          <RenderWidgets segments={segments} context={context} />
        </div>
      </article>
      {upNext.length > 0 ? (
        <InfiniteArticles currentPath={view.path} currentTitle={view.title} upNext={upNext} />
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      {upNext.length > 0 ? <UpNextBar items={upNext} /> : null}
    </>
  )
}
