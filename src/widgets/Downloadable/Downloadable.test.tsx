import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { DownloadableBlock } from '@/cms/payload-types'
import { testWidgetContext } from '@/widgets/context'
import { sampleRefs, withIds } from '@/widgets/fixtures'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { Downloadable } from './Downloadable'
import { DownloadableTools } from './Downloadable.client'
import { downloadableFixtures } from './Downloadable.fixtures'

const context = testWidgetContext({ articlePath: '/health/sleep-basics', articleTitle: 'Sleep basics' })
const examples = downloadableFixtures.examples(sampleRefs)
const [withPicture, withoutPicture] = examples.map((example, i) => withIds(example.blocks, `dl${i}`)[0]!)

const hosts: HTMLElement[] = []

/** The widget's server HTML, parsed (what readers without JavaScript, and crawlers, get). */
function serverHtml(block: DownloadableBlock, ordinal = 1) {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<Downloadable block={block} context={context} ordinal={ordinal} />)
  // in the document, so names from aria-labelledby resolve
  document.body.append(host)
  hosts.push(host)
  return host
}

const events = () => window.wellreadEvents ?? []

beforeEach(() => {
  window.wellreadEvents = []
  FakeIntersectionObserver.install()
  vi.stubGlobal('innerWidth', 1280)
})

afterEach(() => {
  vi.unstubAllGlobals()
  for (const host of hosts.splice(0)) host.remove()
})

describe('Downloadable on the server', () => {
  it('shows the picture, the title, the text and a real download link', () => {
    const host = serverHtml(withPicture!)
    const card = within(host).getByRole('region', { name: 'Printable sleep diary' })
    expect(card).toHaveAttribute('id', 'download-printable-sleep-diary')
    expect(within(card).getByRole('heading', { level: 3, name: 'Printable sleep diary' })).toBeInTheDocument()
    expect(card.textContent).toContain('Fill in one row each morning')
    const img = within(card).getByRole('img', {
      name: 'Cover of a printable sleep diary: a week grid under a crescent moon.',
    })
    expect(img).toHaveAttribute('src', '/sample/pictures/download-sleep-diary.webp')
    expect(img).toHaveAttribute('width', '800')
    expect(img).toHaveAttribute('height', '1000')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img.parentElement!.getAttribute('style')).toContain('--picture-ratio:800 / 1000')

    const link = within(card).getByRole('link', { name: 'Download Printable sleep diary (WebP)' })
    expect(link).toHaveAttribute('href', '/sample/pictures/download-sleep-diary.webp')
    expect(link).toHaveAttribute('download', 'printable-sleep-diary.webp')
    expect(link).not.toHaveAttribute('target')
  })

  it('has the Print and Share buttons in place (inert until the leaf loads) and no dialog', () => {
    const host = serverHtml(withPicture!)
    expect(within(host).getByRole('button', { name: 'Print Printable sleep diary' })).toBeInTheDocument()
    expect(within(host).getByRole('button', { name: 'Share Printable sleep diary' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
    expect(host.querySelector('[role="dialog"]')).toBeNull()
    expect(host.querySelector('[data-lazy-leaf="downloadable"]')).not.toBeNull()
  })

  it('the leaf renders exactly the server’s buttons (nothing moves when it loads)', () => {
    const host = serverHtml(withPicture!, 2)
    const serverTools = host.querySelector('[data-lazy-leaf="downloadable"]')!.innerHTML
    const leafTools = renderToString(
      <DownloadableTools
        title="Printable sleep diary"
        description="Fill in one row each morning"
        anchor="download-printable-sleep-diary"
        path="/health/sleep-basics"
        imageSrc="/sample/pictures/download-sleep-diary.webp"
        print={{ src: '/sample/pictures/download-sleep-diary.webp', alt: 'x' }}
        position={2}
      />,
    )
    expect(leafTools).toBe(serverTools)
  })

  it('tracks the card’s view and the Download click through the page’s tracking island', () => {
    const host = serverHtml(withPicture!, 3)
    const card = host.querySelector('[data-downloadable]')!
    expect(JSON.parse(card.getAttribute('data-track-view')!)).toEqual({
      category: 'downloadable',
      position: 3,
    })
    const link = within(host).getByRole('link', { name: /^Download/ })
    expect(JSON.parse(link.getAttribute('data-track-click')!)).toEqual({
      category: 'downloadable',
      position: 3,
      location: 'download',
    })
  })

  it('each sample card downloads its own file (issue 27: the second card gave the first card’s file)', () => {
    const hrefs = examples.map((example, i) => {
      const host = serverHtml(withIds(example.blocks, `own${i}`)[0]!, i + 1)
      return within(host)
        .getByRole('link', { name: /^Download/ })
        .getAttribute('href')
    })
    expect(hrefs.every(Boolean)).toBe(true)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  it('without a preview picture: words only, Print prints the file (a picture), Share still there', () => {
    const host = serverHtml(withoutPicture!)
    const card = within(host).getByRole('region', { name: 'Weekly sleep log' })
    expect(within(card).queryByRole('img')).toBeNull()
    expect(card.className).toContain('noPicture')
    expect(within(card).getByRole('link', { name: 'Download Weekly sleep log (WebP)' })).toHaveAttribute(
      'download',
      'weekly-sleep-log.webp',
    )
    expect(within(card).getByRole('button', { name: 'Print Weekly sleep log' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Share Weekly sleep log' })).toBeInTheDocument()
  })

  it('a file on another site opens in a new tab, safely, and says so', () => {
    const host = serverHtml({
      blockType: 'downloadable',
      title: 'Sleep diary (PDF)',
      downloadUrl: 'https://example.org/files/sleep-diary.pdf',
    })
    const link = within(host).getByRole('link', {
      name: 'Download Sleep diary (PDF) (PDF) (opens in a new tab)',
    })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).not.toHaveAttribute('download')
    // no picture to print: only Share
    expect(within(host).queryByRole('button', { name: /^Print/ })).toBeNull()
    expect(within(host).getByRole('button', { name: /^Share/ })).toBeInTheDocument()
  })

  it.each([
    ['no title', { title: '', image: sampleRefs.picture('download-sleep-diary') }],
    ['nothing to download', { title: 'Diary', subText: 'Words only' }],
    ['an unsafe address only', { title: 'Diary', downloadUrl: 'javascript:alert(1)' }],
    ['malformed fields', { title: 5, image: 'x', downloadFile: [] }],
  ])('renders nothing with %s', (_label, fields) => {
    const { container } = render(
      <Downloadable
        block={{ blockType: 'downloadable', ...(fields as object) } as DownloadableBlock}
        context={context}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

/** The leaf inside a card on a page, as the widget renders it once loaded. */
function renderTools(print: { src: string; alt: string } | null = { src: '/p/diary.png', alt: 'Diary' }) {
  return render(
    <>
      <header>Site header</header>
      <main>
        <p>Article text</p>
        <div data-downloadable="" id="download-diary">
          <h3>Diary</h3>
          <DownloadableTools
            title="Diary"
            description="A week per page."
            anchor="download-diary"
            path="/health/sleep-basics"
            imageSrc="/p/diary.png"
            print={print}
            position={2}
          />
        </div>
        <p>More article text</p>
      </main>
    </>,
  )
}

describe('Print', () => {
  it('prints the title and the picture at full size, alone, then puts the page back', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = userEvent.setup()
    const { container } = renderTools()
    const card = container.querySelector('[data-downloadable]')!

    await user.click(screen.getByRole('button', { name: 'Print Diary' }))
    expect(events()).toEqual([{ name: 'click', category: 'downloadable', position: 2, location: 'print' }])
    // the picture to print is loading: nothing printed yet
    const figure = card.querySelector('figure')!
    const picture = within(figure).getByRole('img', { name: 'Diary' })
    expect(picture).toHaveAttribute('src', '/p/diary.png')
    expect(print).not.toHaveBeenCalled()

    act(() => {
      fireEvent.load(picture)
    })
    await act(async () => {})
    expect(print).toHaveBeenCalledTimes(1)
    expect(card).toHaveAttribute('data-printing')
    const hidden = [...container.querySelectorAll('.printHidden')].map((el) => el.textContent)
    expect(hidden).toEqual(['Site header', 'Article text', 'More article text'])
    expect(card.closest('main')).toHaveClass('printPath')

    // pressed again before the browser said it has printed: prints again, set up as it is
    await user.click(screen.getByRole('button', { name: 'Print Diary' }))
    expect(print).toHaveBeenCalledTimes(2)

    act(() => {
      window.dispatchEvent(new Event('afterprint'))
    })
    expect(card).not.toHaveAttribute('data-printing')
    expect(container.querySelectorAll('.printHidden, .printPath')).toHaveLength(0)
    expect(card.querySelector('figure')).toBeNull()
  })

  it('prints even when the picture fails to load (the title alone)', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = userEvent.setup()
    const { container } = renderTools()
    await user.click(screen.getByRole('button', { name: 'Print Diary' }))
    act(() => {
      fireEvent.error(container.querySelector('figure img')!)
    })
    await act(async () => {})
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('has no Print button without a picture to print', () => {
    renderTools(null)
    expect(screen.queryByRole('button', { name: /^Print/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Share Diary' })).toBeInTheDocument()
  })

  it('works from the keyboard', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = userEvent.setup()
    const { container } = renderTools()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Print Diary' })).toHaveFocus()
    await user.keyboard('{Enter}')
    act(() => {
      fireEvent.load(container.querySelector('figure img')!)
    })
    await act(async () => {})
    expect(print).toHaveBeenCalledTimes(1)
  })
})

describe('Share from the card', () => {
  it('opens the share dialog at the card’s anchor, and records it with the widget’s category', async () => {
    const user = userEvent.setup()
    renderTools()
    const share = screen.getByRole('button', { name: 'Share Diary' })
    await user.click(share)
    const dialog = screen.getByRole('dialog', { name: 'Share' })
    expect(within(dialog).getByRole('textbox', { name: 'Link to share' })).toHaveValue(
      `${window.location.origin}/health/sleep-basics#download-diary`,
    )
    expect(within(dialog).getByRole('link', { name: /Pinterest/ })).toBeInTheDocument()
    expect(events()).toEqual([
      { name: 'share_open', category: 'downloadable', position: 2, method: 'dialog' },
    ])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(share).toHaveFocus()
  })
})

describe('loading near the viewport', () => {
  it('keeps the server buttons until the card nears the viewport, then the leaf makes them work', async () => {
    const user = userEvent.setup()
    render(<Downloadable block={withoutPicture!} context={context} ordinal={1} />)
    const wrapper = document.querySelector('[data-lazy-leaf="downloadable"]')!
    expect(wrapper).toHaveAttribute('data-lazy-state', 'waiting')
    // inert before: pressing Share does nothing
    await user.click(screen.getByRole('button', { name: 'Share Weekly sleep log' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(wrapper).toHaveAttribute('data-lazy-state', 'active')
    await user.click(screen.getByRole('button', { name: 'Share Weekly sleep log' }))
    const dialog = screen.getByRole('dialog', { name: 'Share' })
    // no preview picture: X in place of Pinterest
    expect(within(dialog).getByRole('link', { name: /X \(Twitter\)/ })).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: /Pinterest/ })).toBeNull()
  })
})
