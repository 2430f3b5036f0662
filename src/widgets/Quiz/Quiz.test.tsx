import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { QuizBlock } from '@/cms/payload-types'
import { TRACK_EVENT_TYPE, type TrackEvent } from '@/lib/tracking'
import { clearTopicTerms, pageTopicTerms, topicWordsOf } from '@/privacy/thirdParty/topic'
import { doc, p } from '@/seed/lexical'
import { commerceContext } from '@/widgets/context'
import { sampleRefs, withIds } from '@/widgets/fixtures'
import type { WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { Quiz } from './Quiz'
import { quizFixtures } from './Quiz.fixtures'
import {
  DEFAULT_DISCLAIMER,
  GET_RESULTS,
  PRIVACY_NOTE,
  QUIZ_COMPLETED_EVENT,
  QUIZ_STARTED_EVENT,
  RETAKE_QUIZ,
} from './quiz'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Sleep and stress',
  articlePath: '/health/sleep-and-stress',
  authors: [],
  siteHost: 'wellread.example',
}

const [sleepExample, stressExample] = quizFixtures.examples(sampleRefs)
/** The gallery's sleep quiz (simple: 5 questions, 3 results) and stress quiz (hybrid: 3 groups), with ids. */
const sleepQuiz = withIds(sleepExample!.blocks, 'sleep')[0]! as QuizBlock
const stressQuiz = withIds(stressExample!.blocks, 'stress')[0]! as QuizBlock

let events: TrackEvent[] = []
const record = (event: Event) => events.push((event as CustomEvent<TrackEvent>).detail)

beforeEach(() => {
  FakeIntersectionObserver.install()
  events = []
  window.addEventListener(TRACK_EVENT_TYPE, record)
})

afterEach(() => {
  window.removeEventListener(TRACK_EVENT_TYPE, record)
  vi.unstubAllGlobals()
})

/** The quiz as a reader gets it: the server HTML, then (near the viewport) the interactive leaf in its place. */
async function renderLoaded(block: QuizBlock = sleepQuiz) {
  const view = render(<Quiz block={block} context={context} ordinal={1} />)
  await act(async () => FakeIntersectionObserver.showAll())
  await act(async () => {
    await vi.dynamicImportSettled()
  })
  return view
}

/** The questions: radio groups (fieldsets; the results disclosure is a group too). */
const questionGroups = () => screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET')
const radiosOf = (index: number) =>
  within(questionGroups()[index]!).getAllByRole('radio') as HTMLInputElement[]
const getResults = () => screen.getByRole('button', { name: GET_RESULTS })

/** Picks answer `a` (0-based) of every question, with the mouse. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, answers: number[]) {
  for (const [q, a] of answers.entries()) await user.click(radiosOf(q)[a]!)
}

describe('Quiz on the server', () => {
  it('shows the title, sections, every question as a radio group, the button and the disclaimer', () => {
    render(<Quiz block={sleepQuiz} context={context} />)
    expect(screen.getByRole('heading', { level: 2, name: 'How rested are you?' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Your nights',
      'Your days',
    ])
    const groups = questionGroups()
    expect(groups).toHaveLength(5)
    expect(groups[0]).toHaveAccessibleName('Question 1 of 5 How long do you usually sleep on a work night?')
    expect(radiosOf(0).map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'Less than 6 hours',
      '6 to 7 hours',
      '7 to 9 hours',
      'More than 9 hours',
    ])
    expect(getResults()).toBeEnabled()
    expect(screen.getByText('0 of 5 questions answered')).toBeInTheDocument()
    expect(screen.getByText(PRIVACY_NOTE)).toBeInTheDocument()
    expect(screen.getByText(DEFAULT_DISCLAIMER)).toBeInTheDocument()
  })

  it('puts the whole quiz in the server HTML, nothing chosen or locked, the results region empty', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<Quiz block={sleepQuiz} context={context} />)
    const radios = within(host).getAllByRole('radio') as HTMLInputElement[]
    expect(radios).toHaveLength(20)
    expect(radios.some((radio) => radio.checked || radio.disabled)).toBe(false)
    expect(host.querySelector('[aria-live="polite"]')?.textContent).toBe('')
    expect(host.querySelector('[data-lazy-leaf="quiz"]')).toHaveAttribute('data-lazy-state', 'waiting')
    // Radios of one question share a name; no two questions do.
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(5)
  })

  it('lists every result, in score order, in a closed “How the results work” disclosure', () => {
    const { container } = render(<Quiz block={sleepQuiz} context={context} />)
    const details = container.querySelector('details')!
    expect(details.open).toBe(false)
    expect(within(details).getByText('How the results work')).toBeInTheDocument()
    expect(details.textContent).toContain('You may be short of sleep')
    expect([...details.querySelectorAll('p')].map((el) => el.textContent)).toEqual(
      expect.arrayContaining(['Score 0–6', 'Score 7–11', 'Score 12+']),
    )
    expect(within(details).getAllByRole('link', { name: /CDC: About sleep/ }).length).toBeGreaterThan(0)
  })

  it('for a hybrid quiz lists the total’s results and each group’s', () => {
    const { container } = render(<Quiz block={stressQuiz} context={context} />)
    const details = container.querySelector('details')!
    for (const name of ['Total score', 'Work', 'Money', 'Relationships'])
      expect(within(details).getByText(name, { exact: true })).toBeInTheDocument()
    expect(screen.getByText(/cannot measure stress precisely/)).toBeInTheDocument()
  })

  it('keeps unsafe source links out and opens other sites in a new tab', () => {
    const block: QuizBlock = {
      ...sleepQuiz,
      results: {
        responses: [
          {
            low: 0,
            title: 'Any score',
            text: doc(p('Text')),
            sources: [
              { label: 'Bad', url: 'javascript:alert(1)' },
              { label: 'Our guide', url: '/health/sleep-guide' },
              { label: 'NHS', url: 'https://www.nhs.uk/' },
            ],
          },
        ],
      },
    }
    render(<Quiz block={block} context={context} />)
    expect(screen.queryByRole('link', { name: /Bad/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Our guide' })).not.toHaveAttribute('target')
    const nhs = screen.getByRole('link', { name: 'NHS (opens in a new tab)' })
    expect(nhs).toHaveAttribute('target', '_blank')
    expect(nhs).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it.each<[string, Partial<QuizBlock>]>([
    ['no questions', { questions: [] }],
    ['questions without answers', { questions: [{ question: 'Anything?', answers: [] }] }],
    ['no questions list at all', { questions: undefined as never }],
  ])('renders nothing with %s', (_case, overrides) => {
    const { container } = render(<Quiz block={{ ...sleepQuiz, ...overrides }} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders what it can of malformed content: the default disclaimer, questionTitle, no title', () => {
    render(
      <Quiz
        block={
          {
            blockType: 'quiz',
            scoreType: 'nonsense',
            disclaimer: '   ',
            questions: [
              { questionTitle: 'Stored the old way?', answers: [{ label: 'Yes' }, { label: 'No' }] },
            ],
            results: null,
          } as unknown as QuizBlock
        }
        context={context}
      />,
    )
    expect(screen.getByRole('region', { name: 'Quiz' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: /Stored the old way\?/ })).toBeInTheDocument()
    expect(screen.getByText(DEFAULT_DISCLAIMER)).toBeInTheDocument()
    expect(screen.queryByText('How the results work')).toBeNull()
  })
})

describe('Quiz in the browser', () => {
  it('the leaf renders the same markup as the server HTML (nothing moves when it loads)', async () => {
    const { container } = render(<Quiz block={sleepQuiz} context={context} />)
    const leaf = container.querySelector('[data-lazy-leaf="quiz"]')!
    const before = leaf.innerHTML
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(leaf).toHaveAttribute('data-lazy-state', 'active')
    expect(leaf.innerHTML).toBe(before)
  })

  it('one answer per question, replaceable; progress counts questions, not clicks', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(radiosOf(0)[0]!)
    expect(screen.getByText('1 of 5 questions answered')).toBeInTheDocument()
    await user.click(radiosOf(0)[2]!)
    expect(radiosOf(0).map((radio) => radio.checked)).toEqual([false, false, true, false])
    expect(screen.getByText('1 of 5 questions answered')).toBeInTheDocument()
  })

  it('works with the keyboard alone: Tab into a question, arrows to change the answer, Space to choose', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.tab()
    expect(radiosOf(0)[0]).toHaveFocus()
    await user.keyboard(' ')
    expect(radiosOf(0)[0]).toBeChecked()
    await user.keyboard('{ArrowDown}')
    expect(radiosOf(0)[1]).toHaveFocus()
    expect(radiosOf(0)[1]).toBeChecked()
    expect(radiosOf(0)[0]).not.toBeChecked()
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}')
    expect(radiosOf(0)[2]).toBeChecked()
    // Tab leaves the question for the next one (a radio group is one tab stop).
    await user.tab()
    expect(radiosOf(1)[0]).toHaveFocus()
    for (let q = 1; q < 5; q += 1) {
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
      expect(radiosOf(q)[3]).toBeChecked()
      await user.tab()
    }
    expect(getResults()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { level: 3, name: 'Your sleep check' })).toHaveFocus()
    expect(screen.getByText('Your score: 15 out of 15')).toBeInTheDocument()
  })

  it('pressed too early, says which questions are missing and moves to the first of them', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await user.click(radiosOf(0)[1]!)
    await user.click(radiosOf(2)[1]!)
    await user.click(getResults())
    expect(screen.getByRole('status')).toHaveTextContent(
      'Answer every question to get your results. Still to answer: questions 2, 4 and 5.',
    )
    expect(radiosOf(1)[0]).toHaveFocus()
    expect(questionGroups()[1]).toHaveAccessibleDescription('Choose an answer to this question.')
    expect(questionGroups()[0]).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByRole('heading', { name: 'Your sleep check' })).toBeNull()

    // Answering updates what is missing; all answered, the message goes.
    await user.click(radiosOf(1)[0]!)
    expect(screen.getByRole('status')).toHaveTextContent('Still to answer: questions 4 and 5.')
    await user.click(radiosOf(3)[0]!)
    await user.click(radiosOf(4)[0]!)
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(events.map((e) => e.name)).toEqual([QUIZ_STARTED_EVENT])
  })

  it('shows the result in a live region, focused, with its score, range, text and sources; answers lock', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    // 3 + 2 + 2 + 2 + 3 = 12: the first score of the last range.
    await answerAll(user, [2, 2, 2, 2, 3])
    await user.click(getResults())

    const heading = screen.getByRole('heading', { level: 3, name: 'Your sleep check' })
    expect(heading).toHaveFocus()
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull()
    const results = within(heading.closest('section')!)
    expect(results.getByText('Your score: 12 out of 15')).toBeInTheDocument()
    expect(results.getByRole('heading', { level: 4, name: 'You seem well rested' })).toBeInTheDocument()
    expect(results.getByText('Score 12+')).toBeInTheDocument()
    expect(results.getByText(/Keep the routines that work for you/)).toBeInTheDocument()
    expect(results.getByText('Sources')).toBeInTheDocument()
    expect(results.getByRole('link', { name: 'CDC: About sleep (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.cdc.gov/sleep/about/index.html',
    )

    // Locked: every radio disabled, the choices kept; 'Get Results' gone.
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.every((radio) => radio.disabled)).toBe(true)
    expect(radiosOf(4)[3]).toBeChecked()
    expect(screen.queryByRole('button', { name: GET_RESULTS })).toBeNull()
    await user.click(radiosOf(4)[0]!)
    expect(radiosOf(4)[3]).toBeChecked()
    expect(screen.getByText('Your score: 12 out of 15')).toBeInTheDocument()
  })

  it.each<[string, number[], string, string]>([
    ['the lowest score', [0, 0, 0, 0, 0], 'Your score: 0 out of 15', 'You may be short of sleep'],
    ['the top of the first range', [1, 1, 1, 1, 1], 'Your score: 6 out of 15', 'You may be short of sleep'],
    [
      'the start of the second range',
      [2, 1, 1, 1, 1],
      'Your score: 7 out of 15',
      'There is room to rest better',
    ],
    [
      'the top of the second range',
      [2, 2, 2, 2, 2],
      'Your score: 11 out of 15',
      'There is room to rest better',
    ],
    ['the start of the last range', [2, 2, 2, 2, 3], 'Your score: 12 out of 15', 'You seem well rested'],
    ['the highest score', [2, 3, 3, 3, 3], 'Your score: 15 out of 15', 'You seem well rested'],
  ])('scores %s', async (_case, answers, score, title) => {
    const user = userEvent.setup()
    await renderLoaded()
    await answerAll(user, answers)
    await user.click(getResults())
    expect(screen.getByText(score)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: title })).toBeInTheDocument()
  })

  it('Retake quiz clears the answers and returns focus to the first question', async () => {
    const user = userEvent.setup()
    await renderLoaded()
    await answerAll(user, [0, 0, 0, 0, 0])
    await user.click(getResults())
    // From the focused results, past the result's two sources, to the button.
    await user.tab()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: RETAKE_QUIZ })).toHaveFocus()
    await user.keyboard(' ')

    expect(radiosOf(0)[0]).toHaveFocus()
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.some((radio) => radio.checked || radio.disabled)).toBe(false)
    expect(screen.queryByRole('heading', { name: 'Your sleep check' })).toBeNull()
    expect(screen.getByText('0 of 5 questions answered')).toBeInTheDocument()
    expect(getResults()).toBeEnabled()
  })

  it('records exactly two events per attempt, with the quiz id and nothing else, and sends nothing', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const beacon = vi.fn()
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon })
    const user = userEvent.setup()
    await renderLoaded()
    await answerAll(user, [1, 1, 1, 1, 1])
    await user.click(radiosOf(0)[0]!)
    expect(events).toEqual([{ name: QUIZ_STARTED_EVENT, quizId: 'sleep-0' }])
    await user.click(getResults())
    expect(events).toEqual([
      { name: QUIZ_STARTED_EVENT, quizId: 'sleep-0' },
      { name: QUIZ_COMPLETED_EVENT, quizId: 'sleep-0' },
    ])

    // A retake is a new attempt: started again on its first answer.
    await user.click(screen.getByRole('button', { name: RETAKE_QUIZ }))
    expect(events).toHaveLength(2)
    await user.click(radiosOf(0)[0]!)
    expect(events.at(-1)).toEqual({ name: QUIZ_STARTED_EVENT, quizId: 'sleep-0' })
    expect(events).toHaveLength(3)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(beacon).not.toHaveBeenCalled()
  })

  it('the answers picked join the page’s topic, so no other site is ever sent their words', async () => {
    clearTopicTerms()
    const user = userEvent.setup()
    await renderLoaded()
    const picked = radiosOf(0)[2]!
    const label = picked.closest('label')?.textContent ?? picked.getAttribute('aria-label') ?? ''
    const words = topicWordsOf(label)
    expect(words.length).toBeGreaterThan(0)
    for (const word of words) expect(pageTopicTerms()).not.toContain(word)
    await user.click(picked)
    for (const word of words) expect(pageTopicTerms()).toContain(word)
    clearTopicTerms()
  })

  it('hybrid: the overall result and one result per group, in the editor’s order', async () => {
    const user = userEvent.setup()
    await renderLoaded(stressQuiz)
    // Work 3 + 3, money 0 + 1, relationships 2 + 2: total 11.
    await answerAll(user, [3, 3, 0, 1, 2, 2])
    await user.click(getResults())
    const results = within(screen.getByRole('heading', { name: 'Your stress check' }).closest('section')!)
    expect(results.getByText('Your score: 11 out of 18')).toBeInTheDocument()
    expect(results.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Stress is adding up',
      'Work weighs on you',
      'Money is not a big stress for you',
      'Relationships add some pressure',
    ])
    expect(results.getByText('Work score: 6 out of 6')).toBeInTheDocument()
    expect(results.getByText('Money score: 1 out of 6')).toBeInTheDocument()
    expect(results.getByText('Relationships score: 4 out of 6')).toBeInTheDocument()
    expect(results.getByText('Score 5+')).toBeInTheDocument()
  })

  it('multi: one result per group and no overall result', async () => {
    const user = userEvent.setup()
    await renderLoaded({ ...stressQuiz, scoreType: 'multi' })
    await answerAll(user, [0, 0, 0, 0, 0, 0])
    await user.click(getResults())
    expect(screen.queryByText(/^Your score:/)).toBeNull()
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Work is not a big stress for you',
      'Money is not a big stress for you',
      'Your relationships support you',
    ])
  })

  it('two quizzes on a page keep their answers apart', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Quiz block={sleepQuiz} context={context} ordinal={1} />
        <Quiz block={{ ...sleepQuiz, id: 'other' }} context={context} ordinal={2} />
      </>,
    )
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    const [first, second] = screen.getAllByRole('region')
    await user.click(within(first!).getAllByRole('radio')[0]!)
    await user.click(within(second!).getAllByRole('radio')[1]!)
    expect(within(first!).getAllByRole('radio')[0]).toBeChecked()
    expect(within(second!).getAllByRole('radio')[1]).toBeChecked()
    expect(new Set(questionGroups().map((g) => g.id)).size).toBe(10)
  })
})
