import { feedResponse } from '@/article/feedResponse'

// Rendered once, then served from the page cache until an article changes (tag `articles`).
export const dynamic = 'force-static'

/** `GET /feed.xml`: RSS 2.0 of the newest articles across the site. */
export async function GET(): Promise<Response> {
  return feedResponse()
}
