// @vitest-environment node
import {
  GPC_COOKIE,
  gpcFromCookie,
  gpcFromHeader,
  gpcRelayCookie,
  PRIVACY_COOKIE_MAX_AGE,
  privacyCookie,
} from './privacy-signals.mjs'

describe('Global Privacy Control as the server hears it', () => {
  it.each<[string | string[] | null | undefined, boolean]>([
    ['1', true],
    [' 1 ', true],
    [['1'], true],
    ['0', false],
    ['true', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('Sec-GPC: %j → %s', (value, expected) => {
    expect(gpcFromHeader(value)).toBe(expected)
  })

  it.each<[string | null, boolean]>([
    [`a=1; ${GPC_COOKIE}=1`, true],
    [`${GPC_COOKIE}= 1 `, true],
    [`${GPC_COOKIE}=`, false],
    [`${GPC_COOKIE}=0`, false],
    ['x_wr_gpc=1', false],
    [null, false],
  ])('relayed in %j → %s', (cookies, expected) => {
    expect(gpcFromCookie(cookies)).toBe(expected)
  })
})

describe('gpcRelayCookie: the Sec-GPC header relayed to the page', () => {
  it('sets wr_gpc for a browser that sends the header and has not got it (365 days, readable by the page)', () => {
    expect(
      gpcRelayCookie({ gpcHeader: '1', cookies: 'usprivacy=1YNY', secure: false, navigation: false }),
    ).toBe(`${GPC_COOKIE}=1; Path=/; Max-Age=${PRIVACY_COOKIE_MAX_AGE}; SameSite=Lax`)
    expect(gpcRelayCookie({ gpcHeader: '1', cookies: null, secure: true, navigation: true })).toBe(
      `${GPC_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    )
  })

  it('says nothing when the cookies already agree with the header', () => {
    const page = { secure: false, navigation: true }
    expect(gpcRelayCookie({ gpcHeader: '1', cookies: `${GPC_COOKIE}=1`, ...page })).toBeNull()
    expect(gpcRelayCookie({ gpcHeader: undefined, cookies: 'usprivacy=1YNY', ...page })).toBeNull()
    expect(gpcRelayCookie({ gpcHeader: '0', cookies: null, ...page })).toBeNull()
  })

  it('clears wr_gpc when a page loads without the header; a call or a beacon without it changes nothing', () => {
    expect(
      gpcRelayCookie({ gpcHeader: undefined, cookies: `${GPC_COOKIE}=1`, secure: true, navigation: true }),
    ).toBe(`${GPC_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`)
    expect(
      gpcRelayCookie({ gpcHeader: undefined, cookies: `${GPC_COOKIE}=1`, secure: true, navigation: false }),
    ).toBeNull()
  })
})

describe('privacyCookie', () => {
  it('is the privacy string for 365 days, Lax, Secure on https, readable by the page', () => {
    expect(privacyCookie('1YYY', { secure: false })).toBe(
      'usprivacy=1YYY; Path=/; Max-Age=31536000; SameSite=Lax',
    )
    expect(privacyCookie('1YNY', { secure: true })).toBe(
      'usprivacy=1YNY; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    )
  })
})
