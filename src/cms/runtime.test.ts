import { databaseKind, siteUrl, sqliteUrl, trustedOrigins } from './runtime'

describe('siteUrl', () => {
  it.each([
    [{}, 'http://localhost:3000'],
    [{ PORT: '4000' }, 'http://localhost:4000'],
    [{ SITE_URL: 'https://wellread.example/' }, 'https://wellread.example'],
  ])('%o → %s', (env, expected) => {
    expect(siteUrl(env)).toBe(expected)
  })
})

describe('trustedOrigins', () => {
  it('trusts the local server under both loopback names when no public URL is configured', () => {
    expect(trustedOrigins({ PORT: '3008' })).toEqual(['http://localhost:3008', 'http://127.0.0.1:3008'])
  })
  it('trusts only the configured public origins otherwise', () => {
    expect(
      trustedOrigins({
        SITE_URL: 'https://wellread.example',
        PAYLOAD_PUBLIC_SERVER_URL: 'https://cms.wellread.example',
      }),
    ).toEqual(['https://wellread.example', 'https://cms.wellread.example'])
  })
})

describe('database selection', () => {
  it.each([
    [undefined, 'sqlite'],
    ['', 'sqlite'],
    ['file:/tmp/x.db', 'sqlite'],
    ['postgres://u@h/db', 'postgres'],
    ['postgresql://u@h/db', 'postgres'],
  ])('%s → %s', (url, kind) => {
    expect(databaseKind(url)).toBe(kind)
  })
  it('keeps a file: URL and defaults to data/wellread.db', () => {
    expect(sqliteUrl('file:/tmp/x.db')).toBe('file:/tmp/x.db')
    expect(sqliteUrl(undefined)).toMatch(/^file:.*wellread\.db$/)
  })
})
