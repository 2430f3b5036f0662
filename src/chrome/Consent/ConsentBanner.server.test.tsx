// @vitest-environment node
import { renderToString } from 'react-dom/server'
import type { PrivacyConfig } from '@/privacy/consent/browser'
import { PRIVACY_CONFIG_ID } from '@/privacy/consent/events'
import type { PrivacySettings } from '@/privacy/consent/settings'
import { ConsentBannerView } from './ConsentBanner'
import { ConsentBannerActions } from './islands.client'

/** The banner as the server writes it into every page (no browser here: the islands render in full). */
const settings: PrivacySettings = {
  policyVersion: 2,
  tcfPolicyVersion: 5,
  whatChanged: 'We now work with a new video partner.',
}
const thirdParties: PrivacyConfig['thirdParties'] = [
  { name: 'YouTube </script><script>alert(1)</script>', purpose: 'media', origins: ['https://y.example'] },
]

describe('the banner in the server’s HTML', () => {
  it('renders the page’s privacy settings first, escaped, then the whole banner with its buttons, then the boot script that shows it', async () => {
    // The buttons' island imports its code as the server starts; a page renders once it is there.
    await ConsentBannerActions.wake()
    const out = renderToString(<ConsentBannerView settings={settings} thirdParties={thirdParties} />)
    const json = new RegExp(`<script id="${PRIVACY_CONFIG_ID}" type="application/json">(.*?)</script>`).exec(
      out,
    )
    expect(json).not.toBeNull()
    expect(JSON.parse(json![1]!)).toEqual({ policyVersion: 2, thirdParties })
    // The third party's name cannot close the script.
    expect(out.match(/<script/g)).toHaveLength(2)
    expect(out).not.toContain('</script><script>alert')
    // The banner is whole, buttons included, before the script shows it: shown while still arriving, it would
    // grow (a shift).
    const banner =
      /<section[^>]*data-consent-banner[^>]*>([\s\S]*?)<\/section><script>([\s\S]*?)<\/script>/.exec(out)
    expect(banner).not.toBeNull()
    expect(banner![1]!.match(/<button/g)).toHaveLength(3)
    expect(banner![2]).toContain('data-privacy-banner')
  })
})
