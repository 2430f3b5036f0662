import { defineWidget } from '../types'
import { FeaturedPartnerOffers } from './FeaturedPartnerOffers'
import { featuredPartnerOffersBlock } from './FeaturedPartnerOffers.config'

/** Featured-partner offers: a labelled box of sponsored deals; static HTML, tracked by the page's island. */
export const featuredPartnerOffersWidget = defineWidget({
  blockType: 'featuredPartnerOffers',
  block: featuredPartnerOffersBlock,
  render: FeaturedPartnerOffers,
})
