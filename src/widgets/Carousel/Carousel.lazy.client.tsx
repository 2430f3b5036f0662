'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The carousel's controls and card flip, loaded when the carousel comes within 300 px of the viewport. */
export const LazyCarousel = createLazyLeaf('carousel', () =>
  import('./Carousel.client').then((m) => m.CarouselPlayer),
)
