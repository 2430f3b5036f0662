import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'

// Files share their worker (vitest.config.mts: `isolate: false`), and with it the packages they import, which
// load once per worker; the project's own modules load afresh for each file, so that no file sees the state
// (caches, registries, singletons) that a file before it left in them.
vi.resetModules()

// A test that asserts nothing cannot fail: every test must make at least one assertion.
beforeEach(() => {
  expect.hasAssertions()
})

// Tests in a browser-like document (components, and the rules that read the DOM) get jest-dom's matchers and
// Testing Library's cleanup; tests of pure rules run in plain Node and load neither.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  const { clearCookies } = await import('./unit/browser-fakes')
  // `findBy…` and `waitFor` wait up to 5 s (not 1 s): on a loaded CI machine a real bot-check solve or a local
  // HTTP peer can take longer than a second; a test that passes waits no longer than it must.
  configure({ asyncUtilTimeout: 5000 })
  afterEach(() => {
    cleanup()
  })
  // Files share their worker's document (vitest.config.mts: `isolate: false`): each starts on a blank one, as
  // it would in a document of its own.
  beforeAll(() => {
    const html = document.documentElement
    for (const { name } of [...html.attributes]) html.removeAttribute(name)
    html.setAttribute('lang', 'en')
    document.head.replaceChildren()
    document.body.replaceChildren()
    for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name)
    // …at the document's first address: a file before it may have moved it (history.pushState), and code that
    // reads `location.pathname` (the placement runtime's page path) would see that file's page.
    if (window.location.pathname !== '/' || window.location.search || window.location.hash)
      window.history.replaceState(null, '', '/')
    clearCookies()
    localStorage.clear()
    sessionStorage.clear()
  })
}
