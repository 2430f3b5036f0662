import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { deferred, FakeIntersectionObserver } from '../../tests/unit/browser-fakes'
import { createDeferredIsland } from './deferredIsland'
import { EARLY_PRESS, takeEarlyClick } from './earlyClicks'
import { EARLY_CLICKS_SCRIPT } from './earlyClicksScript'

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start)
  return (
    <div>
      <button type="button" onClick={() => setN((v) => v + 1)}>
        Count {n}
      </button>
      <button type="submit">Send</button>
      <a href="#elsewhere">Elsewhere</a>
    </div>
  )
}

/** The page as the server sends it, before any of its code has run: the island's wrapper and its HTML. */
function serverPage(start: number): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = `<span data-island="counter" data-island-state="waiting" style="display:contents">${renderToString(<Counter start={start} />)}</span>`
  document.body.append(container)
  return container
}

/**
 * The inline script, run as the browser runs it (once per document). Its listener is taken off after this file:
 * the files of a worker share its document.
 */
const listeners: [string, EventListener, boolean][] = []
beforeAll(() => {
  const recording = {
    addEventListener: (type: string, listener: EventListener, capture: boolean) => {
      listeners.push([type, listener, capture])
      document.addEventListener(type, listener, capture)
    },
  }
  new Function('document', EARLY_CLICKS_SCRIPT)(recording)
})
afterAll(() => {
  for (const [type, listener, capture] of listeners) document.removeEventListener(type, listener, capture)
})
const pressed = (container: HTMLElement) =>
  (container.querySelector('[data-island]') as unknown as Record<string, unknown>)[EARLY_PRESS]

let roots: Root[] = []
beforeEach(() => {
  FakeIntersectionObserver.install()
})
afterEach(() => {
  for (const root of roots) act(() => root.unmount())
  roots = []
  document.body.innerHTML = ''
})

describe('a press before the page has hydrated', () => {
  it('is kept by the script and made again once the island’s code is there', async () => {
    const container = serverPage(3)
    // The reader taps the button before React has run.
    fireEvent.click(screen.getByRole('button', { name: 'Count 3' }))
    const code = deferred<typeof Counter>()
    const Island = createDeferredIsland('counter', () => code.promise, { on: ['intent'] })
    act(() => {
      roots.push(hydrateRoot(container, <Island start={3} />))
    })
    // Hydrated: the island took the press and asked for its code.
    await act(async () => {})
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'loading')
    await act(async () => code.resolve(Counter))
    expect(screen.getByRole('button', { name: 'Count 4' })).toBeInTheDocument()
    // Taken once: nothing is left for another island.
    expect(takeEarlyClick(container.querySelector('[data-island]')!)).toBeNull()
  })

  it('is made again at once when the code was there already (another island of the kind woke it)', async () => {
    const Island = createDeferredIsland('counter', async () => Counter, { on: ['intent'] })
    await Island.wake()
    const container = serverPage(7)
    fireEvent.click(screen.getByRole('button', { name: 'Count 7' }))
    await act(async () => {
      roots.push(hydrateRoot(container, <Island start={7} />))
    })
    expect(screen.getByRole('button', { name: 'Count 8' })).toBeInTheDocument()
  })

  it('leaves links, submit buttons and pages without islands to the browser', () => {
    const container = serverPage(1)
    const submit = fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const link = fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))
    const outside = document.createElement('button')
    outside.type = 'button'
    document.body.append(outside)
    fireEvent.click(outside)
    // fireEvent.click is false when a listener prevented the default.
    expect([submit, link]).toEqual([true, true])
    expect(pressed(container)).toBeUndefined()
    // The one press it keeps, for contrast.
    expect(fireEvent.click(screen.getByRole('button', { name: 'Count 1' }))).toBe(false)
    expect(pressed(container)).toBe(screen.getByRole('button', { name: 'Count 1' }))
  })

  it('is left alone once the island has hydrated: the island keeps its own presses', () => {
    const container = serverPage(2)
    container.querySelector('[data-island]')!.setAttribute('data-island-hydrated', '')
    expect(fireEvent.click(screen.getByRole('button', { name: 'Count 2' }))).toBe(true)
    expect(pressed(container)).toBeUndefined()
  })
})
