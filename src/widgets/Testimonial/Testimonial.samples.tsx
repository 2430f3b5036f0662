import { defineClientSamples } from '@/ui/samples'

const quotes = [
  { text: 'I finally have a bedtime I keep.', author: 'Dana, reader since 2023', tint: 0 },
  { text: 'The Sunday email is the one I save.', author: '', tint: 1 },
]

export const samples = defineClientSamples({
  'Testimonial.client.tsx#TestimonialQuotes': { quotes },
  'Testimonial.lazy.client.tsx#LazyTestimonialQuotes': {
    leafProps: { quotes },
    children: <p>I finally have a bedtime I keep.</p>,
  },
})
