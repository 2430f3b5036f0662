import { afterEach, beforeEach, expect } from 'vitest'

// A test that asserts nothing cannot fail: every test must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions()
})

// Tests in a browser-like document (components, and the rules that read the DOM) get jest-dom's matchers and
// Testing Library's cleanup; tests of pure rules run in plain Node and load neither.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  // `findBy…` and `waitFor` wait up to 5 s (not 1 s): on a loaded CI machine a real bot-check solve or a local
  // HTTP peer can take longer than a second; a test that passes waits no longer than it must.
  configure({ asyncUtilTimeout: 5000 })
  afterEach(() => {
    cleanup()
  })
}
