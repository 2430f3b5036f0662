import { expect, test } from '@playwright/test'
import { insertWidget, newArticle, publishChanges, signIn } from './helpers'

/**
 * Issue 15's editor side: every reader tool is a block an editor inserts from the body's widget menu, with
 * its fields in editors' words; and an editor builds a quiz, a side-effects explorer and a diet comparison in
 * the admin's own UI, publishes, and a reader uses them.
 */
const stamp = Date.now().toString(36)
const title = `Sleep, statins and diets: a reader's toolkit ${stamp}`
const TEXT = {
  summary: 'Three tools readers use inside an article, built in the admin.',
  body: 'Check your sleep, read about side effects and compare two diets.',
}

/** Each reader tool: what an editor types after "/", its block, and a field label the editor then sees. */
const TOOLS = [
  ['quiz', 'quiz', 'Quiz title'],
  ['recipe', 'recipe', 'About the recipe'],
  ['nutrition', 'recipeV2', 'Servings and nutrition facts'],
  ['carousel', 'carousel', 'Kind of cards'],
  ['video', 'video', 'Embed code or video address'],
  ['social', 'socialEmbed', 'Embed code or address'],
  ['download', 'downloadable', 'Short description'],
  ['side', 'sideEffects', 'Mild side effects'],
  ['diet', 'dietComparison', 'Diets offered'],
] as const

test('every reader tool is in the widget menu and opens with its fields', async ({ page }) => {
  test.setTimeout(240_000)
  await signIn(page)
  await newArticle(page, `Reader tools menu check ${stamp}`, TEXT)
  for (const [search, blockSlug, label] of TOOLS) {
    const block = await insertWidget(page, search, blockSlug)
    await expect(block.getByText(label, { exact: false }).first(), blockSlug).toBeVisible()
  }
})

test('an editor builds a quiz, a side-effects explorer and a diet comparison; a reader uses them', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  await signIn(page)
  await newArticle(page, title, TEXT)

  // A quiz: two questions of two answers, two results.
  const quiz = await insertWidget(page, 'quiz', 'quiz')
  await quiz.locator('input[id$="title"]').first().fill('Are you getting enough sleep?')
  const questions = [
    ['How many hours do you sleep on a work night?', ['Under 7', '0'], ['7 or more', '2']],
    ['Do you wake up refreshed?', ['Rarely', '0'], ['Usually', '2']],
  ] as const
  for (const [q, [question, ...answers]] of questions.entries()) {
    await quiz
      .getByRole('button', { name: /Add Question/i })
      .first()
      .click()
    await quiz.locator(`input[id$="questions__${q}__question"]`).fill(question)
    for (const [a, [label, score]] of answers.entries()) {
      // The question just added is the last row: its answers' "Add Answer" is the last one.
      await quiz
        .getByRole('button', { name: /Add Answer/i })
        .last()
        .click()
      await quiz.locator(`input[id$="questions__${q}__answers__${a}__label"]`).fill(label)
      await quiz.locator(`input[id$="questions__${q}__answers__${a}__score"]`).fill(score)
    }
  }
  const results = [
    ['0', '2', 'You may be short of sleep'],
    ['3', '', 'You seem well rested'],
  ] as const
  for (const [r, [low, high, resultTitle]] of results.entries()) {
    await quiz
      .getByRole('button', { name: /Add Result/i })
      .first()
      .click()
    await quiz.locator(`input[id$="responses__${r}__low"]`).fill(low)
    if (high) await quiz.locator(`input[id$="responses__${r}__high"]`).fill(high)
    await quiz.locator(`input[id$="responses__${r}__title"]`).fill(resultTitle)
  }

  // A side-effects explorer with one mild and one severe effect.
  const effects = await insertWidget(page, 'side', 'sideEffects')
  await effects.locator('input[id$="heading"]').first().fill('Side effects of statins')
  await effects.getByRole('button', { name: /Add Mild side effect/i }).click()
  await effects.locator('input[id$="mildSideEffects__0__name"]').fill('Headache')
  await effects.getByRole('button', { name: /Add Severe side effect/i }).click()
  await effects.locator('input[id$="severeSideEffects__0__name"]').fill('Unexplained muscle pain')

  // A diet comparison offering every diet (none picked).
  const savedComplete = page.waitForRequest(
    (r) => {
      if (r.method() !== 'PATCH' || !/\/api\/cms\/articles\/\d+\?.*autosave=true/.test(r.url())) return false
      const body = r.postData() ?? ''
      return (
        body.includes('dietComparison') &&
        body.includes('Unexplained muscle pain') &&
        body.includes('You seem well rested')
      )
    },
    { timeout: 60_000 },
  )
  await insertWidget(page, 'diet', 'dietComparison')
  await savedComplete

  await publishChanges(page)

  // Its address, as the site made it from the title.
  const found = await page.request.get(
    `/api/cms/articles?where[title][equals]=${encodeURIComponent(title)}&depth=0`,
  )
  const doc = (await found.json()).docs?.[0] as { slug: string; section: string } | undefined
  expect(doc, 'the published article').toBeTruthy()

  const reader = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const res = await reader.goto(`/${doc?.section}/${doc?.slug}`)
  expect(res?.status()).toBe(200)
  const article = reader.locator('main article').first()

  // The quiz scores in the browser: 2 + 0 = 2 is the first result; answers lock.
  const quizWidget = article.locator('[data-widget="quiz"]')
  await quizWidget.scrollIntoViewIfNeeded()
  // Until the quiz's leaf has loaded, the server HTML stands in its place and answers given to it are not
  // scored: answer again until the result shows (the quiz journey's own spec does the same).
  await expect(async () => {
    await quizWidget.getByRole('radio', { name: '7 or more' }).check()
    await quizWidget.getByRole('radio', { name: 'Rarely' }).check()
    await quizWidget.getByRole('button', { name: 'Get Results' }).click()
    await expect(quizWidget.getByRole('heading', { name: 'You may be short of sleep' })).toBeVisible({
      timeout: 1000,
    })
  }).toPass({ timeout: 15_000 })
  await expect(quizWidget.getByRole('radio', { name: 'Usually' })).toBeDisabled()

  // The explorer: mild first; the severe tab lists its effect.
  const explorer = article.locator('[data-widget="sideEffects"]')
  await explorer.scrollIntoViewIfNeeded()
  await expect(explorer.getByRole('tab', { name: 'Mild' })).toHaveAttribute('aria-selected', 'true')
  await explorer.getByRole('tab', { name: 'Severe' }).click()
  await expect(explorer.getByRole('tabpanel').getByText('Unexplained muscle pain')).toBeVisible()

  // The comparison offers the seeded diets, the first two side by side.
  const diets = article.locator('[data-widget="dietComparison"]')
  await diets.scrollIntoViewIfNeeded()
  await expect(diets.getByRole('heading', { name: 'Compare lifestyle diets' })).toBeVisible()
  await expect(diets.getByRole('button', { name: /Select new products to compare/ })).toBeVisible()
  await reader.close()
})
