import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'

// Files share their worker (vitest.config.mts: `isolate: false`), and with it the packages they import, which
// load once per worker; the project's own modules load afresh for each file, so that no file sees the state
// (caches, registries, singletons) that a file before it left in them.
vi.resetModules()

// Pages sign image-proxy addresses with a key from the site's secret (src/content/imageAddress.ts): a fixed one
// here, so no test writes a generated secret into the data folder.
process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-not-for-production-0123456789abcdef'

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

// Issue 30: every event a test's code puts on the data layer must be in the event registry (or one of the
// internal events with ingests of their own), with the registry's fields: an event not in it fails here, in
// tests, not in production. A test that records a made-up event on purpose sets `globalThis.__allowUnregisteredEvents = true`.
if (typeof window !== 'undefined') {
  const { TRACK_EVENT_TYPE } = await import('@/lib/tracking')
  const { toRegistryEvent } = await import('@/chrome/Metrics/analytics')
  const { eventProblem } = await import('@/lib/events/registry')
  const problems: string[] = []
  const check = (e: Event) => {
    const detail = (e as CustomEvent).detail
    if ((globalThis as { __allowUnregisteredEvents?: boolean }).__allowUnregisteredEvents) return
    const mapped = detail && typeof detail === 'object' ? toRegistryEvent(detail) : null
    if (mapped === null) problems.push(`not in the event registry: ${JSON.stringify(detail).slice(0, 200)}`)
    else if (mapped !== 'internal') {
      const problem = eventProblem(mapped)
      if (problem) problems.push(`${JSON.stringify(detail).slice(0, 200)} → ${problem[1]}`)
    }
  }
  beforeAll(() => {
    window.addEventListener(TRACK_EVENT_TYPE, check)
  })
  beforeEach(() => {
    problems.length = 0
    ;(globalThis as { __allowUnregisteredEvents?: boolean }).__allowUnregisteredEvents = false
  })
  afterEach(() => {
    const found = problems.splice(0)
    if (found.length)
      throw new Error(
        `Data-layer events outside the registry (src/lib/events/registry.ts):\n${found.join('\n')}`,
      )
  })
}
