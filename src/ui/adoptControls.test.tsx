import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { deferred, FakeIntersectionObserver } from '../../tests/unit/browser-fakes'
import { adoptControls, changedControls } from './adoptControls'
import { createDeferredIsland } from './deferredIsland'
import { createLazyLeaf } from './lazyLeaf'

/**
 * Issue 32: what a reader does to an interactive widget's server HTML before its code takes over (a recipe step
 * ticked, a quiz answer chosen, a ZIP code typed) is kept: read from the server's controls, made again on the
 * live ones through the component's own handlers.
 */

/** A recipe's steps and a quiz question, as one component renders them on the server and live. */
function Steps({ saved, onTick }: { saved?: string[]; onTick?: (ticked: string[]) => void }) {
  const [ticked, setTicked] = useState<string[]>(saved ?? [])
  const [answer, setAnswer] = useState('')
  const [zip, setZip] = useState('')
  const toggle = (step: string) => {
    const next = ticked.includes(step) ? ticked.filter((s) => s !== step) : [...ticked, step]
    setTicked(next)
    onTick?.(next)
  }
  return (
    <form>
      {['Soak', 'Simmer', 'Season'].map((step) => (
        <label key={step}>
          <input
            type="checkbox"
            name="step"
            value={step}
            checked={ticked.includes(step)}
            onChange={() => toggle(step)}
          />
          {step}
        </label>
      ))}
      {['Often', 'Rarely'].map((a) => (
        <label key={a}>
          <input type="radio" name="q1" value={a} checked={answer === a} onChange={() => setAnswer(a)} />
          {a}
        </label>
      ))}
      <input type="text" name="zip" aria-label="ZIP" value={zip} onChange={(e) => setZip(e.target.value)} />
      <output>
        {ticked.join(',') || 'none'} / {answer || 'no answer'} / {zip || 'no zip'}
      </output>
    </form>
  )
}

/** The same controls as server HTML renders them: defaults only, no handlers. */
function StaticSteps() {
  return (
    <form>
      {['Soak', 'Simmer', 'Season'].map((step) => (
        <label key={step}>
          <input type="checkbox" name="step" value={step} defaultChecked={false} />
          {step}
        </label>
      ))}
      {['Often', 'Rarely'].map((a) => (
        <label key={a}>
          <input type="radio" name="q1" value={a} />
          {a}
        </label>
      ))}
      <input type="text" name="zip" aria-label="ZIP" defaultValue="" />
    </form>
  )
}

/** A live button that counts its presses. */
function Counter() {
  const [n, setN] = useState(0)
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Pressed {n}
    </button>
  )
}

beforeEach(() => FakeIntersectionObserver.install())
let roots: Root[] = []
afterEach(() => {
  for (const root of roots) act(() => root.unmount())
  roots = []
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** What a reader's hand does to server HTML with no script behind it: the browser changes the controls. */
function readerActs(root: HTMLElement) {
  ;(root.querySelector('input[value="Simmer"]') as HTMLInputElement).click()
  ;(root.querySelector('input[value="Rarely"]') as HTMLInputElement).click()
  ;(root.querySelector('input[name="zip"]') as HTMLInputElement).value = '10001'
}

describe('changedControls and adoptControls', () => {
  it('reads only what the reader changed, and makes it again on other controls through their events', () => {
    const server = document.createElement('div')
    server.innerHTML = renderToString(<StaticSteps />)
    document.body.append(server)
    expect(changedControls(server)).toEqual([])
    readerActs(server)
    const states = changedControls(server)
    expect(states.map((s) => s.name)).toEqual(['step', 'q1', 'zip'])

    const seen: string[] = []
    const live = render(<Steps onTick={(t) => seen.push(t.join(','))} />).container
    expect(adoptControls(live, states)).toBe(3)
    expect(screen.getByText('Simmer / Rarely / 10001')).toBeInTheDocument()
    // The component's own handler ran (what it saves and tracks).
    expect(seen).toEqual(['Simmer'])
    // Made again, nothing changes: the live controls are as the reader left them.
    expect(adoptControls(live, states)).toBe(0)
  })
})

describe('a lazy leaf keeps what the reader did before its code came', () => {
  it('ticks, choices and typing on the server HTML are made again on the leaf', async () => {
    const code = deferred<typeof Steps>()
    const Lazy = createLazyLeaf('steps', () => code.promise)
    const { container } = render(
      <Lazy leafProps={{}}>
        <StaticSteps />
      </Lazy>,
    )
    readerActs(container)
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => code.resolve(Steps))
    expect(container.querySelector('[data-lazy-leaf]')).toHaveAttribute('data-lazy-live', '')
    expect(screen.getByText('Simmer / Rarely / 10001')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Simmer' })).toBeChecked()
  })

  it('keeps a button pressed on the server HTML and presses it on the leaf', async () => {
    const code = deferred<typeof Counter>()
    const Lazy = createLazyLeaf('counter', () => code.promise)
    render(
      <Lazy leafProps={{}}>
        <button type="button">Pressed 0</button>
      </Lazy>,
    )
    await act(async () => FakeIntersectionObserver.showAll())
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }))
    await act(async () => code.resolve(Counter))
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument()
  })
})

describe('a deferred island keeps what the reader did before the page hydrated', () => {
  it('a tick and a typed ZIP on the server markup are there in the live component', async () => {
    const code = deferred<typeof Steps>()
    const Island = createDeferredIsland('steps', () => code.promise, { on: ['near'] })
    const container = document.createElement('div')
    container.innerHTML = `<span data-island="steps" data-island-state="waiting" style="display:contents">${renderToString(<Steps />)}</span>`
    document.body.append(container)
    // Before React runs: the browser changes the server's controls.
    readerActs(container)
    act(() => {
      roots.push(hydrateRoot(container, <Island />))
    })
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => code.resolve(Steps))
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-island-state', 'live')
    expect(screen.getByText('Simmer / Rarely / 10001')).toBeInTheDocument()
  })
})

describe('a lazy leaf keeps a press made before the page hydrated', () => {
  it('takes the press the inline script noted on its wrapper, and makes it on the leaf', async () => {
    const code = deferred<typeof Counter>()
    const Lazy = createLazyLeaf('early', () => code.promise)
    const page = (
      <Lazy leafProps={{}}>
        <button type="button">Pressed 0</button>
      </Lazy>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    // What the inline script does with a press before React runs (earlyClicks.ts).
    const wrapper = container.querySelector('[data-lazy-leaf]') as HTMLElement & { _wrPress?: Element }
    wrapper._wrPress = container.querySelector('button') as Element
    act(() => {
      roots.push(hydrateRoot(container, page))
    })
    expect(wrapper).toHaveAttribute('data-lazy-hydrated', '')
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => code.resolve(Counter))
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument()
  })
})
