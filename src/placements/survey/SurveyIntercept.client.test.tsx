import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import type { TrackEvent } from '@/lib/tracking'
import { CURRENT_SURVEY_API, SURVEY_ANSWER_API } from '@/services/surveys/shared'
import { SURVEY_WORDS, SurveyIntercept } from './SurveyIntercept.client'

const SURVEY = {
  id: 7,
  question: 'Did this article answer your question?',
  answers: ['Yes', 'Partly', 'No'],
  sampleRate: 4,
}

type Call = { url: string; init?: RequestInit }
let calls: Call[]
let current: typeof SURVEY | null

function surveyCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('wr_survey='))
    ?.slice('wr_survey='.length)
}

/** The page around the card: its article, read past half already (so the card is due at once). */
function page(ui: React.ReactNode) {
  return render(
    <>
      <main>
        <a href="#top">Before the card</a>
        <article
          data-article-id="1"
          ref={(el) => {
            if (el) stubHalfRead(el)
          }}
        >
          <p>Body</p>
        </article>
      </main>
      {ui}
    </>,
  )
}

function stubHalfRead(el: Element) {
  el.getBoundingClientRect = () => ({ top: -2000, height: 3000, bottom: 1000 }) as DOMRect
}

const events = () => (window.wellreadEvents ?? []).filter((e: TrackEvent) => e.name.startsWith('survey_'))

async function seriousViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`)
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the reader's cookie
  document.cookie = 'wr_survey=; Max-Age=0; Path=/'
  window.wellreadEvents = []
  calls = []
  current = SURVEY
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init })
      if (url.startsWith(CURRENT_SURVEY_API))
        return current ? Response.json(current) : new Response(null, { status: 204 })
      return new Response(null, { status: 204 })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the survey card', () => {
  it('asks nothing of a browser that had a survey in the last 7 days', async () => {
    for (const record of ['3.a', '3.d', '9.l']) {
      // biome-ignore lint/suspicious/noDocumentCookie: arranging the reader's cookie
      document.cookie = `wr_survey=${record}; Path=/`
      const { unmount } = page(<SurveyIntercept section="health" random={() => 0} />)
      await act(async () => {})
      expect(calls).toEqual([])
      expect(screen.queryByRole('region', { name: SURVEY_WORDS.region })).toBeNull()
      unmount()
    }
  })

  it('draws once: a lost draw shows nothing and is remembered', async () => {
    page(<SurveyIntercept section="health" random={() => 0.5} />)
    await waitFor(() => expect(surveyCookie()).toBe('7.l'))
    expect(calls.map((c) => c.url)).toEqual([`${CURRENT_SURVEY_API}?section=health`])
    expect(calls[0]!.init?.credentials).toBe('omit')
    expect(screen.queryByRole('region', { name: SURVEY_WORDS.region })).toBeNull()
    expect(events()).toEqual([])
  })

  it('without a running survey, shows and remembers nothing', async () => {
    current = null
    page(<SurveyIntercept section="health" random={() => 0} />)
    await waitFor(() => expect(calls.length).toBe(1))
    await act(async () => {})
    expect(surveyCookie()).toBeUndefined()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('shows the winner a labelled card without taking the focus, and is answered with the keyboard', async () => {
    const user = userEvent.setup()
    const { container } = page(<SurveyIntercept section="health" random={() => 0} />)
    const card = await screen.findByRole('region', { name: SURVEY_WORDS.region })
    expect(document.activeElement).toBe(document.body)
    expect(events()).toEqual([{ name: 'survey_view', survey_id: 7 }])
    const group = within(card).getByRole('group', { name: /Did this article answer your question\?/ })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(SURVEY.answers)
    expect(await seriousViolations(container)).toEqual([])

    // Tab from the page into the card: its close button, then the answers.
    screen.getByRole('link', { name: 'Before the card' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: SURVEY_WORDS.close }))
    await user.tab()
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Yes' }))
    const partly = within(group).getByRole('radio', { name: 'Partly' })
    partly.focus()
    await user.keyboard(' ')
    expect(partly).toBeChecked()
    within(card).getByRole('button', { name: SURVEY_WORDS.send }).focus()
    await user.keyboard('{Enter}')

    expect(await within(card).findByRole('status')).toHaveTextContent(SURVEY_WORDS.thanks)
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(card).getByRole('button', { name: SURVEY_WORDS.closeThanks }),
      ),
    )
    const answer = calls.find((c) => c.url === SURVEY_ANSWER_API)
    expect(answer?.init?.method).toBe('POST')
    expect(JSON.parse(String(answer?.init?.body))).toEqual({ survey: 7, answer: 2 })
    expect(answer?.init?.credentials).toBe('omit')
    expect(surveyCookie()).toBe('7.a')
    expect(events()).toEqual([
      { name: 'survey_view', survey_id: 7 },
      { name: 'survey_answer', survey_id: 7, position: 2 },
    ])
    // Escape (or Close) closes the thank-you.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: SURVEY_WORDS.region })).toBeNull()
  })

  it('asks for a choice before sending, and says so', async () => {
    const user = userEvent.setup()
    page(<SurveyIntercept section="health" random={() => 0} />)
    const card = await screen.findByRole('region', { name: SURVEY_WORDS.region })
    await user.click(within(card).getByRole('button', { name: SURVEY_WORDS.send }))
    expect(within(card).getByRole('alert')).toHaveTextContent(SURVEY_WORDS.choose)
    expect(document.activeElement).toBe(within(card).getByRole('radio', { name: 'Yes' }))
    expect(calls.filter((c) => c.url === SURVEY_ANSWER_API)).toEqual([])
    expect(surveyCookie()).toBeUndefined()
  })

  it('Escape says no thanks: the card closes and is not shown for 7 days', async () => {
    const user = userEvent.setup()
    page(<SurveyIntercept section="health" random={() => 0} />)
    const card = await screen.findByRole('region', { name: SURVEY_WORDS.region })
    within(card).getByRole('radio', { name: 'Yes' }).focus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: SURVEY_WORDS.region })).toBeNull()
    expect(surveyCookie()).toBe('7.d')
    expect(events().at(-1)).toEqual({ name: 'survey_dismiss', survey_id: 7 })
    expect(calls.filter((c) => c.url === SURVEY_ANSWER_API)).toEqual([])
  })

  it('"No thanks" (Space on the button) does the same', async () => {
    const user = userEvent.setup()
    page(<SurveyIntercept random={() => 0} />)
    const card = await screen.findByRole('region', { name: SURVEY_WORDS.region })
    expect(calls[0]!.url).toBe(CURRENT_SURVEY_API)
    within(card).getByRole('button', { name: SURVEY_WORDS.noThanks }).focus()
    await user.keyboard(' ')
    expect(screen.queryByRole('region', { name: SURVEY_WORDS.region })).toBeNull()
    expect(surveyCookie()).toBe('7.d')
  })
})
