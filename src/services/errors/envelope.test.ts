import { describe, expect, it } from 'vitest'
import { envelopeOf, eventOf, type ForwardedGroup, parseDsn, sentryAuth, shouldForward } from './envelope'

const GROUP: ForwardedGroup = {
  fingerprint: '0123456789abcdef0123456789abcdef',
  kind: 'render',
  where: 'widget.quiz',
  name: 'TypeError',
  message: 'x is undefined',
  stack: [
    'TypeError: x is undefined',
    '    at scoreOf (src/widgets/Quiz/quiz.ts:12:7)',
    '    at https://site.test/_next/static/chunks/ab.js:1:2',
  ].join('\n'),
  route: '/[section]/[slug]',
  pageTemplate: 'article',
  build: 'abc123',
  browser: 'chrome',
  count: 1,
  at: Date.UTC(2026, 10, 29, 12),
}

describe('Sentry envelopes', () => {
  it('reads a DSN into the envelope endpoint and key', () => {
    expect(parseDsn('https://k3y@glitchtip.example/42')).toMatchObject({
      endpoint: 'https://glitchtip.example/api/42/envelope/',
      publicKey: 'k3y',
      projectId: '42',
    })
    expect(parseDsn('http://k@127.0.0.1:9000/sub/7').endpoint).toBe(
      'http://127.0.0.1:9000/sub/api/7/envelope/',
    )
    expect(sentryAuth(parseDsn('https://k3y@g.example/1'))).toMatch(
      /^Sentry sentry_version=7, sentry_key=k3y, /,
    )
    expect(() => parseDsn('https://glitchtip.example/42')).toThrow(/public key/)
    expect(() => parseDsn('https://k@glitchtip.example/project')).toThrow(/project/)
  })

  it('writes an event with the mapped frames outermost first, the release, tags and fingerprint', () => {
    const event = eventOf(GROUP, 'e'.repeat(32))
    expect(event).toMatchObject({
      release: 'abc123',
      transaction: '/[section]/[slug]',
      fingerprint: [GROUP.fingerprint],
      tags: { template: 'article', browser: 'chrome', kind: 'render', where: 'widget.quiz' },
      platform: 'javascript',
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'x is undefined',
            stacktrace: {
              frames: [
                {
                  filename: 'https://site.test/_next/static/chunks/ab.js',
                  lineno: 1,
                  colno: 2,
                  in_app: false,
                },
                {
                  filename: 'src/widgets/Quiz/quiz.ts',
                  function: 'scoreOf',
                  lineno: 12,
                  colno: 7,
                  in_app: true,
                },
              ],
            },
          },
        ],
      },
    })
  })

  it('frames the event as header, item header with the payload’s byte length, and payload', () => {
    const dsn = parseDsn('https://k@g.example/3')
    const event = eventOf({ ...GROUP, message: 'naïve — café' }, 'f'.repeat(32))
    const [header, item, payload, end] = envelopeOf(event, dsn, new Date(0)).split('\n')
    expect(JSON.parse(header!)).toEqual({
      event_id: 'f'.repeat(32),
      sent_at: '1970-01-01T00:00:00.000Z',
      dsn: dsn.dsn,
    })
    expect(JSON.parse(item!)).toEqual({
      type: 'event',
      content_type: 'application/json',
      length: Buffer.byteLength(payload!),
    })
    expect(JSON.parse(payload!)).toEqual(event)
    expect(end).toBe('')
  })

  it('forwards a group on first sight, then at each power of ten', () => {
    expect(shouldForward(0, 1)).toBe(true)
    expect(shouldForward(0, 4)).toBe(true)
    expect(shouldForward(1, 2)).toBe(false)
    expect(shouldForward(8, 12)).toBe(true)
    expect(shouldForward(10, 11)).toBe(false)
    expect(shouldForward(99, 100)).toBe(true)
    expect(shouldForward(5, 5)).toBe(false)
  })
})
