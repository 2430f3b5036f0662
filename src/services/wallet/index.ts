import 'server-only'
import { config } from '@/platform/config.mjs'
import type { CouponResponse } from '../pricing/shared'
import { buildApplePass } from './apple'
import { googleSaveLink } from './google'
import { WalletNotConfiguredError } from './types'

export { WalletNotConfiguredError, WalletPassError } from './types'

/** The coupon as a signed Apple Wallet pass (`.pkpass` bytes), with the configured certificates. */
export async function appleWalletPass(coupon: CouponResponse): Promise<Buffer> {
  const { wallet, siteUrl } = config()
  if (!wallet.apple) throw new WalletNotConfiguredError('iOS')
  return buildApplePass(coupon, wallet.apple, { siteUrl })
}

/** A "save to Google Wallet" link for the coupon, signed with the configured service account key. */
export async function googleWalletLink(coupon: CouponResponse): Promise<string> {
  const { wallet, siteUrl } = config()
  if (!wallet.google) throw new WalletNotConfiguredError('Android')
  return googleSaveLink(coupon, wallet.google, { siteUrl })
}
