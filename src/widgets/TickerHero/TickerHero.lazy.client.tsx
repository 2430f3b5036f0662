'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The ticker's turns, loaded when the hero comes within 300 px of the viewport. */
export const LazyTickerHeadline = createLazyLeaf('tickerHero', () =>
  import('./TickerHero.client').then((m) => m.TickerHeadline),
)
