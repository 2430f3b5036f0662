/*
 * The header's Sign In button and the signed-in greeting and account menu, with the real header islands
 * over a fake network installed as the page's `fetch` (the network boundary) and the page's navigations
 * watched (jsdom cannot navigate). Nothing else is stubbed.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES } from '@/lib/account/contract'
import { HeaderActions } from '../Header/HeaderActions.client'
import { AccountBoot } from './AccountBoot.client'
import { ACCOUNT_TEXT } from './account'
import { pageNavigation } from './navigation'
import { forgetSession } from './session'
import { BOTH_PROVIDERS, fakeAccountNetwork, sampleMember, setSignedInHint } from './testData'

async function seriousViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

function setup(network = fakeAccountNetwork(), { boot = false } = {}) {
  vi.stubGlobal('fetch', network.fetch)
  const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {})
  const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {})
  const user = userEvent.setup()
  render(
    <>
      <header>
        <HeaderActions />
        <a href="/after">After the header</a>
      </header>
      <main>
        <p>Article</p>
      </main>
      {boot ? <AccountBoot newsletterList={null} siteName="Wellread" signInOptions={BOTH_PROVIDERS} /> : null}
    </>,
  )
  return { user, network, reload, assign }
}

const greeting = (name = /^Hi, Ana/) => screen.findByRole('button', { name })
/** Lets pending dynamic imports and answers settle (an island that would ask has asked by then). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

beforeEach(() => {
  forgetSession()
  window.wellreadEvents = []
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  setSignedInHint(false)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('for an anonymous reader', () => {
  it('shows Sign In and makes no request at all', async () => {
    const { network } = setup(fakeAccountNetwork(), { boot: true })
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    await settle()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(network.calls).toEqual([])
  })
})

describe('for a reader with the signed-in hint', () => {
  it('asks for the session once, then greets the member by first name in the Sign In box', async () => {
    setSignedInHint(true)
    // The onboarding island is mounted too: both share the one session request.
    const { network } = setup(
      fakeAccountNetwork({ flags: [{ label: 'has_seen_onboarding_panel', status: 'viewed' }] }),
      {
        boot: true,
      },
    )
    // The cached page's button until the session answers.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    const button = await greeting()
    expect(button).toHaveTextContent('Hi, Ana')
    expect(button).toHaveAccessibleName('Hi, Ana, your account')
    expect(button).toHaveClass('signIn')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull()
    await settle()
    expect(network.callsTo('/api/auth/session')).toHaveLength(1)
  })

  it('greets with the initials when there is no first name', async () => {
    setSignedInHint(true)
    setup(fakeAccountNetwork({ user: { ...sampleMember, firstName: '' } }))
    expect(await greeting(/^Hi, AL/)).toHaveTextContent('Hi, AL')
  })

  it('says "Account" when the member has neither a first name nor initials', async () => {
    setSignedInHint(true)
    setup(fakeAccountNetwork({ user: { ...sampleMember, firstName: '', initials: '' } }))
    expect(await greeting(/^Account/)).toHaveTextContent(ACCOUNT_TEXT.account)
  })

  it('keeps Sign In when the session has ended (a stale hint)', async () => {
    setSignedInHint(true)
    const { network } = setup(fakeAccountNetwork({ user: null }))
    await waitFor(() => expect(network.callsTo('/api/auth/session')).toHaveLength(1))
    await settle()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('keeps Sign In when the session call fails, and reports it', async () => {
    setSignedInHint(true)
    const { network } = setup(fakeAccountNetwork({ session: () => new Response('down', { status: 503 }) }))
    await waitFor(() => expect(network.callsTo('/api/auth/session')).toHaveLength(1))
    await settle()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(window.wellreadEvents).toContainEqual(
      expect.objectContaining({ name: 'client.error', message: 'Fetch failure: /api/auth/session 503' }),
    )
  })
})

describe('the account menu', () => {
  beforeEach(() => setSignedInHint(true))

  it('opens with the name, email, download, delete and sign out; Escape closes it and focus returns', async () => {
    const { user } = setup()
    const button = await greeting()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('group', { name: 'Your account' })
    expect(within(menu).getByText('Ana López')).toBeVisible()
    expect(within(menu).getByText('ana@example.com')).toBeVisible()
    const download = within(menu).getByRole('link', { name: 'Download my data' })
    expect(download).toHaveAttribute('href', '/api/account')
    expect(download).toHaveAttribute('download')
    expect(within(menu).getByRole('button', { name: 'Delete my account' })).toBeVisible()
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeVisible()
    expect(await seriousViolations(document.body)).toEqual([])

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()
    expect(button).toHaveFocus()
  })

  it('works from the keyboard: Enter opens, Tab walks the items, Tab past the end closes', async () => {
    const { user } = setup()
    const button = await greeting()
    button.focus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'After the header' })).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('arrow keys open it and move between the items; Home and End go to the ends', async () => {
    const { user } = setup()
    const button = await greeting()
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(button).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus()
  })

  it('a click outside closes it', async () => {
    const { user } = setup()
    const button = await greeting()
    await user.click(button)
    await user.click(screen.getByText('Article'))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('signing out', () => {
  beforeEach(() => setSignedInHint(true))

  it('posts to clear-cookie, then reloads the page', async () => {
    const { user, network, reload } = setup()
    await user.click(await greeting())
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(network.callsTo('/api/auth/clear-cookie', 'POST')).toHaveLength(1)
  })

  it('with no account to sign out, says so in the spec’s words and stays', async () => {
    const { user, reload } = setup(
      fakeAccountNetwork({
        clearCookie: () => Response.json({ error: AUTH_MESSAGES.noAccountToSignOut }, { status: 401 }),
      }),
    )
    await user.click(await greeting())
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No authenticated accounts found to sign out$/,
    )
    expect(reload).not.toHaveBeenCalled()
  })

  it('when the server cannot be reached, asks the reader to try again', async () => {
    const { user, reload } = setup(
      fakeAccountNetwork({
        clearCookie: () => {
          throw new TypeError('Failed to fetch')
        },
      }),
    )
    await user.click(await greeting())
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXT.signOutFailed)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('deleting the account', () => {
  beforeEach(() => setSignedInHint(true))

  async function openConfirmation(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await greeting())
    await user.click(screen.getByRole('button', { name: 'Delete my account' }))
    return screen.getByRole('dialog', { name: 'Delete your account?' })
  }

  it('asks first, explaining what is deleted; keeping the account sends nothing and returns focus', async () => {
    const { user, network } = setup()
    const dialog = await openConfirmation(user)
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription(/profile.*sessions.*newsletter subscriptions/)
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus()
    expect(await seriousViolations(document.body)).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(network.callsTo('/api/account', 'DELETE')).toEqual([])
    expect(screen.getByRole('button', { name: /^Hi, Ana/ })).toHaveFocus()
  })

  it('Escape keeps the account too', async () => {
    const { user, network } = setup()
    await openConfirmation(user)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(network.callsTo('/api/account', 'DELETE')).toEqual([])
  })

  it('confirming deletes the account, then goes to the home page', async () => {
    const { user, network, assign } = setup()
    const dialog = await openConfirmation(user)
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(network.callsTo('/api/account', 'DELETE')).toHaveLength(1)
  })

  it.each([
    [
      'no account',
      () => Response.json({ error: AUTH_MESSAGES.noAccount }, { status: 401 }),
      'No authenticated accounts found',
    ],
    ['a server failure', () => new Response('down', { status: 500 }), ACCOUNT_TEXT.deleteFailed],
  ])('with %s, says so in the dialog and stays', async (_name, answer, message) => {
    const { user, assign } = setup(fakeAccountNetwork({ deleteAccount: answer }))
    const dialog = await openConfirmation(user)
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(assign).not.toHaveBeenCalled()
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled()
  })
})
