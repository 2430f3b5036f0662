import { describe, expect, it } from 'vitest'
import { browserFamily, describeFrame, fingerprint, stableFile, topFrame } from './fingerprint'

const mapped = (line: number) =>
  [
    'TypeError: x is undefined',
    `    at scoreOf (src/widgets/Quiz/quiz.ts:${line}:7)`,
    '    at QuizPlayer (src/widgets/Quiz/Quiz.client.tsx:40:3)',
  ].join('\n')

describe('error fingerprints', () => {
  it('group by kind, normalised message and the mapped top frame’s file and function, not its line', () => {
    const a = fingerprint({ kind: 'render', message: 'x is undefined (3 answers)', stack: mapped(12) })
    const b = fingerprint({ kind: 'render', message: 'x is undefined (5 answers)', stack: mapped(19) })
    expect(a).toBe(b)
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(fingerprint({ kind: 'error', message: 'x is undefined (3 answers)', stack: mapped(12) })).not.toBe(
      a,
    )
    expect(fingerprint({ kind: 'render', message: 'y is undefined', stack: mapped(12) })).not.toBe(a)
    const elsewhere = mapped(12).replace('scoreOf', 'resultOf')
    expect(fingerprint({ kind: 'render', message: 'x is undefined', stack: elsewhere })).not.toBe(
      fingerprint({ kind: 'render', message: 'x is undefined', stack: mapped(12) }),
    )
  })

  it('name a group by the innermost frame of the project’s code, else the innermost frame', () => {
    const stack = [
      'Error: boom',
      '    at dispatch (node_modules/react-dom/cjs/react-dom.js:10:2)',
      '    at onClick (src/ui/Modal.client.tsx:33:9)',
    ].join('\n')
    expect(describeFrame(topFrame(stack))).toBe('src/ui/Modal.client.tsx in onClick')
    expect(
      describeFrame(
        topFrame('Error: boom\n    at https://site.test/_next/static/chunks/0f9e8d7c6b5a.js:1:2'),
      ),
    ).toBe('/_next/static/chunks/*.js')
    expect(topFrame(undefined)).toBeNull()
  })

  it('an unmapped chunk’s hash (new with each build) does not split a group', () => {
    expect(stableFile('https://a.test/_next/static/chunks/0-0cnas7jj4d-.js?dpl=83b3')).toBe(
      '/_next/static/chunks/*.js',
    )
    expect(stableFile('https://ads.example/tag.js?v=1')).toBe('https://ads.example/tag.js')
    expect(stableFile('https://a.test/_next/static/chunks/0123abcd4567ef89.js?dpl=1')).toBe(
      '/_next/static/chunks/*.js',
    )
    const first = fingerprint({
      kind: 'chunk',
      message: 'Loading chunk failed',
      source: 'https://a.test/_next/static/chunks/0123abcd4567ef89.js',
    })
    const next = fingerprint({
      kind: 'chunk',
      message: 'Loading chunk failed',
      source: 'https://a.test/_next/static/chunks/01gst7gzz1op2.js',
    })
    expect(first).toBe(next)
  })

  it('derive the browser family from a User-Agent', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    expect(browserFamily(chrome)).toBe('chrome')
    expect(browserFamily(`${chrome} Edg/131.0.0.0`)).toBe('edge')
    expect(browserFamily('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'firefox',
    )
    expect(
      browserFamily(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('safari')
    expect(browserFamily('curl/8.5.0')).toBe('other')
    expect(browserFamily(null)).toBe('other')
  })
})
