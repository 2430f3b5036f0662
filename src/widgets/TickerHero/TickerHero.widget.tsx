import { defineWidget } from '../types'
import { TickerHero } from './TickerHero'
import { tickerHeroBlock } from './TickerHero.config'

/**
 * Ticker hero: the first phrase in the HTML; the ticker leaf loads near the viewport when there are several. First
 * in the body, it is the page's hero (the article's hero image is not shown above it).
 */
export const tickerHeroWidget = defineWidget({
  blockType: 'tickerHero',
  block: tickerHeroBlock,
  render: TickerHero,
  pageHero: true,
})
