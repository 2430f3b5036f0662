'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The carousel's arrows, made to work when the product-card group comes within 300 px of the viewport. */
export const LazyCarouselArrows = createLazyLeaf('productCardCarousel', () =>
  import('./ProductCard.client').then((m) => m.CarouselArrows),
)
