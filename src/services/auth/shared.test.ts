import {
  isAuthUser,
  parseFlagsAnswer,
  parseSessionAnswer,
  parseTokenAnswer,
  SIGN_IN_FAILED_PATH,
} from './shared'

const user = {
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phoneNumber: '',
  initials: 'GH',
  rvoId: 'r',
  hsId: 'h',
  memberSince: '2026-01-01T00:00:00.000Z',
  authProvider: 'google',
}

describe('the browser-side guards', () => {
  it('read the session answer', () => {
    expect(parseSessionAnswer({ user })).toEqual({ user })
    expect(parseSessionAnswer({ user: null })).toEqual({ user: null })
    expect(parseSessionAnswer({ user: { ...user, authProvider: 'facebook' } })).toBeNull()
    expect(parseSessionAnswer({ user: { ...user, initials: undefined } })).toBeNull()
    expect(parseSessionAnswer({})).toBeNull()
    expect(parseSessionAnswer(null)).toBeNull()
    expect(isAuthUser(user)).toBe(true)
  })

  it('read the flags answer, dropping malformed flags', () => {
    expect(
      parseFlagsAnswer({
        flags: [
          { label: 'has_seen_onboarding_panel', status: 'viewed' },
          { label: 'x', status: 'other' },
          null,
        ],
      }),
    ).toEqual([{ label: 'has_seen_onboarding_panel', status: 'viewed' }])
    expect(parseFlagsAnswer({ flags: 'no' })).toBeNull()
    expect(parseFlagsAnswer(undefined)).toBeNull()
  })

  it('read the token answer', () => {
    expect(parseTokenAnswer({ token: 't', expiresIn: 300 })).toEqual({ token: 't', expiresIn: 300 })
    expect(parseTokenAnswer({ token: '', expiresIn: 300 })).toBeNull()
    expect(parseTokenAnswer({ token: 't', expiresIn: 0 })).toBeNull()
  })

  it('name where a failed sign-in lands', () => {
    expect(SIGN_IN_FAILED_PATH).toBe('/?signin=failed')
  })
})
