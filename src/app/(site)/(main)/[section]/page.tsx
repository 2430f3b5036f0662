import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ArticleCard } from '@/article/ArticleCard'
import { listArticles } from '@/article/queries'
import styles from '@/chrome/Page.module.css'
import { isSectionSlug, sectionLabel } from '@/lib/sections'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ section: string }>; searchParams: Promise<{ page?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section } = await params
  if (!isSectionSlug(section)) return {}
  return {
    title: sectionLabel(section),
    description: `Medically reviewed ${sectionLabel(section).toLowerCase()} articles from Wellread.`,
    alternates: { canonical: `/${section}` },
  }
}

function pageNumber(raw: string | undefined): number | null {
  if (raw === undefined) return 1
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null
  return Number(raw)
}

export default async function SectionPage({ params, searchParams }: Props) {
  const { section } = await params
  if (!isSectionSlug(section)) notFound()
  const page = pageNumber((await searchParams).page)
  if (page === null) notFound()
  const result = await listArticles({ section, limit: 12, page })
  if (page > 1 && result.docs.length === 0) notFound()
  const label = sectionLabel(section)
  return (
    <div className={styles.container}>
      <h1 className={styles.pageTitle}>{label}</h1>
      <p className={styles.intro}>Medically reviewed articles about {label.toLowerCase()}.</p>
      {result.docs.length === 0 ? (
        <p className={styles.empty}>No {label.toLowerCase()} articles have been published yet.</p>
      ) : (
        <div className={styles.grid}>
          {result.docs.map((a) => (
            <ArticleCard key={a.id} article={a} headingLevel={2} />
          ))}
        </div>
      )}
      {result.totalPages > 1 ? (
        <nav className={styles.pagination} aria-label="Pages">
          {result.hasPrevPage ? (
            <Link href={`/${section}?page=${page - 1}`}>← Newer articles</Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {result.totalPages}
          </span>
          {result.hasNextPage ? (
            <Link href={`/${section}?page=${page + 1}`}>Older articles →</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
