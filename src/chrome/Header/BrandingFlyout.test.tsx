import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BrandingFlyout } from './BrandingFlyout.client'
import type { BrandingView } from './nav'

const branding: BrandingView = {
  title: 'Heart month',
  columnTitle: 'With our partner',
  text: ['Free blood pressure checks all month.'],
  linksTitle: 'Guides',
  links: [
    { title: 'Home blood pressure', href: '/health/bp', external: false },
    { title: 'Partner site', href: 'https://partner.example', external: true },
  ],
  partner: { label: 'In partnership with Example Heart Trust' },
}

describe('BrandingFlyout', () => {
  it('toggles its panel, opens partner links safely, and closes on Escape and outside clicks', async () => {
    const user = userEvent.setup()
    render(
      <>
        <BrandingFlyout branding={branding} />
        <p>Elsewhere</p>
      </>,
    )
    const button = screen.getByRole('button', { name: 'Heart month' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Free blood pressure checks all month.')).not.toBeVisible()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Free blood pressure checks all month.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Partner site' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('In partnership with Example Heart Trust')).toBeVisible()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    await user.click(button)
    await user.click(screen.getByText('Elsewhere'))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
