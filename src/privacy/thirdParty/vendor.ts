import type { PrivacyConfig } from '@/privacy/consent/browser'

/**
 * The analytics vendor's collector as the page's privacy settings list it (`ANALYTICS_VENDOR_URL`, purpose
 * analytics), or null when the operator configured none. Tiny: the page's boot island reads it before it
 * decides to load the forwarder.
 */
export function analyticsEndpoint(config: PrivacyConfig): string | null {
  for (const entry of config.thirdParties) {
    const endpoint = (entry as { endpoint?: unknown }).endpoint
    if (entry.purpose === 'analytics' && typeof endpoint === 'string' && endpoint) return endpoint
  }
  return null
}
