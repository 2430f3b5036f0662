import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { TopCommentsBlock } from '@/cms/payload-types'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { testWidgetContext } from '@/widgets/context'
import { TopComments } from './TopComments'

const context = testWidgetContext()

type StoredComment = TopCommentsBlock['comments'][number]

const comment = (text: string, extra: Partial<StoredComment> = {}): StoredComment => ({
  comment: text,
  ...extra,
})

const five: StoredComment[] = [
  comment('Morning readings before coffee keep me honest.', {
    age: 58,
    primaryHealthConcern: 'High blood pressure',
  }),
  comment('i walk after dinner and it helped a lot', {
    editedComment: 'I walk after dinner, and it helped a lot.',
    age: 63,
  }),
  comment('Cooking soup at home cut my salt.', { primaryHealthConcern: 'Heart health' }),
  comment('My pharmacist showed me how to sit for a reading.', { age: 71 }),
  comment('Slow breathing before bed helps.\n\nFive minutes is enough.', {
    age: 39,
    primaryHealthConcern: 'Stress',
  }),
]

const block = (overrides: Partial<TopCommentsBlock> = {}): TopCommentsBlock => ({
  blockType: 'topComments',
  id: 'tc1',
  heading: 'What readers say',
  comments: five,
  ...overrides,
})

/** The comments shown at once: the first list, outside the disclosure. */
const shownList = () => screen.getAllByRole('list', { hidden: true })[0]!

describe('TopComments', () => {
  it('shows the heading and the first 3 comments as quotations with who wrote them', () => {
    render(<TopComments block={block()} context={context} />)
    const section = screen.getByRole('region', { name: 'What readers say' })
    expect(within(section).getByRole('heading', { level: 2, name: 'What readers say' })).toBeVisible()
    const items = within(shownList()).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    const first = items[0]!
    expect(within(first).getByRole('figure')).toBeInTheDocument()
    expect(first.querySelector('blockquote')).toHaveTextContent(
      'Morning readings before coffee keep me honest.',
    )
    expect(first.querySelector('figcaption')).toHaveTextContent(
      'Age 58·, Main health concern: High blood pressure',
    )
  })

  it('gives screen readers a comma, not the decorative dot, between age and health concern', () => {
    render(<TopComments block={block()} context={context} />)
    const caption = within(shownList()).getAllByRole('listitem')[0]!.querySelector('figcaption')!
    expect(caption.querySelector('[aria-hidden="true"]')).toHaveTextContent('·')
    expect(caption.querySelector('.visually-hidden')).toHaveTextContent(',')
  })

  it('shows the edited comment instead of the reader’s original', () => {
    render(<TopComments block={block()} context={context} />)
    expect(screen.getByText('I walk after dinner, and it helped a lot.')).toBeVisible()
    expect(screen.queryByText('i walk after dinner and it helped a lot')).toBeNull()
  })

  it('puts the rest behind a closed native disclosure saying how many there are', () => {
    const { container } = render(<TopComments block={block()} context={context} />)
    const details = container.querySelector('details')!
    expect(details).not.toHaveAttribute('open')
    const summary = details.querySelector('summary')!
    expect(within(summary).getByText('Show 2 more comments')).toBeInTheDocument()
    expect(within(summary).getByText('Show fewer comments')).toBeInTheDocument() // shown by CSS once open
    expect(screen.getByText('My pharmacist showed me how to sit for a reading.')).not.toBeVisible()
    // The rest follow the control at once, in their own list.
    expect(within(details).getAllByRole('listitem', { hidden: true })).toHaveLength(2)
  })

  // Keyboard (Enter, Space) and focus are the browser's own for <summary>: jsdom does not make it focusable,
  // so only the click is checked here. The control is never re-rendered, so focus cannot leave it.
  it('opens and closes when the control is pressed, the control staying where it is', async () => {
    const user = userEvent.setup()
    const { container } = render(<TopComments block={block()} context={context} />)
    const details = container.querySelector('details')!
    const summary = details.querySelector('summary')!

    await user.click(summary)
    expect(details).toHaveAttribute('open')
    expect(screen.getByText('My pharmacist showed me how to sit for a reading.')).toBeVisible()
    expect(screen.getByText('Five minutes is enough.')).toBeVisible()
    expect(details.firstElementChild).toBe(summary)

    await user.click(summary)
    expect(details).not.toHaveAttribute('open')
    expect(screen.getByText('Five minutes is enough.')).not.toBeVisible()
  })

  it('reports each opening to the page’s tracking island', () => {
    const { container } = render(<TopComments block={block()} context={context} ordinal={2} />)
    expect(parseTrackFields(container.querySelector('details')!.getAttribute('data-track-open'))).toEqual({
      category: 'top comments',
      text: 'Show 2 more comments',
      position: 2,
    })
  })

  it('says "1 more comment" for one', () => {
    render(<TopComments block={block({ comments: five.slice(0, 4) })} context={context} />)
    expect(screen.getByText('Show 1 more comment')).toBeInTheDocument()
  })

  it.each([1, 3])('has no control with %i comments', (count) => {
    const { container } = render(
      <TopComments block={block({ comments: five.slice(0, count) })} context={context} />,
    )
    expect(container.querySelector('details')).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(count)
  })

  it('counts only the comments with text', () => {
    const comments = [comment('  '), ...five.slice(0, 3), comment('', { editedComment: ' ' })]
    const { container } = render(<TopComments block={block({ comments })} context={context} />)
    expect(container.querySelector('details')).toBeNull()
  })

  it('names the section for screen readers when there is no heading', () => {
    render(<TopComments block={block({ heading: ' ' })} context={context} />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByRole('region', { name: 'Reader comments' })).toBeInTheDocument()
  })

  it('leaves out the attribution when there is nothing to say', () => {
    render(<TopComments block={block({ comments: [comment('Just the words.')] })} context={context} />)
    expect(screen.getByRole('figure').querySelector('figcaption')).toBeNull()
  })

  it('puts every comment in the server HTML and ships no JavaScript', () => {
    const html = renderToString(<TopComments block={block()} context={context} />)
    for (const text of [
      'Morning readings before coffee',
      'My pharmacist showed me',
      'Five minutes is enough.',
    ])
      expect(html).toContain(text)
    expect(html).not.toContain('data-lazy-leaf')
    expect(html).not.toContain('<button')
  })

  it.each([
    ['no comments', block({ comments: [] })],
    ['only empty comments', block({ comments: [comment(' '), comment('', { editedComment: '' })] })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<TopComments block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })
})
