// @vitest-environment node
import { MESSAGES, shareRequestSchema } from './schema'

const base = { token: 'dG9rZW4=', couponID: 'ABCD1234' }
const parse = (body: unknown) => {
  const result = shareRequestSchema.safeParse(body)
  return result.success
    ? { ok: true as const, value: result.data }
    : { ok: false as const, message: result.error.issues[0]?.message }
}

describe('the share request (002 §5, §7)', () => {
  it('takes an email send, with the address trimmed and in lower case', () => {
    expect(parse({ ...base, sendType: 'email', email: '  Reader@Example.COM ' })).toEqual({
      ok: true,
      value: { ...base, sendType: 'email', email: 'reader@example.com' },
    })
  })

  it.each(['', 'reader', 'reader@example', 'reader @example.com', '@example.com', `${'a'.repeat(250)}@x.io`])(
    'refuses the email %j',
    (email) => {
      expect(parse({ ...base, sendType: 'email', email })).toEqual({ ok: false, message: MESSAGES.email })
    },
  )

  it('needs the email for an email send', () => {
    expect(parse({ ...base, sendType: 'email', phoneNumber: '5551234567' })).toEqual({
      ok: false,
      message: MESSAGES.email,
    })
  })

  it('takes a text send, with the number in E.164', () => {
    expect(parse({ ...base, sendType: 'textMessage', phoneNumber: '5551234567' })).toEqual({
      ok: true,
      value: { ...base, sendType: 'textMessage', phone: '+15551234567' },
    })
  })

  it.each([
    ['555123456', MESSAGES.phoneNumber],
    ['(555) 123-4567', MESSAGES.phoneNumber],
    [undefined, MESSAGES.phoneNumber],
    ['555123456789', MESSAGES.usPhone],
  ])('refuses the phone number %j', (phoneNumber, message) => {
    expect(parse({ ...base, sendType: 'textMessage', phoneNumber })).toEqual({ ok: false, message })
  })

  it.each(['Android', 'iOS'] as const)('takes a wallet send for %s', (platform) => {
    expect(parse({ ...base, sendType: 'wallet', platform })).toEqual({
      ok: true,
      value: { ...base, sendType: 'wallet', platform },
    })
  })

  it.each([undefined, 'android', 'Windows'])('refuses the wallet platform %j', (platform) => {
    expect(parse({ ...base, sendType: 'wallet', platform })).toEqual({
      ok: false,
      message: MESSAGES.platform,
    })
  })

  it.each([
    [{ couponID: 'ABCD1234', sendType: 'wallet', platform: 'iOS' }, MESSAGES.token],
    [{ ...base, token: '  ', sendType: 'wallet', platform: 'iOS' }, MESSAGES.token],
    [{ token: 'x', sendType: 'wallet', platform: 'iOS' }, MESSAGES.couponID],
    [{ ...base, couponID: '../etc', sendType: 'wallet', platform: 'iOS' }, MESSAGES.couponID],
    [{ ...base, sendType: 'fax' }, MESSAGES.sendType],
    [{ ...base }, MESSAGES.sendType],
  ])('refuses %j', (body, message) => {
    expect(parse(body)).toEqual({ ok: false, message })
  })
})
