import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { TreatmentCardBlock } from '@/cms/payload-types'
import { parseCommerceCount, parseTrackFields } from '@/lib/trackingAttrs'
import { doc, link, p } from '@/seed/lexical'
import { commerceContext, testWidgetContext } from '@/widgets/context'
import { fakeLayout } from '../collapse/fakeLayout'
import { TreatmentCard } from './TreatmentCard'
import { TreatmentSummary } from './TreatmentCard.lazy.client'

// The widget's interactive parts are deferred islands (src/ui/deferredIsland.tsx): load their code first, as
// the reader's approach would, so that they render and hydrate here.
beforeAll(async () => {
  await TreatmentSummary.wake()
})

type Description = TreatmentCardBlock['treatmentDescription']

const context = testWidgetContext()

const block = (overrides: Partial<TreatmentCardBlock> = {}): TreatmentCardBlock => ({
  blockType: 'treatmentCard',
  id: 'tc1',
  name: 'Blood pressure medicines',
  treatmentDescription: doc(
    p('ACE inhibitors and ARBs relax blood vessels.'),
    p('Read ', link('/health/high-blood-pressure-and-sleep', 'how sleep affects blood pressure'), '.'),
  ) as unknown as Description,
  recommendedProducts: [
    {
      id: 'p1',
      name: 'Pulsewise Arm Monitor',
      brand: 'Pulsewise',
      imgUrl: 'https://img.example.com/bpm.png',
      cta: 'See monitor',
      productCtaUrl: 'https://shop.example.com/bpm?rvo_prodid=BPM1&loc={location}',
    },
    { id: 'p2', name: 'Dayset Pill Organizer', brand: 'Dayset', variantId: 'dayset-weekly' },
  ],
  specialistDescription: 'A cardiologist helps when blood pressure stays high.',
  specialistCtaText: 'Find a heart specialist',
  specialistCtaUrl: 'https://care.example.com/cardiology',
  ...overrides,
})

/** The description's height as the browser would measure it (jsdom has no layout). */
const layout = fakeLayout()

const summaryOf = () =>
  screen
    .getByText('ACE inhibitors and ARBs relax blood vessels.')
    .closest('[data-state], div[class="summary"]')!

describe('TreatmentCard: content', () => {
  it('shows the treatment as a heading with its description', () => {
    render(<TreatmentCard block={block()} context={context} />)
    const card = screen.getByRole('article', { name: 'Blood pressure medicines' })
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Blood pressure medicines' }),
    ).toBeInTheDocument()
    expect(within(card).getByText('ACE inhibitors and ARBs relax blood vessels.')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'how sleep affects blood pressure' })).toHaveAttribute(
      'href',
      '/health/high-blood-pressure-and-sleep',
    )
  })

  it('records a view of the card', () => {
    render(<TreatmentCard block={block()} context={context} ordinal={2} />)
    expect(parseTrackFields(screen.getByRole('article').getAttribute('data-track-view'))).toEqual({
      category: 'treatment card',
      name: 'Blood pressure medicines',
      position: 2,
    })
  })

  it('puts the whole description in the server HTML, unclipped by any state and with no toggle', () => {
    const html = renderToString(<TreatmentCard block={block()} context={context} />)
    expect(html).toContain('ACE inhibitors and ARBs relax blood vessels.')
    expect(html).toContain('how sleep affects blood pressure')
    expect(html).not.toContain('data-state')
    expect(html).not.toContain('Show more')
    // The accordions' content is in the HTML too (native <details>).
    expect(html).toContain('Pulsewise Arm Monitor')
    expect(html).toContain('A cardiologist helps when blood pressure stays high.')
  })

  it.each([
    ['no name', block({ name: '  ' })],
    ['a name that is not text', block({ name: 3 as unknown as string })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<TreatmentCard block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('still shows the card when the stored description is malformed or empty', () => {
    render(
      <TreatmentCard
        block={block({ treatmentDescription: { root: 'broken' } as unknown as Description })}
        context={context}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Blood pressure medicines' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('TreatmentCard: the description toggle (000 §4, §9)', () => {
  it('offers no toggle when the description is 172 px or less, and shows it all', () => {
    layout.height = 172
    render(<TreatmentCard block={block()} context={context} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(summaryOf()).toHaveAttribute('data-state', 'short')
  })

  it('collapses a description taller than 172 px behind "Show more", and expands it on click', async () => {
    const user = userEvent.setup()
    layout.height = 400
    render(<TreatmentCard block={block()} context={context} />)
    const button = screen.getByRole('button', { name: 'Show more' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    const region = document.getElementById(button.getAttribute('aria-controls')!)
    expect(region).toContainElement(screen.getByText('ACE inhibitors and ARBs relax blood vessels.'))
    expect(summaryOf()).toHaveAttribute('data-state', 'collapsed')

    await user.click(button)
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
    expect(summaryOf()).toHaveAttribute('data-state', 'expanded')

    await user.click(screen.getByRole('button', { name: 'Show less' }))
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('works from the keyboard', async () => {
    const user = userEvent.setup()
    layout.height = 400
    render(<TreatmentCard block={block()} context={context} />)
    await user.tab() // the link in the description comes first: it is visible in the collapsed part
    await user.tab()
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  })
})

describe('TreatmentCard: accordions (000 §4, §5)', () => {
  it('opens "Recommended products:" and "Find a specialist" independently', async () => {
    const user = userEvent.setup()
    render(<TreatmentCard block={block()} context={context} />)
    const products = screen.getByText('Recommended products:').closest('details')!
    const specialist = screen.getByText('Find a specialist').closest('details')!
    expect(products).not.toHaveAttribute('open')
    expect(specialist).not.toHaveAttribute('open')
    expect(screen.getByText('Pulsewise Arm Monitor')).not.toBeVisible()

    await user.click(screen.getByText('Recommended products:'))
    expect(products).toHaveAttribute('open')
    expect(specialist).not.toHaveAttribute('open')
    expect(screen.getByText('Pulsewise Arm Monitor')).toBeVisible()

    await user.click(screen.getByText('Find a specialist'))
    expect(products).toHaveAttribute('open')
    expect(specialist).toHaveAttribute('open')

    await user.click(screen.getByText('Recommended products:'))
    expect(products).not.toHaveAttribute('open')
    expect(specialist).toHaveAttribute('open')
  })

  it('records the opening, and a view per product (each product carries its own view)', () => {
    render(<TreatmentCard block={block()} context={context} />)
    const products = screen.getByText('Recommended products:').closest('details')!
    expect(parseTrackFields(products.getAttribute('data-track-open'))).toMatchObject({
      category: 'treatment card',
      location: 'Recommended products:',
    })
    const items = within(products).getAllByRole('listitem')
    expect(items.map((li) => parseTrackFields(li.getAttribute('data-track-view')))).toEqual([
      expect.objectContaining({
        category: 'treatment card product',
        name: 'Pulsewise Arm Monitor',
        position: 1,
      }),
      expect.objectContaining({
        category: 'treatment card product',
        name: 'Dayset Pill Organizer',
        position: 2,
      }),
    ])
    expect(items.map((li) => parseCommerceCount(li.getAttribute('data-commerce')))).toEqual([
      { productId: 'BPM1', position: 1 },
      { productId: 'dayset-weekly', position: 2 },
    ])
  })

  it('links a product out through an affiliate link, and shows no link when its link is empty', () => {
    render(<TreatmentCard block={block()} context={context} />)
    const [first, second] = within(
      screen.getByText('Recommended products:').closest('details')!,
    ).getAllByRole('listitem')
    const link = within(first!).getByRole('link', {
      name: 'See monitor — Pulsewise Arm Monitor (opens in a new tab)',
    })
    expect(link).toHaveAttribute('href', 'https://shop.example.com/bpm?rvo_prodid=BPM1&loc=treatmentCard-1')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(first!).getByRole('img', { name: 'Pulsewise Arm Monitor' })).toBeInTheDocument()
    expect(within(second!).queryByRole('link')).toBeNull()
    expect(within(second!).getByText('Dayset')).toBeInTheDocument()
  })

  it('shows the commission note only when a product links to a partner', () => {
    const partners = testWidgetContext({
      commerce: {
        ...commerceContext(
          { commerce: { affiliatePartners: [{ name: 'Example Shop', domain: 'shop.example.com' }] } },
          '/x',
        ),
      },
    })
    const { unmount } = render(<TreatmentCard block={block()} context={partners} />)
    expect(screen.getByText(/We may earn a commission if you buy through these links\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How we vet brands and products' })).toHaveAttribute(
      'href',
      partners.commerce.vettingPagePath,
    )
    unmount()
    render(<TreatmentCard block={block()} context={context} />)
    expect(screen.queryByText(/We may earn a commission/)).toBeNull()
  })

  it('links to a specialist outside through an affiliate link, with its text', () => {
    render(<TreatmentCard block={block()} context={context} />)
    const specialist = screen.getByText('Find a specialist').closest('details')!
    expect(
      within(specialist).getByText('A cardiologist helps when blood pressure stays high.'),
    ).toBeInTheDocument()
    const link = within(specialist).getByRole('link', {
      name: 'Find a heart specialist (opens in a new tab)',
    })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/care\.example\.com\/cardiology/)
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('links to a page on this site in the same tab', () => {
    render(<TreatmentCard block={block({ specialistCtaUrl: '/health/find-a-doctor' })} context={context} />)
    const link = screen.getByRole('link', { name: 'Find a heart specialist' })
    expect(link).toHaveAttribute('href', '/health/find-a-doctor')
    expect(link).not.toHaveAttribute('target')
  })

  it.each([
    ['no button text', { specialistCtaText: '' }],
    ['no link', { specialistCtaUrl: '' }],
    ['an unsafe link', { specialistCtaUrl: 'javascript:alert(1)' }],
  ])('has no "Find a specialist" with %s', (_label, overrides) => {
    render(<TreatmentCard block={block(overrides)} context={context} />)
    expect(screen.queryByText('Find a specialist')).toBeNull()
    expect(screen.getByText('Recommended products:')).toBeInTheDocument()
  })

  it('has no "Recommended products:" without a product', () => {
    render(<TreatmentCard block={block({ recommendedProducts: [{ name: ' ' }] })} context={context} />)
    expect(screen.queryByText('Recommended products:')).toBeNull()
    expect(screen.getByText('Find a specialist')).toBeInTheDocument()
  })
})
