import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Modal, type ModalProps } from './Modal.client'

function Page({
  modal = {},
  withInputs = true,
  focusEmail = false,
}: {
  modal?: Partial<Omit<ModalProps, 'open' | 'onClose' | 'children' | 'label' | 'labelledBy' | 'initialFocus'>>
  withInputs?: boolean
  focusEmail?: boolean
}) {
  const [open, setOpen] = useState(false)
  const first = useRef<HTMLInputElement | null>(null)
  return (
    <>
      <header>
        <a href="/">Home</a>
      </header>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open coupon
        </button>
        <p>Article text</p>
      </main>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="coupon-title"
        initialFocus={focusEmail ? first : undefined}
        {...modal}
      >
        <h2 id="coupon-title">Your coupon</h2>
        {withInputs ? (
          <>
            <input ref={first} aria-label="Email" />
            <button type="button">Send</button>
          </>
        ) : (
          <p>Nothing to press here.</p>
        )}
      </Modal>
    </>
  )
}

const open = async () => {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open coupon' }))
  return user
}

describe('Modal', () => {
  it('renders nothing on the server or while closed', () => {
    expect(
      renderToString(
        <Modal open onClose={() => {}} label="Coupon">
          <p>x</p>
        </Modal>,
      ),
    ).toBe('')
    render(<Page />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens as a labelled modal dialog in a portal on <body>, focused', async () => {
    render(<Page />)
    await open()
    const dialog = screen.getByRole('dialog', { name: 'Your coupon' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog.closest('[data-modal-root]')?.parentElement).toBe(document.body)
    expect(dialog).toHaveFocus()
  })

  it('moves focus to the element asked for', async () => {
    render(<Page focusEmail />)
    await open()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus()
  })

  it('traps Tab and Shift+Tab inside', async () => {
    render(<Page />)
    const user = await open()
    const close = screen.getByRole('button', { name: 'Close' })
    const email = screen.getByRole('textbox', { name: 'Email' })
    const send = screen.getByRole('button', { name: 'Send' })
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab()
    expect(email).toHaveFocus()
    await user.tab()
    expect(send).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(send).toHaveFocus()
  })

  it('keeps focus on the dialog when there is nothing to tab to', async () => {
    render(<Page withInputs={false} modal={{ showCloseButton: false }} />)
    const user = await open()
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('dialog')).toHaveFocus()
  })

  it('pulls focus back when something outside takes it', async () => {
    render(<Page />)
    await open()
    screen.getByRole('link', { name: 'Home' }).focus()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it('makes the page inert while open and restores it on close', async () => {
    render(<Page />)
    const user = await open()
    const header = document.querySelector('header')!
    const main = document.querySelector('main')!
    // The test container (which holds header and main) is the body's child beside the modal's root.
    const pageRoot = main.parentElement!
    expect(pageRoot).toHaveAttribute('inert')
    expect(pageRoot.className).toMatch(/printHidden/)
    expect(document.documentElement).toHaveAttribute('data-scroll-lock')
    await user.keyboard('{Escape}')
    expect(pageRoot).not.toHaveAttribute('inert')
    expect(header.closest('[inert]')).toBeNull()
    expect(document.documentElement).not.toHaveAttribute('data-scroll-lock')
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Page />)
    const user = await open()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open coupon' })).toHaveFocus()
  })

  it('closes with the close button and on the backdrop, unless told not to', async () => {
    render(<Page />)
    let user = await open()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open coupon' })).toHaveFocus()

    user = await open()
    await user.click(document.querySelector('[data-modal-root] > [aria-hidden="true"]')!)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('stays open on a backdrop click when closeOnBackdrop is off', async () => {
    render(<Page modal={{ closeOnBackdrop: false }} />)
    const user = await open()
    await user.click(document.querySelector('[data-modal-root] > [aria-hidden="true"]')!)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('leaves Escape to a control inside that handled it', async () => {
    const onClose = vi.fn()
    render(
      <Modal open onClose={onClose} label="Coupon">
        <button type="button" onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()}>
          Tooltip trigger
        </button>
      </Modal>,
    )
    const user = userEvent.setup()
    screen.getByRole('button', { name: 'Tooltip trigger' }).focus()
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    screen.getByRole('dialog').focus()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('sets the view’s maximum heights and the wide class', () => {
    render(
      <Modal open onClose={() => {}} label="Coupon" wide maxHeight={{ base: 812, large: 896 }}>
        <p>x</p>
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Coupon' })
    expect(dialog.style.getPropertyValue('--modal-max-height')).toBe('812px')
    expect(dialog.style.getPropertyValue('--modal-max-height-large')).toBe('896px')
    expect(dialog.className).toMatch(/wide/)
  })
})

describe('a body that scrolls', () => {
  /** jsdom lays nothing out: give every element the heights a long text in a short dialog would have. */
  function withHeights(scrollHeight: number, clientHeight: number) {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight)
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight)
    return () => {
      scroll.mockRestore()
      client.mockRestore()
    }
  }

  it('is a tab stop when it overflows and holds nothing focusable, so the keyboard can scroll it', async () => {
    const restore = withHeights(900, 300)
    try {
      render(<Page withInputs={false} />)
      await userEvent.click(screen.getByRole('button', { name: 'Open coupon' }))
      const body = screen.getByRole('heading', { name: 'Your coupon' }).parentElement as HTMLElement
      expect(body.tabIndex).toBe(0)
      expect(body).toHaveAttribute('data-scrolls')
    } finally {
      restore()
    }
  })

  it('is no tab stop when it fits, or when something inside takes focus', async () => {
    let restore = withHeights(300, 300)
    try {
      const { unmount } = render(<Page withInputs={false} />)
      await userEvent.click(screen.getByRole('button', { name: 'Open coupon' }))
      const fits = screen.getByRole('heading', { name: 'Your coupon' }).parentElement as HTMLElement
      expect(fits).not.toHaveAttribute('tabindex')
      unmount()
    } finally {
      restore()
    }
    restore = withHeights(900, 300)
    try {
      render(<Page withInputs />)
      await userEvent.click(screen.getByRole('button', { name: 'Open coupon' }))
      const withInputs = screen.getByRole('heading', { name: 'Your coupon' }).parentElement as HTMLElement
      expect(withInputs).not.toHaveAttribute('tabindex')
    } finally {
      restore()
    }
  })
})
