/*
 * The Subscribe dialog with the real Subscribe button, the real placement runtime and the real form, over a
 * fake network (the runtime's fetch and the dialog's `fetch` prop). Nothing of ours is mocked.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TrackEvent } from '@/lib/tracking'
import { NewsletterDialog } from '@/placements/newsletter/NewsletterDialog.client'
import { sampleNewsletterDriver } from '@/placements/newsletter/NewsletterSignup.samples'
import { setPlacementPage } from '@/placements/page'
import { placementState, resetPlacementRuntime } from '@/placements/registry'
import { resetDriverReports } from '@/placements/report'
import type { DriverView } from '@/services/drivers/shared'
import { fakeNewsletterNetwork } from '../../../tests/unit/newsletter-fakes'
import { HeaderActions } from './HeaderActions.client'

const headerDriver: DriverView = {
  ...sampleNewsletterDriver,
  _uuid: 'drv_header_1',
  articlePlacement: 'headerNewsletter',
  headline: 'Get Wellread in your inbox',
  newsletterSource: 'header-dialog',
}
const defaultList = { listId: 'wellread-daily', name: 'Wellread daily' }
const UNAVAILABLE = 'Newsletter sign-up is not available right now. Please try again later.'

const events = () => (window.wellreadEvents ?? []) as TrackEvent[]

async function seriousViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

function setup(
  network = fakeNewsletterNetwork({ placements: { headerNewsletter: headerDriver } }),
  list: typeof defaultList | null = defaultList,
) {
  resetPlacementRuntime(network.fetch)
  const user = userEvent.setup()
  render(
    <>
      <HeaderActions />
      <main>
        <p>Article</p>
      </main>
      <NewsletterDialog defaultList={list} siteName="Wellread" fetch={network.fetch} />
    </>,
  )
  const subscribe = () => screen.getByRole('button', { name: 'Subscribe' })
  return { user, network, subscribe }
}

beforeEach(() => {
  window.wellreadEvents = []
  resetDriverReports()
  localStorage.clear()
  sessionStorage.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
  resetPlacementRuntime()
})

describe('opening', () => {
  it('nothing is there, and nothing is asked, until the reader heads for Subscribe', () => {
    const { network } = setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(network.calls).toEqual([])
  })

  it('Subscribe opens the dialog: a skeleton, then the driver’s form, titled by its headline', async () => {
    const { user, subscribe, network } = setup()
    await user.click(subscribe())
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the newsletter sign-up')

    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('Get Wellread in your inbox'))
    expect(
      await within(dialog).findByRole('heading', { level: 2, name: 'Get Wellread in your inbox' }),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Email address')).toBeInTheDocument()
    const [asked] = network.callsTo('/api/drivers/v4')
    expect(asked?.body).toMatchObject({ articlePlacements: ['headerNewsletter'] })
    expect(placementState('headerNewsletter').stage).toBe('loaded')
    // Reported as every placement is: filled, and seen.
    expect(events().filter((e) => e.name === 'driver_placement')).toEqual([
      expect.objectContaining({ placement: 'headerNewsletter', filled: true, driverId: 'drv_header_1' }),
    ])
    expect(events().filter((e) => e.name === 'driver_view')).toEqual([
      expect.objectContaining({ placement: 'headerNewsletter', driverId: 'drv_header_1' }),
    ])
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('a press made before the dialog’s island mounted is not lost: the dialog opens when it mounts', async () => {
    const network = fakeNewsletterNetwork({ placements: { headerNewsletter: headerDriver } })
    resetPlacementRuntime(network.fetch)
    const user = userEvent.setup()
    // The header hydrated first (React hydrates what the reader presses first); the dialog has not yet.
    const { rerender } = render(<HeaderActions />)
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(
      <>
        <HeaderActions />
        <NewsletterDialog defaultList={defaultList} siteName="Wellread" fetch={network.fetch} />
      </>,
    )
    expect(
      await within(screen.getByRole('dialog')).findByRole('heading', {
        level: 2,
        name: 'Get Wellread in your inbox',
      }),
    ).toBeInTheDocument()
    // Taken once: closing and remounting does not open it again.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    rerender(<HeaderActions />)
    rerender(
      <>
        <HeaderActions />
        <NewsletterDialog defaultList={defaultList} siteName="Wellread" fetch={network.fetch} />
      </>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('hovering Subscribe asks ahead (preloaded); opening shows it at once and marks it shown', async () => {
    const { user, subscribe, network } = setup()
    fireEvent.pointerEnter(subscribe())
    await waitFor(() => expect(placementState('headerNewsletter').stage).toBe('preloaded'))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(subscribe())
    expect(
      await within(screen.getByRole('dialog')).findByRole('heading', { name: 'Get Wellread in your inbox' }),
    ).toBeInTheDocument()
    expect(placementState('headerNewsletter').stage).toBe('loaded')
    expect(network.callsTo('/api/drivers/v4')).toHaveLength(1)
  })

  it('signs up with the driver’s lists and source, and the page’s terms, from the dialog', async () => {
    const { user, subscribe, network } = setup()
    setPlacementPage({
      path: '/heart-health/blood-pressure',
      k1: 'blood pressure',
      kMetas: ['blood pressure', 'salt'],
      pageType: 'article',
      categorySlugs: ['heart-health'],
      section: 'heart-health',
      mock: false,
    })
    await user.click(subscribe())
    const field = await screen.findByLabelText('Email address')
    await user.type(field, 'reader@example.com')
    await user.click(screen.getByRole('button', { name: 'Sign me up' }))
    const shown = await screen.findByRole('heading', { name: 'You’re almost done' })
    await waitFor(() => expect(shown).toHaveFocus())
    expect(network.callsTo('/api/activate/site')[0]?.body).toMatchObject({
      site: 'Wellread',
      lists: ['heart-weekly', 'wellread-daily'],
      path: '/heart-health/blood-pressure',
      attributes: { placement: 'headerNewsletter', form: 'dialog', driverId: 'drv_header_1' },
      identifiers: {
        K1: 'blood pressure',
        source: 'header-dialog',
        categories: ['heart-health'],
        tags: ['blood pressure', 'salt'],
      },
    })
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(subscribe()).toHaveFocus()
  })
})

describe('closing', () => {
  it('Escape closes, focus returns to Subscribe, and reopening starts a fresh form', async () => {
    const { user, subscribe } = setup()
    await user.click(subscribe())
    await user.type(await screen.findByLabelText('Email address'), 'reader@exam')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(subscribe()).toHaveFocus()

    await user.click(subscribe())
    expect(await screen.findByLabelText('Email address')).toHaveValue('')
  })

  it('the × button closes too', async () => {
    const { user, subscribe } = setup()
    await user.click(subscribe())
    await user.click(screen.getByRole('button', { name: 'Close newsletter sign-up' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(subscribe()).toHaveFocus()
  })

  it('Tab stays inside the dialog', async () => {
    const { user, subscribe } = setup()
    await user.click(subscribe())
    const dialog = screen.getByRole('dialog')
    await within(dialog).findByLabelText('Email address')
    for (let i = 0; i < 8; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })
})

describe('when no driver fills the placement', () => {
  it('the site’s default list: its name as the headline, and the sign-up goes to it', async () => {
    const network = fakeNewsletterNetwork({ placements: {} })
    const { user, subscribe } = setup(network)
    await user.click(subscribe())
    const dialog = screen.getByRole('dialog')
    expect(await within(dialog).findByRole('heading', { name: 'Wellread daily' })).toBeInTheDocument()
    expect(dialog).toHaveAccessibleName('Wellread daily')
    await user.type(within(dialog).getByLabelText('Email address'), 'reader@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))
    await within(dialog).findByRole('heading', { name: 'Check your inbox' })
    const body = network.callsTo('/api/activate/site')[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({
      lists: ['wellread-daily'],
      sailthruAccount: '',
      attributes: { placement: 'headerNewsletter', form: 'dialog' },
      identifiers: { K1: '', source: 'headerNewsletter', categories: [], tags: [] },
    })
    expect(events().filter((e) => e.name === 'newsletter_signup')).toEqual([
      { name: 'newsletter_signup', placement: 'headerNewsletter', driverId: null, status: 'pending' },
    ])
    expect(events().filter((e) => e.name === 'driver_placement')).toEqual([
      expect.objectContaining({ placement: 'headerNewsletter', filled: false, reason: 'not_found' }),
    ])
  })

  it('the default list also when the drivers call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const network = fakeNewsletterNetwork({ placements: () => new Response('down', { status: 503 }) })
    const { user, subscribe } = setup(network)
    await user.click(subscribe())
    expect(await screen.findByRole('heading', { name: 'Wellread daily' })).toBeInTheDocument()
  })

  it('with no default list either: says sign-up is unavailable and reports the missing lists (001 §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const network = fakeNewsletterNetwork({ placements: {} })
    const { user, subscribe } = setup(network, null)
    await user.click(subscribe())
    const dialog = screen.getByRole('dialog')
    await within(dialog).findByText(UNAVAILABLE)
    expect(dialog).toHaveAccessibleDescription(UNAVAILABLE)
    expect(within(dialog).queryByLabelText('Email address')).toBeNull()
    expect(events().filter((e) => e.name === 'client.error')).toEqual([
      {
        name: 'client.error',
        where: 'newsletter.headerNewsletter',
        message: 'Missing headerNewsletter lists',
        errorName: 'Error',
        stack: expect.stringContaining('Missing headerNewsletter lists'),
      },
    ])
    expect(await seriousViolations(document.body)).toEqual([])

    // Reported once per opening.
    await user.keyboard('{Escape}')
    await user.click(subscribe())
    await screen.findByText(UNAVAILABLE)
    expect(events().filter((e) => e.name === 'client.error')).toHaveLength(2)
  })
})
