import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, FakeIntersectionObserver } from '../../tests/unit/browser-fakes'
import { LAZY_LEAF_MARGIN_PX } from './deferredIsland'
import { createLazyLeaf } from './lazyLeaf'

function Counter({ start }: { start: number }) {
  return <p>Interactive from {start}</p>
}

beforeEach(() => FakeIntersectionObserver.install())
afterEach(() => vi.unstubAllGlobals())

describe('createLazyLeaf', () => {
  it('renders the server HTML on the server and does not load the leaf', () => {
    const load = vi.fn(() => Promise.resolve(Counter))
    const Lazy = createLazyLeaf('counter', load)
    const html = renderToString(
      <Lazy leafProps={{ start: 3 }}>
        <p>Static 3</p>
      </Lazy>,
    )
    expect(html).toContain('Static 3')
    expect(html).toContain('data-lazy-state="waiting"')
    expect(load).not.toHaveBeenCalled()
  })

  it('loads when within 300 px of the viewport, keeping the server HTML until the code arrives', async () => {
    const code = deferred<typeof Counter>()
    const load = vi.fn(() => code.promise)
    const Lazy = createLazyLeaf('counter', load)
    render(
      <Lazy leafProps={{ start: 3 }} minHeight={120}>
        <p>Static 3</p>
      </Lazy>,
    )
    expect(load).not.toHaveBeenCalled()
    await act(async () => FakeIntersectionObserver.showAll())
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Static 3')).toBeInTheDocument()
    expect(screen.getByText('Static 3').parentElement).toHaveStyle({ minHeight: '120px' })
    await act(async () => code.resolve(Counter))
    expect(screen.getByText('Interactive from 3')).toBeInTheDocument()
    expect(screen.queryByText('Static 3')).not.toBeInTheDocument()
  })

  it('asks the observer for a 300 px margin', () => {
    const spy = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_cb: unknown, options: IntersectionObserverInit) {
          spy(options.rootMargin)
        }
        observe() {}
        disconnect() {}
      },
    )
    const Lazy = createLazyLeaf('counter', () => Promise.resolve(Counter))
    render(
      <Lazy leafProps={{ start: 1 }}>
        <p>Static</p>
      </Lazy>,
    )
    expect(LAZY_LEAF_MARGIN_PX).toBe(300)
    expect(spy).toHaveBeenCalledWith('300px 0px 300px 0px')
  })

  it('keeps the server HTML and reports a chunk error when the code fails to load', async () => {
    const errors: unknown[] = []
    const onError = (event: Event) => errors.push((event as CustomEvent).detail)
    window.addEventListener('wellread:track', onError)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Lazy = createLazyLeaf('counter', () => Promise.reject(new Error('ChunkLoadError: chunk 42 failed')))
    render(
      <Lazy leafProps={{ start: 1 }}>
        <p>Static still here</p>
      </Lazy>,
    )
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => {})
    expect(screen.getByText('Static still here')).toBeInTheDocument()
    expect(JSON.stringify(errors)).toContain('client.error.chunk')
    window.removeEventListener('wellread:track', onError)
  })

  it('loads at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const Lazy = createLazyLeaf('counter', () => Promise.resolve(Counter))
    render(
      <Lazy leafProps={{ start: 7 }}>
        <p>Static 7</p>
      </Lazy>,
    )
    expect(await screen.findByText('Interactive from 7')).toBeInTheDocument()
  })
})
