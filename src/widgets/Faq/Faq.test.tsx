import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { FaqBlock } from '@/cms/payload-types'
import { commerceContext } from '@/widgets/context'
import type { WidgetContext } from '@/widgets/types'
import { Faq } from './Faq'

type Answer = FaqBlock['items'][number]['answer']

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Sleep and blood pressure',
  articlePath: '/heart/sleep',
  authors: [],
  siteHost: 'wellread.example',
}

function answer(text: string): Answer {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          textFormat: 0,
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  }
}

const QUESTIONS = ['Does sleep affect blood pressure?', 'How many hours should I sleep?', 'Can naps help?']

function block(overrides: Partial<FaqBlock> = {}): FaqBlock {
  return {
    blockType: 'faq',
    id: 'faq1',
    title: 'Frequently asked questions',
    initialState: 'collapsed',
    items: [
      { question: QUESTIONS[0]!, answer: answer('Yes, poor sleep raises it.') },
      { question: QUESTIONS[1]!, answer: answer('Seven to nine hours for most adults.') },
      { question: QUESTIONS[2]!, answer: answer('Short naps can.') },
    ],
    ...overrides,
  }
}

/** The <details> element of each question, in order. */
function questionGroups(): HTMLElement[] {
  return QUESTIONS.filter((q) => screen.queryByText(q)).map((q) => screen.getByText(q).closest('details')!)
}

describe('Faq', () => {
  it('shows the title as a heading and every question', () => {
    render(<Faq block={block()} context={context} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument()
    for (const question of QUESTIONS) expect(screen.getByText(question)).toBeInTheDocument()
  })

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', null],
  ])('shows no heading when the title is %s', (_label, title) => {
    render(<Faq block={block({ title })} context={context} />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByText(QUESTIONS[0]!)).toBeInTheDocument()
  })

  it('renders each question as the summary of its own disclosure, with the answer inside', () => {
    render(<Faq block={block({ initialState: 'expanded' })} context={context} />)
    const groups = screen.getAllByRole('group')
    expect(groups).toHaveLength(3)
    const first = groups[0]!
    expect(first.tagName).toBe('DETAILS')
    expect(first.querySelector('summary')).toHaveTextContent(QUESTIONS[0]!)
    expect(within(first).getByText('Yes, poor sleep raises it.')).toBeVisible()
  })

  it.each([
    ['expanded', [true, true, true]],
    ['collapsed', [false, false, false]],
    ['firstExpanded', [true, false, false]],
  ] as const)('initialState %s opens %j', (initialState, expected) => {
    render(<Faq block={block({ initialState })} context={context} />)
    expect(questionGroups().map((details) => details.hasAttribute('open'))).toEqual(expected)
  })

  it('firstExpanded opens the first question shown when an earlier stored item is skipped', () => {
    const base = block()
    render(
      <Faq
        block={block({
          initialState: 'firstExpanded',
          items: [{ question: '  ', answer: answer('orphan') }, ...base.items],
        })}
        context={context}
      />,
    )
    expect(questionGroups().map((details) => details.hasAttribute('open'))).toEqual([true, false, false])
  })

  it('opens and closes a question when its summary is clicked', async () => {
    const user = userEvent.setup()
    render(<Faq block={block({ initialState: 'collapsed' })} context={context} />)
    const summary = screen.getByText(QUESTIONS[1]!)
    const details = summary.closest('details')!
    expect(details).not.toHaveAttribute('open')
    expect(within(details).getByText('Seven to nine hours for most adults.')).not.toBeVisible()

    await user.click(summary)
    expect(details).toHaveAttribute('open')
    expect(within(details).getByText('Seven to nine hours for most adults.')).toBeVisible()

    await user.click(summary)
    expect(details).not.toHaveAttribute('open')
  })

  it('gives each question a stable id for deep links', () => {
    render(<Faq block={block()} context={context} />)
    expect(questionGroups().map((details) => details.id)).toEqual(['faq-faq1-0', 'faq-faq1-1', 'faq-faq1-2'])
  })

  it('skips questions that are empty', () => {
    render(
      <Faq
        block={block({
          items: [
            { question: '', answer: answer('no question') },
            { question: 'Real question?', answer: answer('Real answer.') },
            { question: '   ', answer: answer('blank question') },
          ],
        })}
        context={context}
      />,
    )
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(screen.getByText('Real question?')).toBeInTheDocument()
    expect(screen.queryByText('no question')).toBeNull()
    expect(screen.queryByText('blank question')).toBeNull()
  })

  it.each([
    ['no items', []],
    ['only empty questions', [{ question: ' ', answer: answer('x') }]],
  ])('renders nothing with %s', (_label, items) => {
    const { container } = render(<Faq block={block({ items })} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('still shows a question whose stored answer is malformed', () => {
    render(
      <Faq
        block={block({ items: [{ question: 'Odd answer?', answer: { root: null } as unknown as Answer }] })}
        context={context}
      />,
    )
    expect(screen.getByText('Odd answer?')).toBeInTheDocument()
  })

  it('puts collapsed answers in the server HTML, with no JSON-LD script', () => {
    const html = renderToString(<Faq block={block({ initialState: 'collapsed' })} context={context} />)
    expect(html).toContain('Seven to nine hours for most adults.')
    expect(html).not.toContain('<script')
  })
})
