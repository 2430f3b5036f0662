import { afterEach, beforeEach, vi } from 'vitest'

/**
 * For component tests of a collapse (jsdom has no layout): every element's `scrollHeight` reads `height`, and
 * `resize()` fires the ResizeObservers the component made, as the browser does when the text's size changes.
 * Call it once in a test file (it installs itself before each test and cleans up after).
 */
export function fakeLayout() {
  let callbacks: Array<() => void> = []
  const layout = {
    /** What the browser would measure as the text's full height, px. */
    height: 0,
    resize() {
      for (const callback of callbacks) callback()
    },
  }
  beforeEach(() => {
    layout.height = 0
    callbacks = []
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get() {
        return layout.height
      },
    })
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          callbacks.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
  })
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight
    vi.unstubAllGlobals()
  })
  return layout
}
