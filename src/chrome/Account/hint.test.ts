import { hasSignedInHint, signInFailedIn, withoutSignInFailed } from './hint'

describe('the signed-in hint cookie', () => {
  it.each([
    ['', false],
    ['wr_auth=1', true],
    ['a=b; wr_auth=1', true],
    ['wr_auth=1; a=b', true],
    [' wr_auth = 1 ', true],
    ['wr_auth=0', false],
    ['wr_auth=', false],
    ['wr_auth', false],
    ['xwr_auth=1', false],
    ['wr_auth_old=1', false],
    ['wr_session=abc', false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasSignedInHint(cookies)).toBe(expected)
  })
})

describe('a failed sign-in in the address', () => {
  it.each([
    ['?signin=failed', true],
    ['signin=failed', true],
    ['?q1=x&signin=failed', true],
    ['?signin=ok', false],
    ['?signin=', false],
    ['', false],
    ['?SIGNIN=failed', false],
  ])('%j → %s', (search, expected) => {
    expect(signInFailedIn(search)).toBe(expected)
  })

  it.each([
    ['https://www.wellread.test/?signin=failed', '/'],
    ['https://www.wellread.test/?signin=failed&utm_source=x#top', '/?utm_source=x#top'],
    ['https://www.wellread.test/health/sleep?a=1&signin=failed', '/health/sleep?a=1'],
    ['https://www.wellread.test/health', '/health'],
  ])('%s is shown as %s once told', (href, expected) => {
    expect(withoutSignInFailed(href)).toBe(expected)
  })
})
