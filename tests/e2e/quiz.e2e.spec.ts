import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { arriveAt, layoutShift, layoutShiftSources, recordLayoutShifts, seriousViolations } from './helpers'

/**
 * Issue 15, Quiz: on the widget gallery a reader answers the sleep quiz with the mouse at 375 px and with the
 * keyboard at 1280 px (one load each), changes an answer, gets the result (focused, answers locked), retakes
 * it, and gets the stress quiz's overall and per-topic results. The page records exactly 'quiz started' and
 * 'quiz completed' (with the quiz id and nothing else), nothing moves when the leaf loads, and axe finds
 * nothing serious. The quiz's rules (scoring, ranges, locking, early press, events) are Quiz.test.tsx's.
 */
const GALLERY = '/health/widget-gallery'

type TrackedEvent = { name: string; [key: string]: unknown }

async function openGallery(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: width < 768 })
  const page = await context.newPage()
  await recordLayoutShifts(page)
  await arriveAt(page, GALLERY)
  return page
}

/** A quiz on the gallery, by its title, scrolled to, with its interactive leaf loaded. */
async function quizNamed(page: Page, title: string): Promise<Locator> {
  const quiz = page.getByRole('region', { name: title })
  await quiz.scrollIntoViewIfNeeded()
  await expect(quiz.locator('[data-lazy-leaf="quiz"]')).toHaveAttribute('data-lazy-state', 'active')
  return quiz
}

const question = (quiz: Locator, n: number) =>
  quiz.getByRole('group', { name: new RegExp(`^Question ${n} of`) })

/**
 * Chooses an answer once the leaf is interactive: until the leaf's code has loaded the server HTML is in its
 * place, so the first click is retried until the progress line counts it.
 */
async function firstAnswer(quiz: Locator, n: number, label: string, progress: string) {
  await expect(async () => {
    await question(quiz, n).getByRole('radio', { name: label }).check()
    await expect(quiz.getByText(progress)).toBeVisible({ timeout: 1000 })
  }).toPass()
}

const quizEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { wellreadEvents?: TrackedEvent[] }).wellreadEvents ?? []).filter((e) =>
      e.name.startsWith('quiz'),
    ),
  )

/**
 * At a phone's width, in one load: the sleep quiz with the mouse (nothing moved while its leaf loaded, the
 * early press says what is missing, the result takes the focus, answers lock, exactly two events, retake), then
 * the stress quiz's overall and per-topic results on the same page.
 */
test('at 375 px a reader answers the sleep quiz with the mouse and retakes it, then gets the stress quiz’s results per topic', async ({
  browser,
}) => {
  const page = await openGallery(browser, 375)
  const quiz = await quizNamed(page, 'How rested are you?')

  // Nothing moved while the leaf loaded (the server HTML held its space).
  expect(await layoutShift(page), await layoutShiftSources(page)).toBeLessThan(0.01)
  await expect(quiz.getByText('This quiz is not a diagnostic tool.', { exact: false })).toBeVisible()
  expect(await seriousViolations(page, '[data-widget="quiz"]')).toEqual([])

  // One answer per question, replaceable: 'Less than 6 hours', then '7 to 9 hours'.
  await firstAnswer(quiz, 1, 'Less than 6 hours', '1 of 5 questions answered')
  await question(quiz, 1).getByText('7 to 9 hours').click()
  await expect(question(quiz, 1).getByRole('radio', { name: '7 to 9 hours' })).toBeChecked()
  await expect(quiz.getByText('1 of 5 questions answered')).toBeVisible()

  // Too early: what is missing is said, and the focus moves to it.
  await quiz.getByRole('button', { name: 'Get Results' }).click()
  await expect(quiz.getByRole('status')).toHaveText(
    'Answer every question to get your results. Still to answer: questions 2, 3, 4 and 5.',
  )
  await expect(question(quiz, 2).getByRole('radio').first()).toBeFocused()

  // 3 + 2 + 2 + 2 + 3 = 12: the last range, shown as "12+".
  await question(quiz, 2).getByText('Rarely').click()
  await question(quiz, 3).getByText('Rarely').click()
  await question(quiz, 4).getByText('Fine after a few minutes').click()
  await question(quiz, 5).getByText('Almost never').click()
  await quiz.getByRole('button', { name: 'Get Results' }).click()

  const heading = quiz.getByRole('heading', { level: 3, name: 'Your sleep check' })
  await expect(heading).toBeFocused()
  await expect(quiz.getByText('Your score: 12 out of 15')).toBeVisible()
  await expect(quiz.getByRole('heading', { level: 4, name: 'You seem well rested' })).toBeVisible()
  await expect(quiz.getByText('Score 12+', { exact: true }).first()).toBeVisible()
  // Locked: the answers cannot change; 'Get Results' is gone.
  for (const radio of await quiz.getByRole('radio').all()) await expect(radio).toBeDisabled()
  await expect(quiz.getByRole('button', { name: 'Get Results' })).toHaveCount(0)
  expect(await seriousViolations(page, '[data-widget="quiz"]')).toEqual([])

  // Exactly the two events on the page's data layer, with the quiz id and nothing else.
  const events = await quizEvents(page)
  expect(events.map((e) => e.name)).toEqual(['quiz started', 'quiz completed'])
  for (const event of events) expect(Object.keys(event).sort()).toEqual(['name', 'quizId'])

  // The way back: everything cleared, focus on the first question.
  await quiz.getByRole('button', { name: 'Retake quiz' }).click()
  await expect(question(quiz, 1).getByRole('radio').first()).toBeFocused()
  await expect(heading).toHaveCount(0)
  await expect(quiz.getByText('0 of 5 questions answered')).toBeVisible()

  // The stress quiz, further down the same page: an overall result and one per topic.
  const stress = await quizNamed(page, 'Where does your stress come from?')
  await firstAnswer(stress, 1, 'Almost always', '1 of 6 questions answered')
  const picks = ['Almost always', 'Rarely', 'Sometimes', 'Often', 'Often']
  for (const [i, label] of picks.entries())
    await question(stress, i + 2)
      .getByText(label, { exact: true })
      .click()
  await stress.getByRole('button', { name: 'Get Results' }).click()
  // Work 6, money 1, relationships 4: 11 in all.
  await expect(stress.getByRole('heading', { level: 3, name: 'Your stress check' })).toBeFocused()
  await expect(stress.getByText('Your score: 11 out of 18')).toBeVisible()
  await expect(stress.getByRole('heading', { level: 4, name: 'Stress is adding up' })).toBeVisible()
  await expect(stress.getByText('Work score: 6 out of 6')).toBeVisible()
  await expect(stress.getByRole('heading', { level: 4, name: 'Work weighs on you' })).toBeVisible()
  await expect(stress.getByText('Money score: 1 out of 6')).toBeVisible()
  await expect(stress.getByText('Relationships score: 4 out of 6')).toBeVisible()
  expect(await seriousViolations(page, '[data-widget="quiz"]')).toEqual([])
  await page.context().close()
})

/** At a desktop's width, with the keyboard alone and the browser's own focus: Tab, the arrows, Space, Enter. */
test('at 1280 px a keyboard reader answers with Tab, the arrow keys, Space and Enter, and retakes it', async ({
  browser,
}) => {
  const page = await openGallery(browser, 1280)
  const quiz = await quizNamed(page, 'How rested are you?')
  expect(await layoutShift(page), await layoutShiftSources(page)).toBeLessThan(0.01)
  await firstAnswer(quiz, 1, 'Less than 6 hours', '1 of 5 questions answered')

  const first = question(quiz, 1).getByRole('radio', { name: 'Less than 6 hours' })
  await first.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(question(quiz, 1).getByRole('radio', { name: '7 to 9 hours' })).toBeChecked()
  for (let n = 2; n <= 5; n += 1) {
    await page.keyboard.press('Tab')
    await expect(question(quiz, n).getByRole('radio').first()).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
  }
  await expect(quiz.getByText('5 of 5 questions answered')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(quiz.getByRole('button', { name: 'Get Results' })).toBeFocused()
  await page.keyboard.press('Enter')

  // 3 + 1 + 1 + 1 + 1 = 7: the start of the middle range.
  await expect(quiz.getByRole('heading', { level: 3, name: 'Your sleep check' })).toBeFocused()
  await expect(quiz.getByText('Your score: 7 out of 15')).toBeVisible()
  await expect(quiz.getByRole('heading', { level: 4, name: 'There is room to rest better' })).toBeVisible()
  // The result's sources open another site in a new tab.
  const source = quiz.getByRole('link', { name: 'CDC: About sleep (opens in a new tab)' }).first()
  await expect(source).toHaveAttribute('target', '_blank')
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer')
  expect(await seriousViolations(page, '[data-widget="quiz"]')).toEqual([])

  // Past the result's sources to 'Retake quiz'; Space starts again on the first question.
  const retake = quiz.getByRole('button', { name: 'Retake quiz' })
  for (let i = 0; i < 4 && !(await retake.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab')
  await expect(retake).toBeFocused()
  await page.keyboard.press('Space')
  await expect(question(quiz, 1).getByRole('radio').first()).toBeFocused()
  for (const radio of await quiz.getByRole('radio').all()) {
    await expect(radio).toBeEnabled()
    await expect(radio).not.toBeChecked()
  }
  await page.context().close()
})

/**
 * Issue 32: on a slow phone the server HTML shows seconds before the page's scripts run. A reader who answers
 * a question then keeps the answer: the quiz adopts it when its code takes over (src/ui/adoptControls.ts).
 */
test('an answer chosen before the page’s scripts ran is kept when the quiz comes alive', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const held: (() => Promise<void>)[] = []
  let holding = true
  // The scripts are held (the stylesheets are not: the page shows, as a slow phone shows it before its scripts run).
  await page.route(/\/_next\/static\/chunks\/[^?]*\.js(\?.*)?$/, (route) => {
    if (!holding) return route.continue()
    held.push(() => route.continue())
  })
  await page.goto(GALLERY, { waitUntil: 'commit' })
  const quiz = page.getByRole('region', { name: 'How rested are you?' })
  await quiz.scrollIntoViewIfNeeded()
  await question(quiz, 1).getByRole('radio', { name: 'Less than 6 hours' }).check()
  await expect(quiz.locator('[data-lazy-leaf="quiz"]')).not.toHaveAttribute('data-lazy-live', '')
  // The scripts arrive: the page hydrates, the quiz's code loads and takes the server HTML's place.
  // The page had not hydrated: its scripts were held.
  expect(held.length).toBeGreaterThan(0)
  holding = false
  await Promise.all(held.map((go) => go()))
  await expect(quiz.locator('[data-lazy-leaf="quiz"]')).toHaveAttribute('data-lazy-live', '', {
    timeout: 15_000,
  })
  await expect(question(quiz, 1).getByRole('radio', { name: 'Less than 6 hours' })).toBeChecked()
  await expect(quiz.getByText('1 of 5 questions answered')).toBeVisible()
  await context.close()
})
