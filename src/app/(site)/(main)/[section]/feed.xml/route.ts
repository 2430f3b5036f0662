import { notFound } from 'next/navigation'
import { feedResponse } from '@/article/feedResponse'
import { isSectionSlug } from '@/lib/sections'

// One feed per section, rendered on first request and cached until an article changes (tag `articles`).
export const dynamic = 'force-static'
export const dynamicParams = true
export async function generateStaticParams(): Promise<{ section: string }[]> {
  return []
}

/** `GET /{section}/feed.xml`: RSS 2.0 of the newest articles in a section. */
export async function GET(_request: Request, { params }: { params: Promise<{ section: string }> }) {
  const { section } = await params
  if (!isSectionSlug(section)) notFound()
  return feedResponse(section)
}
