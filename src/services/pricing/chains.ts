/*
 * The fictional pharmacy chains of the local pricing provider (issue 9: "the local provider uses fictional
 * pharmacy chains drawn as the site's own images"). The seed creates one `pharmacyChains` document per entry,
 * with a logo drawn from `color` and `initials`; the local provider places their stores near the reader's
 * ZIP. Real chains come from a real provider (PRICING_ADAPTER=http) and their logos from the CMS.
 */

export type FictionalChain = {
  /** Stable id: the price entries' `retailer.id` and the `pharmacyChains` document's `chainId`. */
  id: string
  name: string
  /** Logo background (a site-drawn mark; white initials on it must reach 4.5:1). */
  color: string
  initials: string
  /** Typical price level relative to the market (1 = average): keeps a chain's prices consistently higher or lower. */
  priceLevel: number
  /** Independent pharmacy (002 §3.2 groups them apart). */
  independent?: boolean
}

export const FICTIONAL_CHAINS: readonly FictionalChain[] = [
  { id: 'maple-row', name: 'Maple Row Pharmacy', color: '#8a3b12', initials: 'MR', priceLevel: 0.92 },
  { id: 'bluewater', name: 'Bluewater Drug', color: '#1b4f8a', initials: 'BW', priceLevel: 1.04 },
  {
    id: 'corner-apothecary',
    name: 'Corner Apothecary',
    color: '#5b2a86',
    initials: 'CA',
    priceLevel: 1.12,
    independent: true,
  },
  { id: 'greenfield', name: 'Greenfield Pharmacy', color: '#226b3a', initials: 'GF', priceLevel: 0.97 },
  {
    id: 'harvest-market',
    name: 'Harvest Market Pharmacy',
    color: '#9a4a00',
    initials: 'HM',
    priceLevel: 0.88,
  },
  { id: 'lighthouse', name: 'Lighthouse Rx', color: '#0f5b66', initials: 'LH', priceLevel: 1.0 },
  { id: 'northstar', name: 'Northstar Drugstore', color: '#2f3e8f', initials: 'NS', priceLevel: 1.08 },
  {
    id: 'oak-and-ivy',
    name: 'Oak & Ivy Chemists',
    color: '#4d5a1e',
    initials: 'OI',
    priceLevel: 1.15,
    independent: true,
  },
  { id: 'prairie', name: 'Prairie Family Pharmacy', color: '#7a3d3d', initials: 'PF', priceLevel: 0.95 },
  {
    id: 'riverside',
    name: 'Riverside Wellness Pharmacy',
    color: '#1d5e7a',
    initials: 'RW',
    priceLevel: 1.02,
  },
  { id: 'summit', name: 'Summit Value Drug', color: '#6b2d5c', initials: 'SV', priceLevel: 0.9 },
  { id: 'sunrise', name: 'Sunrise Grocery Pharmacy', color: '#a02c2c', initials: 'SG', priceLevel: 0.94 },
  {
    id: 'town-square',
    name: 'Town Square Pharmacy',
    color: '#3d4f5c',
    initials: 'TS',
    priceLevel: 1.1,
    independent: true,
  },
  { id: 'valley', name: 'Valley Care Pharmacy', color: '#2e6b4f', initials: 'VC', priceLevel: 0.99 },
  { id: 'westgate', name: 'Westgate Discount Drug', color: '#5c4033', initials: 'WG', priceLevel: 0.86 },
  { id: 'willow', name: 'Willow Health Pharmacy', color: '#4a3b7a', initials: 'WH', priceLevel: 1.06 },
  { id: 'cedar-point', name: 'Cedar Point Drug Co.', color: '#6e4b1f', initials: 'CP', priceLevel: 1.01 },
  {
    id: 'bayview',
    name: 'Bayview Community Pharmacy',
    color: '#1f5f8b',
    initials: 'BV',
    priceLevel: 1.13,
    independent: true,
  },
]
