import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GlitchTipPeer, startGlitchTipPeer } from '../../../tests/peers/glitchtip.mjs'
import type { ForwardedGroup } from './envelope'
import { createForwarder } from './forward'

const GROUP: ForwardedGroup = {
  fingerprint: 'feedc0defeedc0defeedc0defeedc0de',
  kind: 'chunk',
  where: 'client.error.chunk',
  name: 'ChunkLoadError',
  message: 'Loading chunk 0 failed. (visibility visible)',
  stack: 'ChunkLoadError: Loading chunk 0 failed.\n    at load (src/ui/deferredIsland.tsx:370:9)',
  route: '/[section]/[slug]',
  pageTemplate: 'article',
  build: 'b29',
  browser: 'firefox',
  count: 10,
  at: Date.UTC(2026, 10, 29),
}

/** Forwarding error groups to a Sentry-compatible endpoint, against a local GlitchTip stand-in that parses envelopes. */
describe('the GlitchTip forwarder', () => {
  let peer: GlitchTipPeer
  beforeAll(async () => {
    peer = await startGlitchTipPeer({ slowMs: 2_000 })
  })
  afterAll(async () => {
    await peer.close()
  })

  it('is off without a DSN', () => {
    expect(createForwarder(undefined)).toBeNull()
    expect(createForwarder('')).toBeNull()
  })

  it('posts one envelope per group, with the key, release, tags, fingerprint and mapped frames', async () => {
    const forwarder = createForwarder(peer.dsn)!
    expect(await forwarder.forward(GROUP)).toBe('sent')
    expect(peer.rejected).toEqual([])
    const [received] = peer.events
    expect(received!.contentType).toBe('application/x-sentry-envelope')
    expect(received!.header.dsn).toBe(peer.dsn)
    expect(received!.event).toMatchObject({
      release: 'b29',
      fingerprint: [GROUP.fingerprint],
      tags: { template: 'article', browser: 'firefox', kind: 'chunk' },
      extra: { count: 10 },
      exception: {
        values: [
          {
            type: 'ChunkLoadError',
            value: GROUP.message,
            stacktrace: {
              frames: [{ filename: 'src/ui/deferredIsland.tsx', function: 'load', lineno: 370 }],
            },
          },
        ],
      },
    })
  })

  it('gives up on a slow endpoint within its time limit, and on a failing one at once, without retrying', async () => {
    const forwarder = createForwarder(peer.dsn, { timeoutMs: 200 })!
    const before = peer.requests
    peer.setMode('slow')
    const started = Date.now()
    expect(await forwarder.forward(GROUP)).toBe('failed')
    expect(Date.now() - started).toBeLessThan(1_500)
    peer.setMode('fail')
    expect(await forwarder.forward(GROUP)).toBe('failed')
    expect(peer.requests - before).toBe(2)
    peer.setMode('ok')
  })

  it('drops what is past its few forwards in flight rather than queueing without end', async () => {
    const forwarder = createForwarder(peer.dsn, { timeoutMs: 1_000 })!
    peer.setMode('slow')
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => forwarder.forward(GROUP)))
    peer.setMode('ok')
    expect(outcomes.filter((o) => o === 'dropped')).toHaveLength(2)
    expect(outcomes.filter((o) => o === 'failed')).toHaveLength(8)
  })
})
