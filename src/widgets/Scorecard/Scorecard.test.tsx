import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { ScorecardBlock } from '@/cms/payload-types'
import { commerceContext, testWidgetContext } from '@/widgets/context'
import { sampleRefs } from '@/widgets/fixtures'
import { Scorecard } from './Scorecard'

const context = testWidgetContext()
const trackOf = (el: Element, kind: 'view' | 'click' | 'open') =>
  JSON.parse(el.getAttribute(`data-track-${kind}`) ?? 'null')

function block(overrides: Partial<ScorecardBlock> = {}): ScorecardBlock {
  return {
    blockType: 'scorecard',
    id: 'sc1',
    product: sampleRefs.product('bloodPressureMonitor'),
    ...overrides,
  }
}

describe('Scorecard', () => {
  it('shows the product’s name, brand, headline score out of 5 and its word', () => {
    render(<Scorecard block={block()} context={context} ordinal={2} />)
    const card = screen.getByRole('article', { name: 'Pulsewise Arm Blood Pressure Monitor' })
    expect(
      screen.getByRole('heading', { level: 3, name: 'Pulsewise Arm Blood Pressure Monitor' }),
    ).toBeInTheDocument()
    expect(within(card).getByText('Pulsewise')).toBeInTheDocument()
    expect(within(card).getByText('GREAT').parentElement).toHaveTextContent(/^4\.7 out of 5\s*GREAT$/)
    expect(trackOf(card, 'view')).toMatchObject({
      category: 'scorecard',
      name: 'Pulsewise Arm Blood Pressure Monitor',
      brand: 'Pulsewise',
      productId: 'WR-1001',
      variant: 'seed-pulsewise-arm-bpm',
      position: 2,
    })
  })

  it('counts the picked product’s impressions and clicks first-party', () => {
    render(<Scorecard block={block()} context={context} ordinal={3} />)
    const id = (sampleRefs.product('bloodPressureMonitor') as { id: number }).id
    expect(screen.getByRole('article')).toHaveAttribute('data-commerce', `${id}:3`)
  })

  it('draws a bar score / 5 wide for each criterion but Overall, read as a score out of 5', () => {
    render(<Scorecard block={block()} context={context} />)
    const list = screen.getByRole('list', { name: 'Score breakdown' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((i) => i.textContent)).toEqual([
      'Ease of use4.8 out of 5',
      'Comfort4.4 out of 5',
      'Value4.7 out of 5',
    ])
    const fill = items[0]!.querySelector('[aria-hidden="true"] > span') as HTMLElement
    expect(fill.style.width).toBe('96%')
  })

  it('opens and closes the pros and cons, tracked as a scorecard open', async () => {
    const user = userEvent.setup()
    render(<Scorecard block={block()} context={context} />)
    const summary = screen.getByText('Pros & cons')
    const details = summary.closest('details')!
    expect(details).not.toHaveAttribute('open')
    expect(trackOf(details, 'open')).toMatchObject({ category: 'scorecard', text: 'Pros & cons' })
    expect(screen.getByRole('list', { name: 'Pros', hidden: true })).not.toBeVisible()

    await user.click(summary)
    expect(details).toHaveAttribute('open')
    const pros = screen.getByRole('list', { name: 'Pros' })
    expect(within(pros).getByText('Large, easy-to-read display')).toBeVisible()
    expect(within(screen.getByRole('list', { name: 'Cons' })).getByText('No app syncing')).toBeVisible()

    await user.click(summary)
    expect(details).not.toHaveAttribute('open')
  })

  it('links the button to the shop as an affiliate link tracked as the scorecard', () => {
    render(<Scorecard block={block()} context={context} ordinal={2} />)
    const cta = screen.getByRole('link', { name: 'SHOP NOW (opens Pulsewise in a new tab)' })
    expect(cta).toHaveAttribute('target', '_blank')
    expect(cta.getAttribute('href')).toBe('https://shop.example.com/pulsewise/arm-blood-pressure-monitor')
    expect(trackOf(cta, 'click')).toMatchObject({ category: 'scorecard', text: 'SHOP NOW', position: 2 })
  })

  it('shows the discount, the code and amount highlighted', () => {
    render(<Scorecard block={block({ discount: 'Take 15% off with code "HEART15"' })} context={context} />)
    expect(screen.getByText('15% off').tagName).toBe('STRONG')
    expect(screen.getByText('"HEART15"').tagName).toBe('STRONG')
    expect(screen.getByText('15% off').parentElement).toHaveTextContent('Take 15% off with code "HEART15"')
  })

  it('lets typed fields win over the product’s', () => {
    render(
      <Scorecard
        block={block({
          productName: 'Pulsewise Monitor, 2026 model',
          ctaText: 'CHECK PRICE',
          scoreSubtitle: 'from our testers',
          proprietaryReviews: [{ scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.9 }],
        })}
        context={context}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Pulsewise Monitor, 2026 model' })).toBeInTheDocument()
    expect(screen.getByText('4.9')).toBeInTheDocument()
    expect(screen.getByText('EXCELLENT')).toBeInTheDocument()
    expect(screen.getByText('from our testers')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Score breakdown' })).toBeNull()
    expect(screen.getByRole('link', { name: /^CHECK PRICE/ })).toBeInTheDocument()
  })

  it('shows 4.5 out of 5 when typed with no score and no rating, and no button without a link', () => {
    render(<Scorecard block={{ blockType: 'scorecard', productName: 'Calm Sleep Mask' }} context={context} />)
    expect(screen.getByText('4.5')).toBeInTheDocument()
    expect(screen.getByText('out of 5')).toBeInTheDocument()
    expect(screen.getByText('GREAT')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByText('Pros & cons')).toBeNull()
  })

  it('shows the commission note only when the button goes to a listed partner', () => {
    const { unmount } = render(<Scorecard block={block()} context={context} />)
    expect(screen.queryByText(/We may earn a commission/)).toBeNull()
    unmount()
    const withPartners = testWidgetContext({
      commerce: { ...commerceContext(null, '/x'), partnerDomains: ['example.com'] },
    })
    render(<Scorecard block={block()} context={withPartners} />)
    expect(screen.getByText(/We may earn a commission when you buy through this link/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How we vet brands and products' })).toHaveAttribute(
      'href',
      withPartners.commerce.vettingPagePath,
    )
  })

  it.each<[string, Partial<ScorecardBlock>]>([
    ['no product and no name', { product: null, productName: '' }],
    ['a deleted product and no name', { product: 99 }],
  ])('renders nothing with %s', (_label, overrides) => {
    const { container } = render(<Scorecard block={block(overrides)} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders on the server with no script, the pros and cons in the HTML', () => {
    const html = renderToString(<Scorecard block={block()} context={context} />)
    expect(html).toContain('Large, easy-to-read display')
    expect(html).not.toContain('<script')
  })
})
