import type { PrivacyConfig } from '@/privacy/consent/browser'

/**
 * The analytics vendor's collector as the page's privacy settings list it (`ANALYTICS_VENDOR_URL`, purpose
 * analytics), or null when the operator configured none. Tiny: the page's boot island reads it before it
 * decides to load the forwarder.
 */
export function analyticsEndpoint(config: PrivacyConfig): string | null {
  for (const entry of config.thirdParties) {
    const { endpoint, role } = entry as { endpoint?: unknown; role?: unknown }
    if (entry.purpose === 'analytics' && role === undefined && typeof endpoint === 'string' && endpoint)
      return endpoint
  }
  return null
}

/**
 * The programmatic ad partner's tag as the page's privacy settings list it (`AD_PARTNER_URL`, purpose
 * advertising, with an endpoint: the sponsors' pixel hosts have none), or null when the operator configured none.
 */
export function adPartnerEndpoint(config: PrivacyConfig): string | null {
  for (const entry of config.thirdParties) {
    const endpoint = (entry as { endpoint?: unknown }).endpoint
    if (entry.purpose === 'advertising' && typeof endpoint === 'string' && endpoint) return endpoint
  }
  return null
}
