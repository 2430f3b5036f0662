import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { showsToggle } from './collapse'
import { fakeLayout } from './fakeLayout'
import { type CollapseOptions, useCollapse } from './useCollapse'

/** A text with the kit's collapse, as a widget's leaf wires it (the state is shown for the test to read). */
function Collapsible(options: CollapseOptions) {
  const { state, clipRef, contentRef, buttonRef, toggle } = useCollapse(options)
  return (
    <section data-state={state}>
      <div id="text" ref={clipRef}>
        <div ref={contentRef}>
          <p>Every article is checked by a clinician.</p>
          <a href="/about/corrections">Ask for a correction</a>
        </div>
      </div>
      {showsToggle(state) ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={state === 'expanded'}
          aria-controls="text"
          onClick={toggle}
        >
          {state === 'expanded' ? 'Less' : 'More'}
        </button>
      ) : null}
    </section>
  )
}

const layout = fakeLayout()
const stateOf = () =>
  screen
    .getByText(/Every article/)
    .closest('section')!
    .getAttribute('data-state')

describe('useCollapse', () => {
  it('settles before the first paint: text taller than the threshold is collapsed behind the toggle', () => {
    layout.height = 300
    render(<Collapsible threshold={75} />)
    expect(stateOf()).toBe('collapsed')
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false')
  })

  it.each([75, 40])('shows %s px of text whole, with no toggle, under a 75 px threshold', (height) => {
    layout.height = height
    render(<Collapsible threshold={75} />)
    expect(stateOf()).toBe('short')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('expands and collapses on the toggle', async () => {
    const user = userEvent.setup()
    layout.height = 300
    render(<Collapsible threshold={75} />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    expect(stateOf()).toBe('expanded')
    await user.click(screen.getByRole('button', { name: 'Less' }))
    expect(stateOf()).toBe('collapsed')
  })

  it('measures again when the text resizes, keeping the reader’s choice', async () => {
    const user = userEvent.setup()
    layout.height = 60
    render(<Collapsible threshold={75} />)
    expect(screen.queryByRole('button')).toBeNull()

    layout.height = 300 // e.g. the phone turned to portrait
    act(() => layout.resize())
    await user.click(screen.getByRole('button', { name: 'More' }))
    layout.height = 320
    act(() => layout.resize())
    expect(stateOf()).toBe('expanded')

    layout.height = 70 // wider again: it all fits
    act(() => layout.resize())
    expect(stateOf()).toBe('short')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it.each([
    ['opens', 'hidden under the fold', 290, 'expanded'],
    ['stays collapsed', 'in the part shown', 160, 'collapsed'],
  ])('%s when keyboard focus lands on a link %s', (_verb, _where, bottom, state) => {
    layout.height = 300
    render(<Collapsible threshold={75} />)
    const link = screen.getByRole('link', { name: 'Ask for a correction' })
    const clip = document.getElementById('text')!
    vi.spyOn(clip, 'clientHeight', 'get').mockReturnValue(75)
    vi.spyOn(clip, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect)
    vi.spyOn(link, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect)
    act(() => link.focus())
    expect(stateOf()).toBe(state)
  })

  it.each([
    [true, [[{ block: 'nearest' }]]],
    [false, []],
  ])(
    'with keepToggleInView %s, brings the toggle back when "less" leaves it above the screen',
    async (keep, calls) => {
      const user = userEvent.setup()
      layout.height = 300
      render(<Collapsible threshold={75} keepToggleInView={keep} />)
      const button = screen.getByRole('button')
      const scrollIntoView = vi.fn()
      button.scrollIntoView = scrollIntoView
      await user.click(button) // expand
      vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: -120 } as DOMRect)
      await user.click(button) // collapse: the text above it shrank
      expect(scrollIntoView.mock.calls).toEqual(calls)
    },
  )

  it('leaves a toggle that is still on screen where it is', async () => {
    const user = userEvent.setup()
    layout.height = 300
    render(<Collapsible threshold={75} keepToggleInView />)
    const button = screen.getByRole('button')
    const scrollIntoView = vi.fn()
    button.scrollIntoView = scrollIntoView
    await user.click(button)
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: 40 } as DOMRect)
    await user.click(button)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
})
