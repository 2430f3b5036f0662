import { PassType, PKPass } from 'passkit-generator'
import { formatPrice } from '@/lib/price'
import { colors } from '../../lib/tokens'
import { BRAND, COUPON_NOTES, drugLine, pharmacyLine, savingsLine } from '../couponShare/format'
import type { CouponResponse } from '../pricing/shared'
import { passImages } from './images'
import { readPem } from './pem'
import { WalletPassError } from './types'

/** `config().wallet.apple`: each certificate or key is PEM text or the path of a PEM file. */
export type AppleWalletCredentials = {
  passTypeId: string
  teamId: string
  /** The pass type certificate (signer). */
  cert: string
  /** Its private key. */
  key: string
  keyPassphrase: string | undefined
  /** Apple's WWDR intermediate certificate. */
  wwdr: string
}

/** Apple Wallet wants colours as `rgb(r, g, b)`. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

/**
 * The coupon as an Apple Wallet pass (a signed `.pkpass` archive), built in memory: the site's mark drawn
 * as its icon and logo, the price, drug, pharmacy and the pharmacist's codes on the front, the notes on the
 * back, and the member id as a barcode. The serial number is the coupon's id, so adding the same coupon
 * twice replaces the pass rather than adding a second one.
 */
export async function buildApplePass(
  coupon: CouponResponse,
  credentials: AppleWalletCredentials,
  { siteUrl }: { siteUrl: string },
): Promise<Buffer> {
  try {
    const images = await passImages()
    const pass = new PKPass(
      { ...images },
      {
        wwdr: readPem(credentials.wwdr),
        signerCert: readPem(credentials.cert),
        signerKey: readPem(credentials.key),
        signerKeyPassphrase: credentials.keyPassphrase,
      },
      {
        passTypeIdentifier: credentials.passTypeId,
        teamIdentifier: credentials.teamId,
        serialNumber: coupon.id,
        organizationName: BRAND,
        description: `${BRAND} prescription savings coupon`,
        logoText: BRAND,
        backgroundColor: rgb(colors.brand),
        foregroundColor: rgb(colors.onBrand),
        labelColor: rgb(colors.brandTint),
      },
    )
    const c = coupon.couponInformation
    const front = new PassType('coupon')
    front.headerFields.push({
      key: 'price',
      label: 'YOUR PRICE',
      value: formatPrice(coupon.pricingInformation.discountedPrice),
    })
    front.primaryFields.push({
      key: 'drug',
      label: [coupon.dosageInformation.dosage, coupon.dosageInformation.quantity].filter(Boolean).join(', '),
      value: coupon.pricingInformation.drugName,
    })
    front.secondaryFields.push(
      { key: 'pharmacy', label: 'PHARMACY', value: coupon.retailerInformation.name },
      { key: 'member', label: 'MEMBER ID', value: c.uid },
    )
    front.auxiliaryFields.push(
      { key: 'bin', label: 'BIN', value: c.bin },
      { key: 'pcn', label: 'PCN', value: c.pcn },
      { key: 'grp', label: 'GRP', value: c.grp },
    )
    const savings = savingsLine(coupon)
    front.backFields.push(
      { key: 'details', label: 'Prescription', value: drugLine(coupon) },
      { key: 'where', label: 'Pharmacy', value: pharmacyLine(coupon) },
      ...(savings ? [{ key: 'savings', label: 'Savings', value: savings }] : []),
      { key: 'notes', label: 'Good to know', value: COUPON_NOTES.join('\n') },
      { key: 'site', label: BRAND, value: siteUrl },
    )
    pass.types.push(front)
    pass.setBarcodes({
      message: c.uid,
      format: 'PKBarcodeFormatCode128',
      messageEncoding: 'iso-8859-1',
      altText: c.uid,
    })
    return pass.getAsBuffer()
  } catch (error) {
    throw new WalletPassError('iOS', { cause: error })
  }
}
