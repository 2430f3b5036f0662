import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HeaderSearch } from './HeaderSearch.client'

const MESSAGE = 'Please enter a valid search term.'

type Call = { url: string; signal: AbortSignal; resolve: (r: Response) => void; reject: (e: unknown) => void }
let calls: Call[] = []

/** A stub for global fetch whose answers the test gives, one call at a time. */
function stubFetch() {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init.signal as AbortSignal
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
          calls.push({ url, signal, resolve, reject })
        }),
    ),
  )
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Answer a fetch and let its promise chain settle. */
async function answer(call: Call | undefined, response: Response | Error) {
  if (!call) throw new Error('no such fetch call')
  await act(async () => {
    if (response instanceof Error) call.reject(response)
    else call.resolve(response)
    await vi.advanceTimersByTimeAsync(0)
  })
}

type Submission = { q1: string | null; action: string | null; blocked: boolean }
let submissions: Submission[] = []
/**
 * Record form submissions as the browser would perform them (GET action + q1), then stop jsdom from
 * attempting navigation. `blocked` says whether the component refused the submission.
 */
const recordSubmission = (event: Event) => {
  const form = event.target as HTMLFormElement
  submissions.push({
    q1: new FormData(form).get('q1') as string | null,
    action: form.getAttribute('action'),
    blocked: event.defaultPrevented,
  })
  event.preventDefault()
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
  render(
    <div>
      <HeaderSearch />
      <button type="button">After the header</button>
    </div>,
  )
  const toggle = screen.getByRole('button', { name: 'Search' })
  return { user, toggle }
}

async function openBox() {
  const ctx = setup()
  await ctx.user.click(ctx.toggle)
  return { ...ctx, input: screen.getByRole('combobox', { name: 'Search articles' }) }
}

/** Type, wait out the debounce, and answer the suggestion fetch. */
async function typeAndSuggest(user: ReturnType<typeof userEvent.setup>, text: string, items: string[]) {
  await user.type(screen.getByRole('combobox'), text)
  await wait(200)
  await answer(calls.at(-1), json({ query: text, items }))
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent)

beforeEach(() => {
  // Only timers: faking everything (e.g. queueMicrotask) stalls React and user-event.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // Testing Library recognises fake timers through a `jest` global; without it, its async wrapper waits
  // on a faked setTimeout forever.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  stubFetch()
  submissions = []
  document.addEventListener('submit', recordSubmission)
})

afterEach(() => {
  document.removeEventListener('submit', recordSubmission)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('opening and closing', () => {
  it('starts closed; the search icon opens it and moves focus into the input', async () => {
    const { user, toggle } = setup()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('search')).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const form = screen.getByRole('search')
    expect(toggle).toHaveAttribute('aria-controls', form.id)
    expect(screen.getByRole('combobox', { name: 'Search articles' })).toHaveFocus()
  })

  it('Escape closes it and returns focus to the search icon', async () => {
    const { user, toggle } = await openBox()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('search')).not.toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('a click outside closes it', async () => {
    const { user, toggle } = await openBox()
    await user.click(document.body)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('search')).not.toBeInTheDocument()
  })

  it('a click inside keeps it open', async () => {
    const { user, toggle, input } = await openBox()
    await user.click(input)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  it('tabbing out of it closes it', async () => {
    const { user, toggle } = await openBox()
    await user.tab() // to the submit button, still inside
    expect(screen.getByRole('button', { name: 'Submit search' })).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.tab() // out
    expect(screen.getByRole('button', { name: 'After the header' })).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('the search icon closes it again', async () => {
    const { user, toggle } = await openBox()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('suggestions', () => {
  it('are fetched once typing pauses for 200 ms', async () => {
    const { user } = await openBox()
    await user.type(screen.getByRole('combobox'), 'hyp')
    await wait(199)
    expect(calls).toHaveLength(0)
    await wait(1)
    expect(calls.map((c) => c.url)).toEqual(['/api/search/suggest?q=hyp'])
  })

  it('show as a listbox the combobox controls', async () => {
    const { user, input } = await openBox()
    await typeAndSuggest(user, 'hyp', ['hypertension', 'High blood pressure and sleep'])
    const list = screen.getByRole('listbox', { name: 'Suggestions' })
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).toHaveAttribute('aria-controls', list.id)
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    expect(options()).toEqual(['hypertension', 'High blood pressure and sleep'])
  })

  it('show at most 10', async () => {
    const { user } = await openBox()
    await typeAndSuggest(
      user,
      'walk',
      Array.from({ length: 12 }, (_, i) => `walking ${i}`),
    )
    expect(options()).toHaveLength(10)
  })

  it('accept the suggestion-service pair shape too', async () => {
    const { user } = await openBox()
    await user.type(screen.getByRole('combobox'), 'sle')
    await wait(200)
    await answer(
      calls[0],
      json([
        'sle',
        [
          ['sleep', 0],
          ['sleep apnea', 0],
        ],
      ]),
    )
    expect(options()).toEqual(['sleep', 'sleep apnea'])
  })

  it('a stale request is aborted and its late answer ignored', async () => {
    const { user } = await openBox()
    await user.type(screen.getByRole('combobox'), 'he')
    await wait(200)
    const first = calls[0]!
    expect(first.signal.aborted).toBe(false)
    await user.type(screen.getByRole('combobox'), 'a')
    expect(first.signal.aborted).toBe(true)
    await wait(200)
    expect(calls).toHaveLength(2)
    expect(calls[1]?.url).toBe('/api/search/suggest?q=hea')
    await answer(calls[1], json({ items: ['heart attack'] }))
    expect(options()).toEqual(['heart attack'])
    // The first request's answer arriving now changes nothing.
    first.resolve(json({ items: ['hemorrhoids'] }))
    await wait(0)
    expect(options()).toEqual(['heart attack'])
  })

  it('a keystroke before the pause ends sends no request for the earlier text', async () => {
    const { user } = await openBox()
    await user.type(screen.getByRole('combobox'), 'sl')
    await wait(150)
    await user.type(screen.getByRole('combobox'), 'e')
    await wait(200)
    expect(calls.map((c) => c.url)).toEqual(['/api/search/suggest?q=sle'])
  })

  it.each([
    ['a network error', () => new TypeError('Failed to fetch')],
    ['a server error', () => json({ error: 'boom' }, 500)],
    ['an unreadable answer', () => new Response('<html>', { status: 200 })],
    ['an answer of the wrong shape', () => json({ results: [] })],
  ])('a failed fetch (%s) is ignored silently', async (_, failure) => {
    const { user, input } = await openBox()
    await user.type(input, 'sleep')
    await wait(200)
    await answer(calls[0], failure())
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('no suggestions for the text shows the message', async () => {
    const { user, input } = await openBox()
    await typeAndSuggest(user, 'qwxz', [])
    const message = screen.getByText(MESSAGE)
    expect(message).toBeVisible()
    expect(input).toHaveAttribute('aria-describedby', message.id)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    // Typing on hides it until the next answer.
    await user.type(input, 'y')
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument()
  })

  it('clearing the text shows the message and fetches nothing', async () => {
    const { user, input } = await openBox()
    await user.type(input, 'a')
    await user.clear(input)
    await wait(500)
    expect(calls).toHaveLength(0)
    expect(screen.getByText(MESSAGE)).toBeVisible()
  })
})

describe('keyboard choice of a suggestion', () => {
  it('ArrowDown and ArrowUp move the active option, wrapping around', async () => {
    const { user, input } = await openBox()
    await typeAndSuggest(user, 'sle', ['sleep', 'sleep apnea', 'Sleep well tonight'])
    const [first, second, third] = screen.getAllByRole('option')
    expect(input).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', first!.id)
    expect(first).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', second!.id)
    expect(first).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', third!.id)
    expect(input).toHaveFocus()
  })

  it('Enter on the active option searches for it', async () => {
    const { user } = await openBox()
    await typeAndSuggest(user, 'sle', ['sleep', 'sleep apnea'])
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(submissions).toEqual([{ q1: 'sleep apnea', action: '/search', blocked: false }])
  })

  it('a click on an option searches for it', async () => {
    const { user } = await openBox()
    await typeAndSuggest(user, 'sle', ['sleep', 'sleep apnea'])
    await user.click(screen.getByRole('option', { name: 'sleep apnea' }))
    expect(submissions).toEqual([{ q1: 'sleep apnea', action: '/search', blocked: false }])
  })
})

describe('submitting', () => {
  it('submitting text goes to /search with q1, and closes the box', async () => {
    const { user, input, toggle } = await openBox()
    await user.type(input, 'sleep apnea{Enter}')
    expect(submissions).toEqual([{ q1: 'sleep apnea', action: '/search', blocked: false }])
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('text with no suggestions can still be searched (the results page helps with spelling)', async () => {
    const { user } = await openBox()
    await typeAndSuggest(user, 'hypertenson', [])
    await user.click(screen.getByRole('button', { name: 'Submit search' }))
    expect(submissions).toEqual([{ q1: 'hypertenson', action: '/search', blocked: false }])
  })

  it.each(['', '   '])('empty text (%j) does not navigate and shows the message', async (text) => {
    const { user, input, toggle } = await openBox()
    if (text) await user.type(input, text)
    await user.click(screen.getByRole('button', { name: 'Submit search' }))
    expect(submissions).toEqual([{ q1: text, action: '/search', blocked: true }])
    expect(screen.getByText(MESSAGE)).toBeVisible()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })
})

describe('without JavaScript', () => {
  it('renders on the server as a link to the search page', () => {
    const html = renderToString(<HeaderSearch />)
    expect(html).toContain('href="/search"')
    expect(html).toContain('action="/search"')
    expect(html).toContain('name="q1"')
  })
})
