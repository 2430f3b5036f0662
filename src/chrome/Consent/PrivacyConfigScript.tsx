import type { PrivacyConfig } from '@/privacy/consent/browser'
import { PRIVACY_CONFIG_ID } from '@/privacy/consent/events'
import { privacyConfigJson } from './privacyConfig'

/**
 * The page's privacy settings (`readPrivacyConfig` in `src/privacy/consent/browser.ts` reads them): the policy
 * version and the third parties with the purpose each needs. The same for every reader, so cached pages stay
 * identical; it changes when an editor saves the site settings (their tag revalidates every page) or the
 * operator's configuration changes (a restart). Must come before the consent boot script, which reads it.
 */
export function PrivacyConfigScript({ config }: { config: PrivacyConfig }) {
  return (
    <script
      id={PRIVACY_CONFIG_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: privacyConfigJson(config) }}
    />
  )
}
