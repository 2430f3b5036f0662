// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { PageCacheStore } from '../page-cache/store.mjs'
import {
  AnswerStore,
  answerBodyLength,
  answerKey,
  answerRouteOf,
  readAnswerBody,
  replayRequest,
} from './call-answers.mjs'
import { runInRequestContext } from './request-context.mjs'

describe('which calls the edge may answer', () => {
  it('the prices query and the drivers call under any page path; nothing else', () => {
    expect(answerRouteOf('GET', '/api/optum/prices')).not.toBeNull()
    expect(answerRouteOf('POST', '/api/optum/prices')).toBeNull()
    expect(answerRouteOf('GET', '/api/optum/prices/x')).toBeNull()
    expect(answerRouteOf('POST', '/api/drivers/v4')).not.toBeNull()
    expect(answerRouteOf('POST', '/api/drivers/v4/health/sleep')).not.toBeNull()
    expect(answerRouteOf('POST', '/api/drivers/v40')).toBeNull()
    expect(answerRouteOf('POST', '/api/drivers/events')).toBeNull()
    expect(answerRouteOf('GET', '/api/optum/coupons')).toBeNull()
  })

  it('keys a question by method, address and body, the same from a path or an absolute URL', () => {
    expect(answerKey('GET', '/api/optum/prices?zip=47201&quantity=30')).toBe(
      answerKey('GET', 'http://localhost:3000/api/optum/prices?zip=47201&quantity=30'),
    )
    expect(answerKey('GET', '/api/optum/prices?zip=47201')).not.toBe(
      answerKey('GET', '/api/optum/prices?zip=10001'),
    )
    expect(answerKey('POST', '/api/drivers/v4/a', '{"b":1}')).not.toBe(
      answerKey('POST', '/api/drivers/v4/a', '{"b":2}'),
    )
    expect(answerKey('POST', '/api/drivers/v4/a', '{}')).not.toBe(
      answerKey('POST', '/api/drivers/v4/b', '{}'),
    )
  })
})

describe('the answer store', () => {
  it('keeps an answer until one of its tags is revalidated after the request that made it began', () => {
    let clock = 1_000
    const pages = new PageCacheStore(10, [], { now: () => clock })
    const store = new AnswerStore(10, () => pages)
    const entry = runInRequestContext(() => store.set('answer:a', Buffer.from('1'), ['drivers'], 30), 1_000)
    expect(store.peek('answer:a')).toBe(entry)
    clock = 2_000
    pages.invalidateTags(['prices'])
    expect(store.peek('answer:a')).toBe(entry)
    pages.invalidateTags(['drivers'])
    expect(store.peek('answer:a')).toBeNull()
    expect(store.size).toBe(0)
    // Made by a request that began before the revalidation: possibly from the old catalog, so not kept.
    expect(
      runInRequestContext(() => store.set('answer:a', Buffer.from('2'), ['drivers'], 30), 1_500),
    ).toBeNull()
    expect(
      runInRequestContext(() => store.set('answer:a', Buffer.from('3'), ['drivers'], 30), 2_500),
    ).not.toBeNull()
  })

  it('keeps the entry it has for the same answer while that holds (the edge keeps what it prepared from it)', () => {
    let clock = 1_000
    const pages = new PageCacheStore(10, [], { now: () => clock })
    const store = new AnswerStore(10, () => pages)
    const first = runInRequestContext(() => store.set('answer:a', Buffer.from('1'), [], 2), 1_000)
    clock = 2_500
    expect(runInRequestContext(() => store.set('answer:a', Buffer.from('1'), [], 2), 2_500)).toBe(first)
    const changed = runInRequestContext(() => store.set('answer:a', Buffer.from('2'), [], 2), 2_500)
    expect(changed).not.toBe(first)
    clock = 5_000
    expect(runInRequestContext(() => store.set('answer:a', Buffer.from('2'), [], 2), 5_000)).not.toBe(changed)
  })

  it('drops the oldest answer past its size', () => {
    const pages = new PageCacheStore(10)
    const store = new AnswerStore(2, () => pages)
    for (const k of ['a', 'b', 'c']) store.set(`answer:${k}`, Buffer.from(k), [], 30)
    expect(store.size).toBe(2)
    expect(store.peek('answer:a')).toBeNull()
    expect(store.peek('answer:c')?.value.body.toString()).toBe('c')
  })
})

describe('reading a POST’s body at the edge', () => {
  async function exchange(
    headers: Record<string, string>,
    body: string,
    onRequest: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  ) {
    const server = http.createServer(onRequest)
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as AddressInfo
    try {
      return await new Promise<string>((resolve, reject) => {
        const req = http.request(
          { port, host: '127.0.0.1', path: '/api/drivers/v4/health', method: 'POST', headers },
          (res) => {
            let text = ''
            res.on('data', (c) => {
              text += c
            })
            res.on('end', () => resolve(text))
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    } finally {
      server.close()
    }
  }

  it('reads a declared JSON body within the limit, and hands on a copy that reads the same', async () => {
    const body = JSON.stringify({ articlePlacements: ['articlePlacement'] })
    const echoed = await exchange(
      { 'content-type': 'application/json; charset=utf-8' },
      body,
      async (req, res) => {
        const length = answerBodyLength(req, '/api/drivers/v4/health')
        expect(length).toBe(Buffer.byteLength(body))
        const { bytes, complete } = await readAnswerBody(req, length!)
        expect(complete).toBe(true)
        const copy = replayRequest(req, bytes)
        expect([copy.method, copy.url, copy.headers['content-type']]).toEqual([
          'POST',
          '/api/drivers/v4/health',
          'application/json; charset=utf-8',
        ])
        const again = await new Response(copy as unknown as ReadableStream).text()
        res.end(again)
      },
    )
    expect(echoed).toBe(body)
  })

  it('leaves other types, unannounced lengths and bodies over the limit to Next.js', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'content-type': 'text/plain' }, '{}'],
      [{ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, '{}'],
      [{ 'content-type': 'application/json' }, 'x'.repeat(16_385)],
    ]
    for (const [headers, body] of cases) {
      const seen = await exchange(headers, body, (req, res) => {
        res.end(String(answerBodyLength(req, '/api/drivers/v4/health')))
        req.resume()
      })
      expect(seen, JSON.stringify(headers)).toBe('null')
    }
  })
})
