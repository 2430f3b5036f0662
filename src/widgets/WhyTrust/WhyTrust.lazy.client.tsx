'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The explanation's collapse, loaded when the block comes within 300 px of the viewport. */
export const LazyWhyTrustCollapse = createLazyLeaf('whyTrust', () =>
  import('./WhyTrust.client').then((m) => m.WhyTrustCollapse),
)
