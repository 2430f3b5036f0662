import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { ArticleHeader } from '@/article/ArticleHeader'
import styles from '@/article/ArticlePage.module.css'
import { articleAds } from '@/article/adPage'
import { articleDriverPage, driverMock } from '@/article/driverPage'
import { enhanceArticle } from '@/article/enhance-article'
import { serializeJsonLd } from '@/article/enhance-jsonld'
import { cachedUpNext } from '@/article/infinite-scroll/queries'
import { withInlineAds } from '@/article/inlineAds'
import { AffiliateLinks, InfiniteArticles, LivePreview, UpNextBar } from '@/article/islands.client'
import { PageTracking } from '@/article/PageTracking.client'
import { preampForArticle } from '@/article/preamp/load'
import { Preamp } from '@/article/preamp/Preamp'
import { articleFromParams } from '@/article/queries'
import { redirectOrNotFound } from '@/article/redirect-lookup'
import { articleView } from '@/article/view-model'
import { getSiteSettings, payloadClient } from '@/cms/reads'
import { plainTextFromRichText, wordCount } from '@/content/lexical'
import { CONTENT_DISPLAY, Picture } from '@/content/Picture'
import { sectionLabel } from '@/lib/sections'
import { MobileLeaderboard, TopLeaderboard } from '@/placements/ads/AdSlot'
import { SecondPagePopup, SurveyIntercept } from '@/placements/islands.client'
import { Placement } from '@/placements/Placement.client'
import { PlacementPageBoot } from '@/placements/PlacementPageBoot.client'
import { config } from '@/platform/config.mjs'
import { ownHost, siteUrl } from '@/platform/runtime'
import { articlePrivacyAttributes } from '@/privacy/thirdParty/article'
import { SENSITIVE_ATTRIBUTE } from '@/privacy/thirdParty/topic'
import { commerceContext } from '@/widgets/context'
import { RenderWidgets } from '@/widgets/RenderWidgets'
import type { WidgetContext } from '@/widgets/types'
// The stylesheets of deferred islands rendered here (their code, and the CSS it imports, load later):
// linked with the page so that their server HTML is styled from the start. The conventions test keeps this whole.
import '@/article/infinite-scroll/InfiniteArticles.module.css'
import '@/article/infinite-scroll/UpNextBar.module.css'
import '@/ui/modal/Modal.module.css'
import '@/placements/survey/Survey.module.css'
import { log } from '@/platform/log.mjs'

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
  const { seo } = view
  return {
    // The search title is the page's <title> as written (no " | Wellread" suffix added to it).
    title: seo.title === view.title ? view.title : { absolute: seo.title },
    description: seo.description,
    keywords: view.keywords,
    alternates: { canonical: view.path },
    openGraph: {
      type: 'article',
      url,
      title: seo.title,
      description: seo.description,
      siteName: 'Wellread',
      section: sectionLabel(view.section),
      publishedTime: view.publishedDate ?? undefined,
      modifiedTime: view.updatedDate ?? view.publishedDate ?? undefined,
      authors: view.authors.map((a) => a.name),
      tags: view.keywords,
      images: seo.image
        ? [{ url: seo.image.src, width: seo.image.width, height: seo.image.height, alt: seo.image.alt }]
        : [],
    },
    twitter: {
      card: seo.image ? 'summary_large_image' : 'summary',
      title: seo.title,
      description: seo.description,
    },
    robots: doc._status === 'draft' ? { index: false, follow: false } : undefined,
  }
}

export default async function ArticlePage({ params }: Props) {
  const doc = await load(params)
  if (!doc) {
    const { section, slug } = await params
    return redirectOrNotFound(`/${section}/${slug}`)
  }
  const [settings, { isEnabled: preview }, preamp] = await Promise.all([
    getSiteSettings(),
    draftMode(),
    preampForArticle(doc.preampAsset),
  ])
  const view = articleView(doc)
  // Next-article scroll and the UP NEXT bar: editorial articles only, not landing, paid or commerce pages.
  const upNext =
    view.template === 'article' ? await cachedUpNext(await payloadClient(), doc.id, view.path) : []
  const base = siteUrl()
  const { segments, problems, jsonLd, heroIndex } = enhanceArticle(doc.body, {
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
    // The stored document is named by its id, never its path (ADR 27 §10: a path can name a condition).
    log('article').warn(
      { articleId: doc.id, problem: problem.message },
      'malformed stored content; the rest of the page renders',
    )
  }
  // Ads (issue 28): the page's slots, or none on an ad-free page; the same for every reader.
  const ads = articleAds(doc, settings)
  const context: WidgetContext = {
    articleTitle: view.title,
    articlePath: view.path,
    authors: view.authors,
    siteHost: settings.siteHost || ownHost(),
    keywords: view.keywords,
    commerce: commerceContext(settings, view.path),
    template: view.template,
    ads: ads.show,
  }
  const bodySegments = withInlineAds(
    segments,
    { enabled: ads.show, automatic: ads.automatic, cpuv: ads.cpuv },
    heroIndex >= 0 ? heroIndex + 1 : 0,
  )
  const placementPage = articleDriverPage(view, driverMock(settings, config().drivers.allowMocks))
  const driverPage = ads.show
    ? { ...placementPage, ads: { template: view.template ?? 'article', sensitive: ads.sensitive } }
    : placementPage

  // The marketing landing template wraps placement manualPlacement1 in a white wave section (001 §2): a
  // sign-up form's reserved box, filled in the browser. Under the page's hero when the body opens with one (the
  // hero stays the first thing readers see), else under the heading.
  const band =
    view.template === 'marketingLandingPage' ? (
      <div className={styles.waveSection} data-wave-band="">
        <Placement name="manualPlacement1" style="newsletter" />
      </div>
    ) : null

  return (
    <>
      {preview ? (
        <>
          <LivePreview />
          <p className={styles.previewBanner} role="status">
            Preview: you are seeing the latest draft.{' '}
            <a href={`/next/exit-preview?path=${encodeURIComponent(view.path)}`}>Leave preview</a>
          </p>
        </>
      ) : null}
      {ads.show ? <TopLeaderboard /> : null}
      {/* The article's topic words and opaque page id, for the third-party guard (src/privacy/thirdParty/). */}
      <article
        className={styles.article}
        data-template={view.template}
        data-article-path={view.path}
        // The id first-party analytics names the article by (issue 30): never its path or title.
        data-article-id={String(view.id)}
        {...articlePrivacyAttributes(view, doc.body)}
        // A sensitive article is never recorded by session replay (ADR 28 §8).
        {...(ads.sensitive ? { [SENSITIVE_ATTRIBUTE]: '' } : {})}
      >
        <ArticleHeader article={view} />
        {band && heroIndex < 0 ? band : null}
        {view.hero && heroIndex < 0 ? (
          <figure className={styles.hero}>
            <Picture
              image={view.hero}
              display={CONTENT_DISPLAY}
              width={view.hero.width ?? 1280}
              height={view.hero.height ?? 720}
              priority
            />
          </figure>
        ) : null}
        <Preamp view={preamp} />
        <div className={styles.body}>
          <RenderWidgets
            segments={bodySegments}
            context={context}
            after={band && heroIndex >= 0 ? { index: heroIndex, node: band } : undefined}
          />
        </div>
      </article>
      {upNext.length > 0 ? (
        <InfiniteArticles currentPath={view.path} currentTitle={view.title} upNext={upNext} />
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      {/* First-party tracking and affiliate links: no markup, small, read the widgets' data attributes. */}
      <PageTracking />
      <AffiliateLinks />
      {/* Promotions: this page's targeting for its placements (only this page sets it: the next-article
          scroll changes the address, never the page's placements), and the second-page pop-up. */}
      <PlacementPageBoot page={driverPage} siteHost={context.siteHost} />
      <SecondPagePopup path={view.path} />
      {/* The survey intercept (issue 30): one reader in N, drawn in the browser; no markup in the cached page. */}
      <SurveyIntercept section={view.section} />
      {upNext.length > 0 ? <UpNextBar items={upNext} /> : null}
      {ads.show ? <MobileLeaderboard /> : null}
    </>
  )
}
