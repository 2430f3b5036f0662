'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The quotes' entrance, loaded when the testimonial comes within 300 px of the viewport. */
export const LazyTestimonialQuotes = createLazyLeaf('testimonial', () =>
  import('./Testimonial.client').then((m) => m.TestimonialQuotes),
)
