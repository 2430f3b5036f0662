'use client'

import { useEffect } from 'react'
import { startAdsWhenEngaged } from './ads/boot'
import { type PlacementPage, setPlacementPage } from './page'

/**
 * Tells the placement runtime about the page (issue 17): its targeting, the same for every reader (server
 * props), and the site's own host. Renders nothing, and carries nothing else: the runtime loads with the
 * placements that use it. One per page, rendered by the page itself, never by anything that follows the
 * address bar: the next-article scroll replaces the address as the reader moves into the next article, and a
 * new path would make every placement of this page ask again (a new page view).
 */
export function PlacementPageBoot({ page, siteHost }: { page: PlacementPage; siteHost?: string }) {
  const key = JSON.stringify(page)
  useEffect(() => {
    const next = JSON.parse(key) as PlacementPage
    setPlacementPage(next, siteHost ?? null)
    // A page with ad slots starts its ads when the reader engages (ADR 26).
    if (next.ads) startAdsWhenEngaged()
  }, [key, siteHost])
  return null
}
