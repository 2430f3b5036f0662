import { defineClientSamples } from '@/ui/samples'

export const samples = defineClientSamples({
  'ProductCard.client.tsx#ReviewCollapse': {
    id: 'product-1-1-review-text',
    subject: 'Our review of Calmleaf Gummies',
    children: <p>Lab tested every batch.</p>,
  },
  'ProductCard.client.tsx#AnimatedImage': {
    src: '/api/media/file/dissolve.gif',
    alt: 'A gummy dissolving in water',
    width: 400,
    height: 300,
  },
  'ProductCard.client.tsx#CarouselArrows': { trackId: 'product-carousel-1' },
  'ProductCard.lazy.client.tsx#LazyCarouselArrows': {
    leafProps: { trackId: 'product-carousel-1' },
    children: <div />,
  },
})
