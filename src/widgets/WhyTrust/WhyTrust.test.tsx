import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WhyTrustBlock } from '@/cms/payload-types'
import { bold, doc, link, p } from '@/seed/lexical'
import { testWidgetContext } from '@/widgets/context'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { fakeLayout } from '../collapse/fakeLayout'
import { WhyTrust } from './WhyTrust'

type Explanation = WhyTrustBlock['explanationDescription']

const context = testWidgetContext()

const LONG = doc(
  p(
    'Every article is written by a health journalist and checked by a ',
    bold('board-certified clinician'),
    ' who works in that field, against current guidelines and peer-reviewed research.',
  ),
  p('We cite our sources, and update articles when the evidence changes.'),
  p(
    'Advertisers never see articles before they are published. ',
    link('/about/corrections', 'Ask for a correction'),
    '.',
  ),
) as unknown as Explanation

const block = (overrides: Partial<WhyTrustBlock> = {}): WhyTrustBlock => ({
  blockType: 'whyTrust',
  id: 'wt1',
  explanationTitle: 'Why you can trust Wellread',
  metrics: [
    { count: '120+', description: 'clinicians on our medical review board' },
    { count: '25 years', description: 'of health publishing' },
  ],
  explanationDescription: LONG,
  ...overrides,
})

/** The explanation's full height as the browser would measure it (jsdom has no layout). */
const layout = fakeLayout()

beforeEach(() => {
  FakeIntersectionObserver.install()
})

/** The block comes near the viewport and the collapse leaf's code arrives. */
async function loadLeaf() {
  await act(async () => FakeIntersectionObserver.showAll())
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

const explanationOf = () => screen.getByText(/We cite our sources/).closest('[data-state]')

describe('WhyTrust: content', () => {
  it('shows the heading, the numbers with what they count, and the whole explanation', () => {
    render(<WhyTrust block={block()} context={context} />)
    const section = screen.getByRole('region', { name: 'Why you can trust Wellread' })
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Why you can trust Wellread' }),
    ).toBeVisible()
    const metrics = within(section).getAllByRole('listitem')
    expect(metrics.map((item) => item.textContent)).toEqual([
      '120+ clinicians on our medical review board',
      '25 years of health publishing',
    ])
    expect(within(section).getByText('board-certified clinician')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Ask for a correction' })).toHaveAttribute(
      'href',
      '/about/corrections',
    )
  })

  it('sends a long explanation whole but collapsed (for browsers with scripts), with no button yet', () => {
    const html = renderToString(<WhyTrust block={block()} context={context} />)
    const page = new DOMParser().parseFromString(html, 'text/html')
    const explanation = page.querySelector('[data-state]')
    expect(explanation?.getAttribute('data-state')).toBe('pending')
    expect(explanation?.textContent).toContain('board-certified clinician')
    expect(explanation?.textContent).toContain('Ask for a correction')
    expect(page.querySelector('button')).toBeNull()
    expect(html).not.toContain('Read more')
    // Nothing is hidden from assistive technology.
    expect(page.querySelector('[aria-hidden], [hidden], [inert]')).toBeNull()
    expect(page.querySelector('[data-lazy-leaf="whyTrust"]')).not.toBeNull()
  })

  it('shows an explanation that surely fits whole, with no toggle and no leaf (no JavaScript)', () => {
    const short = block({
      explanationDescription: doc(p('Reviewed by clinicians.')) as unknown as Explanation,
    })
    const { container } = render(<WhyTrust block={short} context={context} />)
    expect(screen.getByText('Reviewed by clinicians.')).toBeVisible()
    expect(container.querySelector('[data-lazy-leaf]')).toBeNull()
    expect(container.querySelector('[data-state]')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('leaves out numbers without a description, and the explanation when it is empty', () => {
    const { container } = render(
      <WhyTrust
        block={block({
          metrics: [
            { count: '120+', description: 'clinicians' },
            { count: '4,000', description: ' ' },
          ],
          explanationDescription: doc(p('  ')) as unknown as Explanation,
        })}
        context={context}
      />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(container.querySelector('[data-lazy-leaf]')).toBeNull()
  })

  it('renders without a heading when there is none', () => {
    render(<WhyTrust block={block({ explanationTitle: '  ' })} context={context} />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it.each([
    ['nothing to show', block({ explanationTitle: '', metrics: [], explanationDescription: null })],
    [
      'only unusable parts',
      block({
        explanationTitle: null as unknown as string,
        metrics: [{ count: '', description: 'x' }],
        explanationDescription: { root: 'broken' } as unknown as Explanation,
      }),
    ],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<WhyTrust block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('WhyTrust: the collapse (000 §4, §9)', () => {
  it('loads its leaf only near the viewport; until then the server HTML holds the place', async () => {
    layout.height = 300
    const { container } = render(<WhyTrust block={block()} context={context} />)
    const leaf = container.querySelector('[data-lazy-leaf="whyTrust"]')
    expect(leaf).toHaveAttribute('data-lazy-state', 'waiting')
    expect(explanationOf()).toHaveAttribute('data-state', 'pending')
    expect(screen.queryByRole('button')).toBeNull()
    await loadLeaf()
    expect(leaf).toHaveAttribute('data-lazy-state', 'active')
    expect(screen.getByRole('button')).toBeInTheDocument()
  })

  it('collapses an explanation taller than 75 px behind "Read more", controlling the clipped region', async () => {
    layout.height = 300
    render(<WhyTrust block={block()} context={context} />)
    await loadLeaf()
    const button = screen.getByRole('button', { name: 'Read more – Why you can trust Wellread' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    const region = document.getElementById(button.getAttribute('aria-controls')!)
    expect(region).toContainElement(screen.getByText(/We cite our sources/))
    expect(explanationOf()).toHaveAttribute('data-state', 'collapsed')
  })

  it('keeps the collapsed text readable by screen readers', async () => {
    layout.height = 300
    render(<WhyTrust block={block()} context={context} />)
    await loadLeaf()
    const region = document.getElementById(screen.getByRole('button').getAttribute('aria-controls')!)!
    expect(region.closest('[aria-hidden], [hidden], [inert]')).toBeNull()
    expect(region.querySelector('[aria-hidden], [hidden], [inert]')).toBeNull()
    expect(screen.getByRole('link', { name: 'Ask for a correction' })).toBeInTheDocument()
  })

  it.each([75, 40])(
    'offers no toggle when the explanation is %s px tall, and shows it all',
    async (height) => {
      layout.height = height
      render(<WhyTrust block={block()} context={context} />)
      await loadLeaf()
      expect(screen.queryByRole('button')).toBeNull()
      expect(explanationOf()).toHaveAttribute('data-state', 'short')
    },
  )

  it('expands and collapses on click, with focus staying on the same button', async () => {
    const user = userEvent.setup()
    layout.height = 300
    render(<WhyTrust block={block()} context={context} />)
    await loadLeaf()
    const button = screen.getByRole('button')
    await user.click(button)
    expect(button).toHaveAccessibleName('Show less – Why you can trust Wellread')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveFocus()
    expect(explanationOf()).toHaveAttribute('data-state', 'expanded')

    await user.click(button)
    expect(button).toHaveAccessibleName('Read more – Why you can trust Wellread')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    expect(screen.getByRole('button')).toBe(button)
  })

  it('works from the keyboard: Enter and Space', async () => {
    const user = userEvent.setup()
    layout.height = 300
    render(<WhyTrust block={block()} context={context} />)
    await loadLeaf()
    const button = screen.getByRole('button')
    act(() => button.focus())
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('brings the button back into view when "Show less" leaves it above the screen', async () => {
    const user = userEvent.setup()
    layout.height = 300
    render(<WhyTrust block={block()} context={context} />)
    await loadLeaf()
    const button = screen.getByRole('button')
    const scrollIntoView = vi.fn()
    button.scrollIntoView = scrollIntoView
    await user.click(button) // expand
    expect(scrollIntoView).not.toHaveBeenCalled()
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: -120 } as DOMRect)
    await user.click(button) // collapse: the text above it shrank
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
  })
})
