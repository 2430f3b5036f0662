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
  // Not `notFound()`: in a route handler it answers an empty 404 (found by `npm run fuzz`, issue 32).
  if (!isSectionSlug(section))
    return new Response('There is no such section, so no feed.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  return feedResponse(section)
}
