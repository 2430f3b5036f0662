import type { Experiment } from '@/cms/payload-types'

/**
 * The sample experiments, both on the CBD gummies article only: half of its readers see the product cards as
 * a carousel, and half see them without the star rating (that page is listed in site settings → Commerce).
 */
export const EXPERIMENTS: Omit<Experiment, 'id' | 'createdAt' | 'updatedAt'>[] = [
  {
    name: 'Product carousel on the CBD gummies guide',
    key: 'commerceCarousel',
    active: true,
    variants: [
      { key: 'control', share: 50 },
      { key: 'carousel', share: 50 },
    ],
    paths: [{ path: '/health/best-cbd-gummies' }],
  },
  {
    name: 'Rating row on the CBD gummies guide',
    key: 'ratingRow',
    active: true,
    variants: [
      { key: 'control', share: 50 },
      { key: 'hideRating', share: 50 },
    ],
    paths: [{ path: '/health/best-cbd-gummies' }],
  },
]
