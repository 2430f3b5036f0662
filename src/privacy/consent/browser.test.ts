// @vitest-environment jsdom
import { consentAllows, consentNow, type PrivacyConfig, readPrivacyConfig } from './browser'
import { CONSENT_COOKIE, GPC_COOKIE } from './consent'
import { PRIVACY_CONFIG_ID } from './events'

const AT = Date.UTC(2026, 10, 21)

/** A stand-in document: its cookies and, optionally, the page's privacy settings script. */
function page(cookie: string, config?: string) {
  const doc = document.implementation.createHTMLDocument('page')
  if (config !== undefined) {
    const script = doc.createElement('script')
    script.id = PRIVACY_CONFIG_ID
    script.type = 'application/json'
    script.textContent = config
    doc.body.append(script)
  }
  return {
    cookie,
    getElementById: (id: string) => doc.getElementById(id),
  } as unknown as Document
}

const thirdParties: PrivacyConfig['thirdParties'] = [
  { name: 'YouTube', purpose: 'media', origins: ['https://www.youtube-nocookie.com'] },
]

describe('readPrivacyConfig', () => {
  it('reads the policy version and the third parties', () => {
    expect(readPrivacyConfig(page('', JSON.stringify({ policyVersion: 3, thirdParties })))).toEqual({
      policyVersion: 3,
      thirdParties,
    })
  })

  it.each<[string, string | undefined]>([
    ['no script', undefined],
    ['an empty script', ''],
    ['broken JSON', '{"policyVersion":'],
  ])('falls back to version 1 and no third parties with %s', (_label, text) => {
    expect(readPrivacyConfig(page('', text))).toEqual({ policyVersion: 1, thirdParties: [] })
  })

  it.each<[string, unknown]>([
    ['zero', 0],
    ['a fraction', 1.5],
    ['text', '2'],
    ['negative', -3],
  ])('uses version 1 for a version that is %s', (_label, policyVersion) => {
    expect(readPrivacyConfig(page('', JSON.stringify({ policyVersion, thirdParties }))).policyVersion).toBe(1)
  })

  it('drops third parties that are not well formed', () => {
    const config = {
      policyVersion: 2,
      thirdParties: [...thirdParties, { name: 'x' }, null, { name: 1, purpose: 'media', origins: [] }],
    }
    expect(readPrivacyConfig(page('', JSON.stringify(config))).thirdParties).toEqual(thirdParties)
  })

  it('reads the real document by default', () => {
    const script = document.createElement('script')
    script.id = PRIVACY_CONFIG_ID
    script.type = 'application/json'
    script.textContent = JSON.stringify({ policyVersion: 4, thirdParties: [] })
    document.body.append(script)
    expect(readPrivacyConfig().policyVersion).toBe(4)
    script.remove()
  })
})

describe('consentNow and consentAllows', () => {
  const config = JSON.stringify({ policyVersion: 2, thirdParties })

  it('reads the choice, the version and GPC', () => {
    const now = consentNow(page(`${CONSENT_COOKIE}=v2.a1.d0.p0.t${AT}`, config), {
      globalPrivacyControl: false,
    })
    expect(now).toEqual({
      choice: { version: 2, analytics: true, advertising: false, personalisation: false, at: AT },
      signals: { policyVersion: 2, gpc: false },
    })
    expect(consentAllows('analytics', now)).toBe(true)
    expect(consentAllows('advertising', now)).toBe(false)
    expect(consentAllows('necessary', now)).toBe(true)
  })

  it('allows nothing optional under a stale choice', () => {
    const now = consentNow(page(`${CONSENT_COOKIE}=v1.a1.d1.p1.t${AT}`, config), {})
    expect(consentAllows('advertising', now)).toBe(false)
  })

  it('allows nothing optional with Global Privacy Control', () => {
    const now = consentNow(page(`${CONSENT_COOKIE}=v2.a1.d1.p1.t${AT}`, config), {
      globalPrivacyControl: true,
    })
    expect(now.signals.gpc).toBe(true)
    expect(consentAllows('analytics', now)).toBe(false)
  })

  it('allows nothing optional when the server relayed the Sec-GPC header (wr_gpc=1), the browser saying nothing', () => {
    const now = consentNow(page(`${CONSENT_COOKIE}=v2.a1.d1.p1.t${AT}; ${GPC_COOKIE}=1`, config), {})
    expect(now.signals.gpc).toBe(true)
    for (const purpose of ['analytics', 'advertising', 'personalisation'] as const)
      expect(consentAllows(purpose, now)).toBe(false)
    // A cleared relay is no signal.
    const cleared = consentNow(page(`${CONSENT_COOKIE}=v2.a1.d1.p1.t${AT}; ${GPC_COOKIE}=`, config), {})
    expect(consentAllows('advertising', cleared)).toBe(true)
  })

  it('survives a document whose cookies cannot be read (a sandboxed frame)', () => {
    const doc = {
      get cookie(): string {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      getElementById: () => null,
    } as unknown as Document
    expect(consentNow(doc, null)).toEqual({ choice: null, signals: { policyVersion: 1, gpc: false } })
  })
})
