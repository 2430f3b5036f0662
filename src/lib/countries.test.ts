import { COUNTRY_CODES, isCountryCode } from './countries'

describe('country codes', () => {
  it('holds the 249 ISO 3166-1 codes and Kosovo', () => {
    expect(COUNTRY_CODES.size).toBe(250)
    for (const code of ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'JP', 'BR', 'IN', 'ZA', 'XK'])
      expect(isCountryCode(code), code).toBe(true)
  })

  it('refuses lower case, three letters, groupings, withdrawn and reserved codes', () => {
    for (const code of ['us', 'USA', 'EU', 'UN', 'ZZ', 'YU', 'AN', 'UK', 'XX', '', 'U'])
      expect(isCountryCode(code), code).toBe(false)
  })
})
