import type { PrivacyConfig } from '@/privacy/consent/browser'

/**
 * Whether the page lists a third party the page's boot loads code for: an analytics collector or a session
 * replay vendor (GA4 is relayed by the server: nothing loads for it). The boot island's first, tiny check.
 */
export function pageAnalyticsListed(config: PrivacyConfig): boolean {
  return config.thirdParties.some((e) => {
    const { endpoint, role } = e as { endpoint?: unknown; role?: unknown }
    return e.purpose === 'analytics' && typeof endpoint === 'string' && role !== 'relay'
  })
}
