import { outcomeOfStatus, send, type Transport } from './sender'

/** A transport whose POST answers with the statuses given, one per try; timers are collected, not run. */
function transportOf(statuses: number[], beacon: Transport['beacon'] = null) {
  const posts: string[] = []
  const waits: number[] = []
  const logs: string[] = []
  const pending: (() => void)[] = []
  const transport: Transport = {
    beacon,
    post: async (_url, body) => {
      posts.push(body)
      return statuses.shift() ?? 204
    },
    schedule: (run, ms) => {
      waits.push(ms)
      pending.push(run)
    },
    log: (message) => logs.push(message),
  }
  /** Runs the next scheduled try and lets its POST answer. */
  const next = async () => {
    const run = pending.shift()
    if (!run) throw new Error('no try is scheduled')
    run()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { transport, posts, waits, logs, next }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('outcomeOfStatus', () => {
  it.each([
    [204, 'sent'],
    [200, 'sent'],
    [0, 'retry'],
    [429, 'retry'],
    [503, 'retry'],
    [400, 'refused'],
    [413, 'refused'],
  ] as const)('%i: %s', (status, outcome) => {
    expect(outcomeOfStatus(status)).toBe(outcome)
  })
})

describe('send', () => {
  it('sends by beacon when the browser queues it, and never posts as well', async () => {
    const beacons: string[] = []
    const t = transportOf([], (_url, body) => {
      beacons.push(body)
      return true
    })
    await expect(send(t.transport, '/api/metrics', 'b')).resolves.toBe('sent')
    expect(beacons).toEqual(['b'])
    expect(t.posts).toEqual([])
  })

  it('posts JSON when the beacon is refused, and retries after 2, 4, 8 s until it is taken, once', async () => {
    const t = transportOf([503, 0, 429, 204], () => false)
    const done = send(t.transport, '/api/metrics', 'b')
    await flush()
    expect(t.waits).toEqual([2000])
    await t.next()
    expect(t.waits).toEqual([2000, 4000])
    await t.next()
    expect(t.waits).toEqual([2000, 4000, 8000])
    await t.next()
    await expect(done).resolves.toBe('sent')
    expect(t.posts).toEqual(['b', 'b', 'b', 'b'])
    expect(t.logs).toHaveLength(3)
  })

  it('drops a body the server refuses, without trying again', async () => {
    const t = transportOf([400])
    await expect(send(t.transport, '/api/metrics', 'b')).resolves.toBe('refused')
    expect(t.posts).toHaveLength(1)
    expect(t.waits).toEqual([])
    expect(t.logs[0]).toContain('400')
  })

  it('gives up after six tries', async () => {
    const t = transportOf([500, 500, 500, 500, 500, 500, 500])
    const done = send(t.transport, '/api/metrics', 'b')
    await flush()
    for (let i = 0; i < 5; i++) await t.next()
    await expect(done).resolves.toBe('refused')
    expect(t.posts).toHaveLength(6)
    expect(t.waits).toEqual([2000, 4000, 8000, 16000, 32000])
  })

  it('treats a beacon that throws as refused', async () => {
    const t = transportOf([204], () => {
      throw new TypeError('not allowed')
    })
    await expect(send(t.transport, '/api/metrics', 'b')).resolves.toBe('sent')
    expect(t.posts).toEqual(['b'])
  })
})
