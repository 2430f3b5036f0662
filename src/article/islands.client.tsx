'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'

/*
 * The article page's islands whose code is needed only later (ADR 22, `src/ui/deferredIsland.tsx`).
 */

/** The next-article scroll: when the end of the article comes within 300 px of the screen. */
export const InfiniteArticles = createDeferredIsland(
  'nextArticles',
  () => import('./infinite-scroll/InfiniteArticles.client').then((m) => m.InfiniteArticles),
  { on: ['near'] },
)

/** The UP NEXT bar (phones): when the reader heads for it. */
export const UpNextBar = createDeferredIsland(
  'upNextBar',
  () => import('./infinite-scroll/UpNextBar.client').then((m) => m.UpNextBar),
  { on: ['intent'] },
)

/** Attribution ids the landing address may carry, and the cookies an earlier visit may have kept of them. */
const LANDING_QUERY = /[?&][^=]+=/
const ATTRIBUTION_COOKIE = /(?:^|;\s*)wr_(?:brand|product|campaign)=/

/**
 * The affiliate links' island (no markup): when the reader heads for an affiliate link (pointer, touch or
 * focus on it, before the click), or at once when the landing address carries parameters to keep or an
 * attribution cookie may need deleting. Without it the links lead to the partner as rendered.
 */
export const AffiliateLinks = createDeferredIsland(
  'affiliateLinks',
  () => import('./AffiliateLinks.client').then((m) => m.AffiliateLinks),
  {
    on: [],
    intentOn: 'a[data-affiliate]',
    wakeIf: () => LANDING_QUERY.test(window.location.search) || ATTRIBUTION_COOKIE.test(document.cookie),
  },
)

/** The draft preview's live updates: rendered only in preview, where it loads at once. */
export const LivePreview = createDeferredIsland(
  'livePreview',
  () => import('./LivePreview.client').then((m) => m.LivePreview),
  { on: ['idle'] },
)
