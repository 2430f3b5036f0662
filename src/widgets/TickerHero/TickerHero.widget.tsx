import { defineWidget } from '../types'
import { TickerHero } from './TickerHero'
import { tickerHeroBlock } from './TickerHero.config'

/** Ticker hero: the first phrase in the HTML; the ticker leaf loads near the viewport when there are several. */
export const tickerHeroWidget = defineWidget({
  blockType: 'tickerHero',
  block: tickerHeroBlock,
  render: TickerHero,
})
