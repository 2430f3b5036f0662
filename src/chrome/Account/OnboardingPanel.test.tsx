/*
 * The onboarding panel as the site chrome loads it (`AccountBoot`), over a fake network installed as the
 * page's `fetch`: the session, the bearer token, the site flags (GET and PUT), and the newsletter sign-up
 * with its real bot check. What is logged is read from the page's data layer (`client.error` events).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_ROUTES, type SiteFlag } from '@/lib/account/contract'
import type { TrackEvent } from '@/lib/tracking'
import type { DefaultNewsletterList } from '../../placements/newsletter/newsletterDialog'
import { AccountBoot } from './AccountBoot.client'
import { ACCOUNT_TEXT } from './account'
import { forgetSession } from './session'
import { BOTH_PROVIDERS, fakeAccountNetwork, sampleMember, setSignedInHint, TEST_TOKEN } from './testData'

const list: DefaultNewsletterList = { listId: 'wellread-daily', name: 'Wellread daily' }
const FLAGS_PATH = AUTH_ROUTES.siteFlags(sampleMember.rvoId)
const SIGNUP = '/api/activate/site'

async function seriousViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const logged = () =>
  ((window.wellreadEvents ?? []) as TrackEvent[])
    .filter((e) => e.name === 'client.error')
    .map((e) => e.message)

function setup(network = fakeAccountNetwork(), newsletterList: DefaultNewsletterList | null = list) {
  vi.stubGlobal('fetch', network.fetch)
  const user = userEvent.setup()
  render(
    <>
      <main>
        <p>Article</p>
      </main>
      <AccountBoot newsletterList={newsletterList} siteName="Wellread" signInOptions={BOTH_PROVIDERS} />
    </>,
  )
  return { user, network }
}

const panel = () => screen.findByRole('dialog', { name: 'Welcome to Wellread, Ana' })
/** Lets pending dynamic imports and answers settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

beforeEach(() => {
  forgetSession()
  window.wellreadEvents = []
  localStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  setSignedInHint(true)
})

afterEach(() => {
  setSignedInHint(false)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('when it shows', () => {
  it('for a member without the onboarding flag: a welcome by first name, the consent unticked', async () => {
    const { network } = setup()
    const dialog = await panel()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription(ACCOUNT_TEXT.onboardingBody)
    const consent = within(dialog).getByRole('checkbox', { name: ACCOUNT_TEXT.consent('Wellread') })
    expect(consent).not.toBeChecked()
    expect(consent).toHaveAccessibleDescription('We’ll send it to ana@example.com.')
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Close the welcome panel' })).toBeVisible()
    expect(await seriousViolations(document.body)).toEqual([])
    // The session, a token, then the flags with that token: nothing else.
    expect(network.paths()).toEqual(['GET /api/auth/session', 'POST /api/auth/token', `GET ${FLAGS_PATH}`])
    expect(network.callsTo(FLAGS_PATH)[0]?.authorization).toBe(`Bearer ${TEST_TOKEN}`)
  })

  it('keeps other flags from stopping it', async () => {
    setup(fakeAccountNetwork({ flags: [{ label: 'has_seen_recipes_tip', status: 'viewed' }] }))
    expect(await panel()).toBeInTheDocument()
  })

  it.each(['viewed', 'dismissed'] as const)('not when the flag is there (%s)', async (status) => {
    const flags: SiteFlag[] = [{ label: 'has_seen_onboarding_panel', status }]
    const { network } = setup(fakeAccountNetwork({ flags }))
    await waitFor(() => expect(network.callsTo(FLAGS_PATH)).toHaveLength(1))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('not for an anonymous reader, who makes no request', async () => {
    setSignedInHint(false)
    const { network } = setup()
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(network.calls).toEqual([])
  })

  it('not when the session has ended (a stale hint): no token is asked for', async () => {
    const { network } = setup(fakeAccountNetwork({ user: null }))
    await waitFor(() => expect(network.callsTo('/api/auth/session')).toHaveLength(1))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(network.paths()).toEqual(['GET /api/auth/session'])
  })

  it('not on the page a sign-in failed on: the sheet says so alone, and the panel waits for the next page', async () => {
    window.history.replaceState(null, '', '/?signin=failed')
    const { network } = setup()
    expect(await screen.findByText(ACCOUNT_TEXT.signInFailed)).toBeInTheDocument()
    await settle()
    expect(screen.queryByRole('dialog', { name: /Welcome to Wellread/ })).toBeNull()
    expect(network.callsTo('/api/auth/session')).toEqual([])
    expect(window.location.search).toBe('')
  })

  it('greets without a name when the member has no first name', async () => {
    setup(fakeAccountNetwork({ user: { ...sampleMember, firstName: '' } }))
    expect(await screen.findByRole('dialog', { name: 'Welcome to Wellread' })).toBeInTheDocument()
  })
})

describe('failures (002 §8)', () => {
  it('a token failure logs "Failed to acquire token" and shows no panel', async () => {
    const { network } = setup(
      fakeAccountNetwork({
        token: () => Response.json({ error: 'No authenticated accounts found' }, { status: 401 }),
      }),
    )
    await waitFor(() => expect(logged()).toEqual(['Failed to acquire token']))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(network.callsTo(FLAGS_PATH)).toEqual([])
  })

  it.each([
    [503, () => new Response('down', { status: 503 }), 'User flags fetch failed: 503'],
    [401, () => Response.json({ error: 'Unauthorized' }, { status: 401 }), 'User flags fetch failed: 401'],
  ])('a flags fetch failure (%i) logs its status and shows no panel', async (_status, flags, message) => {
    setup(fakeAccountNetwork({ flags }))
    await waitFor(() => expect(logged()).toEqual([message]))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a flag set failure logs "User flags set failed: {status}"; the panel still goes', async () => {
    const { user } = setup(fakeAccountNetwork({ putFlag: () => new Response('no', { status: 500 }) }))
    const dialog = await panel()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(logged()).toEqual(['User flags set failed: 500']))
  })
})

describe('closing it sets the flag', () => {
  it('Done: PUT { label, status: viewed } with the bearer token; nothing subscribed without consent', async () => {
    const { user, network } = setup()
    const dialog = await panel()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(network.callsTo(FLAGS_PATH, 'PUT')).toHaveLength(1))
    expect(network.callsTo(FLAGS_PATH, 'PUT')[0]).toMatchObject({
      body: { label: 'has_seen_onboarding_panel', status: 'viewed' },
      authorization: `Bearer ${TEST_TOKEN}`,
    })
    await settle()
    expect(network.callsTo(SIGNUP)).toEqual([])
    expect(logged()).toEqual([])
  })

  it.each([
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: 'Close the welcome panel' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('%s dismisses it: PUT { status: dismissed }', async (_how, close) => {
    const { user, network } = setup()
    const dialog = await panel()
    await close(user, dialog)
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(network.callsTo(FLAGS_PATH, 'PUT')).toHaveLength(1))
    expect(network.callsTo(FLAGS_PATH, 'PUT')[0]?.body).toEqual({
      label: 'has_seen_onboarding_panel',
      status: 'dismissed',
    })
  })

  it('keeps focus inside while open', async () => {
    const { user } = setup()
    const dialog = await panel()
    expect(dialog).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close the welcome panel' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('checkbox')).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close the welcome panel' })).toHaveFocus()
  })
})

describe('the marketing consent', () => {
  it('ticked, Done subscribes the member: the default list, source onsite_preferencepage', async () => {
    const { user, network } = setup()
    const dialog = await panel()
    await user.click(within(dialog).getByRole('checkbox'))
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(network.callsTo(SIGNUP)).toHaveLength(1), { timeout: 10_000 })
    const body = network.callsTo(SIGNUP)[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({
      site: 'Wellread',
      email: 'ana@example.com',
      lists: ['wellread-daily'],
      path: window.location.pathname,
      identifiers: { source: 'onsite_preferencepage', correlationId: expect.any(String) },
    })
    expect(body.recaptcha).toEqual(expect.any(String))
    await waitFor(() => expect(network.callsTo(FLAGS_PATH, 'PUT')).toHaveLength(1))
    expect(logged()).toEqual([])
  })

  it('ticked, dismissing subscribes too', async () => {
    const { user, network } = setup()
    const dialog = await panel()
    await user.click(within(dialog).getByRole('checkbox'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(network.callsTo(SIGNUP)).toHaveLength(1), { timeout: 10_000 })
    expect(network.callsTo(FLAGS_PATH, 'PUT')[0]?.body).toMatchObject({ status: 'dismissed' })
  })

  it('a failed sign-up is only logged', async () => {
    const { user, network } = setup(
      fakeAccountNetwork({
        signup: () =>
          Response.json({ success: false, error: 'This newsletter is not available.' }, { status: 400 }),
      }),
    )
    const dialog = await panel()
    await user.click(within(dialog).getByRole('checkbox'))
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(
      () =>
        expect(logged()).toEqual(['Marketing consent subscribe failed: This newsletter is not available.']),
      { timeout: 10_000 },
    )
    expect(network.callsTo(SIGNUP)).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    // The address is never logged.
    expect(JSON.stringify(window.wellreadEvents)).not.toContain('ana@example.com')
  })

  it.each([
    ['the member has no email', fakeAccountNetwork({ user: { ...sampleMember, email: '' } }), list],
    ['the site has no default list', fakeAccountNetwork(), null],
  ])('is not offered when %s, and nothing is subscribed', async (_name, network, newsletterList) => {
    const { user } = setup(network, newsletterList)
    const dialog = await panel()
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(network.callsTo(FLAGS_PATH, 'PUT')).toHaveLength(1))
    await settle()
    expect(network.callsTo(SIGNUP)).toEqual([])
    expect(network.callsTo('/api/bot-check/challenge')).toEqual([])
  })
})
