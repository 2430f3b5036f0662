/*
 * The page a placement runtime serves (issue 17): its targeting, the same for every reader (server props),
 * and the site's own host. Set by the page's boot island (`PlacementPageBoot.client.tsx`), which is all the
 * JavaScript a page needs for its placements before one of them loads: the registry and the renderers load
 * with the placements, the header's dialog or the pop-up that use them (ADR 22). Client-safe, no React.
 */

/** What the page tells the runtime about itself: the same for every reader (server props). */
export type PlacementPage = {
  path: string
  k1: string | null
  kMetas: string[]
  pageType: string | null
  categorySlugs: string[]
  section: string | null
  /** The editors' "position markers" setting, where the operator allows it. */
  mock: boolean
  excludeVideos?: boolean
  /**
   * Pages with ad slots (ADR 26): the template the ad server targets and whether the page is on a sensitive
   * topic (house ads only). Absent: the page carries no ads.
   */
  ads?: { template: string; sensitive: boolean }
}

let page: PlacementPage | null = null
let siteHost: string | null = null
const listeners = new Set<(previous: PlacementPage | null) => void>()

/**
 * The page's targeting and the site's host. A new path (a client-side navigation, or the next article taking
 * over) starts a new page view: the registry hears it and every placement asks again.
 */
export function setPlacementPage(next: PlacementPage, host?: string | null): void {
  const previous = page
  page = next
  if (host !== undefined) siteHost = host?.trim() ? host.trim().toLowerCase() : null
  for (const listener of [...listeners]) listener(previous)
}

/** The page's targeting as the runtime uses it (the path alone until the page's boot island sets it). */
export function currentPlacementPage(): PlacementPage {
  return (
    page ?? {
      path: typeof window === 'undefined' ? '/' : window.location.pathname,
      k1: null,
      kMetas: [],
      pageType: null,
      categorySlugs: [],
      section: null,
      mock: false,
    }
  )
}

/** Whether the page's boot island has said what the page is. */
export function placementPageKnown(): boolean {
  return page !== null
}

/** The site's own host (links to it stay in the tab): what the page said, else the address bar's. */
export function placementSiteHost(): string {
  return siteHost ?? (typeof window === 'undefined' ? '' : window.location.hostname)
}

/** Hears each new page (with the one before it). */
export function onPlacementPageChange(listener: (previous: PlacementPage | null) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Tests: forget the page and the host. */
export function resetPlacementPage(): void {
  page = null
  siteHost = null
}
