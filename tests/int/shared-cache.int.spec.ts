import type { ChildProcess } from 'node:child_process'
import type { Payload } from 'payload'
import { oneInstanceAtATime } from '@/cms/bootstrap'
import { afterCommit } from '@/cms/revalidate'
import { createSharedTier } from '@/server/page-cache/shared-tier.mjs'
import { type Entry, PageCacheStore } from '@/server/page-cache/store.mjs'
import { killProcess, startRedisServer } from '../../scripts/cluster-lib.mjs'
import { freePort } from '../../scripts/lib.mjs'
import { createTestPayload, dbTargets, lexicalBody } from './helpers'

/**
 * The page cache shared by several instances through Redis (src/server/page-cache/shared-tier.mjs): revalidations reach
 * every instance, pages rendered on one are served by the others, and an instance that loses Redis keeps
 * serving from its memory and catches up when Redis returns. Runs where Redis is (TEST_REDIS_URL: CI, and
 * every developer machine here); each test starts its own redis-server from the machine's Redis package, so
 * it can stop and start it.
 */
const withRedis = process.env.TEST_REDIS_URL ? ['redis-server'] : []

const stop = killProcess

async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
  return Date.now() - started
}

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  headers: { 'x-next-cache-tags': tags },
})

type Instance = { store: PageCacheStore; tier: ReturnType<typeof createSharedTier> }

function instance(url: string, buildId = 'build-1'): Instance {
  const store = new PageCacheStore(100)
  const tier = createSharedTier({ url, store, buildId, log: () => {} })
  store.shared = tier
  return { store, tier }
}

describe.each(withRedis)('the shared page cache in Redis (%s)', () => {
  let port: number
  let redis: ChildProcess
  const open: Instance[] = []
  const start = (buildId?: string) => {
    const made = instance(`redis://127.0.0.1:${port}`, buildId)
    open.push(made)
    return made
  }

  beforeEach(async () => {
    port = await freePort()
    redis = await startRedisServer(port)
  })
  afterEach(async () => {
    await Promise.all(open.splice(0).map((i) => i.tier.close()))
    await stop(redis)
  })

  it('a revalidation on one instance drops the page on every other within milliseconds', async () => {
    const a = start()
    const b = start()
    await until(() => a.tier.connected && b.tier.connected, 'both instances to join')
    b.store.set('/health/sleep', page('old', 'article:/health/sleep'), undefined)
    a.store.invalidateTags(['article:/health/sleep'])
    const took = await until(() => b.store.get('/health/sleep') === null, 'B to drop the page')
    expect(took).toBeLessThan(1000)
    expect(b.store.tagTimes.get('article:/health/sleep')).toBe(a.store.tagTimes.get('article:/health/sleep'))
  })

  it('a page rendered on one instance is served by another without rendering it again, until revalidated', async () => {
    const a = start()
    const b = start()
    await until(() => a.tier.connected && b.tier.connected, 'both instances to join')
    const key = '/route-cache/APP_PAGE/x/$/health/sleep'
    a.store.set(key, page('<h1>Sleep</h1>', 'article:/health/sleep,global:navigation'), undefined)
    let shared: Entry | null = null
    for (let i = 0; i < 50 && !shared; i++) {
      shared = await b.tier.load(key)
      if (!shared) await new Promise((r) => setTimeout(r, 20))
    }
    expect(shared?.value.html).toBe('<h1>Sleep</h1>')
    expect(b.store.adopt(key, shared as Entry)).not.toBeNull()
    // Data entries (reads) stay in their instance: only whole responses are shared.
    a.store.set('wellread:read:x', { kind: 'FETCH', data: 1 }, { tags: ['articles'] })
    await new Promise((r) => setTimeout(r, 100))
    expect(await b.tier.load('wellread:read:x')).toBeNull()
    // A page of another build is not served (its scripts have other names).
    const other = start('build-2')
    await until(() => other.tier.connected, 'the other build to join')
    expect(await other.tier.load(key)).toBeNull()

    b.store.invalidateTags(['global:navigation'])
    await until(() => a.store.get(key) === null, 'A to drop the page')
    // A newcomer learns the revalidation from Redis and refuses the stored copy rendered before it.
    const c = start()
    await until(() => c.tier.connected, 'C to join')
    const stale = await c.tier.load(key)
    expect(stale?.value.html).toBe('<h1>Sleep</h1>')
    expect(c.store.adopt(key, stale as Entry)).toBeNull()
  })

  it('without Redis each instance serves from its memory, and revalidations made meanwhile reach the others when it returns', async () => {
    const a = start()
    const b = start()
    await until(() => a.tier.connected && b.tier.connected, 'both instances to join')
    b.store.set('/health/sleep', page('old', 'article:/health/sleep'), undefined)
    b.store.set('/health/tea', page('tea', 'article:/health/tea'), undefined)

    await stop(redis)
    await until(() => !a.tier.connected && !b.tier.connected, 'both instances to notice')
    // Everything keeps working locally, at once.
    const started = Date.now()
    a.store.invalidateTags(['article:/health/sleep'])
    expect(await a.tier.load('/anything')).toBeNull()
    a.store.set('/health/new', page('new', 'article:/health/new'), undefined)
    expect(a.store.get('/health/new')).not.toBeNull()
    expect(Date.now() - started).toBeLessThan(200)
    // B has not heard: it keeps serving its page while Redis is away.
    expect(b.store.get('/health/sleep')).not.toBeNull()

    redis = await startRedisServer(port)
    await until(() => a.tier.connected && b.tier.connected, 'both instances to rejoin', 10_000)
    await until(() => b.store.get('/health/sleep') === null, 'B to drop what A revalidated meanwhile')
    expect(b.store.get('/health/tea')).not.toBeNull()
  })
})

describe('the shared page cache when Redis cannot be reached at all', () => {
  it('answers from memory without waiting', async () => {
    const { store, tier } = instance('redis://127.0.0.1:1')
    try {
      const started = Date.now()
      store.set('/a', page('a', 'x'), undefined)
      expect(store.get('/a')?.value.html).toBe('a')
      expect(await tier.load('/a')).toBeNull()
      expect(store.invalidateTags(['x'])).toBe(1)
      expect(Date.now() - started).toBeLessThan(200)
      expect(tier.connected).toBe(false)
    } finally {
      await tier.close()
    }
  })
})

/**
 * Hooks run inside the save's transaction, before it commits: the tags are revalidated again once it has
 * committed, so nothing rendered in between (from the old rows) survives.
 */
describe.each(dbTargets())('revalidation after the transaction commits, on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })
  afterAll(async () => {
    await cleanup?.()
  })

  /** SQLite runs without transactions (each statement commits); Postgres saves in one. */
  const transactional = async () => {
    const probe = await payload.db.beginTransaction()
    if (probe) await payload.db.rollbackTransaction(probe)
    return Boolean(probe)
  }

  it('revalidates inside the save, and once more after it committed when it ran in a transaction', async () => {
    const { pageCacheStore } = await import('@/server/page-cache/store.mjs')
    const sessions = () => Object.keys((payload.db as unknown as { sessions?: object }).sessions ?? {}).length
    const doc = await payload.create({
      collection: 'articles',
      data: {
        title: 'Committed words',
        slug: 'committed-words',
        summary: 'A summary.',
        section: 'health',
        body: lexicalBody('First'),
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const calls: { openTransactions: number }[] = []
    const stopListening = pageCacheStore().onInvalidate((tags) => {
      if (tags.includes('article:/health/committed-words')) calls.push({ openTransactions: sessions() })
    })
    try {
      await payload.update({
        collection: 'articles',
        id: doc.id,
        data: { title: 'Committed words, edited', _status: 'published' },
        overrideAccess: true,
      })
      if (await transactional()) {
        await until(() => calls.length >= 2, 'the revalidation after commit')
        expect(calls[0]?.openTransactions).toBeGreaterThan(0)
        expect(calls[1]?.openTransactions).toBe(0)
        expect(calls).toHaveLength(2)
      } else {
        // Every write was committed before the hook ran: once is enough.
        await new Promise((r) => setTimeout(r, 100))
        expect(calls).toEqual([{ openTransactions: 0 }])
      }
    } finally {
      stopListening()
    }
  })

  it('has nothing to wait for without a transaction; runs after a rollback, and at once for one already ended', async () => {
    let ran = 0
    afterCommit({ payload }, () => {
      ran += 1
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(ran).toBe(0)
    const id = await payload.db.beginTransaction()
    afterCommit({ payload, transactionID: id }, () => {
      ran += 1
    })
    expect(ran).toBe(0)
    if (id) {
      await payload.db.rollbackTransaction(id)
      await until(() => ran === 1, 'the callback after rollback')
    } else {
      ran += 1 // SQLite: no transaction to roll back
    }
    afterCommit({ payload, transactionID: 'already-ended' }, () => {
      ran += 1
    })
    expect(ran).toBe(2)
  })
})

describe.each(dbTargets())('instances starting together on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })
  afterAll(async () => {
    await cleanup?.()
  })

  it('migrate and seed one at a time on Postgres (an advisory lock); SQLite needs none', async () => {
    const spans: [number, number][] = []
    const work = async () => {
      const start = Date.now()
      await new Promise((r) => setTimeout(r, 200))
      spans.push([start, Date.now()])
    }
    await Promise.all([oneInstanceAtATime(payload, work), oneInstanceAtATime(payload, work)])
    expect(spans).toHaveLength(2)
    const [first, second] = spans.sort((a, b) => a[0] - b[0]) as [[number, number], [number, number]]
    if (target.kind === 'postgres') expect(second[0]).toBeGreaterThanOrEqual(first[1])
    else expect(second[0]).toBeLessThan(first[1])
  })
})
