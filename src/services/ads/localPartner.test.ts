// @vitest-environment node
import { loadConfig } from '@/platform/config.mjs'
import {
  LOCAL_PARTNER_AD_TEXT,
  LOCAL_PARTNER_NAME,
  PARTNER_AD_PATH,
  PARTNER_TAG_PATH,
  startLocalPartner,
  wantsLocalPartner,
} from './localPartner.mjs'

const local = { SITE_URL: 'http://127.0.0.1:3000' }

describe('the local stand-in ad partner (embedded default)', () => {
  it('starts only with no partner configured, on a local site, and not switched off', () => {
    expect(wantsLocalPartner(loadConfig(local))).toBe(true)
    expect(wantsLocalPartner(loadConfig({ ...local, AD_PARTNER_STAND_IN: 'off' }))).toBe(false)
    expect(wantsLocalPartner(loadConfig({ SITE_URL: 'https://www.wellread.example' }))).toBe(false)
    expect(
      wantsLocalPartner(loadConfig({ ...local, AD_PARTNER_URL: 'https://tags.partner.example/gpt.js' })),
    ).toBe(false)
  })

  it('serves a GPT-style tag and labelled ads, and hands the site its address as a real partner’s', async () => {
    const env: Record<string, string | undefined> = {}
    const logged: string[] = []
    const partner = await startLocalPartner(loadConfig(local), { env, log: (m) => logged.push(m) })
    try {
      expect(partner?.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${PARTNER_TAG_PATH}$`))
      expect(env).toEqual({ AD_PARTNER_URL: partner?.url, AD_PARTNER_NAME: LOCAL_PARTNER_NAME })
      expect(logged[0]).toMatch(/local stand-in/)
      // The site reads it as it reads a real partner: listed for advertising, script and connections.
      expect(loadConfig({ ...local, ...env }).thirdParty.adPartner?.url).toBe(partner?.url)
      const tag = await fetch(partner?.url as string)
      expect(tag.headers.get('content-type')).toMatch(/^application\/javascript/)
      expect(tag.headers.get('set-cookie')).toBeNull()
      expect(await tag.text()).toContain(`${new URL(partner?.url as string).origin}`)
      const ad = await fetch(
        `${new URL(partner?.url as string).origin}${PARTNER_AD_PATH}?unit=/wellread/MMR2&sz=300x250`,
      )
      expect(ad.headers.get('access-control-allow-origin')).toBe('*')
      expect(await ad.json()).toEqual({ text: LOCAL_PARTNER_AD_TEXT })
    } finally {
      await partner?.close()
    }
    expect(
      await startLocalPartner(loadConfig({ ...local, AD_PARTNER_STAND_IN: 'off' }), { env: {} }),
    ).toBeNull()
  })
})
