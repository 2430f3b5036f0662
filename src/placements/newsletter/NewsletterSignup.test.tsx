/*
 * The sign-up form against a fake network (its `fetch` prop): a real bot check (challenge, solution,
 * verification), and the sign-up answers each test needs. Nothing of ours is mocked.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TrackEvent } from '@/lib/tracking'
import type { DriverView } from '@/services/drivers/shared'
import { MOCK_SUCCESS_EMAIL, NEWSLETTER_MESSAGES } from '@/services/newsletter/shared'
import { fakeNewsletterNetwork } from '../../../tests/unit/newsletter-fakes'
import { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup.client'
import { sampleNewsletterDriver } from './NewsletterSignup.samples'
import { NEWSLETTER_FORM_TEXT } from './newsletter'

const driver = (over: Partial<DriverView> = {}): DriverView => ({ ...sampleNewsletterDriver, ...over })

const events = () => (window.wellreadEvents ?? []) as TrackEvent[]
const named = (name: string) => events().filter((e) => e.name === name)

async function seriousViolations(container: HTMLElement): Promise<string[]> {
  // jsdom lays nothing out: colour contrast is checked in the browser (tokens), not here.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

function setup(props: Partial<NewsletterSignupProps> = {}, network = fakeNewsletterNetwork()) {
  const user = userEvent.setup()
  const view = render(
    <NewsletterSignup
      driver={driver()}
      placement="articlePlacement"
      k1="blood pressure"
      path="/heart-health/blood-pressure?utm_source=x"
      categories={['heart-health']}
      tags={['blood pressure', 'hypertension']}
      fetch={network.fetch}
      {...props}
    />,
  )
  const field = () => screen.getByLabelText(NEWSLETTER_FORM_TEXT.emailLabel) as HTMLInputElement
  const button = () => screen.getByRole('button', { name: /sign me up|sign up/i })
  const signUp = async (address: string) => {
    if (address) await user.type(field(), address)
    await user.click(button())
  }
  return { user, view, network, field, button, signUp }
}

beforeEach(() => {
  window.wellreadEvents = []
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the form step', () => {
  it('renders on the server what the reader sees first: text, labelled field, button, privacy line', () => {
    const html = renderToString(
      <NewsletterSignup
        driver={driver()}
        placement="articlePlacement"
        k1={null}
        path="/x"
        categories={[]}
        tags={[]}
      />,
    )
    expect(html).toContain('Heart health, once a week')
    expect(html).toContain('Join 125,000 readers')
    expect(html).toContain('href="/privacy-policy"')
  })

  it('shows the whisper, headline, readers, body copy, a labelled field, the button and the small print', async () => {
    const { view, field, button } = setup({ driver: driver({ isLeadGen: true, brand: 'Acme Heart' }) })
    expect(screen.getByText('Free newsletter')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Heart health, once a week' })).toBeInTheDocument()
    expect(screen.getByText('Join 125,000 readers')).toBeInTheDocument()
    expect(screen.getByText(/New research, simple recipes/)).toBeInTheDocument()
    expect(field()).toHaveAttribute('type', 'email')
    expect(field()).toHaveAttribute('autocomplete', 'email')
    expect(button()).toHaveTextContent('Sign me up')
    const privacy = screen.getByRole('link', { name: 'privacy policy' })
    expect(privacy).toHaveAttribute('href', '/privacy-policy')
    expect(privacy.closest('p')).toHaveTextContent(
      /^By signing up you agree that Acme Heart may also contact you\. You can unsubscribe at any time\. Read our privacy policy\.$/,
    )
    expect(screen.getByRole('form')).toHaveAccessibleName('Heart health, once a week')
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('"Sign up" without a button text; no readers line, lead-gen line or picture unless given', () => {
    setup({ driver: driver({ callToAction: null, subscriberNumber: null }) })
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument()
    expect(screen.queryByText(/Join/)).toBeNull()
    expect(screen.queryByText(/may also contact you/)).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows the picture; one that repeats the headline is decorative', () => {
    const image = { src: '/media/heart.jpg', alt: 'A heart-shaped bowl of berries', width: 400, height: 300 }
    const { view } = setup({ driver: driver({ image }) })
    expect(screen.getByRole('img', { name: image.alt })).toHaveAttribute('src', '/media/heart.jpg')
    view.rerender(
      <NewsletterSignup
        driver={driver({ image: { ...image, alt: 'Heart health, once a week' } })}
        placement="articlePlacement"
        k1={null}
        path="/x"
        categories={[]}
        tags={[]}
      />,
    )
    expect(view.container.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('the dialog variant titles with a level-2 heading', () => {
    setup({ variant: 'dialog' })
    expect(screen.getByRole('heading', { level: 2, name: 'Heart health, once a week' })).toBeInTheDocument()
  })
})

describe('checking the address before sending', () => {
  it.each([
    ['name@example', NEWSLETTER_MESSAGES.invalidEmail],
    ['first last@example.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['', NEWSLETTER_FORM_TEXT.emptyEmail],
  ])(
    '%j: the message is under the field, which is marked and focused; nothing is sent',
    async (typed, message) => {
      const { field, signUp, network, view } = setup()
      await signUp(typed)
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent(message)
      expect(field()).toHaveAttribute('aria-invalid', 'true')
      expect(field()).toHaveAccessibleDescription(message)
      expect(field()).toHaveFocus()
      expect(field().value).toBe(typed)
      expect(network.calls).toEqual([])
      expect(await seriousViolations(view.container)).toEqual([])
    },
  )

  it('the message follows the reader’s fix and goes when the address is right', async () => {
    const { field, signUp, user } = setup()
    await signUp('name@example')
    await user.type(field(), '.com')
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(field()).not.toHaveAttribute('aria-invalid')
  })
})

describe('signing up', () => {
  it('pending: the button is busy while the bot check solves, then the confirmation, tracked and counted', async () => {
    const beacons: string[] = []
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => {
        beacons.push(body)
        return true
      },
    })
    const { signUp, button, network, user } = setup()
    await signUp('  Reader@Example.com ')
    // Busy at once (the bot check runs now, not before the reader acted).
    expect(button()).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_FORM_TEXT.submitting)
    await user.click(button()) // a second press while busy sends nothing more

    const heading = await screen.findByRole('heading', { name: 'You’re almost done' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText('Open the email we sent you and confirm your address.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('You’re almost done')

    expect(network.callsTo('/api/bot-check/challenge')).toHaveLength(1)
    expect(network.callsTo('/api/activate/site')).toHaveLength(1)
    const [sent] = network.callsTo('/api/activate/site')
    expect(sent?.method).toBe('POST')
    // The whole of 002 §3.5, every field; the page's terms go to this site, which keeps them from the provider.
    expect(sent?.body).toEqual({
      site: 'Wellread',
      customTc: '',
      email: 'Reader@Example.com',
      lists: ['heart-weekly', 'wellread-daily'],
      recaptcha: expect.any(String),
      path: '/heart-health/blood-pressure',
      sailthruAccount: 'wellread-main',
      attributes: { placement: 'articlePlacement', form: 'inline', driverId: 'drv_newsletter_1' },
      identifiers: {
        K1: 'blood pressure',
        source: 'article-driver',
        categories: ['heart-health'],
        tags: ['blood pressure', 'hypertension'],
        correlationId: expect.stringMatching(/\S/),
      },
    })

    expect(named('newsletter_signup')).toEqual([
      {
        name: 'newsletter_signup',
        placement: 'articlePlacement',
        driverId: 'drv_newsletter_1',
        status: 'pending',
      },
    ])
    expect(JSON.stringify(events())).not.toMatch(/example\.com/i)

    window.dispatchEvent(new Event('pagehide'))
    expect(beacons.map((b) => JSON.parse(b))).toContainEqual({
      counts: [{ kind: 'signup', driverId: 'drv_newsletter_1', placement: 'articlePlacement', count: 1 }],
    })
  })

  it('confirmed (already subscribed): says there is nothing to open', async () => {
    const network = fakeNewsletterNetwork({
      signup: () => Response.json({ success: true, status: 'confirmed' }),
    })
    const standard = driver({
      confirmTitle: 'Check your inbox',
      confirmDesc: 'Confirm it.',
      confirmCallToAction: null,
      confirmCallToActionURL: null,
    })
    const { signUp } = setup({ driver: standard }, network)
    await signUp('reader@example.com')
    const shown = await screen.findByRole('heading', { name: NEWSLETTER_FORM_TEXT.confirmedTitle })
    await waitFor(() => expect(shown).toHaveFocus())
    expect(screen.getByText(NEWSLETTER_FORM_TEXT.confirmedDescription)).toBeInTheDocument()
    expect(named('newsletter_signup')[0]).toMatchObject({ status: 'confirmed' })
  })

  it('the confirmation’s button and Done (when the owner wants to know)', async () => {
    const onDone = vi.fn()
    const withCta = driver({
      confirmTitle: 'Thanks!',
      confirmDesc: null,
      confirmCallToAction: 'Read our heart guide',
      confirmCallToActionURL: '/heart-health/guide',
    })
    const { signUp, user, view } = setup({ driver: withCta, onDone, variant: 'dialog' })
    await signUp('reader@example.com')
    await screen.findByRole('heading', { level: 2, name: 'Thanks!' })
    expect(screen.getByRole('link', { name: 'Read our heart guide' })).toHaveAttribute(
      'href',
      '/heart-health/guide',
    )
    expect(await seriousViolations(view.container)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('the mock success address signs up without any call', async () => {
    const { signUp, network } = setup()
    await signUp(MOCK_SUCCESS_EMAIL)
    expect(await screen.findByRole('heading', { name: 'You’re almost done' })).toBeInTheDocument()
    expect(network.calls).toEqual([])
  })

  it('the header’s default list (no driver id): tracked with a null driver, nothing counted', async () => {
    const { signUp } = setup({ driver: driver({ _uuid: '' }), placement: 'headerNewsletter' })
    await signUp('reader@example.com')
    await screen.findByRole('heading', { name: 'You’re almost done' })
    expect(named('newsletter_signup')[0]).toMatchObject({ driverId: null, placement: 'headerNewsletter' })
  })
})

describe('when the server refuses', () => {
  it('a general error shows in the alert; the address stays, and the reader can send again', async () => {
    const message = NEWSLETTER_MESSAGES.tooManyFromConnection('10 minutes')
    let answer = () => Response.json({ success: false, error: message }, { status: 429 })
    const network = fakeNewsletterNetwork({ signup: () => answer() })
    const { signUp, field, button, user, view } = setup({}, network)
    await signUp('reader@example.com')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message))
    expect(field().value).toBe('reader@example.com')
    expect(field()).not.toHaveAttribute('aria-invalid')
    expect(field()).not.toHaveAttribute('readonly')
    expect(button()).not.toHaveAttribute('aria-busy')
    expect(named('metric')).toContainEqual(
      expect.objectContaining({ metric: 'newsletter.error', status: 429 }),
    )
    expect(await seriousViolations(view.container)).toEqual([])

    answer = () => Response.json({ success: true, status: 'pending' })
    await user.click(button())
    expect(await screen.findByRole('heading', { name: 'You’re almost done' })).toBeInTheDocument()
    expect(network.callsTo('/api/activate/site')).toHaveLength(2)
  })

  it('an error about the address marks and focuses the field', async () => {
    const network = fakeNewsletterNetwork({
      signup: () =>
        Response.json(
          { success: false, error: NEWSLETTER_MESSAGES.refused, field: 'email' },
          { status: 422 },
        ),
    })
    const { signUp, field } = setup({}, network)
    await signUp('reader@example.com')
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'))
    expect(field()).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.refused)
    expect(field()).toHaveFocus()
    expect(field().value).toBe('reader@example.com')
  })

  it('a list the site does not have: the reader’s words in the alert, the field left unmarked', async () => {
    const network = fakeNewsletterNetwork({
      signup: () =>
        Response.json(
          { success: false, error: NEWSLETTER_MESSAGES.unknownLists(['gone-list']), field: 'lists' },
          { status: 400 },
        ),
    })
    const { signUp, field } = setup({}, network)
    await signUp('reader@example.com')
    expect(await screen.findByText(NEWSLETTER_MESSAGES.unknownList)).toHaveAttribute('role', 'alert')
    expect(screen.queryByText(/gone-list/)).toBeNull()
    expect(field()).not.toHaveAttribute('aria-invalid')
    expect(field().value).toBe('reader@example.com')
  })

  it('an unreachable server: the plain failure message, the address kept, the error metric', async () => {
    const network = fakeNewsletterNetwork()
    const failing: typeof fetch = (input, init) =>
      String(input).includes('/api/activate/site')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : network.fetch(input, init)
    const { signUp, field } = setup({ fetch: failing }, network)
    await signUp('reader@example.com')
    expect(await screen.findByText(NEWSLETTER_MESSAGES.failed)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.failed)
    expect(field().value).toBe('reader@example.com')
    expect(named('metric')).toContainEqual(expect.objectContaining({ metric: 'newsletter.error', status: 0 }))
  })
})

describe('the feedback step', () => {
  const withFeedback = driver({
    includeFeedbackStep: true,
    feedbackTitle: 'What would you like to read about?',
    feedbackDescription: 'Pick one; it helps us choose stories.',
    feedbackSelections: [
      { label: 'Blood pressure', value: 'Blood pressure' },
      { label: 'Cholesterol', value: 'Cholesterol' },
      { label: 'Exercise', value: 'Exercise' },
    ],
    feedbackCallToAction: 'Send answer',
  })

  it('asks after the sign-up; the answer is tracked with its label and placement, never the address', async () => {
    const { signUp, user, view } = setup({ driver: withFeedback })
    await signUp('reader@example.com')
    const heading = await screen.findByRole('heading', { name: 'What would you like to read about?' })
    await waitFor(() => expect(heading).toHaveFocus())
    const group = screen.getByRole('group', { name: 'What would you like to read about?' })
    expect(group).toHaveAccessibleDescription('Pick one; it helps us choose stories.')
    expect(within(group).getAllByRole('radio')).toHaveLength(3)
    expect(await seriousViolations(view.container)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Send answer' }))
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_FORM_TEXT.chooseAnswer)

    await user.click(screen.getByRole('radio', { name: 'Cholesterol' }))
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    await user.click(screen.getByRole('button', { name: 'Send answer' }))
    const shown = await screen.findByRole('heading', { name: 'You’re almost done' })
    await waitFor(() => expect(shown).toHaveFocus())
    expect(named('newsletter_feedback')).toEqual([
      {
        name: 'newsletter_feedback',
        selection: 'Cholesterol',
        placement: 'articlePlacement',
        driverId: 'drv_newsletter_1',
      },
    ])
    expect(JSON.stringify(named('newsletter_feedback'))).not.toContain('@')
  })

  it('Skip goes to the confirmation without an answer', async () => {
    const { signUp, user } = setup({ driver: withFeedback })
    await signUp('reader@example.com')
    await screen.findByRole('heading', { name: 'What would you like to read about?' })
    await user.click(screen.getByRole('button', { name: 'Skip' }))
    expect(await screen.findByRole('heading', { name: 'You’re almost done' })).toBeInTheDocument()
    expect(named('newsletter_feedback')).toEqual([])
  })

  it('keyboard: arrow keys choose, Enter sends', async () => {
    const { signUp, user } = setup({ driver: withFeedback })
    await signUp('reader@example.com')
    await screen.findByRole('heading', { name: 'What would you like to read about?' })
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Blood pressure' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Cholesterol' })).toBeChecked()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'You’re almost done' })).toBeInTheDocument()
    expect(named('newsletter_feedback')[0]).toMatchObject({ selection: 'Cholesterol' })
  })
})
