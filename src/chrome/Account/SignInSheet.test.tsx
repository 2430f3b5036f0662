/*
 * The sign-in sheet, opened the way readers open it: the header's real Sign In button and the chrome's
 * account loader, over a fake network installed as the page's `fetch` (which must stay untouched: signing in
 * is a full-page navigation to the provider).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES } from '@/lib/account/contract'
import type { SignInOption } from '@/services/auth/shared'
import { HeaderActions } from '../Header/HeaderActions.client'
import { AccountBoot } from './AccountBoot.client'
import { ACCOUNT_TEXT } from './account'
import { forgetSession } from './session'
import { BOTH_PROVIDERS, fakeAccountNetwork } from './testData'

async function seriousViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

function setup(signInOptions: readonly SignInOption[] = BOTH_PROVIDERS) {
  const network = fakeAccountNetwork()
  vi.stubGlobal('fetch', network.fetch)
  const user = userEvent.setup()
  render(
    <>
      <header>
        <HeaderActions />
      </header>
      <main>
        <p>Article</p>
      </main>
      <AccountBoot newsletterList={null} siteName="Wellread" signInOptions={signInOptions} />
    </>,
  )
  return { user, network, signIn: () => screen.getByRole('button', { name: 'Sign In' }) }
}

let startUrl = '/'
beforeEach(() => {
  forgetSession()
  startUrl = `${window.location.pathname}${window.location.search}${window.location.hash}`
})

afterEach(() => {
  window.history.replaceState(null, '', startUrl)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Sign In', () => {
  it('opens the sheet: a title, why, Continue with Apple and Google, and the legal links', async () => {
    const { user, signIn, network } = setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(signIn())
    const sheet = await screen.findByRole('dialog', { name: 'Sign in to Wellread' })
    expect(sheet).toHaveAttribute('aria-modal', 'true')
    expect(sheet).toHaveAccessibleDescription(ACCOUNT_TEXT.sheetWhy)
    expect(within(sheet).getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute(
      'href',
      '/api/auth/signin/apple',
    )
    expect(within(sheet).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/signin/google',
    )
    expect(within(sheet).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use')
    expect(within(sheet).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    expect(within(sheet).queryByText(ACCOUNT_TEXT.signInFailed)).toBeNull()
    expect(await seriousViolations(document.body)).toEqual([])
    // Opening the sheet asks nothing of the server.
    expect(network.calls).toEqual([])
  })

  it('keeps focus inside; Escape closes it and focus returns to Sign In', async () => {
    const { user, signIn } = setup()
    await user.click(signIn())
    const sheet = await screen.findByRole('dialog', { name: 'Sign in to Wellread' })
    await waitFor(() => expect(sheet).toHaveFocus())
    await user.tab()
    expect(within(sheet).getByRole('button', { name: 'Close sign-in' })).toHaveFocus()
    await user.tab()
    expect(within(sheet).getByRole('link', { name: 'Continue with Apple' })).toHaveFocus()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(within(sheet).getByRole('link', { name: 'Privacy Policy' })).toHaveFocus()
    await user.tab()
    expect(within(sheet).getByRole('button', { name: 'Close sign-in' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(signIn()).toHaveFocus()
  })

  it('the close button closes it, and it opens again', async () => {
    const { user, signIn } = setup()
    await user.click(signIn())
    await user.click(await screen.findByRole('button', { name: 'Close sign-in' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(signIn())
    expect(await screen.findByRole('dialog', { name: 'Sign in to Wellread' })).toBeInTheDocument()
  })
})

describe('after a failed sign-in', () => {
  it('opens by itself with the error first, and the address loses ?signin=failed', async () => {
    window.history.replaceState(null, '', '/health/sleep?signin=failed&utm_source=mail#tips')
    const { network } = setup()
    const sheet = await screen.findByRole('dialog', { name: 'Sign in to Wellread' })
    expect(within(sheet).getByText(ACCOUNT_TEXT.signInFailed)).toBeInTheDocument()
    expect(sheet).toHaveAccessibleDescription(`${ACCOUNT_TEXT.signInFailed} ${ACCOUNT_TEXT.sheetWhy}`)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/health/sleep?utm_source=mail#tips',
    )
    expect(network.calls).toEqual([])
  })

  it.each([
    ['unavailable', ACCOUNT_TEXT.signInUnavailable],
    ['limited', ACCOUNT_TEXT.signInLimited],
    // 002 §8, verbatim.
    ['unknown-provider', AUTH_MESSAGES.unknownProvider],
    ['something-else', ACCOUNT_TEXT.signInFailed],
  ])('says why when the address does (reason=%s), then drops both parameters', async (reason, message) => {
    window.history.replaceState(null, '', `/health/sleep?page=2&signin=failed&reason=${reason}`)
    setup()
    const sheet = await screen.findByRole('dialog', { name: 'Sign in to Wellread' })
    expect(within(sheet).getByText(message)).toBeInTheDocument()
    expect(sheet).toHaveAccessibleDescription(`${message} ${ACCOUNT_TEXT.sheetWhy}`)
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/health/sleep?page=2'),
    )
  })

  it('an ordinary address opens nothing', async () => {
    window.history.replaceState(null, '', '/health/sleep?signin=ok')
    setup()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.location.search).toBe('?signin=ok')
  })
})

describe('the ways to sign in on this site', () => {
  it('only the configured providers', async () => {
    const { user, signIn } = setup([{ provider: 'google', local: false }])
    await user.click(signIn())
    const sheet = await screen.findByRole('dialog', { name: 'Sign in to Wellread' })
    expect(within(sheet).getAllByRole('link', { name: /^Continue with/ })).toHaveLength(1)
    expect(within(sheet).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/signin/google',
    )
    expect(within(sheet).queryByText(ACCOUNT_TEXT.localNote)).toBeNull()
  })

  it('local stand-ins say so, on each button and in a note', async () => {
    const { user, signIn } = setup([
      { provider: 'apple', local: true },
      { provider: 'google', local: true },
    ])
    await user.click(signIn())
    const sheet = await screen.findByRole('dialog', { name: 'Sign in to Wellread' })
    expect(within(sheet).getByRole('link', { name: 'Continue with Apple (local stand-in)' })).toHaveAttribute(
      'href',
      '/api/auth/signin/apple',
    )
    expect(within(sheet).getByRole('link', { name: 'Continue with Google (local stand-in)' })).toBeVisible()
    expect(within(sheet).getByText(ACCOUNT_TEXT.localNote)).toBeInTheDocument()
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('none configured: the sheet says sign-in is not available, with no buttons', async () => {
    const { user, signIn } = setup([])
    await user.click(signIn())
    const sheet = await screen.findByRole('dialog', { name: 'Sign in to Wellread' })
    expect(within(sheet).queryAllByRole('link', { name: /^Continue with/ })).toEqual([])
    expect(within(sheet).getByText(ACCOUNT_TEXT.noProviders)).toBeInTheDocument()
  })
})
