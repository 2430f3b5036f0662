import { render } from '@testing-library/react'
import type { ImageView } from '@/content/image'
import { Picture } from './Picture'

const variants = [160, 240, 320, 480, 640, 800, 960, 1280].map((width) => ({
  width: width as 160,
  url: `/api/images/a.jpg?w=${width}&v=1&s=sig${width}`,
}))
const image: ImageView = {
  src: '/api/cms/media/file/a.jpg',
  alt: 'A walker at dawn',
  width: 1200,
  height: 800,
  variants,
}

describe('<Picture> (issue 31)', () => {
  it('asks for the ladder step above 2.1× the displayed width, one for phones and one for wider screens', () => {
    const { container } = render(<Picture image={image} display={{ mobile: 343, desktop: 300 }} />)
    const source = container.querySelector('picture > source')!
    expect(source.getAttribute('media')).toBe('(max-width: 590px)')
    expect(source.getAttribute('srcset')).toBe(variants[5]!.url) // 720.3 → 800
    const img = container.querySelector('picture > img')!
    expect(img.getAttribute('src')).toBe(variants[4]!.url) // 630 → 640
    expect(img).toHaveAttribute('alt', 'A walker at dawn')
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '800')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
  })

  it('never asks beyond what the image offers, and gives the first screen’s hero priority', () => {
    const { container } = render(
      <Picture image={image} display={{ mobile: 900, desktop: 900 }} priority alt="" />,
    )
    expect(container.querySelector('source')).toBeNull()
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe(variants[7]!.url)
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('alt', '')
  })

  it('keeps the address of an image that is not an upload of this site (a product’s own host)', () => {
    const external: ImageView = {
      src: 'https://images.brand.example/p/1.jpg',
      alt: 'The product',
      srcSet: 'x 1x',
    }
    const { container } = render(<Picture image={external} display={{ mobile: 343, desktop: 300 }} />)
    expect(container.querySelector('picture')).toBeNull()
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://images.brand.example/p/1.jpg')
    expect(container.querySelector('img')).toHaveAttribute('srcset', 'x 1x')
    // The host learns which picture, never which page.
    expect(container.querySelector('img')).toHaveAttribute('referrerpolicy', 'no-referrer')
    const own = render(<Picture image={image} display={{ mobile: 343, desktop: 300 }} />).container
    expect(own.querySelector('img')).not.toHaveAttribute('referrerpolicy')
  })

  it('lays out as its <img> when given no class (display: contents), as its class says otherwise', () => {
    const plain = render(<Picture image={image} display={{ mobile: 343, desktop: 300 }} />).container
    expect(plain.querySelector('picture')).toHaveClass('contents')
    const styled = render(<Picture image={image} display={{ mobile: 343, desktop: 300 }} className="frame" />)
    expect(styled.container.querySelector('picture')).toHaveClass('frame')
    expect(styled.container.querySelector('picture')).not.toHaveClass('contents')
  })

  it('art direction: the phone crop through the proxy under its breakpoint, the wide picture above it', () => {
    const crop: ImageView = {
      src: '/api/cms/media/file/b.jpg',
      alt: 'The same walker, close up',
      width: 800,
      height: 1000,
      variants: variants.slice(0, 6).map((v) => ({ ...v, url: v.url.replace('a.jpg', 'b.jpg') })),
    }
    const { container } = render(
      <Picture
        image={image}
        phoneImage={crop}
        phoneMaxWidth={767}
        display={{ mobile: 375, desktop: 1280 }}
      />,
    )
    const source = container.querySelector('picture > source')!
    expect(source.getAttribute('media')).toBe('(max-width: 767px)')
    expect(source.getAttribute('srcset')).toBe('/api/images/b.jpg?w=800&v=1&s=sig800') // 787.5 → 800
    expect([source.getAttribute('width'), source.getAttribute('height')]).toEqual(['800', '1000'])
    const img = container.querySelector('picture > img')!
    expect(img.getAttribute('src')).toBe(variants[7]!.url) // 2688 → the largest offered, 1280
    expect(img).toHaveAttribute('alt', 'A walker at dawn')
  })

  it('without variants, lets the browser choose from the files by the display widths', () => {
    const unsigned: ImageView = {
      src: '/media/a.jpg',
      alt: '',
      srcSet: '/media/a-640.jpg 640w, /media/a.jpg 1200w',
    }
    const { container } = render(<Picture image={unsigned} display={{ mobile: 90, desktop: 200 }} />)
    expect(container.querySelector('img')).toHaveAttribute('sizes', '(max-width: 590px) 90px, 200px')
  })
})
