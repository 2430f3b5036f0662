import { defineClientSamples } from '@/ui/samples'
import type { CarouselPlayerProps } from './Carousel.client'

const props: CarouselPlayerProps = {
  id: 'carousel-sample',
  kind: 'questions',
  cards: [
    {
      type: 'question',
      question: 'Walking counts as exercise.',
      answer: 'Fact.',
      description: 'Brisk walking is moderate activity.',
    },
    {
      type: 'question',
      question: 'High blood pressure always has symptoms.',
      answer: 'Myth.',
      description: '',
    },
  ],
}

export const samples = defineClientSamples({
  'Carousel.client.tsx#CarouselPlayer': props,
  'Carousel.lazy.client.tsx#LazyCarousel': {
    leafProps: props,
    children: <p>Walking counts as exercise.</p>,
  },
})
