import { expect, type Page, type Request, test } from '@playwright/test'
import { EMAIL, editFormReady, insertWidget, PASSWORD, publishChanges } from './helpers'

/**
 * Issue 8's editor journey: an editor builds a "best of" buying guide in the admin's own UI, with quick-look
 * links, a group of product cards, a comparison table and a scorecard, publishes it, and a reader at 375 and
 * 1280 px sees and uses every part.
 */
const stamp = Date.now().toString(36)
const title = `Best CBD gummies for beginners ${stamp}`
const slug = title.toLowerCase().replace(/\s+/g, '-')

/** `insertWidget`, and the new block is the body's last (it went in at the end, after everything before it). */
async function insertWidgetAtEnd(page: Page, search: string, blockSlug: string) {
  const block = await insertWidget(page, search, blockSlug)
  await expect(
    page
      .locator('[data-lexical-editor="true"]')
      .first()
      .locator('[class*="LexicalEditorTheme__block-"]')
      .last(),
  ).toHaveClass(new RegExp(`LexicalEditorTheme__block-${blockSlug}(\\s|$)`))
  return block
}

/** Picks a product in a block's "Product" field (Payload's relationship select). */
async function pickProduct(page: Page, block: ReturnType<Page['locator']>, name: string) {
  const picked = block.locator('.rs__single-value, .relationship--single-value').first()
  const option = page.getByRole('option', { name: new RegExp(name) }).first()
  // A click that lands while the select re-renders is lost (a busy machine): pick again until it shows.
  await expect(async () => {
    if (!(await picked.isVisible())) {
      if (!(await option.isVisible())) {
        await block.locator('.rs__control').first().click({ timeout: 2_000 })
        await page.keyboard.type(name.split(' ')[0] as string)
      }
      await option.click({ timeout: 2_000 })
    }
    await expect(picked).toContainText(name, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * The body the journey builds, in order: its paragraph of text, then each widget with what makes it show (its
 * product or its rows). Text between the two product cards would split their group.
 */
const EXPECTED = [
  'text',
  'quickLook:2',
  'productCard:product',
  'productCard:product',
  'comparisonTable:3',
  'scorecard:product',
]

/**
 * The body's blocks as "type:what it holds", and its paragraphs that hold text as "text", in order, read from a
 * request or API body (a JSON document or a form field holding one). A block without its product or rows says
 * so ("productCard:-").
 */
function bodyShape(raw: string): string[] {
  const found: string[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    const n = node as Record<string, unknown>
    if (n.type === 'block' && n.fields && typeof n.fields === 'object') {
      const f = n.fields as Record<string, unknown>
      const type = String(f.blockType)
      if (type === 'quickLook') found.push(`${type}:${Array.isArray(f.itemLinks) ? f.itemLinks.length : 0}`)
      else if (type === 'comparisonTable') found.push(`${type}:${Array.isArray(f.rows) ? f.rows.length : 0}`)
      else found.push(`${type}:${f.product ? 'product' : '-'}`)
      return
    }
    if (n.type === 'paragraph') {
      const holdsText = (child: unknown): boolean => {
        const c = child as { text?: unknown; children?: unknown[] }
        return (typeof c.text === 'string' && c.text.trim() !== '') || (c.children ?? []).some(holdsText)
      }
      if (holdsText(n)) found.push('text')
      return
    }
    for (const value of Object.values(n)) visit(value)
  }
  // An autosave sends the document as JSON, alone or in a multipart "_payload" field.
  const start = raw.indexOf('{')
  const end = raw.lastIndexOf('}')
  if (start < 0 || end < start) return found
  try {
    visit(JSON.parse(raw.slice(start, end + 1)))
  } catch {
    return found
  }
  return found
}

test('an editor builds a buying guide in the admin and a reader uses every part', async ({
  page,
  browser,
}) => {
  // 45 s alone, 145 s beside the other editors' journeys on one machine, and over 240 s (its old limit) on a CI
  // machine 2.5 times slower: the limit catches a hang, not a slow machine.
  test.setTimeout(480_000)
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(EMAIL)
  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page.getByRole('link', { name: /Articles/ }).first()).toBeVisible({ timeout: 30_000 })

  await page.goto('/admin/collections/articles/create')
  await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/, { timeout: 30_000 })
  await editFormReady(page)
  await page.locator('#field-title').first().fill(title)
  await page.locator('#field-summary').fill('Five gentle CBD gummies for a first try, and how we chose them.')
  await page.locator('[data-lexical-editor="true"]').first().click()
  await page.keyboard.type('New to CBD? These gummies passed our lab and label checks.')

  // Quick-look links: line N jumps to product card N.
  const quick = await insertWidgetAtEnd(page, 'quick', 'quickLook')
  await quick.locator('input[id$="heading"]').fill('Our picks at a glance')
  for (const [i, name] of ['Calmleaf Gummies', 'Harbor & Pine Gummies'].entries()) {
    await quick.getByRole('button', { name: /Add Line/i }).click()
    await quick.locator(`input[id$="itemLinks__${i}__title"]`).fill(name)
  }

  // Two product cards in a row: one group.
  await pickProduct(page, await insertWidgetAtEnd(page, 'product', 'productCard'), 'Calmleaf Broad-Spectrum')
  await pickProduct(page, await insertWidgetAtEnd(page, 'product', 'productCard'), 'Harbor & Pine')

  // A comparison table: a header row and one row per product.
  const table = await insertWidgetAtEnd(page, 'comparison', 'comparisonTable')
  await table.locator('input[id$="title"]').first().fill('Gummies compared')
  const rows = [
    ['Gummy', 'CBD per gummy'],
    ['Calmleaf', '25 mg'],
    ['Harbor & Pine', '10 mg'],
  ]
  for (const [r, cells] of rows.entries()) {
    await table
      .getByRole('button', { name: /Add Row/i })
      .last()
      .click()
    for (const [c, text] of cells.entries()) {
      await table
        .getByRole('button', { name: /Add Cell/i })
        .nth(r)
        .click()
      const cell = table.locator(
        `[data-field-path$="rows.${r}.columns.${c}.content"] [data-lexical-editor="true"]`,
      )
      await cell.click()
      await page.keyboard.type(text)
    }
  }

  // A scorecard from a product. Publish once the draft holds every widget's fields: they reach the body
  // through a round trip to the server, and a publish clicked before it lands publishes the widget without
  // them (ADR 12). The autosave that carries all of them is the editor's "Saved" moment.
  const carriesAll = (r: Request) => {
    if (r.method() !== 'PATCH' || !/\/api\/cms\/articles\/\d+\?.*autosave=true/.test(r.url())) return false
    return bodyShape(r.postData() ?? '').join(' ') === EXPECTED.join(' ')
  }
  const autosaved: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && /autosave=true/.test(r.url()))
      autosaved.push(bodyShape(r.postData() ?? '').join(' '))
  })
  const savedComplete = page.waitForRequest(carriesAll, { timeout: 30_000 }).then(
    () => true,
    () => false,
  )
  await pickProduct(page, await insertWidgetAtEnd(page, 'scorecard', 'scorecard'), 'Calmleaf Broad-Spectrum')
  if (!(await savedComplete)) {
    // ADR 12's known limit, seen once in a full CI run: the round trip that brings a widget's fields into the
    // body landed after the last autosave, and nothing autosaves again until the editor changes something.
    // An editor keeps writing: a word more in the summary, and the next autosave carries the whole body.
    const again = page.waitForRequest(carriesAll, { timeout: 60_000 })
    await page.locator('#field-summary').press('End')
    await page.keyboard.type(' Updated.')
    // On failure, what the autosaves carried instead (which widget's fields never reached the body).
    await again.catch(() => {
      throw new Error(`no autosave carried the whole body; they carried:\n${autosaved.join('\n')}`)
    })
  }

  await publishChanges(page)
  // What readers get is what the editor built.
  const published = await page.request.get(
    `/api/cms/articles?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`,
  )
  const stored = JSON.stringify((await published.json()).docs?.[0]?.body ?? null)
  expect(bodyShape(stored), stored).toEqual(EXPECTED)

  for (const width of [375, 1280]) {
    const reader = await browser.newPage({ viewport: { width, height: 900 } })
    const res = await reader.goto(`/health/${slug}?wr_ab=commerceCarousel:control,ratingRow:control`)
    expect(res?.status()).toBe(200)
    const article = reader.locator('main article').first()
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // The widgets the page shows, in order (the cards as one group).
    expect(
      await article
        .locator('[data-widget]')
        .evaluateAll((found) => found.map((el) => el.getAttribute('data-widget'))),
    ).toEqual(['quickLook', 'productCardGroup', 'comparisonTable', 'scorecard'])
    const cards = article.locator('[data-widget="productCardGroup"] article')
    await expect(cards).toHaveCount(2)
    await expect(cards.nth(1)).toContainText('Harbor & Pine CBD Isolate Gummies')
    await article
      .getByRole('link', { name: /Jump to review/ })
      .nth(1)
      .click()
    await expect(reader).toHaveURL(/#product-1-2$/)
    await expect(reader.locator('#product-1-2')).toBeInViewport()
    await expect(cards.first().getByRole('link', { name: /SHOP NOW/ })).toHaveAttribute('target', '_blank')
    const compared = article.locator('[data-widget="comparisonTable"]')
    await expect(compared.getByRole('columnheader', { name: 'CBD per gummy' })).toBeVisible()
    await expect(compared.getByRole('rowheader', { name: 'Harbor & Pine' })).toBeVisible()
    await expect(compared.getByRole('cell', { name: '10 mg' })).toBeVisible()
    const scorecard = article.locator('[data-widget="scorecard"]')
    await expect(scorecard.getByText('out of 5').first()).toBeVisible()
    await scorecard.locator('details summary').first().click()
    await expect(scorecard.locator('details').first()).toHaveAttribute('open', '')
    await reader.close()
  }
})
