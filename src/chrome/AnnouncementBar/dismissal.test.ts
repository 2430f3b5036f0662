// @vitest-environment jsdom
import {
  bootAnnouncementBar,
  bootScriptSource,
  DISMISS_MS,
  DISMISSED_ATTRIBUTE,
  DISMISSED_EVENT,
  forgetPrivacyUpdated,
  isDismissedFor,
  KEY_ATTRIBUTE,
  markPrivacyUpdated,
  PRIVACY_UPDATED_DISMISSAL_KEY,
  PRIVACY_UPDATED_KEY,
  PRIVACY_UPDATED_VARIANT,
  recordDismissal,
  STORAGE_KEY_PREFIX,
  VARIANT_ATTRIBUTE,
} from './dismissal'

const KEY = `${STORAGE_KEY_PREFIX}abc123`
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)
const DAY = 86_400_000
const root = () => document.documentElement

/** Runs the real inline script the way a browser does: a parser-inserted-like <script> with the key attribute. */
function runInlineScript(key: string | null = KEY): void {
  const script = document.createElement('script')
  if (key !== null) script.setAttribute(KEY_ATTRIBUTE, key)
  script.textContent = bootScriptSource()
  document.head.append(script)
}

let scriptErrors: unknown[] = []
const onError = (event: ErrorEvent) => {
  scriptErrors.push(event.error ?? event.message)
}

beforeEach(() => {
  localStorage.clear()
  root().removeAttribute(DISMISSED_ATTRIBUTE)
  document.head.innerHTML = ''
  scriptErrors = []
  window.addEventListener('error', onError)
})

afterEach(() => {
  window.removeEventListener('error', onError)
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the inline boot script', () => {
  it.each<[string, string | null, boolean]>([
    ['dismissed a minute ago', String(Date.now() - 60_000), true],
    ['dismissed 13 days ago', String(Date.now() - 13 * DAY), true],
    ['dismissed 15 days ago', String(Date.now() - 15 * DAY), false],
    ['never dismissed', null, false],
    ['garbage stored', 'dismissed!', false],
    ['a future timestamp stored', String(Date.now() + 5 * DAY), false],
  ])('%s → hidden: %s', (_label, stored, hidden) => {
    if (stored !== null) localStorage.setItem(KEY, stored)
    runInlineScript()
    expect(root().getAttribute(DISMISSED_ATTRIBUTE)).toBe(hidden ? 'dismissed' : null)
    expect(scriptErrors).toEqual([])
  })

  it('only honours the dismissal of this bar (another key does not hide it)', () => {
    localStorage.setItem(`${STORAGE_KEY_PREFIX}old`, String(Date.now()))
    runInlineScript()
    expect(root()).not.toHaveAttribute(DISMISSED_ATTRIBUTE)
  })

  it('does nothing without a key', () => {
    localStorage.setItem(KEY, String(Date.now()))
    runInlineScript(null)
    expect(root()).not.toHaveAttribute(DISMISSED_ATTRIBUTE)
    expect(scriptErrors).toEqual([])
  })

  it('never throws when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    runInlineScript()
    expect(root()).not.toHaveAttribute(DISMISSED_ATTRIBUTE)
    expect(scriptErrors).toEqual([])
  })

  it('is small, self-contained and carries no content', () => {
    const source = bootScriptSource()
    expect(source.length).toBeLessThan(1200)
    expect(source).not.toMatch(/<\/script|<!--/i)
    expect(source).not.toContain(KEY)
    expect(source).toContain(String(DISMISS_MS))
    // It parses on its own: no imports, no references to module scope.
    expect(() => new Function(source)).not.toThrow()
  })
})

describe('bootAnnouncementBar', () => {
  function withKeyedScript(key: string) {
    const script = document.createElement('script')
    script.type = 'application/json' // inert: found through the attribute, as when currentScript is unavailable
    script.setAttribute(KEY_ATTRIBUTE, key)
    document.head.append(script)
  }

  it('reads the key from the script attribute and marks <html> for a recent dismissal', () => {
    withKeyedScript(KEY)
    localStorage.setItem(KEY, String(NOW - DAY))
    bootAnnouncementBar(document, NOW, isDismissedFor, DISMISS_MS)
    expect(root().getAttribute(DISMISSED_ATTRIBUTE)).toBe('dismissed')
  })

  it('leaves <html> alone after 14 days', () => {
    withKeyedScript(KEY)
    localStorage.setItem(KEY, String(NOW - DISMISS_MS))
    bootAnnouncementBar(document, NOW, isDismissedFor, DISMISS_MS)
    expect(root()).not.toHaveAttribute(DISMISSED_ATTRIBUTE)
  })

  it('swallows any failure', () => {
    withKeyedScript(KEY)
    const broken = () => {
      throw new Error('boom')
    }
    expect(() => bootAnnouncementBar(document, NOW, broken, DISMISS_MS)).not.toThrow()
    expect(root()).not.toHaveAttribute(DISMISSED_ATTRIBUTE)
  })
})

describe('recordDismissal', () => {
  it('stores the time under the key, hides the bar and tells listeners which campaign', () => {
    const events: unknown[] = []
    const listener = (event: Event) => events.push((event as CustomEvent).detail)
    window.addEventListener(DISMISSED_EVENT, listener)
    recordDismissal({ storageKey: KEY, campaignName: 'sleep-guide' }, window, NOW)
    window.removeEventListener(DISMISSED_EVENT, listener)

    expect(localStorage.getItem(KEY)).toBe(String(NOW))
    expect(root().getAttribute(DISMISSED_ATTRIBUTE)).toBe('dismissed')
    expect(events).toEqual([{ campaignName: 'sleep-guide' }])
  })

  it('uses the current time by default', () => {
    vi.useFakeTimers({ now: NOW })
    recordDismissal({ storageKey: KEY, campaignName: '' })
    expect(localStorage.getItem(KEY)).toBe(String(NOW))
  })

  it('drops expired or unreadable dismissals of other bars, keeps recent ones and unrelated entries', () => {
    localStorage.setItem(`${STORAGE_KEY_PREFIX}expired`, String(NOW - 20 * DAY))
    localStorage.setItem(`${STORAGE_KEY_PREFIX}garbage`, 'x')
    localStorage.setItem(`${STORAGE_KEY_PREFIX}recent`, String(NOW - DAY))
    localStorage.setItem('someone-else', 'keep')
    recordDismissal({ storageKey: KEY, campaignName: '' }, window, NOW)
    expect(Object.keys(localStorage).sort()).toEqual(
      [KEY, `${STORAGE_KEY_PREFIX}recent`, 'someone-else'].sort(),
    )
  })

  it('still hides the bar and reports when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    const listener = vi.fn()
    window.addEventListener(DISMISSED_EVENT, listener)
    expect(() => recordDismissal({ storageKey: KEY, campaignName: 'c' }, window, NOW)).not.toThrow()
    window.removeEventListener(DISMISSED_EVENT, listener)
    expect(root().getAttribute(DISMISSED_ATTRIBUTE)).toBe('dismissed')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('the privacy-updated bar of a reader asked again (issue 18)', () => {
  const variant = () => root().getAttribute(VARIANT_ATTRIBUTE)

  afterEach(() => {
    root().removeAttribute(VARIANT_ATTRIBUTE)
  })

  it.each<[string, () => void, string | null, string | null]>([
    ['no marker: the announcement', () => {}, null, null],
    [
      'a marker: the privacy-updated bar',
      () => localStorage.setItem(PRIVACY_UPDATED_KEY, '3'),
      'privacyUpdated',
      null,
    ],
    [
      'a marker, the privacy-updated bar dismissed yesterday: the announcement',
      () => {
        localStorage.setItem(PRIVACY_UPDATED_KEY, '3')
        localStorage.setItem(PRIVACY_UPDATED_DISMISSAL_KEY, String(Date.now() - DAY))
      },
      null,
      null,
    ],
    [
      'a marker and a dismissed announcement: the privacy-updated bar all the same',
      () => {
        localStorage.setItem(PRIVACY_UPDATED_KEY, '3')
        localStorage.setItem(KEY, String(Date.now()))
      },
      'privacyUpdated',
      null,
    ],
    [
      'a garbage marker: the announcement, still dismissed',
      () => {
        localStorage.setItem(PRIVACY_UPDATED_KEY, 'yes')
        localStorage.setItem(KEY, String(Date.now()))
      },
      null,
      'dismissed',
    ],
  ])('%s', (_label, arrange, expectedVariant, expectedDismissed) => {
    arrange()
    runInlineScript()
    expect(variant()).toBe(expectedVariant)
    expect(root().getAttribute(DISMISSED_ATTRIBUTE)).toBe(expectedDismissed)
    expect(scriptErrors).toEqual([])
  })

  it('markPrivacyUpdated stores the version, forgets an old dismissal and shows the bar at once', () => {
    localStorage.setItem(PRIVACY_UPDATED_DISMISSAL_KEY, String(Date.now()))
    markPrivacyUpdated(4)
    expect(localStorage.getItem(PRIVACY_UPDATED_KEY)).toBe('4')
    expect(localStorage.getItem(PRIVACY_UPDATED_DISMISSAL_KEY)).toBeNull()
    expect(variant()).toBe(PRIVACY_UPDATED_VARIANT)
    // and the next page's boot script agrees
    root().removeAttribute(VARIANT_ATTRIBUTE)
    runInlineScript()
    expect(variant()).toBe(PRIVACY_UPDATED_VARIANT)
  })

  it('forgetPrivacyUpdated removes the marker: the next page shows the announcement', () => {
    markPrivacyUpdated(4)
    forgetPrivacyUpdated()
    root().removeAttribute(VARIANT_ATTRIBUTE)
    runInlineScript()
    expect(variant()).toBeNull()
  })

  it('markPrivacyUpdated still shows the bar when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(() => markPrivacyUpdated(2)).not.toThrow()
    expect(variant()).toBe(PRIVACY_UPDATED_VARIANT)
  })
})
