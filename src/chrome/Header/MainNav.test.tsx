import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MainNav } from './MainNav.client'
import { MobileMenu } from './MobileMenu.client'
import type { NavItemView } from './nav'

const items: NavItemView[] = [
  {
    id: 'nav-health-0',
    title: 'Health',
    href: '/health',
    panel: 'columns',
    columns: [
      {
        title: 'Conditions',
        links: [
          {
            label: 'Sleep',
            href: '/health/sleep',
            external: false,
            newTab: false,
            description: 'Sleep and blood pressure',
          },
          { label: 'CDC', href: 'https://www.cdc.gov', external: true, newTab: true },
        ],
      },
      {
        title: 'Heart',
        links: [{ label: 'Walking', href: '/fitness/walking', external: false, newTab: false }],
      },
    ],
  },
  {
    id: 'nav-nutrition-1',
    title: 'Nutrition',
    href: '/nutrition',
    panel: 'list',
    columns: [
      { links: [{ label: 'Mediterranean diet', href: '/nutrition/med', external: false, newTab: false }] },
    ],
  },
  { id: 'nav-about-2', title: 'About', href: '/about', panel: 'none', columns: [] },
]

const healthButton = () => screen.getByRole('button', { name: 'Health' })
const isLocked = () => document.documentElement.hasAttribute('data-scroll-lock')

describe('MainNav', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('renders a disclosure button per item with a panel, and a plain link otherwise', () => {
    render(<MainNav items={items} />)
    expect(healthButton()).toHaveAttribute('aria-expanded', 'false')
    expect(healthButton()).toHaveAttribute('aria-controls', 'nav-health-0-panel')
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    // Panels are in the HTML but hidden until opened.
    expect(screen.queryByRole('link', { name: /Sleep/ })).toBeNull()
  })

  it('opens 350 ms after the mouse arrives and closes 350 ms after it leaves', () => {
    vi.useFakeTimers()
    render(<MainNav items={items} />)
    const li = healthButton().closest('li')!
    fireEvent.pointerEnter(li, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(349))
    expect(healthButton()).toHaveAttribute('aria-expanded', 'false')
    act(() => vi.advanceTimersByTime(1))
    expect(healthButton()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: /Sleep/ })).toBeVisible()
    expect(isLocked()).toBe(true)
    fireEvent.pointerLeave(li, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(349))
    expect(healthButton()).toHaveAttribute('aria-expanded', 'true')
    act(() => vi.advanceTimersByTime(1))
    expect(healthButton()).toHaveAttribute('aria-expanded', 'false')
    expect(isLocked()).toBe(false)
  })

  it('opens on keyboard focus, closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup()
    render(<MainNav items={items} />)
    await user.tab()
    expect(healthButton()).toHaveFocus()
    expect(healthButton()).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: /Sleep/ })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(healthButton()).toHaveAttribute('aria-expanded', 'false')
    expect(healthButton()).toHaveFocus()
  })

  it('closes when focus tabs out of the item', async () => {
    const user = userEvent.setup()
    render(<MainNav items={items} />)
    await user.tab()
    await user.tab() // Sleep
    await user.tab() // CDC
    await user.tab() // Walking
    await user.tab() // All health
    await user.tab() // out, onto the Nutrition button
    expect(healthButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: 'Nutrition' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('Enter on a focused, open flyout closes it; Enter again opens it', async () => {
    const user = userEvent.setup()
    render(<MainNav items={items} />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(healthButton()).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Enter}')
    expect(healthButton()).toHaveAttribute('aria-expanded', 'true')
  })

  it('closes on scroll and on a click outside', async () => {
    const user = userEvent.setup()
    render(
      <>
        <MainNav items={items} />
        <p>Outside</p>
      </>,
    )
    await user.tab()
    expect(healthButton()).toHaveAttribute('aria-expanded', 'true')
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    expect(healthButton()).toHaveAttribute('aria-expanded', 'false')
    await user.click(healthButton())
    expect(healthButton()).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByText('Outside'))
    expect(healthButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('gives column panels 1100 px and plain lists 216 px, and opens external links safely', async () => {
    const user = userEvent.setup()
    render(<MainNav items={items} />)
    await user.click(healthButton())
    expect(document.getElementById('nav-health-0-panel')).toHaveStyle({ width: '1100px' })
    expect(screen.getByRole('link', { name: 'CDC' })).toHaveAttribute('rel', 'noopener noreferrer')
    await user.click(screen.getByRole('button', { name: 'Nutrition' }))
    expect(document.getElementById('nav-nutrition-1-panel')).toHaveStyle({ width: '216px' })
  })
})

describe('MobileMenu', () => {
  it('toggles the menu, expands an item, locks scrolling, and closes on Escape', async () => {
    const user = userEvent.setup()
    render(<MobileMenu items={items} />)
    const menu = screen.getByRole('button', { name: 'Menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await user.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    expect(isLocked()).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Health' }))
    expect(screen.getByRole('link', { name: 'Sleep' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'All health' })).toHaveAttribute('href', '/health')
    await user.keyboard('{Escape}')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveFocus()
    expect(isLocked()).toBe(false)
  })
})
