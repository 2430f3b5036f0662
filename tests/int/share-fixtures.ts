import type { CouponResponse } from '@/services/pricing/shared'

/** A coupon as `GET /api/optum/coupons` answers it, for the share, mail, SMS and wallet tests. */
export function sampleCoupon(
  overrides: { id?: string; drugName?: string; retailerName?: string } = {},
): CouponResponse {
  const id = overrides.id ?? 'SHARETEST0001'
  const codes = { id, bin: '610749', pcn: 'WRX', grp: 'WRGEN01', uid: 'WR004815162' }
  return {
    ...codes,
    pricingInformation: {
      drugName: overrides.drugName ?? 'Atorvastatin',
      discountedPrice: 11.87,
      retailPrice: 64.5,
      percentSavings: 81,
    },
    dosageInformation: { manufacturer: 'Atorvastatin (generic)', dosage: '20 mg', quantity: '30 tablets' },
    couponInformation: codes,
    retailerInformation: {
      id: 'maple-row',
      name: overrides.retailerName ?? 'Maple Row Pharmacy',
      locationId: 'maple-row-47201-1',
      addressLine1: '410 Washington St',
      logo: { imageSrc: null },
    },
  }
}
