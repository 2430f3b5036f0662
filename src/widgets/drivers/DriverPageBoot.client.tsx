'use client'

import { useEffect } from 'react'
import { setDriverSiteHost } from './frame'
import { type DriverPage, setDriverPage } from './registry'

/**
 * Tells the placement runtime about the page (issue 17): its targeting, the same for every reader (server
 * props), and the site's own host. Renders nothing. One per page, rendered by the page itself, never by
 * anything that follows the address bar: the next-article scroll replaces the address as the reader moves
 * into the next article, and a new path would make every placement of this page ask again (a new page view).
 */
export function DriverPageBoot({ page, siteHost }: { page: DriverPage; siteHost?: string }) {
  const key = JSON.stringify(page)
  useEffect(() => {
    setDriverSiteHost(siteHost)
    setDriverPage(JSON.parse(key) as DriverPage)
  }, [key, siteHost])
  return null
}
