import { defineWidget } from '../types'
import { AffiliateAd } from './AffiliateAd'
import { affiliateAdBlock } from './AffiliateAd.config'

/** Affiliate ad: a partner's ad, labelled Sponsored; static HTML, tracked by the page's island. */
export const affiliateAdWidget = defineWidget({
  blockType: 'affiliateAd',
  block: affiliateAdBlock,
  render: AffiliateAd,
})
