import { AUTH_MESSAGES, type AuthUser, ONBOARDING_FLAG } from '@/lib/account/contract'
import {
  ACCOUNT_TEXT,
  consentOffered,
  deleteOutcome,
  displayName,
  type FlagsState,
  flagsReducer,
  greetingParts,
  greetingText,
  holdToken,
  INITIAL_FLAGS,
  ONBOARDING_NEWSLETTER_SOURCE,
  onboardingFlag,
  onboardingSubscription,
  parseAuthUser,
  parseFlagsResponse,
  parseSessionResponse,
  parseTokenResponse,
  showOnboarding,
  signOutOutcome,
  tokenUsable,
} from './account'

const ana: AuthUser = {
  firstName: 'Ana',
  lastName: 'López',
  fullName: 'Ana López',
  email: 'ana@example.com',
  phoneNumber: '',
  initials: 'AL',
  rvoId: 'rvo_123',
  hsId: 'hs_9',
  memberSince: '2025-01-02T00:00:00.000Z',
  authProvider: 'google',
}
const list = { listId: 'wellread-daily', name: 'Wellread daily' }

describe('the greeting', () => {
  it.each([
    [{ firstName: 'Ana', initials: 'AL' }, 'Hi, Ana'],
    [{ firstName: '  Ana ', initials: 'AL' }, 'Hi, Ana'],
    [{ firstName: '', initials: 'AL' }, 'Hi, AL'],
    [{ firstName: ' ', initials: ' ' }, 'Account'],
  ])('%j → %s', (user, expected) => {
    expect(greetingText(user)).toBe(expected)
  })

  it('splits the hello from the name (phones show the name alone)', () => {
    expect(greetingParts({ firstName: 'Ana', initials: 'AL' })).toEqual({ hello: 'Hi, ', name: 'Ana' })
    expect(greetingParts({ firstName: '', initials: '' })).toEqual({ hello: null, name: 'Account' })
  })

  it.each([
    [{ fullName: 'Ana López', firstName: 'Ana', lastName: 'López' }, 'Ana López'],
    [{ fullName: '', firstName: 'Ana', lastName: 'López' }, 'Ana López'],
    [{ fullName: '', firstName: '', lastName: 'López' }, 'López'],
    [{ fullName: ' ', firstName: '', lastName: '' }, null],
  ])('the menu names %j as %s', (user, expected) => {
    expect(displayName(user)).toBe(expected)
  })
})

describe('reading the session', () => {
  it('reads a signed-in reader and a signed-out one', () => {
    expect(parseSessionResponse({ user: ana })).toEqual({ user: ana })
    expect(parseSessionResponse({ user: null })).toEqual({ user: null })
  })

  it('fills text fields the server left out, and keeps the id and the provider', () => {
    expect(parseAuthUser({ rvoId: 'r1', authProvider: 'apple', firstName: 'Bo' })).toEqual({
      firstName: 'Bo',
      lastName: '',
      fullName: '',
      email: '',
      phoneNumber: '',
      initials: '',
      rvoId: 'r1',
      hsId: '',
      memberSince: '',
      authProvider: 'apple',
    })
  })

  it.each([
    ['not an object', 'nope'],
    ['no user key', {}],
    ['no id', { user: { ...ana, rvoId: '' } }],
    ['an unknown provider', { user: { ...ana, authProvider: 'facebook' } }],
    ['a field of the wrong type', { user: { ...ana, email: 42 } }],
    ['a list', { user: [ana] }],
  ])('refuses %s', (_name, body) => {
    expect(parseSessionResponse(body)).toBeNull()
  })
})

describe('reading a token and the flags', () => {
  it.each([
    [
      { token: 't', expiresIn: 300 },
      { token: 't', expiresIn: 300 },
    ],
    [{ token: '', expiresIn: 300 }, null],
    [{ token: 't', expiresIn: 0 }, null],
    [{ token: 't', expiresIn: '300' }, null],
    [{ error: 'No authenticated accounts found' }, null],
    [null, null],
  ])('token %j → %j', (body, expected) => {
    expect(parseTokenResponse(body)).toEqual(expected)
  })

  it('a token is used until ten seconds before it expires', () => {
    const held = holdToken({ token: 't', expiresIn: 60 }, 1_000)
    expect(held).toEqual({ token: 't', expiresAt: 61_000 })
    expect(tokenUsable(held, 50_999)).toBe(true)
    expect(tokenUsable(held, 51_000)).toBe(false)
    expect(tokenUsable(null, 0)).toBe(false)
  })

  it.each([
    [{ flags: [] }, []],
    [
      { flags: [{ label: ONBOARDING_FLAG, status: 'viewed' }] },
      [{ label: ONBOARDING_FLAG, status: 'viewed' }],
    ],
    [{ flags: [{ label: 'x', status: 'seen' }] }, null],
    [{ flags: [{ status: 'viewed' }] }, null],
    [{ flags: 'none' }, null],
    [{}, null],
  ])('flags %j → %j', (body, expected) => {
    expect(parseFlagsResponse(body)).toEqual(expected)
  })
})

describe('which panel shows', () => {
  const loaded = (flags: FlagsState['flags']) => flagsReducer(INITIAL_FLAGS, { type: 'loaded', flags })

  it('shows only once the flags are read, and only without the onboarding flag', () => {
    expect(showOnboarding(INITIAL_FLAGS)).toBe(false)
    expect(showOnboarding(flagsReducer(INITIAL_FLAGS, { type: 'fetch' }))).toBe(false)
    expect(showOnboarding(loaded([]))).toBe(true)
    expect(showOnboarding(loaded([{ label: 'has_seen_recipes_tip', status: 'viewed' }]))).toBe(true)
  })

  it.each(['viewed', 'dismissed'] as const)('a flag %s means seen', (status) => {
    expect(showOnboarding(loaded([{ label: ONBOARDING_FLAG, status }]))).toBe(false)
  })

  it('a failed fetch clears the flags and sets the error flag: no panel', () => {
    const failed = flagsReducer(loaded([{ label: 'other', status: 'viewed' }]), { type: 'failed' })
    expect(failed).toEqual({ flags: [], fetching: false, error: true, loaded: false })
    expect(showOnboarding(failed)).toBe(false)
  })

  it('closing the panel sets its flag (viewed on Done, dismissed on close) and hides it', () => {
    expect(onboardingFlag('done')).toEqual({ label: ONBOARDING_FLAG, status: 'viewed' })
    expect(onboardingFlag('dismiss')).toEqual({ label: ONBOARDING_FLAG, status: 'dismissed' })
    const other = { label: 'other', status: 'viewed' } as const
    const closed = flagsReducer(loaded([other]), { type: 'set', flag: onboardingFlag('dismiss') })
    expect(closed.flags).toEqual([other, { label: ONBOARDING_FLAG, status: 'dismissed' }])
    expect(showOnboarding(closed)).toBe(false)
    // Setting it again replaces it rather than adding a second one.
    expect(flagsReducer(closed, { type: 'set', flag: onboardingFlag('done') }).flags).toHaveLength(2)
  })
})

describe('the marketing consent', () => {
  const base = {
    consent: true,
    email: 'ana@example.com',
    list,
    site: 'Wellread',
    path: '/health/sleep',
    correlationId: 'c-1',
  }

  it('subscribes with consent and an email: the default list, source onsite_preferencepage as it is', () => {
    expect(onboardingSubscription(base)).toEqual({
      site: 'Wellread',
      email: 'ana@example.com',
      lists: ['wellread-daily'],
      path: '/health/sleep',
      useSourceAsIs: true,
      identifiers: { source: 'onsite_preferencepage', correlationId: 'c-1' },
    })
    expect(ONBOARDING_NEWSLETTER_SOURCE).toBe('onsite_preferencepage')
  })

  it.each([
    ['no consent', { consent: false }],
    ['no email', { email: '' }],
    ['a blank email', { email: '   ' }],
    ['no email at all', { email: null }],
    ['an address the newsletter refuses', { email: 'not an address' }],
    ['no list to join', { list: null }],
  ])('does not subscribe with %s', (_name, change) => {
    expect(onboardingSubscription({ ...base, ...change })).toBeNull()
  })

  it('drops an empty correlation id and sends a safe path', () => {
    expect(onboardingSubscription({ ...base, correlationId: null, path: '//evil' })).toMatchObject({
      path: '/',
      identifiers: { source: 'onsite_preferencepage' },
    })
    expect(onboardingSubscription({ ...base, correlationId: ' ' })?.identifiers).toEqual({
      source: 'onsite_preferencepage',
    })
  })

  it('is offered only with a list and an address', () => {
    expect(consentOffered('ana@example.com', list)).toBe(true)
    expect(consentOffered('', list)).toBe(false)
    expect(consentOffered('ana@example.com', null)).toBe(false)
  })
})

describe('signing out and deleting', () => {
  it.each([
    [200, { ok: true }, { ok: true }],
    [
      401,
      { error: AUTH_MESSAGES.noAccountToSignOut },
      { ok: false, message: AUTH_MESSAGES.noAccountToSignOut },
    ],
    [401, null, { ok: false, message: 'No authenticated accounts found to sign out' }],
    [500, null, { ok: false, message: ACCOUNT_TEXT.signOutFailed }],
    [0, null, { ok: false, message: ACCOUNT_TEXT.signOutFailed }],
  ])('sign-out answered %i %j → %j', (status, body, expected) => {
    expect(signOutOutcome(status, body)).toEqual(expected)
  })

  it.each([
    [200, { deleted: true }, { ok: true }],
    [200, {}, { ok: false, message: ACCOUNT_TEXT.deleteFailed }],
    [401, null, { ok: false, message: 'No authenticated accounts found' }],
    [503, { error: 'Try again in a minute.' }, { ok: false, message: 'Try again in a minute.' }],
    [0, null, { ok: false, message: ACCOUNT_TEXT.deleteFailed }],
  ])('deletion answered %i %j → %j', (status, body, expected) => {
    expect(deleteOutcome(status, body)).toEqual(expected)
  })
})
