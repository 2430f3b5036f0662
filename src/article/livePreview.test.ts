import { describe, expect, it } from 'vitest'
import { isSaveEvent, READY_MESSAGE } from './livePreview'

describe('live preview messages', () => {
  const origin = 'https://wellread.example'
  it('accepts the admin’s save event from our origin only', () => {
    expect(
      isSaveEvent({ origin, data: { type: 'payload-document-event', entitySlug: 'articles' } }, origin),
    ).toBe(true)
    expect(
      isSaveEvent({ origin: 'https://evil.example', data: { type: 'payload-document-event' } }, origin),
    ).toBe(false)
    expect(isSaveEvent({ origin, data: { type: 'other' } }, origin)).toBe(false)
    expect(isSaveEvent({ origin, data: 'payload-document-event' }, origin)).toBe(false)
    expect(isSaveEvent({ origin, data: null }, origin)).toBe(false)
  })
  it('announces readiness as Payload expects', () => {
    expect(READY_MESSAGE).toEqual({ type: 'payload-live-preview', ready: true })
  })
})
