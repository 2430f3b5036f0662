import type { ReactNode } from 'react'
import { articleFromParams } from '@/article/queries'
import { showsSecondaryNav, usesMinimalHeader } from '@/chrome/Header/nav'
import { SiteChrome } from '@/chrome/SiteChrome'

/**
 * Article pages choose their chrome from the article: paid-media, editorial-paid, transactional and
 * marketing landing templates get the minimal header; sponsored articles get no secondary navigation.
 * The article query is shared with the page (React cache), so this costs no extra database round trip.
 */
export default async function ArticleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ section: string; slug: string }>
}) {
  const article = await articleFromParams(params)
  const minimal = usesMinimalHeader(article?.template)
  return (
    <SiteChrome
      header={minimal ? 'minimal' : 'full'}
      secondaryNav={showsSecondaryNav({
        isArticle: Boolean(article),
        sponsored: Boolean(article?.sponsored),
        minimalHeader: minimal,
      })}
    >
      {children}
    </SiteChrome>
  )
}
