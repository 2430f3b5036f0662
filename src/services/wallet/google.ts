import { importPKCS8, SignJWT } from 'jose'
import { formatPrice } from '@/lib/price'
import { colors } from '../../lib/tokens'
import { BRAND, COUPON_NOTES, drugLine, pharmacyLine, savingsLine } from '../couponShare/format'
import type { CouponResponse } from '../pricing/shared'
import { readPem } from './pem'
import { WalletPassError } from './types'

/** `config().wallet.google`: the issuer, and the service account that signs save links (PEM text or a path). */
export type GoogleWalletCredentials = {
  issuerId: string
  serviceAccountEmail: string
  privateKey: string
}

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/'
/** The pass class every coupon belongs to (created by the first save link if it does not exist yet). */
export const GOOGLE_CLASS_SUFFIX = 'wellread_rx_coupon'

const text = (value: string) => ({ defaultValue: { language: 'en-US', value } })
/** Google Wallet ids allow letters, digits, '.', '_' and '-' after the issuer id. */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100)

/** The generic pass object for a coupon: what the reader's Google Wallet shows. */
export function googleGenericObject(coupon: CouponResponse, issuerId: string) {
  const c = coupon.couponInformation
  const savings = savingsLine(coupon)
  return {
    id: `${issuerId}.coupon-${idPart(coupon.id)}`,
    classId: `${issuerId}.${GOOGLE_CLASS_SUFFIX}`,
    state: 'ACTIVE',
    cardTitle: text(`${BRAND} prescription savings`),
    header: text(coupon.pricingInformation.drugName),
    subheader: text(drugLine(coupon)),
    hexBackgroundColor: colors.brand,
    textModulesData: [
      { id: 'price', header: 'Your price', body: formatPrice(coupon.pricingInformation.discountedPrice) },
      { id: 'pharmacy', header: 'Pharmacy', body: pharmacyLine(coupon) },
      { id: 'bin', header: 'BIN', body: c.bin },
      { id: 'pcn', header: 'PCN', body: c.pcn },
      { id: 'grp', header: 'GRP', body: c.grp },
      { id: 'member', header: 'Member ID', body: c.uid },
      ...(savings ? [{ id: 'savings', header: 'Savings', body: savings }] : []),
      { id: 'notes', header: 'Good to know', body: COUPON_NOTES.join(' ') },
    ],
    barcode: { type: 'CODE_128', value: c.uid, alternateText: c.uid },
  }
}

/**
 * A "save to Google Wallet" link for the coupon: `https://pay.google.com/gp/v/save/{jwt}`, the JWT signed
 * (RS256) with the service account's key, carrying the pass class and the coupon's generic object, and the
 * site's origin (`origins`) so the button may be shown on it. Nothing is sent to Google until the reader
 * opens the link.
 */
export async function googleSaveLink(
  coupon: CouponResponse,
  credentials: GoogleWalletCredentials,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<string> {
  try {
    const key = await importPKCS8(readPem(credentials.privateKey), 'RS256')
    const jwt = await new SignJWT({
      typ: 'savetowallet',
      origins: [new URL(siteUrl).origin],
      payload: {
        genericClasses: [{ id: `${credentials.issuerId}.${GOOGLE_CLASS_SUFFIX}` }],
        genericObjects: [googleGenericObject(coupon, credentials.issuerId)],
      },
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(credentials.serviceAccountEmail)
      .setAudience('google')
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .sign(key)
    return `${GOOGLE_SAVE_URL}${jwt}`
  } catch (error) {
    throw new WalletPassError('Android', { cause: error })
  }
}
