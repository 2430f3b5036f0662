import { render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import type { DriverView } from '@/services/drivers/shared'
import { sampleNewsletterDriver } from '../newsletter/NewsletterSignup.samples'
import { DriverBanner, DriverCard } from './DriverCard'

const base: DriverView = {
  ...sampleNewsletterDriver,
  _uuid: 'drv-card',
  driverType: 'download',
  style: 'card',
  campaignName: 'sleep-guide',
  headline: 'A two-week sleep reset you can start tonight',
  whisper: 'Free guide',
  bodyCopy: 'A printable plan.\n\nA steady wake time and a wind-down routine.',
  image: { src: '/media/sleep.webp', alt: 'A bedside lamp', width: 600, height: 600 },
  callToAction: 'Get the guide',
  callToActionURL: 'https://partner.example/guide?loc={location}',
  secondaryCtaText: 'Learn more',
  secondaryCtaUrl: '/sleep/naps',
  newsletterLists: [],
  lists: [],
}

const site = { placement: 'articlePlacement', siteHost: 'wellread.example' }

async function seriousViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)
}

describe('DriverCard', () => {
  it('shows the picture, small line, headline, text, button and second link, labelled by its headline', async () => {
    const { container } = render(<DriverCard driver={base} {...site} />)
    const region = screen.getByRole('region', { name: base.headline })
    expect(region).toHaveAttribute('data-driver-type', 'download')
    expect(within(region).getByText('Free guide')).toBeInTheDocument()
    expect(
      within(region).getByText('A printable plan. A steady wake time and a wind-down routine.'),
    ).toBeInTheDocument()
    expect(within(region).getByRole('img', { name: 'A bedside lamp' })).toHaveAttribute('loading', 'lazy')
    expect(await seriousViolations(container)).toEqual([])
  })

  it('links out in a new tab as a sponsored link, with its placement filled and a hint; the site’s own pages in the tab', () => {
    render(<DriverCard driver={base} {...site} />)
    const out = screen.getByRole('link', { name: 'Get the guide (opens in a new tab)' })
    expect(out).toHaveAttribute('href', 'https://partner.example/guide?loc=articlePlacement')
    expect(out).toHaveAttribute('target', '_blank')
    expect(out).toHaveAttribute('rel', 'noopener noreferrer sponsored nofollow')
    expect(out).toHaveAttribute('data-affiliate', 'flag')
    expect(out).toHaveAttribute('data-driver-action', 'primary')
    const own = screen.getByRole('link', { name: 'Learn more' })
    expect(own).toHaveAttribute('href', '/sleep/naps')
    expect(own).not.toHaveAttribute('target')
    expect(own).not.toHaveAttribute('rel')
    expect(own).toHaveAttribute('data-driver-action', 'secondary')
  })

  it('a site address with the full host stays in the tab', () => {
    render(
      <DriverCard driver={{ ...base, callToActionURL: 'https://www.wellread.example/quiz' }} {...site} />,
    )
    expect(screen.getByRole('link', { name: 'Get the guide' })).not.toHaveAttribute('target')
  })

  it.each([
    ['download', 'Download'],
    ['quiz', 'Take the quiz'],
    ['video', 'Watch the video'],
    ['coupon', 'Get the coupon'],
    ['calculator', 'Use the calculator'],
  ] as const)('a %s card without button words says "%s"', (driverType, words) => {
    render(<DriverCard driver={{ ...base, driverType, callToAction: null }} {...site} />)
    expect(screen.getByRole('link', { name: `${words} (opens in a new tab)` })).toBeInTheDocument()
  })

  it('a video card marks its picture with a play sign, hidden from screen readers', () => {
    const { container } = render(<DriverCard driver={{ ...base, driverType: 'video' }} {...site} />)
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
  })

  it('a picture whose text repeats the headline is decorative', () => {
    const { container } = render(
      <DriverCard driver={{ ...base, image: { ...base.image!, alt: base.headline } }} {...site} />,
    )
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('shows "Sponsored by" the brand, linked to the sponsor’s page, with the partner logo', async () => {
    const { container } = render(
      <DriverCard
        driver={{
          ...base,
          brand: 'Acme Health',
          sponsorUrl: 'https://acme.example/about',
          vendorLogo: { src: '/media/acme.png', alt: 'Acme Health logo', width: 120, height: 40 },
        }}
        {...site}
      />,
    )
    expect(screen.getByText(/Sponsored by/).textContent).toBe('Sponsored by Acme Health (opens in a new tab)')
    const sponsor = screen.getByRole('link', { name: 'Acme Health (opens in a new tab)' })
    expect(sponsor).toHaveAttribute('rel', 'noopener noreferrer sponsored nofollow')
    expect(sponsor).toHaveAttribute('data-driver-action', 'sponsor')
    expect(container.querySelector('img[src="/media/acme.png"]')).toHaveAttribute('alt', '')
    expect(await seriousViolations(container)).toEqual([])
  })

  it('without a brand there is no sponsor line', () => {
    render(<DriverCard driver={base} {...site} />)
    expect(screen.queryByText(/Sponsored/)).toBeNull()
  })

  it('rates apps, downloads, calculators and coupons: stars for the eye, words for screen readers', () => {
    const { rerender } = render(<DriverCard driver={{ ...base, rating: 4.6 }} {...site} />)
    expect(screen.getByText('Rated 4.6 out of 5')).toHaveClass('visually-hidden')
    rerender(<DriverCard driver={{ ...base, driverType: 'quiz', rating: 4.6 }} {...site} />)
    expect(screen.queryByText('Rated 4.6 out of 5')).toBeNull()
  })

  it('an app shows App Store and Google Play buttons', async () => {
    const { container } = render(
      <DriverCard
        driver={{
          ...base,
          driverType: 'appDownload',
          rating: 4.8,
          appleHref: 'https://apps.apple.com/app/id1',
          googleHref: 'https://play.google.com/store/apps/details?id=x',
        }}
        {...site}
      />,
    )
    const apple = screen.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })
    expect(apple).toHaveAttribute('href', 'https://apps.apple.com/app/id1')
    expect(apple).toHaveAttribute('data-driver-action', 'appStore')
    expect(screen.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute(
      'data-driver-action',
      'googlePlay',
    )
    expect(screen.queryByRole('link', { name: /Get the guide/ })).toBeNull()
    expect(await seriousViolations(container)).toEqual([])
  })

  it('an app without store links keeps its button', () => {
    render(<DriverCard driver={{ ...base, driverType: 'appDownload', callToAction: null }} {...site} />)
    expect(screen.getByRole('link', { name: 'Get the app (opens in a new tab)' })).toBeInTheDocument()
  })

  it('takes the editor’s button colour with text that reads on it', () => {
    const { rerender } = render(
      <DriverCard driver={{ ...base, callToActionHexColor: '#0b6e5e' }} {...site} />,
    )
    const button = () => screen.getByRole('link', { name: /Get the guide/ })
    expect(button().style.getPropertyValue('--driver-cta-bg')).toBe('#0b6e5e')
    expect(button().style.getPropertyValue('--driver-cta-ink')).toBe('#ffffff')
    rerender(<DriverCard driver={{ ...base, callToActionHexColor: '#ffd84d' }} {...site} />)
    expect(button().style.getPropertyValue('--driver-cta-ink')).toBe('#1b2330')
    rerender(<DriverCard driver={{ ...base, callToActionHexColor: '#7f7f7f' }} {...site} />)
    expect(button().style.getPropertyValue('--driver-cta-bg')).toBe('')
  })

  it('colours the small line only when it reads on white', () => {
    const { rerender } = render(<DriverCard driver={{ ...base, whisperColor: '#0b6e5e' }} {...site} />)
    expect(screen.getByText('Free guide').style.color).toBe('rgb(11, 110, 94)')
    rerender(<DriverCard driver={{ ...base, whisperColor: '#ffd84d' }} {...site} />)
    expect(screen.getByText('Free guide').style.color).toBe('')
  })

  it('a link that is not a web address, a site path or tel: is left out', () => {
    render(
      <DriverCard
        driver={{ ...base, callToActionURL: 'javascript:alert(1)', secondaryCtaUrl: null }}
        {...site}
      />,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('DriverBanner', () => {
  it('a strip: small line, headline and button', async () => {
    const banner: DriverView = {
      ...base,
      driverType: 'banner',
      style: 'banner',
      whisper: '30-day challenge',
      headline: 'Add 1,000 steps a day for a month',
      callToAction: 'See the plan',
      callToActionURL: '/fitness/walking-for-heart-health',
      secondaryCtaText: null,
      secondaryCtaUrl: null,
    }
    const { container } = render(<DriverBanner driver={banner} {...site} />)
    const region = screen.getByRole('region', { name: banner.headline })
    expect(within(region).getByText('30-day challenge')).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'See the plan' })).toHaveAttribute(
      'href',
      '/fitness/walking-for-heart-health',
    )
    expect(container.querySelector('img')).toBeNull()
    expect(await seriousViolations(container)).toEqual([])
  })

  it('a phone driver: its line and a button that calls', async () => {
    const phone: DriverView = {
      ...base,
      driverType: 'phone',
      style: 'banner',
      whisper: null,
      headline: 'Questions about your prescription?',
      buttonTeaser: 'Talk to a pharmacist, free',
      buttonPhoneNumber: '800-555-0134',
      callToAction: null,
      callToActionURL: null,
      secondaryCtaText: null,
      secondaryCtaUrl: null,
    }
    const { container } = render(<DriverBanner driver={phone} {...site} />)
    expect(screen.getByText('Talk to a pharmacist, free')).toBeInTheDocument()
    const call = screen.getByRole('link', { name: 'Call 800-555-0134' })
    expect(call).toHaveAttribute('href', 'tel:+18005550134')
    expect(call).not.toHaveAttribute('target')
    expect(call).toHaveAttribute('data-driver-action', 'phone')
    expect(await seriousViolations(container)).toEqual([])
  })

  it('a phone driver with a number that cannot be called shows no button', () => {
    render(
      <DriverBanner
        driver={{
          ...base,
          driverType: 'phone',
          buttonPhoneNumber: '555',
          buttonTeaser: null,
          secondaryCtaUrl: null,
        }}
        {...site}
      />,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})
