import type { WalletPlatform } from '../pricing/shared'

/** A wallet the site has no certificates or keys for (`APPLE_*` or `GOOGLE_WALLET_*` unset). */
export class WalletNotConfiguredError extends Error {
  constructor(readonly platform: WalletPlatform) {
    super(
      platform === 'iOS'
        ? 'Apple Wallet passes are not set up: set APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY and APPLE_WWDR_CERT.'
        : 'Google Wallet is not set up: set GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL and GOOGLE_WALLET_PRIVATE_KEY.',
    )
    this.name = 'WalletNotConfiguredError'
  }
}

/** The pass or link could not be made (a bad certificate or key, usually). Says which, never the coupon. */
export class WalletPassError extends Error {
  constructor(
    readonly platform: WalletPlatform,
    options?: { cause?: unknown },
  ) {
    super(
      platform === 'iOS'
        ? 'The Apple Wallet pass could not be built and signed.'
        : 'The Google Wallet link could not be signed.',
      options,
    )
    this.name = 'WalletPassError'
  }
}
