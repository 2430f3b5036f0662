'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The stats count-up, loaded when the block comes within 300 px of the viewport. */
export const LazyStatsCountUp = createLazyLeaf('statsBlock', () =>
  import('./StatsBlock.client').then((m) => m.StatsCountUp),
)
