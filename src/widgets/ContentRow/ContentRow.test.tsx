import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { ContentRowBlock, Media } from '@/cms/payload-types'
import { setImageSigner } from '@/content/imageSigner'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { bold, doc, p } from '@/seed/lexical'
import { commerceContext } from '@/widgets/context'
import type { WidgetContext } from '@/widgets/types'
import { ContentRow } from './ContentRow'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Walking basics',
  articlePath: '/fitness/walking',
  authors: [],
  siteHost: 'wellread.example',
}

const picture: Media = {
  id: 1,
  alt: 'A person walking at sunrise',
  url: '/media/walk.webp',
  width: 1200,
  height: 800,
  sizes: { card: { url: '/media/walk-600.webp', width: 600, height: 400 } },
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

function block(fields: Partial<ContentRowBlock> = {}): ContentRowBlock {
  return {
    blockType: 'contentRow',
    layout: 'split',
    pictureSide: 'left',
    picture,
    heading: 'Start small',
    text: doc(p('Ten minutes ', bold('counts'), '.')) as ContentRowBlock['text'],
    ...fields,
  }
}

const row = (container: HTMLElement) => container.querySelector('section')!

describe('ContentRow', () => {
  it('shows the picture, the heading and the text', () => {
    render(<ContentRow block={block()} context={context} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Start small' })).toBeInTheDocument()
    expect(screen.getByText('counts').tagName).toBe('STRONG')
    const img = screen.getByRole('img', { name: 'A person walking at sunrise' })
    expect(img).toHaveAttribute('src', '/media/walk.webp')
    expect(img).toHaveAttribute('srcset', '/media/walk-600.webp 600w, /media/walk.webp 1200w')
    // No signer in this process: the files themselves, chosen by the displayed widths.
    expect(img).toHaveAttribute('sizes', '(max-width: 590px) 343px, 348px')
    // Its size is known before it loads: nothing moves.
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '800')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it.each([
    ['left', 'left'],
    ['right', 'right'],
  ] as const)('a split row puts the picture on the %s', (side, expected) => {
    const { container } = render(<ContentRow block={block({ pictureSide: side })} context={context} />)
    expect(row(container)).toHaveAttribute('data-layout', 'split')
    expect(row(container)).toHaveAttribute('data-side', expected)
    expect(row(container)).not.toHaveAttribute('data-bleed')
  })

  it.each(['above', 'behind'] as const)(
    'a full-width band with the picture %s asks for the wide slot',
    (placement) => {
      const { container } = render(
        <ContentRow block={block({ layout: 'full', picturePlacement: placement })} context={context} />,
      )
      expect(row(container)).toHaveAttribute('data-layout', 'full')
      expect(row(container)).toHaveAttribute('data-placement', placement)
      expect(row(container)).toHaveAttribute('data-bleed', 'wide')
      expect(screen.getByRole('img')).toHaveAttribute('sizes', '(max-width: 590px) 375px, 1190px')
    },
  )

  describe('through the image proxy (issue 31)', () => {
    beforeEach(() => setImageSigner((v) => `/api/images/${v.file}?w=${v.width}&v=${v.version}&s=sig`))
    afterEach(() => setImageSigner(null))

    it('asks for the ladder step above 2.1× the picture’s width: on phones and beside the text', () => {
      const upload = { ...picture, filename: 'walk.webp', mimeType: 'image/webp' }
      const { container } = render(<ContentRow block={block({ picture: upload })} context={context} />)
      const img = screen.getByRole('img', { name: 'A person walking at sunrise' })
      // 348 px beside the text from 768 px: 731 → 800; 343 px on the reference phone: 721 → 800 (one file).
      expect(img.getAttribute('src')).toMatch(/^\/api\/images\/walk\.webp\?w=800&/)
      expect(img).not.toHaveAttribute('srcset')
      expect(container.querySelector('source')).toBeNull()
    })

    it('a full-width band: 1280 px on wider screens (1190 × 2.1 → 2560, the picture’s own 1280 at most), 800 on phones', () => {
      const upload = { ...picture, filename: 'walk.webp', mimeType: 'image/webp' }
      const { container } = render(
        <ContentRow block={block({ layout: 'full', picture: upload })} context={context} />,
      )
      expect(screen.getByRole('img').getAttribute('src')).toMatch(/\?w=1280&/)
      const source = container.querySelector('picture > source')!
      expect(source.getAttribute('media')).toBe('(max-width: 590px)')
      expect(source.getAttribute('srcset')).toMatch(/\?w=800&/)
    })
  })

  it('adds its link, marked for click tracking', () => {
    render(
      <ContentRow
        block={block({ linkText: 'Read the walking guide', linkUrl: '/fitness/walking-for-heart-health' })}
        context={context}
        ordinal={2}
      />,
    )
    const link = screen.getByRole('link', { name: 'Read the walking guide' })
    expect(link).toHaveAttribute('href', '/fitness/walking-for-heart-health')
    expect(parseTrackFields(link.getAttribute('data-track-click'))).toEqual({
      category: 'content row',
      name: 'Start small',
      text: 'Read the walking guide',
      linkUrl: '/fitness/walking-for-heart-health',
      position: 2,
    })
  })

  it('opens another site in a new tab, and says so', () => {
    render(
      <ContentRow
        block={block({ linkText: 'CDC advice', linkUrl: 'https://www.cdc.gov/' })}
        context={context}
      />,
    )
    expect(screen.getByRole('link', { name: 'CDC advice (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    )
  })

  it('shows no link when only half of it is filled in', () => {
    render(<ContentRow block={block({ linkText: 'Read more' })} context={context} />)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('without a usable picture shows the heading and text alone', () => {
    const { container } = render(<ContentRow block={block({ picture: 7 })} context={context} />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(row(container)).toHaveAttribute('data-picture', 'false')
    expect(screen.getByRole('heading', { name: 'Start small' })).toBeInTheDocument()
  })

  it.each([
    ['no heading and no text', block({ heading: ' ', text: null })],
    ['only a picture', block({ heading: '', text: doc(p('  ')) as ContentRowBlock['text'] })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<ContentRow block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('is static: no client code in its server HTML', () => {
    const html = renderToString(<ContentRow block={block({ layout: 'full' })} context={context} />)
    expect(html).toContain('Start small')
    expect(html).not.toContain('data-lazy-leaf')
  })
})
