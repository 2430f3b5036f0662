// @vitest-environment node
import { issuedCoupon as coupon } from '../pricing/testData'
import { drugLine, pharmacistCodes, pharmacyLine, savingsLine } from './format'

describe('coupon wording shared by mail, texts and wallet passes', () => {
  it('joins the drug, dosage and quantity, and the pharmacy and its address, leaving out empty parts', () => {
    expect(drugLine(coupon)).toBe('Atorvastatin 20 mg, 30 tablets')
    expect(drugLine({ ...coupon, dosageInformation: { ...coupon.dosageInformation, quantity: ' ' } })).toBe(
      'Atorvastatin 20 mg',
    )
    expect(pharmacyLine(coupon)).toBe('Maple Row Pharmacy, 12 Main St')
    expect(
      pharmacyLine({ ...coupon, retailerInformation: { ...coupon.retailerInformation, addressLine1: '' } }),
    ).toBe('Maple Row Pharmacy')
  })

  it('states the savings only with a retail price, and the percentage only when there is one', () => {
    expect(savingsLine(coupon)).toBe('You save 72% off the $45.00 retail price')
    const none = { ...coupon.pricingInformation, retailPrice: null, percentSavings: null }
    expect(savingsLine({ ...coupon, pricingInformation: none })).toBeNull()
    const noPercent = { ...coupon.pricingInformation, percentSavings: 0 }
    expect(savingsLine({ ...coupon, pricingInformation: noPercent })).toBe(
      'Compared with the $45.00 retail price',
    )
  })

  it('lists the pharmacist codes in card order', () => {
    expect(pharmacistCodes(coupon).map((c) => `${c.label} ${c.value}`)).toEqual([
      'BIN 610749',
      'PCN WR',
      'GRP WR2026',
      'Member ID WR12345678',
    ])
  })
})
