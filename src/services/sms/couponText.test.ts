// @vitest-environment node
import type { CouponResponse } from '../pricing/shared'
import { couponText, SMS_MAX_LENGTH } from './couponText'

const coupon: CouponResponse = {
  id: 'cpn-1',
  bin: '610749',
  pcn: 'WR',
  grp: 'WR2026',
  uid: 'WR12345678',
  pricingInformation: {
    drugName: 'Atorvastatin',
    discountedPrice: 12.3,
    retailPrice: 45,
    percentSavings: 72,
  },
  dosageInformation: { manufacturer: 'Atorvastatin (generic)', dosage: '20 mg', quantity: '30 tablets' },
  couponInformation: { id: 'cpn-1', bin: '610749', pcn: 'WR', grp: 'WR2026', uid: 'WR12345678' },
  retailerInformation: {
    id: 'maple-row',
    name: 'Maple Row Pharmacy',
    locationId: 'maple-row-1',
    addressLine1: '12 Main St',
    logo: { imageSrc: null },
  },
}

describe('couponText', () => {
  it('carries the drug, price, pharmacy and every code the pharmacist needs', () => {
    expect(couponText(coupon)).toBe(
      'Wellread Rx coupon: Atorvastatin 20 mg, 30 tablets $12.30 at Maple Row Pharmacy. ' +
        'BIN 610749 PCN WR GRP WR2026 ID WR12345678. Free, not insurance. Show it at the pharmacy.',
    )
  })

  it('stays short even with long names, keeping the codes whole', () => {
    const long = couponText({
      ...coupon,
      pricingInformation: { ...coupon.pricingInformation, drugName: 'X'.repeat(400) },
      retailerInformation: { ...coupon.retailerInformation, name: 'Y'.repeat(200) },
    })
    expect(long.length).toBeLessThanOrEqual(SMS_MAX_LENGTH)
    expect(long).toContain('BIN 610749 PCN WR GRP WR2026 ID WR12345678.')
    expect(long).toContain('$12.30')
  })
})
