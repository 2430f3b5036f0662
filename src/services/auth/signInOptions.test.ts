// @vitest-environment node
import { loadConfig } from '@/platform/config.mjs'
import { isLoopbackUrl, wantsLocalSignIn } from './localSignIn.mjs'
import { isReturnPath, MAX_RETURN_PATH_LENGTH, returnPathOf, signInOptions } from './rules'
import { SIGN_IN_FAILED_PATH, signInFailedPath, signInFailureReasonIn } from './shared'

/*
 * Issue 27: which ways to sign in the sheet offers, when the embedded default starts local stand-ins, and
 * where a failed sign-in returns (ADR 25).
 */

const GOOGLE = {
  AUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
  AUTH_GOOGLE_CLIENT_ID: 'google-client',
  AUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
}

describe('the ways to sign in', () => {
  it('only the configured providers, in order; a plain-http issuer on this machine is a local stand-in', () => {
    expect(signInOptions({ apple: null, google: null })).toEqual([])
    expect(signInOptions(loadConfig(GOOGLE).auth.providers)).toEqual([{ provider: 'google', local: false }])
    expect(
      signInOptions({
        google: { issuer: 'http://localhost:41234' },
        apple: { issuer: 'http://127.0.0.1:41233' },
      }),
    ).toEqual([
      { provider: 'apple', local: true },
      { provider: 'google', local: true },
    ])
    // https, or another host, is never called local.
    expect(signInOptions({ apple: { issuer: 'https://localhost:4000' } })).toEqual([
      { provider: 'apple', local: false },
    ])
    expect(signInOptions({ apple: { issuer: 'http://appleid.example' } })).toEqual([
      { provider: 'apple', local: false },
    ])
  })
})

describe('the embedded default starts local stand-ins', () => {
  it('with no provider configured and a SITE_URL on this machine, unless switched off', () => {
    expect(wantsLocalSignIn(loadConfig({}))).toBe(true) // http://localhost:3000
    expect(wantsLocalSignIn(loadConfig({ SITE_URL: 'http://127.0.0.1:4300' }))).toBe(true)
    expect(wantsLocalSignIn(loadConfig({ SITE_URL: 'http://[::1]:4300' }))).toBe(true)
    expect(wantsLocalSignIn(loadConfig({ SITE_URL: 'https://wellread.example' }))).toBe(false)
    expect(wantsLocalSignIn(loadConfig({ SITE_URL: 'http://localhost.evil.example' }))).toBe(false)
    expect(wantsLocalSignIn(loadConfig({ ...GOOGLE }))).toBe(false)
    expect(wantsLocalSignIn(loadConfig({ AUTH_LOCAL_STAND_INS: 'off' }))).toBe(false)
  })

  it('recognises addresses on this machine', () => {
    expect(isLoopbackUrl('http://localhost:3000/x')).toBe(true)
    expect(isLoopbackUrl('http://127.0.0.1')).toBe(true)
    expect(isLoopbackUrl('http://10.0.0.1:3000')).toBe(false)
    expect(isLoopbackUrl('file:///etc/passwd')).toBe(false)
    expect(isLoopbackUrl('not a url')).toBe(false)
  })
})

describe('where a failed sign-in returns', () => {
  const SITE = 'https://wellread.example'

  it('the page it started from (its Referer, when it is this site’s), without an earlier failure’s parameters', () => {
    expect(returnPathOf(`${SITE}/health/sleep?page=2#tips`, SITE)).toBe('/health/sleep?page=2')
    expect(returnPathOf(`${SITE}/?signin=failed&reason=limited&q=1`, SITE)).toBe('/?q=1')
    expect(returnPathOf(`${SITE}/search?q1=sleep`, `${SITE}/`)).toBe('/search?q1=sleep')
  })

  it('else the root: no Referer, another site, an API route, the admin, a very long address', () => {
    expect(returnPathOf(null, SITE)).toBe('/')
    expect(returnPathOf('', SITE)).toBe('/')
    expect(returnPathOf('not a url', SITE)).toBe('/')
    expect(returnPathOf('https://evil.example/health', SITE)).toBe('/')
    expect(returnPathOf('http://wellread.example/health', SITE)).toBe('/')
    expect(returnPathOf(`${SITE}/api/auth/signin/google`, SITE)).toBe('/')
    expect(returnPathOf(`${SITE}/admin/collections/readers`, SITE)).toBe('/')
    expect(returnPathOf(`${SITE}/health?x=${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`, SITE)).toBe('/')
  })

  it('only paths of this site are kept in the sealed cookie', () => {
    expect(isReturnPath('/health/sleep?x=1')).toBe(true)
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/api',
      '/admin?x',
      '/a b',
    ])
      expect(isReturnPath(path)).toBe(false)
  })

  it('with ?signin=failed and why, replacing earlier ones', () => {
    expect(signInFailedPath('/')).toBe(SIGN_IN_FAILED_PATH)
    expect(signInFailedPath('/health/sleep?x=1', 'limited')).toBe(
      '/health/sleep?x=1&signin=failed&reason=limited',
    )
    expect(signInFailedPath('/?signin=failed&reason=limited', 'unavailable')).toBe(
      '/?signin=failed&reason=unavailable',
    )
    expect(signInFailureReasonIn('?signin=failed&reason=unknown-provider')).toBe('unknown-provider')
    expect(signInFailureReasonIn('?signin=failed&reason=<script>')).toBeNull()
    expect(signInFailureReasonIn('?signin=failed')).toBeNull()
  })
})
