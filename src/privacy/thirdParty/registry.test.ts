// @vitest-environment jsdom

import { loadConfig, THIRD_PARTIES } from '@/platform/config.mjs'
import { readPrivacyConfig } from '@/privacy/consent/browser'
import { listedEntry } from './guard'
import { originsOf, publicThirdParties, thirdParties } from './registry'
import { setPrivacyConfig } from './testData'
import { analyticsEndpoint } from './vendor'

const configured = loadConfig({
  ANALYTICS_VENDOR_URL: 'https://collect.analytics.example/v1/events',
  ANALYTICS_VENDOR_NAME: 'Example Analytics',
  AD_PIXEL_ORIGINS: 'https://px.sponsor.example,https://*.ads.example',
})

describe('the registry', () => {
  it('is the static list alone until the operator configures vendors', () => {
    expect(thirdParties(loadConfig({}))).toEqual([...THIRD_PARTIES])
    expect(publicThirdParties(loadConfig({})).every((t) => t.purpose === 'media')).toBe(true)
  })

  it('lists each configured vendor with its purpose, origins and (for analytics) its collector', () => {
    const listed = publicThirdParties(configured)
    expect(listed.slice(-2)).toEqual([
      {
        name: 'Example Analytics',
        purpose: 'analytics',
        origins: ['https://collect.analytics.example'],
        endpoint: 'https://collect.analytics.example/v1/events',
      },
      {
        name: 'Sponsors’ tracking pixels',
        purpose: 'advertising',
        origins: ['https://px.sponsor.example', 'https://*.ads.example'],
      },
    ])
    expect(listed.find((t) => t.name === 'Qzzr')).toEqual({
      name: 'Qzzr',
      purpose: 'media',
      origins: ['https://qzzr.com', 'https://*.qzzr.com'],
    })
  })

  it('survives the trip through the page’s privacy settings, where the guard and the boot read it', () => {
    setPrivacyConfig(publicThirdParties(configured), 3)
    const config = readPrivacyConfig()
    expect(config.thirdParties).toEqual(publicThirdParties(configured))
    expect(analyticsEndpoint(config)).toBe('https://collect.analytics.example/v1/events')
    expect(listedEntry(new URL('https://img.ads.example/p.gif'), config.thirdParties)?.purpose).toBe(
      'advertising',
    )
    // Every static frame origin is listed, as media (the embed kit's test checks its providers are among them).
    for (const entry of THIRD_PARTIES)
      for (const origin of (entry.sources['frame-src'] ?? []).filter((o) => !o.includes('*')))
        expect(listedEntry(new URL(origin), config.thirdParties)?.purpose, origin).toBe('media')
    document.head.innerHTML = ''
  })

  it('an entry’s origins are every source it names, once', () => {
    expect(
      originsOf({
        name: 'x',
        consent: 'media',
        sources: {
          'frame-src': ['https://a.example'],
          'img-src': ['https://a.example', 'https://b.example'],
        },
      }),
    ).toEqual(['https://a.example', 'https://b.example'])
  })
})
