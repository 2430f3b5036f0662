'use client'

import { createDeferredIsland } from '@/ui/deferredIsland'
import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The carousel's arrows, made to work when the product-card group comes within 300 px of the viewport. */
export const LazyCarouselArrows = createLazyLeaf('productCardCarousel', () =>
  import('./ProductCard.client').then((m) => m.CarouselArrows),
)

/** The review's "Read more" and the animated picture: when the card comes within 300 px of the screen. */
export const ReviewCollapse = createDeferredIsland(
  'productReview',
  () => import('./ProductCard.client').then((m) => m.ReviewCollapse),
  { on: ['near', 'intent'] },
)
export const AnimatedImage = createDeferredIsland(
  'productImage',
  () => import('./ProductCard.client').then((m) => m.AnimatedImage),
  { on: ['near'] },
)
