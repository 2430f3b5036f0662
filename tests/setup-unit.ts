import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, expect } from 'vitest'

// `findBy…` and `waitFor` wait up to 5 s (not 1 s): on a loaded CI machine a real bot-check solve or a local
// HTTP peer can take longer than a second; a test that passes waits no longer than it must.
configure({ asyncUtilTimeout: 5000 })

// A test that asserts nothing cannot fail: every test must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions()
})

afterEach(() => {
  cleanup()
})
