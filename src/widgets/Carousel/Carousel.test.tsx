import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CarouselBlock } from '@/cms/payload-types'
import { commerceContext } from '@/widgets/context'
import { sampleRefs, withIds } from '@/widgets/fixtures'
import type { WidgetContext } from '@/widgets/types'
import { Carousel } from './Carousel'
import { carouselFixtures } from './Carousel.fixtures'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Widget gallery',
  articlePath: '/health/widget-gallery',
  authors: [],
  siteHost: 'wellread.example',
}

const examples = carouselFixtures.examples(sampleRefs)
const example = (title: string) => {
  const found = examples.find((e) => e.title === title)
  if (!found) throw new Error(`no example "${title}"`)
  return withIds(found.blocks, 'carousel')[0] as CarouselBlock
}

/** The server HTML, parsed as a reader's browser would before any JavaScript runs. */
function serverHtml(block: CarouselBlock, ordinal = 1) {
  const html = renderToString(<Carousel block={block} context={context} ordinal={ordinal} />)
  const doc = new DOMParser().parseFromString(`<main>${html}</main>`, 'text/html')
  return { html, doc, main: doc.querySelector('main')! }
}

describe('the server HTML (readers without JavaScript, crawlers, the space held before the leaf loads)', () => {
  it('is a named carousel region of slides "N of M", all in a focusable row', () => {
    const { doc } = serverHtml(example('Question cards that flip'))
    const region = doc.querySelector('section[aria-roledescription="carousel"]')!
    expect(region.getAttribute('role')).toBe('region')
    const heading = doc.getElementById(region.getAttribute('aria-labelledby')!)
    expect(heading?.tagName).toBe('H2')
    expect(heading?.textContent).toBe('Myths about heart health')
    const slides = [...doc.querySelectorAll('[aria-roledescription="slide"]')]
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ])
    const track = doc.querySelector('[role="group"][aria-label="Cards"]')!
    expect(track.getAttribute('tabindex')).toBe('0')
    expect(track.children).toHaveLength(5)
  })

  it('has every question with its answer and explanation, none of them inert', () => {
    const { main } = serverHtml(example('Question cards that flip'))
    const text = main.textContent ?? ''
    expect(text).toContain('If my blood pressure were high, I would feel it.')
    expect(text).toContain('Usually a myth.')
    expect(text).toContain('Cardiac rehabilitation programs plan it safely')
    expect(main.querySelectorAll('[inert]')).toHaveLength(0)
    expect([...main.querySelectorAll('h3')].map((h) => h.textContent)).toHaveLength(5)
  })

  it('puts a flip button on each card, not yet pressed, controlling its back', () => {
    const { doc } = serverHtml(example('Question cards that flip'))
    const buttons = [...doc.querySelectorAll('button')]
    expect(buttons.map((b) => b.textContent)).toEqual(Array(5).fill('Show answer'))
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false')
      const back = doc.getElementById(button.getAttribute('aria-controls')!)
      expect(back?.textContent).toMatch(/^(Myth|Fact|Usually a myth)\./)
    }
  })

  it('has no arrows or dots (they need JavaScript), only their reserved row', () => {
    const { doc } = serverHtml(example('Question cards that flip'))
    expect(doc.querySelector('button[aria-label^="Go to page"]')).toBeNull()
    expect(doc.querySelector('button[aria-label="Next page"]')).toBeNull()
    expect(doc.querySelector('.controls')?.children).toHaveLength(0)
  })

  it('writes the layout for each breakpoint: five cards are a carousel everywhere', () => {
    const { doc } = serverHtml(example('Question cards that flip'))
    const frame = doc.querySelector('.frame')!
    expect([
      frame.getAttribute('data-mobile'),
      frame.getAttribute('data-tablet'),
      frame.getAttribute('data-desktop'),
    ]).toEqual(['carousel', 'carousel', 'carousel'])
  })

  it('is waiting for its leaf, marked for the lazy loader', () => {
    const { doc } = serverHtml(example('Question cards that flip'))
    expect(doc.querySelector('[data-lazy-leaf="carousel"]')?.getAttribute('data-lazy-state')).toBe('waiting')
  })

  it('tracks the view with the category "carousel" and the block’s position', () => {
    const { doc } = serverHtml(example('Reasons to trust us'), 2)
    const region = doc.querySelector('section')!
    expect(JSON.parse(region.getAttribute('data-track-view')!)).toEqual({
      category: 'carousel',
      formatType: 'valueProps',
      position: 2,
    })
  })
})

describe('the daily dose', () => {
  it('shows the phone picture, and the wide one from tablet width up, with their sizes', () => {
    const { doc } = serverHtml(example('Daily dose'))
    const source = doc.querySelector('picture source')!
    expect(source.getAttribute('media')).toBe('(max-width: 689px)')
    expect(source.getAttribute('srcset')).toContain('/sample/pictures/dose-mobile.webp')
    expect([source.getAttribute('width'), source.getAttribute('height')]).toEqual(['600', '800'])
    const img = doc.querySelector('picture img')!
    expect(img.getAttribute('src')).toBe('/sample/pictures/dose-desktop.webp')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '600'])
    expect(img.getAttribute('alt')).toMatch(/daily routine/)
  })

  it('lists the lessons on the back under its title, behind a "Show lessons" button', () => {
    const { doc } = serverHtml(example('Daily dose'))
    expect(doc.querySelector('h3')?.textContent).toBe('Morning movement')
    expect([...doc.querySelectorAll('ol li')].map((li) => li.textContent)).toHaveLength(3)
    expect(doc.querySelector('button')?.textContent).toBe('Show lessons')
  })

  it('shows at most 3 lessons even when more were stored', () => {
    const block = example('Daily dose')
    const card = block.dailyDoseCards![0]!
    const lessons = ['a', 'b', 'c', 'd', 'e'].map((text) => ({ text: `Lesson ${text}` }))
    const { doc } = serverHtml({ ...block, dailyDoseCards: [{ ...card, back: { ...card.back, lessons } }] })
    expect([...doc.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual([
      'Lesson a',
      'Lesson b',
      'Lesson c',
    ])
  })

  it('is a single card in a row at every width', () => {
    const { doc } = serverHtml(example('Daily dose'))
    const frame = doc.querySelector('.frame')!
    expect([
      frame.getAttribute('data-mobile'),
      frame.getAttribute('data-tablet'),
      frame.getAttribute('data-desktop'),
    ]).toEqual(['row', 'row', 'row'])
  })
})

describe('value props and the image gallery', () => {
  it('shows each reason with its picture and alt text; three sit in a row on wide screens', () => {
    const { doc } = serverHtml(example('Reasons to trust us'))
    expect([...doc.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Reviewed by medical experts',
      'Written in plain language',
      'Independent from advertisers',
    ])
    expect([...doc.querySelectorAll('img')].map((i) => i.getAttribute('alt'))).toEqual([
      expect.stringMatching(/clipboard/),
      expect.stringMatching(/book/),
      expect.stringMatching(/balance scale/),
    ])
    expect(doc.querySelector('.frame')?.getAttribute('data-desktop')).toBe('row')
    expect(doc.querySelector('button')).toBeNull()
  })

  it('shows each picture once (the duplicate is dropped) as a 2 × 2 grid on wide screens', () => {
    const { doc } = serverHtml(example('Image gallery'))
    const sources = [...doc.querySelectorAll('img')].map((i) => i.getAttribute('src'))
    expect(sources).toEqual([
      '/sample/pictures/gallery-morning-walk.webp',
      '/sample/pictures/gallery-stretching.webp',
      '/sample/pictures/gallery-water-bottle.webp',
      '/sample/pictures/gallery-vegetables.webp',
    ])
    expect(doc.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label')).toBe('1 of 4')
    const frame = doc.querySelector('.frame')!
    expect([
      frame.getAttribute('data-mobile'),
      frame.getAttribute('data-tablet'),
      frame.getAttribute('data-desktop'),
    ]).toEqual(['carousel', 'carousel', 'grid'])
    expect(doc.querySelector('p')?.textContent).toBe(
      'Four everyday habits that add up to better health over time.',
    )
  })

  it('reserves each picture’s space (width and height) and loads it lazily', () => {
    const { doc } = serverHtml(example('Image gallery'))
    for (const img of doc.querySelectorAll('img')) {
      expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
        '1200',
        '800',
        'lazy',
      ])
    }
  })
})

describe('without a heading, and with malformed content', () => {
  it('names the region by its kind', () => {
    const { doc } = serverHtml({ ...example('Image gallery'), header: null })
    expect(doc.querySelector('section')?.getAttribute('aria-label')).toBe('Image gallery')
    expect(doc.querySelector('h2')).toBeNull()
  })

  it.each([
    ['no cards', { blockType: 'carousel', kind: 'questions', questionCards: [] }],
    [
      'cards of another kind only',
      { blockType: 'carousel', kind: 'images', questionCards: [{ title: 'Q' }] },
    ],
    ['an unknown kind', { blockType: 'carousel', kind: 'reel' }],
    ['pictures that were deleted', { blockType: 'carousel', kind: 'images', images: [{ image: 12 }] }],
  ])('renders nothing with %s', (_label, block) => {
    expect(renderToString(<Carousel block={block as CarouselBlock} context={context} />)).toBe('')
  })
})
