// @vitest-environment jsdom
import { AD_BLOCK_DETECTION_TIMEOUT_MS } from '@/lib/ads'
import {
  BAIT_CLASSES,
  baitHidden,
  looksBlocked,
  observeSign,
  startDetector,
  stickyAllowed,
  stillLooking,
} from './adBlock'

describe('ad-block detection (001 §6, §9)', () => {
  it('the first sign within 60 s makes the page view blocked, once; later signs change nothing', () => {
    const start = startDetector(1_000)
    expect(stillLooking(start, 1_000)).toBe(true)
    const first = observeSign(start, 'bait-hidden', 5_000)
    expect(first).toEqual({ detector: { startedAt: 1_000, blocked: 'bait-hidden' }, newlyBlocked: true })
    expect(observeSign(first.detector, 'request-blocked', 6_000)).toEqual({
      detector: first.detector,
      newlyBlocked: false,
    })
    expect(stillLooking(first.detector, 6_000)).toBe(false)
  })

  it('stops looking at the time-out: a sign after it does not count', () => {
    expect(AD_BLOCK_DETECTION_TIMEOUT_MS).toBe(60_000)
    const start = startDetector(0)
    expect(stillLooking(start, 59_999)).toBe(true)
    expect(stillLooking(start, 60_000)).toBe(false)
    expect(observeSign(start, 'request-blocked', 60_000).newlyBlocked).toBe(false)
  })

  it('a request stopped by a blocker is a network error while online; an HTTP error or offline is not', () => {
    expect(looksBlocked(new TypeError('Failed to fetch'), true)).toBe(true)
    expect(looksBlocked(new TypeError('Failed to fetch'), undefined)).toBe(true)
    expect(looksBlocked(new TypeError('Failed to fetch'), false)).toBe(false)
    expect(looksBlocked(new Error('Fetch failure: /api/ads/decision 503'), true)).toBe(false)
  })

  it('sticky ads stay unless blocked; when blocked only if the editors allow it', () => {
    expect(stickyAllowed(false, false)).toBe(true)
    expect(stickyAllowed(true, false)).toBe(false)
    expect(stickyAllowed(true, true)).toBe(true)
  })

  it('the bait carries the class names ad lists hide, and leaves nothing behind', () => {
    const style = document.createElement('style')
    style.textContent = '.adsbox { display: none !important; }'
    document.head.append(style)
    expect(BAIT_CLASSES).toContain('adsbox')
    expect(baitHidden(document)).toBe(true)
    expect(document.querySelector('.adsbox')).toBeNull()
    style.remove()
  })
})
