import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { arriveAt, layoutShift, layoutShiftSources, recordLayoutShifts, seriousViolations } from './helpers'

/**
 * Issue 15, Quiz: on the widget gallery at 375 and 1280 px a reader answers the sleep quiz with the mouse and
 * with the keyboard, changes an answer, gets the result (focused, answers locked), retakes it, and gets the
 * stress quiz's overall and per-topic results. The page records exactly 'quiz started' and 'quiz completed'
 * (with the quiz id and nothing else), nothing moves when the leaf loads, and axe finds nothing serious.
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

for (const width of [375, 1280]) {
  test(`at ${width} px a reader answers the sleep quiz with the mouse, gets the result and retakes it`, async ({
    browser,
  }) => {
    const page = await openGallery(browser, width)
    const quiz = await quizNamed(page, 'How rested are you?')

    // Nothing moved while the leaf loaded (the server HTML held its space).
    expect(await layoutShift(page), await layoutShiftSources(page)).toBeLessThan(0.01)
    await expect(quiz.getByText('This quiz is not a diagnostic tool.', { exact: false })).toBeVisible()
    expect(await seriousViolations(page, '[data-widget="quiz"]')).toEqual([])

    // One answer per question, replaceable: 'Less than 6 hours', then '7 to 9 hours'.
    await firstAnswer(quiz, 1, 'Less than 6 hours', '1 of 5 questions answered')
    await question(quiz, 1).getByText('7 to 9 hours').click()
    await expect(question(quiz, 1).getByRole('radio', { name: '7 to 9 hours' })).toBeChecked()
    await expect(question(quiz, 1).getByRole('radio', { name: 'Less than 6 hours' })).not.toBeChecked()
    await expect(quiz.getByText('1 of 5 questions answered')).toBeVisible()

    // Too early: what is missing is said, and nothing is scored.
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
    const source = quiz.getByRole('link', { name: 'CDC: About sleep (opens in a new tab)' }).first()
    await expect(source).toHaveAttribute('target', '_blank')
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer')

    // Locked: the answers cannot change; 'Get Results' is gone.
    for (const radio of await quiz.getByRole('radio').all()) await expect(radio).toBeDisabled()
    await expect(question(quiz, 5).getByRole('radio', { name: 'Almost never' })).toBeChecked()
    await expect(quiz.getByRole('button', { name: 'Get Results' })).toHaveCount(0)
    expect(await seriousViolations(page, '[data-widget="quiz"]')).toEqual([])

    // Exactly the two events, with the quiz id and nothing else.
    const events = await quizEvents(page)
    expect(events.map((e) => e.name)).toEqual(['quiz started', 'quiz completed'])
    for (const event of events) expect(Object.keys(event).sort()).toEqual(['name', 'quizId'])

    // The way back: everything cleared, focus on the first question.
    await quiz.getByRole('button', { name: 'Retake quiz' }).click()
    await expect(question(quiz, 1).getByRole('radio').first()).toBeFocused()
    await expect(heading).toHaveCount(0)
    await expect(quiz.getByText('0 of 5 questions answered')).toBeVisible()
    for (const radio of await quiz.getByRole('radio').all()) {
      await expect(radio).toBeEnabled()
      await expect(radio).not.toBeChecked()
    }
    await page.context().close()
  })
}

test('a keyboard reader answers with Tab, the arrow keys, Space and Enter', async ({ browser }) => {
  const page = await openGallery(browser, 1280)
  const quiz = await quizNamed(page, 'How rested are you?')
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

  // Past the result's sources to 'Retake quiz'; Space starts again on the first question.
  const retake = quiz.getByRole('button', { name: 'Retake quiz' })
  for (let i = 0; i < 4 && !(await retake.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab')
  await expect(retake).toBeFocused()
  await page.keyboard.press('Space')
  await expect(question(quiz, 1).getByRole('radio').first()).toBeFocused()
  await page.context().close()
})

test('at 375 px the stress quiz shows an overall result and one per topic', async ({ browser }) => {
  const page = await openGallery(browser, 375)
  const quiz = await quizNamed(page, 'Where does your stress come from?')
  await firstAnswer(quiz, 1, 'Almost always', '1 of 6 questions answered')
  const picks = ['Almost always', 'Rarely', 'Sometimes', 'Often', 'Often']
  for (const [i, label] of picks.entries())
    await question(quiz, i + 2)
      .getByText(label, { exact: true })
      .click()
  await quiz.getByRole('button', { name: 'Get Results' }).click()

  // Work 6, money 1, relationships 4: 11 in all.
  await expect(quiz.getByRole('heading', { level: 3, name: 'Your stress check' })).toBeFocused()
  await expect(quiz.getByText('Your score: 11 out of 18')).toBeVisible()
  await expect(quiz.getByRole('heading', { level: 4, name: 'Stress is adding up' })).toBeVisible()
  await expect(quiz.getByText('Work score: 6 out of 6')).toBeVisible()
  await expect(quiz.getByRole('heading', { level: 4, name: 'Work weighs on you' })).toBeVisible()
  await expect(quiz.getByText('Money score: 1 out of 6')).toBeVisible()
  await expect(quiz.getByText('Relationships score: 4 out of 6')).toBeVisible()
  expect(await seriousViolations(page, '[data-widget="quiz"]')).toEqual([])
  expect((await quizEvents(page)).map((e) => e.name)).toEqual(['quiz started', 'quiz completed'])
  await page.context().close()
})
