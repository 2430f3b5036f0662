import { render, screen } from '@testing-library/react'
import { plainTextFromRichText } from './lexical'
import { RichText } from './RichText'

const t = (text: string, format = 0) => ({ type: 'text', text, format, version: 1 })
const doc = (...children: unknown[]) => ({ root: { type: 'root', children } })

describe('RichText', () => {
  it('renders paragraphs, headings, lists and formats', () => {
    render(
      <RichText
        data={doc(
          { type: 'heading', tag: 'h2', children: [t('Symptoms')] },
          { type: 'paragraph', children: [t('Mostly '), t('mild', 1), t(' and '), t('brief', 2)] },
          {
            type: 'list',
            listType: 'bullet',
            tag: 'ul',
            children: [
              { type: 'listitem', children: [t('Headache')] },
              { type: 'listitem', children: [t('Nausea')] },
            ],
          },
        )}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Symptoms' })).toBeInTheDocument()
    expect(screen.getByText('mild').closest('strong')).not.toBeNull()
    expect(screen.getByText('brief').closest('em')).not.toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('shifts headings with headingOffset', () => {
    render(<RichText data={doc({ type: 'heading', tag: 'h2', children: [t('Inside')] })} headingOffset={1} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Inside' })).toBeInTheDocument()
  })

  it('drops javascript: links but keeps their text', () => {
    render(
      <RichText
        data={doc({
          type: 'paragraph',
          children: [{ type: 'link', fields: { url: 'javascript:alert(1)' }, children: [t('click')] }],
        })}
      />,
    )
    expect(screen.getByText('click')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('opens external links safely and keeps internal links in the tab', () => {
    render(
      <RichText
        siteHost="wellread.example"
        data={doc({
          type: 'paragraph',
          children: [
            { type: 'link', fields: { url: 'https://cdc.example.gov/bp' }, children: [t('CDC')] },
            { type: 'link', fields: { url: '/health/sleep' }, children: [t('sleep')] },
            {
              type: 'link',
              fields: {
                linkType: 'internal',
                doc: { relationTo: 'articles', value: { section: 'fitness', slug: 'walk' } },
              },
              children: [t('walking')],
            },
          ],
        })}
      />,
    )
    expect(screen.getByRole('link', { name: 'CDC' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'CDC' })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'sleep' })).not.toHaveAttribute('target')
    expect(screen.getByRole('link', { name: 'walking' })).toHaveAttribute('href', '/fitness/walk')
  })

  it.each([[null], [undefined], ['<p>html</p>'], [{ root: null }], [{ root: { children: 'x' } }]])(
    'renders nothing for malformed value %s',
    (data) => {
      const { container } = render(<RichText data={data} />)
      expect(container).toBeEmptyDOMElement()
    },
  )

  it('keeps the text of unknown element nodes', () => {
    render(
      <RichText data={doc({ type: 'paragraph', children: [{ type: 'mystery', children: [t('kept')] }] })} />,
    )
    expect(screen.getByText('kept')).toBeInTheDocument()
  })
})

describe('plainTextFromRichText', () => {
  it('joins blocks with newlines and collapses spaces', () => {
    expect(
      plainTextFromRichText(
        doc(
          { type: 'paragraph', children: [t('One  '), t('two')] },
          { type: 'paragraph', children: [t('Three')] },
        ),
      ),
    ).toBe('One two\nThree')
  })
  it('is empty for malformed input', () => {
    expect(plainTextFromRichText('nope')).toBe('')
  })
})
