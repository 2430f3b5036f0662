import { privacySettingsOf, WHAT_CHANGED_MAX_LENGTH } from './settings'

describe('privacySettingsOf', () => {
  it('reads the privacy group', () => {
    expect(
      privacySettingsOf({
        privacy: { policyVersion: 3, tcfPolicyVersion: 4, whatChanged: 'We added a video partner.' },
      }),
    ).toEqual({ policyVersion: 3, tcfPolicyVersion: 4, whatChanged: 'We added a video partner.' })
  })

  it.each<[string, Parameters<typeof privacySettingsOf>[0]]>([
    ['no global', null],
    ['an unsaved global', {}],
    ['an empty group', { privacy: {} }],
    ['a null group', { privacy: null }],
    ['values of the wrong kind', { privacy: { policyVersion: '2', tcfPolicyVersion: null, whatChanged: 7 } }],
    ['zero and fractions', { privacy: { policyVersion: 0, tcfPolicyVersion: 2.5 } }],
    ['negative numbers', { privacy: { policyVersion: -1, tcfPolicyVersion: -5 } }],
    ['absurdly large numbers', { privacy: { policyVersion: 1e9, tcfPolicyVersion: 1e9 } }],
  ])('falls back to version 1, TCF 5 and no text for %s', (_label, settings) => {
    expect(privacySettingsOf(settings)).toEqual({ policyVersion: 1, tcfPolicyVersion: 5, whatChanged: '' })
  })

  it('collapses whitespace and cuts a long text', () => {
    expect(privacySettingsOf({ privacy: { whatChanged: '  We now\n\twork with  X.  ' } }).whatChanged).toBe(
      'We now work with X.',
    )
    const long = 'a'.repeat(WHAT_CHANGED_MAX_LENGTH + 50)
    expect(privacySettingsOf({ privacy: { whatChanged: long } }).whatChanged).toHaveLength(
      WHAT_CHANGED_MAX_LENGTH,
    )
  })
})
