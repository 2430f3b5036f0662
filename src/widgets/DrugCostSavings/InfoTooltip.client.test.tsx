import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TRACK_EVENT_TYPE, type TrackEvent } from '@/lib/tracking'
import { HelpfulControl } from './HelpfulControl.client'
import { InfoTooltip } from './InfoTooltip.client'

const renderTooltip = () =>
  render(
    <>
      <InfoTooltip id="t" label="How these prices work">
        Prices come from a discount card.
      </InfoTooltip>
      <button type="button">Elsewhere</button>
    </>,
  )

const trigger = () => screen.getByRole('button', { name: 'How these prices work' })
const tooltip = () => screen.getByRole('tooltip', { hidden: true })
const mouse = { pointerType: 'mouse' }
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

/** jsdom has no PointerEvent: a stand-in that carries `pointerType`, as browsers' do. */
class PointerEventStandIn extends MouseEvent {
  readonly pointerType: string
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerType = init.pointerType ?? ''
  }
}

describe('the info tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    Object.defineProperty(window, 'PointerEvent', {
      configurable: true,
      writable: true,
      value: PointerEventStandIn,
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(window, 'PointerEvent')
  })

  it('describes its button, open or not', () => {
    renderTooltip()
    expect(tooltip()).toHaveAttribute('id', 't-tooltip')
    expect(trigger()).toHaveAttribute('aria-describedby', 't-tooltip')
    expect(trigger()).toHaveAccessibleDescription('Prices come from a discount card.')
    expect(tooltip()).not.toBeVisible()
  })

  it('opens 700 ms after a mouse rests on the button, and closes 700 ms after it leaves', () => {
    renderTooltip()
    fireEvent.pointerEnter(trigger(), mouse)
    advance(699)
    expect(tooltip()).not.toBeVisible()
    advance(1)
    expect(tooltip()).toBeVisible()
    fireEvent.pointerLeave(trigger(), mouse)
    advance(699)
    expect(tooltip()).toBeVisible()
    advance(1)
    expect(tooltip()).not.toBeVisible()
  })

  it('does not open when the mouse passes over quickly', () => {
    renderTooltip()
    fireEvent.pointerEnter(trigger(), mouse)
    advance(300)
    fireEvent.pointerLeave(trigger(), mouse)
    advance(2000)
    expect(tooltip()).not.toBeVisible()
  })

  it('stays open while the mouse is on the tooltip, and closes 250 ms after it leaves the tooltip', () => {
    renderTooltip()
    fireEvent.pointerEnter(trigger(), mouse)
    advance(700)
    fireEvent.pointerLeave(trigger(), mouse)
    advance(200)
    fireEvent.pointerEnter(tooltip(), mouse)
    advance(2000)
    expect(tooltip()).toBeVisible()
    fireEvent.pointerLeave(tooltip(), mouse)
    advance(249)
    expect(tooltip()).toBeVisible()
    advance(1)
    expect(tooltip()).not.toBeVisible()
  })

  it('toggles at once on a tap, ignoring touch hover', () => {
    renderTooltip()
    fireEvent.pointerEnter(trigger(), { pointerType: 'touch' })
    fireEvent.pointerDown(trigger(), { pointerType: 'touch' })
    fireEvent.focus(trigger())
    expect(tooltip()).not.toBeVisible()
    fireEvent.click(trigger())
    expect(tooltip()).toBeVisible()
    fireEvent.pointerLeave(trigger(), { pointerType: 'touch' })
    advance(2000)
    expect(tooltip()).toBeVisible()
    fireEvent.click(trigger())
    expect(tooltip()).not.toBeVisible()
  })

  it('closes on a tap elsewhere', () => {
    renderTooltip()
    fireEvent.click(trigger())
    expect(tooltip()).toBeVisible()
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(tooltip()).not.toBeVisible()
  })

  it('opens on keyboard focus, closes on Escape (claiming it) and on blur', () => {
    renderTooltip()
    act(() => trigger().focus())
    expect(tooltip()).toBeVisible()
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    act(() => {
      document.dispatchEvent(escapeKey)
    })
    expect(escapeKey.defaultPrevented).toBe(true)
    expect(tooltip()).not.toBeVisible()
    fireEvent.click(trigger())
    expect(tooltip()).toBeVisible()
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus())
    expect(tooltip()).not.toBeVisible()
  })

  it('leaves Escape alone while closed', () => {
    renderTooltip()
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    document.dispatchEvent(escapeKey)
    expect(escapeKey.defaultPrevented).toBe(false)
  })
})

describe('the helpful control', () => {
  it('toggles between Helpful and Not Helpful, and a second click clears', async () => {
    const user = userEvent.setup()
    const events: TrackEvent[] = []
    const listener = (e: Event) => events.push((e as CustomEvent<TrackEvent>).detail)
    window.addEventListener(TRACK_EVENT_TYPE, listener)
    render(<HelpfulControl id="h" articlePath="/health/atorvastatin" />)
    const helpful = screen.getByRole('button', { name: 'Helpful' })
    const notHelpful = screen.getByRole('button', { name: 'Not Helpful' })
    expect(screen.getByRole('group', { name: 'Was this tool helpful?' })).toBeInTheDocument()
    expect(helpful).toHaveAttribute('aria-pressed', 'false')

    await user.click(helpful)
    expect(helpful).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.')
    await user.click(notHelpful)
    expect(helpful).toHaveAttribute('aria-pressed', 'false')
    expect(notHelpful).toHaveAttribute('aria-pressed', 'true')
    await user.click(notHelpful)
    expect(notHelpful).toHaveAttribute('aria-pressed', 'false')
    expect(helpful).toHaveAttribute('aria-pressed', 'false')
    window.removeEventListener(TRACK_EVENT_TYPE, listener)
    expect(events.map((e) => [e.name, e.choice, e.path])).toEqual([
      ['drugCostSavings.helpful', 'helpful', '/health/atorvastatin'],
      ['drugCostSavings.helpful', 'notHelpful', '/health/atorvastatin'],
      ['drugCostSavings.helpful', 'cleared', '/health/atorvastatin'],
    ])
  })
})
