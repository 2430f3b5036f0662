import { vi } from 'vitest'

/** IntersectionObserver stand-in for component tests: `showAll()` reports every observed element as in view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets: Element[] = []
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly init: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0
  }
  takeRecords() {
    return []
  }
  static showAll() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
      )
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  }
  /**
   * What is watched comes within the margin of observers that have one (near-viewport loading), but not on
   * screen: observers without a margin (in-view tracking) hear nothing.
   */
  static comeNear() {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.init.rootMargin) continue
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 0 }) as IntersectionObserverEntry,
      )
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  }
  /** Reset the recorded observers and install the fake as the global IntersectionObserver. */
  static install() {
    FakeIntersectionObserver.instances = []
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  }
}

/**
 * Stub window.matchMedia so that `(prefers-reduced-motion: reduce)` matches when `reduce` is true.
 * Returns the change listeners components register, so a test can switch the preference mid-way.
 */
export function mockReducedMotion(reduce: boolean): Array<(event: MediaQueryListEvent) => void> {
  const listeners: Array<(event: MediaQueryListEvent) => void> = []
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: vi.fn((_type: string, listener: (event: MediaQueryListEvent) => void) => {
        listeners.push(listener)
      }),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  )
  return listeners
}

/** A promise and the functions that settle it, for a test that decides when code "arrives". */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Every cookie in jsdom's jar, deleted. */
export function clearCookies(): void {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookies between cases
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
}
