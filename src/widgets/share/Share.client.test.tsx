import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { ShareButton } from './Share.client'
import { COPY_FAILED_TEXT, COPY_SPINNER_MS, LINK_COPIED_MS, LINK_COPIED_TEXT } from './share'

/** The share button as the downloadable widget uses it. */
function Share({ imageSrc = '/api/media/file/sleep-diary.png' }: { imageSrc?: string | null }) {
  return (
    <ShareButton
      path="/health/sleep-basics"
      anchor="download-sleep-diary"
      title="Printable sleep diary"
      description="A week on one page."
      imageSrc={imageSrc}
      tracking={{ category: 'downloadable', position: 1 }}
    />
  )
}

const PAGE_URL = `${window.location.origin}/health/sleep-basics#download-sleep-diary`

function setViewport(width: number) {
  vi.stubGlobal('innerWidth', width)
}

/** A clipboard that records what is written (or refuses). */
function fakeClipboard(refuse = false) {
  const written: string[] = []
  const writeText = vi.fn(async (text: string) => {
    if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError')
    written.push(text)
  })
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return { written, writeText }
}

function fakeNativeShare(result: () => Promise<void>) {
  const share = vi.fn(result)
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  return share
}

const events = () => (window.wellreadEvents ?? []).map(({ correlationId: _c, ...event }) => event)

/** Fake timeouts only (faking everything stalls React and user-event), and told to Testing Library. */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // Testing Library recognises fake timers through a `jest` global; without it, its async wrapper waits
  // on a faked setTimeout forever.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

beforeEach(() => {
  window.wellreadEvents = []
  setViewport(1280)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  // Remove the fake so the next test starts without a share sheet.
  delete (navigator as { share?: unknown }).share
})

describe('ShareButton', () => {
  it('renders only the button on the server: the dialog opens after the reader acts', () => {
    const html = renderToString(<Share />)
    const host = document.createElement('div')
    host.innerHTML = html
    const button = within(host).getByRole('button', { name: 'Share' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(host.querySelector('[role="dialog"]')).toBeNull()
  })

  it('opens the dialog on desktop with copy link, email, Facebook and Pinterest (a preview image)', async () => {
    const user = userEvent.setup()
    render(<Share />)
    await user.click(screen.getByRole('button', { name: 'Share' }))

    const dialog = screen.getByRole('dialog', { name: 'Share' })
    expect(within(dialog).getByText('Printable sleep diary')).toBeInTheDocument()
    const items = within(dialog).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Copy link',
      'Email (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Pinterest (opens in a new tab)',
    ])
    const facebook = within(dialog).getByRole('link', { name: 'Facebook (opens in a new tab)' })
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE_URL)}`,
    )
    const pinterest = within(dialog).getByRole('link', { name: /Pinterest/ })
    const pin = new URL(pinterest.getAttribute('href')!)
    expect(pin.origin + pin.pathname).toBe('https://www.pinterest.com/pin/create/button/')
    expect(pin.searchParams.get('url')).toBe(PAGE_URL)
    expect(pin.searchParams.get('media')).toBe(`${window.location.origin}/api/media/file/sleep-diary.png`)
    const email = within(dialog).getByRole('link', { name: /Email/ })
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=Thought%20this%20might%20help/)
    for (const link of within(dialog).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(within(dialog).getByRole('textbox', { name: 'Link to share' })).toHaveValue(PAGE_URL)
    expect(events()).toEqual([
      { name: 'share_open', category: 'downloadable', position: 1, method: 'dialog' },
    ])
  })

  it('offers X instead of Pinterest without a preview image', async () => {
    const user = userEvent.setup()
    render(<Share imageSrc={null} />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    const dialog = screen.getByRole('dialog', { name: 'Share' })
    expect(within(dialog).queryByRole('link', { name: /Pinterest/ })).toBeNull()
    const x = new URL(
      within(dialog)
        .getByRole('link', { name: /X \(Twitter\)/ })
        .getAttribute('href')!,
    )
    expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet')
    expect(x.searchParams.get('text')).toBe('Printable sleep diary')
    expect(x.searchParams.get('url')).toBe(PAGE_URL)
  })

  it('records the chosen target’s name only', async () => {
    const user = userEvent.setup()
    render(<Share />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    const facebook = screen.getByRole('link', { name: /Facebook/ })
    // jsdom does not navigate; the click handler runs
    facebook.addEventListener('click', (event) => event.preventDefault())
    await user.click(facebook)
    expect(events().at(-1)).toEqual({
      name: 'share_target',
      category: 'downloadable',
      position: 1,
      target: 'facebook',
    })
  })

  it('copies the link: a spinner for 1 s, then "Link Copied!" for 5 s (announced), then back', async () => {
    fakeTimers()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Share />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    const clipboard = fakeClipboard()
    const dialog = screen.getByRole('dialog', { name: 'Share' })
    const status = within(dialog).getByRole('status')
    expect(status).toHaveTextContent('')

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(clipboard.written).toEqual([PAGE_URL])
    const busy = within(dialog).getByRole('button', { name: 'Copying link' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(busy.querySelector('svg')).not.toBeNull()
    expect(events().at(-1)).toMatchObject({ name: 'share_target', target: 'copy' })

    await advance(COPY_SPINNER_MS - 1)
    expect(within(dialog).getByRole('button', { name: 'Copying link' })).toBeInTheDocument()
    expect(within(dialog).queryByText(LINK_COPIED_TEXT)).toBeNull()

    await advance(1)
    expect(within(dialog).getByRole('button', { name: 'Link Copied!' })).toBeInTheDocument()
    expect(status).toHaveTextContent('Link Copied!')

    await advance(LINK_COPIED_MS - 1)
    expect(within(dialog).getByRole('button', { name: 'Link Copied!' })).toBeInTheDocument()

    await advance(1)
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
    expect(status).toHaveTextContent('')
  })

  it('ignores a second press while the spinner shows', async () => {
    fakeTimers()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Share />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    const clipboard = fakeClipboard()
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    await user.click(screen.getByRole('button', { name: 'Copying link' }))
    expect(clipboard.writeText).toHaveBeenCalledTimes(1)
    await advance(COPY_SPINNER_MS)
    expect(screen.getByRole('button', { name: 'Link Copied!' })).toBeInTheDocument()
  })

  it('when the browser refuses to copy, selects the link in its field and says so', async () => {
    fakeTimers()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Share />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    fakeClipboard(true)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    await advance(COPY_SPINNER_MS)
    const field = screen.getByRole('textbox', { name: 'Link to share' }) as HTMLInputElement
    expect(field).toHaveFocus()
    expect(field.selectionStart).toBe(0)
    expect(field.selectionEnd).toBe(PAGE_URL.length)
    expect(screen.getByRole('status')).toHaveTextContent(COPY_FAILED_TEXT)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  })

  it('closes with Escape and with the close button, and gives focus back to the Share button', async () => {
    const user = userEvent.setup()
    render(<Share />)
    const share = screen.getByRole('button', { name: 'Share' })
    await user.click(share)
    expect(screen.getByRole('dialog', { name: 'Share' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(share).toHaveFocus()

    await user.click(share)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(share).toHaveFocus()
  })

  it('works with the keyboard alone: open, move through the targets (focus stays inside), copy', async () => {
    fakeTimers()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Share />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'Share' })
    const clipboard = fakeClipboard()

    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('link', { name: /Email/ })).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(within(dialog).getByRole('link', { name: /Pinterest/ })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('textbox', { name: 'Link to share' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()

    await user.tab({ shift: true })
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveFocus()
    await user.keyboard(' ')
    expect(clipboard.written).toEqual([PAGE_URL])
    await advance(COPY_SPINNER_MS)
    expect(within(dialog).getByRole('button', { name: 'Link Copied!' })).toHaveFocus()
  })

  describe('on mobile', () => {
    it('uses the device’s share sheet under 768 px, with the title, words and address', async () => {
      setViewport(375)
      const share = fakeNativeShare(async () => {})
      const user = userEvent.setup()
      render(<Share />)
      await user.click(screen.getByRole('button', { name: 'Share' }))
      expect(share).toHaveBeenCalledWith({
        title: 'Printable sleep diary',
        text: 'A week on one page.',
        url: PAGE_URL,
      })
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(events()).toEqual([
        { name: 'share_open', category: 'downloadable', position: 1, method: 'native' },
      ])
    })

    it('does nothing more when the reader closes the sheet', async () => {
      setViewport(375)
      fakeNativeShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')))
      const user = userEvent.setup()
      render(<Share />)
      await user.click(screen.getByRole('button', { name: 'Share' }))
      expect(screen.queryByRole('dialog')).toBeNull()
    })

    it('falls back to the dialog when the sheet cannot open', async () => {
      setViewport(375)
      fakeNativeShare(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')))
      const user = userEvent.setup()
      render(<Share />)
      await user.click(screen.getByRole('button', { name: 'Share' }))
      expect(await screen.findByRole('dialog', { name: 'Share' })).toBeInTheDocument()
    })

    it('uses the dialog on a phone without a share sheet', async () => {
      setViewport(375)
      const user = userEvent.setup()
      render(<Share />)
      await user.click(screen.getByRole('button', { name: 'Share' }))
      expect(screen.getByRole('dialog', { name: 'Share' })).toBeInTheDocument()
    })

    it('uses the dialog from 768 px up, even with a share sheet', async () => {
      setViewport(768)
      const share = fakeNativeShare(async () => {})
      const user = userEvent.setup()
      render(<Share />)
      await user.click(screen.getByRole('button', { name: 'Share' }))
      expect(share).not.toHaveBeenCalled()
      expect(screen.getByRole('dialog', { name: 'Share' })).toBeInTheDocument()
    })
  })
})
