import { defineClientSamples } from '@/ui/samples'

const headline = {
  before: 'Sleep better',
  items: ['tonight', 'this week', 'for good'],
  after: 'with our free newsletter',
  accessible: 'Sleep better tonight, this week or for good with our free newsletter',
}

export const samples = defineClientSamples({
  'TickerHero.client.tsx#TickerHeadline': { id: 'ticker-hero-sample-title', headline },
  'TickerHero.lazy.client.tsx#LazyTickerHeadline': {
    leafProps: { id: 'ticker-hero-sample-title', headline },
    children: <h2 id="ticker-hero-sample-title">{headline.accessible}</h2>,
  },
})
