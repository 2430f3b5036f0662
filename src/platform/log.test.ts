import { describe, expect, it } from 'vitest'
import { captureLogs } from '../../tests/unit/log-capture'
import { createLogger, errorFields, log, REDACTED_FIELDS, setLogFields } from './log.mjs'

function lines(write: (logger: ReturnType<typeof createLogger>) => void, level: 'info' | 'warn' = 'info') {
  const out: string[] = []
  write(createLogger({ level, destination: { write: (l: string) => out.push(l) } }))
  return out.map((l) => JSON.parse(l) as Record<string, unknown>)
}

describe('the server log (pino)', () => {
  it('writes one JSON line per event: ISO time, level by name, message, fields', () => {
    const [line] = lines((l) => l.child({ component: 'edge' }).warn({ status: 503 }, 'the database is away'))
    expect(line).toMatchObject({
      level: 'warn',
      component: 'edge',
      status: 503,
      msg: 'the database is away',
      pid: process.pid,
    })
    expect(String(line?.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it('keeps below its level out', () => {
    expect(lines((l) => l.info('routine'), 'warn')).toEqual([])
    expect(lines((l) => l.error('bad'), 'warn')).toHaveLength(1)
  })

  it('replaces the fields that may hold a reader’s topic or identity, at the top and one level down', () => {
    const [line] = lines((l) =>
      l.info(
        {
          email: 'reader@example.com',
          zip: '10001',
          body: { drug: 'atorvastatin' },
          request: { path: '/health/erectile-dysfunction', phone: '+15551234567' },
        },
        'something happened',
      ),
    )
    const text = JSON.stringify(line)
    for (const secret of ['reader@example.com', '10001', 'atorvastatin', 'erectile', '5551234567'])
      expect(text).not.toContain(secret)
    expect(line).toMatchObject({ email: '[redacted]', zip: '[redacted]', body: '[redacted]' })
    expect(line?.request).toEqual({ path: '[redacted]', phone: '[redacted]' })
    expect(REDACTED_FIELDS).toEqual(expect.arrayContaining(['email', 'phone', 'zip', 'drug', 'path', 'url']))
  })

  it('keeps of an error its type, message, code, stack and cause, not its other properties', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    const error = Object.assign(new TypeError('the provider refused', { cause }), {
      to: 'reader@example.com',
      params: ['10001', 'lisinopril'],
      status: 502,
    })
    const [line] = lines((l) => l.error({ err: error }, 'sending failed'))
    const err = line?.err as Record<string, unknown>
    expect(err).toMatchObject({ type: 'TypeError', message: 'the provider refused', status: 502 })
    expect(String(err.stack)).toContain('log.test.ts')
    expect(err.cause).toMatchObject({ type: 'Error', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' })
    expect(JSON.stringify(line)).not.toMatch(/reader@example|10001|lisinopril/)
    expect(errorFields('a string thrown')).toEqual({ type: 'string', message: 'a string thrown' })
    expect(errorFields(Object.assign(new Error('denied'), { cause: null }))).not.toHaveProperty('cause')
  })

  it('adds the fields the request being handled names (the edge’s reqId) to every line', () => {
    let current: string | undefined = 'req-1'
    setLogFields(() => (current ? { reqId: current } : undefined))
    try {
      const captured = captureLogs()
      try {
        log('newsletter').error('one')
        current = undefined
        log('newsletter').error('two')
      } finally {
        captured.restore()
      }
      expect(captured.lines.map((l) => [l.msg, l.reqId, l.component])).toEqual([
        ['one', 'req-1', 'newsletter'],
        ['two', undefined, 'newsletter'],
      ])
    } finally {
      setLogFields(() => undefined)
    }
  })
})
