// @vitest-environment jsdom
import { onOpenRequest, requestOpen } from './openRequests'

/** An island that listens for `name` and takes every request (or declines, with `take`). */
function island<D>(name: string, take: (detail: D | null) => boolean = () => true) {
  const seen: unknown[] = []
  const stop = onOpenRequest<D>(name, (detail) => {
    seen.push(detail)
    return take(detail)
  })
  return { seen, stop }
}

describe('open requests between islands', () => {
  it('reaches an island that listens, once, and does not wait', () => {
    const first = island<{ n: number }>('test:a')
    requestOpen('test:a', { n: 1 })
    expect(first.seen).toEqual([{ n: 1 }])
    first.stop()
    // Nothing waited: a later island does not open again.
    const later = island('test:a')
    expect(later.seen).toEqual([])
    later.stop()
  })

  it('waits for an island that mounts after the press, and is taken once', () => {
    requestOpen('test:b', { opener: 'button' })
    const first = island('test:b')
    expect(first.seen).toEqual([{ opener: 'button' }])
    first.stop()
    const second = island('test:b')
    expect(second.seen).toEqual([])
    second.stop()
  })

  it('keeps a request an island declined for the island it was meant for', () => {
    const other = island<{ placement: string }>('test:c', (d) => d?.placement === 'other')
    requestOpen('test:c', { placement: 'header' })
    other.stop()
    const meant = island<{ placement: string }>('test:c')
    expect(meant.seen).toEqual([{ placement: 'header' }])
    meant.stop()
  })

  it('stops handling once the island unmounts; the next press waits instead', () => {
    const gone = island('test:d')
    gone.stop()
    requestOpen('test:d', 1)
    expect(gone.seen).toEqual([])
    const next = island('test:d')
    expect(next.seen).toEqual([1])
    next.stop()
  })
})
