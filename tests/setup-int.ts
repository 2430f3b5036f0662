import { beforeEach, expect } from 'vitest'

process.env.WELLREAD_BOOTSTRAP = 'off'
process.env.PAYLOAD_SECRET ||= 'integration-tests-secret-not-for-production-0123456789'

// A test that asserts nothing cannot fail: every test must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions()
})
