import type { PrivacyConfig } from '@/privacy/consent/browser'

/** The session replay vendor as the page's privacy settings list it (`SESSION_REPLAY_URL`), or null: off. */
export function replayVendor(config: PrivacyConfig): { endpoint: string; samplePercent: number } | null {
  for (const entry of config.thirdParties) {
    const { endpoint, role, samplePercent } = entry as {
      endpoint?: unknown
      role?: unknown
      samplePercent?: unknown
    }
    if (entry.purpose !== 'analytics' || role !== 'replay' || typeof endpoint !== 'string' || !endpoint)
      continue
    const share =
      typeof samplePercent === 'number' && samplePercent >= 1 && samplePercent <= 100 ? samplePercent : 0
    return share > 0 ? { endpoint, samplePercent: share } : null
  }
  return null
}
