import { render, screen } from '@testing-library/react'
import { cachedAffiliateHref, withCorrelationId } from '../lib/affiliate/links'
import { AffiliateLink } from './AffiliateLink'

describe('AffiliateLink', () => {
  it('opens the partner in a new tab, without opener or referrer, with its placement filled in', () => {
    render(
      <AffiliateLink
        href="https://shop.example.com/p?loc={location}&sub={subId}&rvo_prodid=77"
        placement={{ widget: 'productCard', position: 2 }}
        track={{ category: 'product card', brand: 'Calmleaf' }}
      >
        Shop now
      </AffiliateLink>,
    )
    const link = screen.getByRole('link', { name: 'Shop now' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.getAttribute('href')).toBe(
      'https://shop.example.com/p?loc=productCard-2&sub=wellread-productCard&rvo_prodid=77',
    )
    expect(link).toHaveAttribute('data-affiliate', 'flag')
    expect(JSON.parse(link.getAttribute('data-track-click') ?? '{}')).toMatchObject({
      category: 'product card',
      brand: 'Calmleaf',
      productId: '77',
      position: 2,
    })
  })

  it('marks sponsored and activation links sponsored nofollow', () => {
    render(
      <>
        <AffiliateLink
          href="https://a.example.com/x"
          placement={{ widget: 'w', position: 1 }}
          sponsored
          track={{ category: 'c' }}
        >
          Sponsored
        </AffiliateLink>
        <AffiliateLink
          href="https://go.activation.example.com/x"
          placement={{ widget: 'w', position: 2 }}
          track={{ category: 'c' }}
        >
          Activation
        </AffiliateLink>
      </>,
    )
    expect(screen.getByRole('link', { name: 'Sponsored' })).toHaveAttribute(
      'rel',
      'noopener noreferrer sponsored nofollow',
    )
    const activation = screen.getByRole('link', { name: 'Activation' })
    expect(activation).toHaveAttribute('rel', 'noopener noreferrer sponsored nofollow')
    expect(activation).toHaveAttribute('data-affiliate', 'activation')
  })

  it.each(['javascript:alert(1)', '', null, '/health/internal', 'mailto:a@b.example'])(
    'renders no link for %j',
    (href) => {
      render(
        <AffiliateLink href={href} placement={{ widget: 'w', position: 1 }} track={{ category: 'c' }}>
          Text
        </AffiliateLink>,
      )
      expect(screen.queryByRole('link')).toBeNull()
      expect(screen.getByText('Text')).toBeInTheDocument()
    },
  )
})

describe('cachedAffiliateHref and withCorrelationId', () => {
  it('keep the correlation placeholder for the browser, which fills it per view', () => {
    const { href } = cachedAffiliateHref('https://shop.example.com/p?cid={correlationId}', {
      location: 'productCard-1',
      subId: 's',
    })
    expect(href).toBe('https://shop.example.com/p?cid={correlationId}')
    expect(withCorrelationId(href, 'view-1')).toBe('https://shop.example.com/p?cid=view-1')
  })

  it('add the parameter when there is no placeholder, and ascsubtag for Amazon', () => {
    expect(withCorrelationId('https://www.amazon.com/dp/B0?tag=x', 'v2')).toBe(
      'https://www.amazon.com/dp/B0?tag=x&correlationId=v2&ascsubtag=v2',
    )
  })

  it('an invalid address is kept, with the problem reported', () => {
    expect(cachedAffiliateHref('https://', { location: 'l', subId: 's' })).toEqual({
      href: 'https://',
      problem: 'invalid affiliate URL kept as is: https://',
    })
    expect(withCorrelationId('not a url', 'v')).toBe('not a url')
  })
})
