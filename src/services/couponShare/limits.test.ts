// @vitest-environment node
import { addressLimitKey, addressLimitMessage, ipLimitMessage, waitText } from './limits'

describe('addressLimitKey', () => {
  const secret = 'server-secret-0123456789'

  it('is a keyed hash that never contains the address', () => {
    const key = addressLimitKey('email', 'reader@example.com', secret)
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(key).not.toContain('reader')
    expect(key).toBe(addressLimitKey('email', 'reader@example.com', secret))
  })

  it('differs per address, per kind and per server key', () => {
    const key = addressLimitKey('email', 'reader@example.com', secret)
    expect(addressLimitKey('email', 'other@example.com', secret)).not.toBe(key)
    expect(addressLimitKey('phone', 'reader@example.com', secret)).not.toBe(key)
    expect(addressLimitKey('email', 'reader@example.com', 'another-secret-0123')).not.toBe(key)
  })
})

describe('limit messages', () => {
  it.each([
    [1, '1 second'],
    [30, '30 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
  ])('%d s → %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text)
  })

  it('says in plain words what the limit is and when to try again', () => {
    expect(addressLimitMessage('email', { perAddress: 3, windowSeconds: 600, retryAfterSeconds: 400 })).toBe(
      '3 coupons have already been sent to this email address in the last 10 minutes. Please try again in 7 minutes.',
    )
    expect(addressLimitMessage('phone', { perAddress: 3, windowSeconds: 600, retryAfterSeconds: 59 })).toBe(
      '3 coupons have already been sent to this phone number in the last 10 minutes. Please try again in 59 seconds.',
    )
    expect(ipLimitMessage(120)).toBe(
      'Too many coupons have been sent from your connection. Please try again in 2 minutes.',
    )
  })
})
