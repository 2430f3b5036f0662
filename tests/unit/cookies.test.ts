import { attributionCookies } from '@/lib/affiliate/links'
import { EXPERIMENT_COOKIE } from '@/lib/experiments/experiments'
import { CONSENT_COOKIE, GPC_COOKIE, OPTIONAL_PURPOSES, PRIVACY_COOKIE } from '@/privacy/consent/consent'
import { PROFILE_COOKIES } from '@/services/drivers/shared'
import { SURVEY_COOKIE } from '@/services/surveys/shared'
import {
  isNecessaryCookie,
  NECESSARY_COOKIE_NAMES,
  NECESSARY_COOKIES,
  OPTIONAL_COOKIES,
  optionalCookiesFor,
} from '../../src/privacy/cookies'

describe('the site’s cookies', () => {
  it('necessary: sign-in, consent, the privacy string, the GPC relay, the admin, a confirmed subscription and the survey’s outcome', () => {
    expect(NECESSARY_COOKIE_NAMES).toEqual([
      'wr_session',
      'wr_auth',
      'wr_oidc',
      CONSENT_COOKIE,
      PRIVACY_COOKIE,
      GPC_COOKIE,
      'payload-token',
      PROFILE_COOKIES.subscriber,
      SURVEY_COOKIE,
    ])
    for (const c of NECESSARY_COOKIES) expect(c.purpose.length, c.name).toBeGreaterThan(20)
  })

  it('every other cookie the site writes is optional, with the purpose that allows it', () => {
    const written = [
      PROFILE_COOKIES.firstSeen,
      EXPERIMENT_COOKIE,
      ...attributionCookies('https://wellread.example/?rvo_brandid=1&rvo_prodid=2&rvo_campaignid=3').map(
        (c) => c.name,
      ),
    ]
    expect(Object.keys(OPTIONAL_COOKIES).sort()).toEqual([...written].sort())
    for (const name of written) expect(isNecessaryCookie(name), name).toBe(false)
    expect(optionalCookiesFor('advertising')).toEqual(['wr_brand', 'wr_product', 'wr_campaign'])
    expect(optionalCookiesFor('personalisation')).toEqual(['wr_seen'])
    expect(optionalCookiesFor('analytics')).toEqual(['wr_ab'])
    for (const purpose of Object.values(OPTIONAL_COOKIES)) expect(OPTIONAL_PURPOSES).toContain(purpose)
  })
})
