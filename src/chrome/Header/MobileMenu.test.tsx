import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HEADER_EVENTS } from '@/ui/openRequests'
import { MobileMenu } from './MobileMenu.client'

describe('the phone menu', () => {
  it('ends with Subscribe: it closes the menu and opens the newsletter dialog (focus returns to the menu button)', async () => {
    const user = userEvent.setup()
    const opened: CustomEvent[] = []
    const listen = (e: Event) => opened.push(e as CustomEvent)
    window.addEventListener(HEADER_EVENTS.subscribe, listen)
    try {
      render(<MobileMenu items={[]} />)
      const menu = screen.getByRole('button', { name: 'Menu' })
      await user.click(menu)
      await user.click(screen.getByRole('button', { name: 'Subscribe to our newsletter' }))
      expect(opened).toHaveLength(1)
      expect(opened[0]?.detail).toEqual({ placement: 'headerNewsletter', opener: menu })
      expect(menu).toHaveAttribute('aria-expanded', 'false')
    } finally {
      window.removeEventListener(HEADER_EVENTS.subscribe, listen)
    }
  })
})
