import 'server-only'
import { config } from '@/platform/config.mjs'
import { trustedOrigins } from '@/platform/runtime'
import { rateLimiter } from '@/platform/state'
import { checkBotCheckToken } from '../botcheck'
import { addressHashKey } from '../botcheck/secrets'
import { sendMail } from '../mail'
import { findCoupon } from '../pricing/couponStore'
import { sendText } from '../sms'
import type { FormReporter } from '../trackingIngest'
import { appleWalletPass, googleWalletLink } from '../wallet'
import type { ShareDependencies } from './http'

/**
 * The share call's services for this process: the configured mail, SMS and wallet providers, the bot check,
 * and the limits of `SHARE_LIMIT_*` (in-process, or in Redis with `REDIS_URL`, shared by every instance).
 */
export function shareDependencies(reportForm?: FormReporter): ShareDependencies {
  const { shareLimits, siteUrl } = config()
  return {
    trustedOrigins: trustedOrigins(),
    checkToken: checkBotCheckToken,
    ipLimiter: rateLimiter({
      name: 'coupon-share-ip',
      points: shareLimits.perIp,
      durationSeconds: shareLimits.windowSeconds,
    }),
    addressLimiter: rateLimiter({
      name: 'coupon-share-address',
      points: shareLimits.perAddress,
      durationSeconds: shareLimits.windowSeconds,
    }),
    limits: { perAddress: shareLimits.perAddress, windowSeconds: shareLimits.windowSeconds },
    addressHashKey: addressHashKey(),
    findCoupon,
    sendMail,
    sendText,
    applePass: appleWalletPass,
    googleLink: googleWalletLink,
    siteUrl,
    ...(reportForm ? { reportForm } : {}),
  }
}
