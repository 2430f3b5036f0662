// @vitest-environment node
import { issuedCoupon as coupon } from '../pricing/testData'
import { couponText, SMS_MAX_LENGTH } from './couponText'

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
