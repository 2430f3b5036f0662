import { act, fireEvent, render, screen } from '@testing-library/react'
import { type ComponentType, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { TrackEvent } from '@/lib/tracking'
import { deferred, FakeIntersectionObserver } from '../../tests/unit/browser-fakes'
import { createDeferredIsland } from './deferredIsland'

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start)
  return (
    <button type="button" onClick={() => setN((v) => v + 1)}>
      Count {n}
    </button>
  )
}

/** The page as the server sends it: the island's wrapper holding the component's HTML. */
function serverHtml(name: string, inner: string): string {
  return `<span data-island="${name}" data-island-state="waiting" style="display:contents">${inner}</span>`
}

let roots: Root[] = []
function hydrate(html: string, element: React.ReactElement): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  act(() => {
    roots.push(hydrateRoot(container, element, { onRecoverableError: (e) => console.error(e) }))
  })
  return container
}

/** Hydrates `Island` over the server's HTML of a counter from `start`, as a page does. */
function hydrateCounter(Island: ComponentType<{ start: number }>, start: number): HTMLElement {
  return hydrate(serverHtml('counter', renderToString(<Counter start={start} />)), <Island start={start} />)
}

const tracked: TrackEvent[] = []
const listen = (e: Event) => tracked.push((e as CustomEvent<TrackEvent>).detail)

beforeEach(() => {
  FakeIntersectionObserver.install()
  window.addEventListener('wellread:track', listen)
})
afterEach(() => {
  for (const root of roots) act(() => root.unmount())
  roots = []
  document.body.innerHTML = ''
  tracked.length = 0
  window.removeEventListener('wellread:track', listen)
  vi.unstubAllGlobals()
})

describe('createDeferredIsland', () => {
  it('keeps the server HTML without loading the code until the reader heads for it, then renders in its place', async () => {
    const code = deferred<typeof Counter>()
    const load = vi.fn(() => code.promise)
    const Island = createDeferredIsland('counter', load, { on: ['intent'] })
    const container = hydrateCounter(Island, 3)
    const button = screen.getByRole('button', { name: 'Count 3' })
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'waiting')
    fireEvent.pointerOver(button)
    await act(async () => {})
    expect(load).toHaveBeenCalledTimes(1)
    // The reader clicks before the code has arrived: the click is kept…
    fireEvent.click(button)
    expect(button).toHaveTextContent('Count 3')
    await act(async () => code.resolve(Counter))
    // …and made again on the live component.
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'live')
    const live = screen.getByRole('button', { name: 'Count 4' })
    fireEvent.click(live)
    expect(live).toHaveTextContent('Count 5')
  })

  it('keeps the server markup while a press is under way, so the press is not lost when the code arrives mid-press', async () => {
    const code = deferred<typeof Counter>()
    const Island = createDeferredIsland('counter', () => code.promise, { on: ['intent'] })
    const container = hydrateCounter(Island, 3)
    const button = screen.getByRole('button', { name: 'Count 3' })
    await act(async () => {})
    // The pointer goes down on the server's button; the code arrives before it comes up.
    fireEvent.pointerDown(button)
    await act(async () => code.resolve(Counter))
    expect(button.isConnected).toBe(true)
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'loading')
    // The press ends on the button it started on: its click is kept and made again on the live component.
    fireEvent.pointerUp(button)
    fireEvent.click(button)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'live')
    expect(screen.getByRole('button', { name: 'Count 4' })).toBeInTheDocument()
  })

  it('does not wait for a press that never ends (the pointer went up outside the window)', async () => {
    vi.useFakeTimers()
    try {
      const code = deferred<typeof Counter>()
      const Island = createDeferredIsland('counter', () => code.promise, { on: ['intent'] })
      const container = hydrateCounter(Island, 3)
      await act(async () => {})
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Count 3' }))
      await act(async () => code.resolve(Counter))
      expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'loading')
      await act(async () => vi.advanceTimersByTime(1_000))
      expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'live')
    } finally {
      vi.useRealTimers()
    }
  })

  it('moves keyboard focus to the same element of the live markup', async () => {
    const code = deferred<typeof Counter>()
    const Island = createDeferredIsland('counter', () => code.promise, { on: ['intent'] })
    hydrateCounter(Island, 3)
    const button = screen.getByRole('button', { name: 'Count 3' })
    await act(async () => {})
    button.focus()
    fireEvent.focusIn(button)
    await act(async () => code.resolve(Counter))
    const live = screen.getByRole('button', { name: 'Count 3' })
    expect(live).not.toBe(button)
    expect(live).toHaveFocus()
  })

  it('leaves the focus where the reader moved it while the code was arriving', async () => {
    const code = deferred<typeof Counter>()
    const Island = createDeferredIsland('counter', () => code.promise, { on: ['intent'] })
    hydrateCounter(Island, 3)
    const outside = document.createElement('button')
    outside.textContent = 'Next thing'
    document.body.append(outside)
    const button = screen.getByRole('button', { name: 'Count 3' })
    await act(async () => {})
    button.focus()
    fireEvent.focusIn(button)
    await act(async () => {
      code.resolve(Counter)
      await code.promise
      // The code is there and the island about to render: the reader presses Tab first.
      outside.focus()
    })
    expect(screen.getByRole('button', { name: 'Count 3' })).not.toBe(button)
    expect(outside).toHaveFocus()
  })

  it.each(['pointerdown', 'touchStart', 'focusIn', 'keyDown'] as const)(
    'wakes on %s inside it',
    async (event) => {
      const load = vi.fn(() => Promise.resolve(Counter))
      const Island = createDeferredIsland('counter', load, { on: ['intent'] })
      hydrateCounter(Island, 1)
      const button = screen.getByRole('button', { name: 'Count 1' })
      expect(load).not.toHaveBeenCalled()
      if (event === 'pointerdown') fireEvent.pointerDown(button)
      else fireEvent[event](button)
      await act(async () => {})
      expect(load).toHaveBeenCalledTimes(1)
    },
  )

  it('wakes on a window event another island sends (wakeOn), and not on other events', async () => {
    const load = vi.fn(() => Promise.resolve(Counter))
    const Island = createDeferredIsland('counter', load, { on: [], wakeOn: ['wellread:open-thing'] })
    hydrateCounter(Island, 1)
    fireEvent.pointerOver(screen.getByRole('button'))
    window.dispatchEvent(new CustomEvent('wellread:other'))
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    window.dispatchEvent(new CustomEvent('wellread:open-thing'))
    await act(async () => {})
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('wakes when what it holds comes within 300 px of the viewport (near)', async () => {
    const load = vi.fn(() => Promise.resolve(Counter))
    const Island = createDeferredIsland('counter', load, { on: ['near'] })
    hydrateCounter(Island, 1)
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    await act(async () => FakeIntersectionObserver.showAll())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('wakes when idle if wakeIf holds after hydration, and not otherwise', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const busy = vi.fn(() => Promise.resolve(Counter))
    const Busy = createDeferredIsland('busy', busy, { on: ['intent'], wakeIf: () => true })
    const quiet = vi.fn(() => Promise.resolve(Counter))
    const Quiet = createDeferredIsland('quiet', quiet, { on: ['intent'], wakeIf: () => false })
    hydrate(serverHtml('busy', renderToString(<Counter start={1} />)), <Busy start={1} />)
    hydrate(serverHtml('quiet', renderToString(<Counter start={2} />)), <Quiet start={2} />)
    expect(idle).toHaveLength(1)
    expect(busy).not.toHaveBeenCalled()
    await act(async () => idle[0]!())
    expect(busy).toHaveBeenCalledTimes(1)
    expect(quiet).not.toHaveBeenCalled()
  })

  it('rendered in the browser (no server HTML, e.g. a client-side navigation) it loads at once', async () => {
    const load = vi.fn(() => Promise.resolve(Counter))
    const Island = createDeferredIsland('counter', load, { on: ['intent'] })
    render(<Island start={5} />)
    expect(await screen.findByRole('button', { name: 'Count 5' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('when its code fails to load, reports client.error.chunk and leaves the server HTML as it is', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const Island = createDeferredIsland<{ start: number }>(
      'counter',
      () => Promise.reject(new Error('chunk gone')),
      {
        on: ['intent'],
      },
    )
    const container = hydrate(
      serverHtml('counter', '<a href="/elsewhere">Elsewhere</a>'),
      <Island start={1} />,
    )
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }))
    await act(async () => {})
    await act(async () => {})
    expect(tracked).toEqual([
      expect.objectContaining({ name: 'client.error', where: 'client.error.chunk', island: 'counter' }),
    ])
    expect(container.querySelector('a[href="/elsewhere"]')).toBeInTheDocument()
    // …and says so on its wrapper, for CSS (a part held back for the code is released).
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'failed')
    errors.mockRestore()
  })

  it('says on its wrapper that it hydrated, then that its code is loading (for CSS and tests)', async () => {
    const code = deferred<typeof Counter>()
    const Island = createDeferredIsland('counter', () => code.promise, { on: ['intent'] })
    const container = hydrateCounter(Island, 1)
    const wrapper = container.querySelector('[data-island]')!
    await act(async () => {})
    expect(wrapper).toHaveAttribute('data-island-hydrated')
    expect(wrapper).toHaveAttribute('data-island-state', 'waiting')
    fireEvent.pointerOver(screen.getByRole('button'))
    expect(wrapper).toHaveAttribute('data-island-state', 'loading')
    await act(async () => code.resolve(Counter))
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'live')
  })

  it('hydrates at once, and renders on a server-like render, once another island of its kind loaded the code', async () => {
    const load = vi.fn(() => Promise.resolve(Counter))
    const Island = createDeferredIsland('counter', load, { on: ['intent'] })
    await Island.wake()
    expect(renderToString(<Island start={2} />)).toContain('Count <!-- -->2')
    const container = hydrateCounter(Island, 2)
    const button = screen.getByRole('button', { name: 'Count 2' })
    await act(async () => {})
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'live')
    // Hydrated, not replaced: the same element, interactive.
    fireEvent.click(button)
    expect(container.querySelector('button')).toBe(button)
    expect(button).toHaveTextContent('Count 3')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('wake() loads it from code', async () => {
    const load = vi.fn(() => Promise.resolve(Counter))
    const Island = createDeferredIsland('counter', load, { on: [] })
    hydrateCounter(Island, 1)
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    await act(async () => Island.wake())
    expect(load).toHaveBeenCalledTimes(1)
  })
})
