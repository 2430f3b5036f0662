import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, expect } from 'vitest'

// A test that asserts nothing cannot fail: every test must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions()
})

afterEach(() => {
  cleanup()
})
