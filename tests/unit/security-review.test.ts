import { OPERATIONS } from '@/app/openapi/registry'
import { envSchema, RATE_LIMIT_DEFAULTS } from '@/platform/config.mjs'
import { callRows, collectionRows, parseLimit, ROLES } from '../security-review'

/*
 * docs/security-review.md against the code (issue 32): one row per state-changing call of the OpenAPI registry,
 * each body limit the handler's, each rate limit's numbers the configuration's defaults. Its end-to-end twin,
 * tests/e2e/security.e2e.spec.ts, holds the same rows to a running server.
 */

const STATE_CHANGING = OPERATIONS.filter((op) => op.method !== 'get')
const callOf = (op: (typeof OPERATIONS)[number]) => `${op.method.toUpperCase()} ${op.path}`

describe('docs/security-review.md', () => {
  const rows = callRows()

  it('has one row per state-changing call of the OpenAPI registry, and no other', () => {
    expect(STATE_CHANGING.length).toBeGreaterThanOrEqual(23)
    expect(rows.map((r) => r.call).sort()).toEqual(STATE_CHANGING.map(callOf).sort())
  })

  it('states each call’s body limit as its handler takes it (the registry’s), or that it reads none', () => {
    for (const op of STATE_CHANGING) {
      const row = rows.find((r) => r.call === callOf(op))
      expect(row?.maxBytes, callOf(op)).toBe(op.body?.maxBytes ?? null)
    }
  })

  it('states each limit with the configuration’s defaults, and names every limit the configuration has', () => {
    const named = new Set<string>()
    for (const row of rows) {
      const { limit } = row
      if (limit.kind === 'named') {
        named.add(limit.name)
        expect(RATE_LIMIT_DEFAULTS, row.call).toHaveProperty(limit.name)
        const defaults = RATE_LIMIT_DEFAULTS[limit.name as keyof typeof RATE_LIMIT_DEFAULTS]
        expect({ points: limit.points, durationSeconds: limit.seconds }, row.call).toEqual(defaults)
      } else if (limit.kind === 'variables') {
        const shape = envSchema.shape as Record<string, { parse: (v: unknown) => unknown }>
        expect(shape[limit.count]?.parse(undefined), `${row.call}: ${limit.count}`).toBe(limit.points)
        expect(shape[limit.window]?.parse(undefined), `${row.call}: ${limit.window}`).toBe(limit.seconds)
      } else expect(limit.why.length, row.call).toBeGreaterThan(20)
    }
    expect([...named].sort()).toEqual(Object.keys(RATE_LIMIT_DEFAULTS).sort())
  })

  it('reads its cells as the tests need them', () => {
    expect(parseLimit('120 / 60 s, `RATE_LIMITS` `driver-events`')).toEqual({
      kind: 'named',
      points: 120,
      seconds: 60,
      name: 'driver-events',
      refusal: 429,
    })
    expect(
      parseLimit('20 / 900 s, `LOGIN_RATE_LIMIT_MAX` `LOGIN_RATE_LIMIT_WINDOW_SECONDS` (past it: 302 to …)'),
    ).toEqual({
      kind: 'variables',
      points: 20,
      seconds: 900,
      count: 'LOGIN_RATE_LIMIT_MAX',
      window: 'LOGIN_RATE_LIMIT_WINDOW_SECONDS',
      refusal: 302,
    })
    expect(() => parseLimit('many')).toThrow(/N \/ S s/)
    const { collections, globals } = collectionRows()
    expect(collections.find((c) => c.slug === 'users')).toEqual({
      slug: 'users',
      read: ['writer', 'editor', 'admin'],
      create: ['admin'],
      update: ['admin'],
      delete: ['admin'],
      own: [],
    })
    expect(collections.find((c) => c.slug === 'payload-preferences')?.own).toEqual([
      'read',
      'update',
      'delete',
    ])
    expect(collections.find((c) => c.slug === 'articles')?.read).toEqual(ROLES)
    expect(globals.map((g) => g.slug)).toEqual(['navigation', 'siteSettings', 'announcementBar'])
  })
})
