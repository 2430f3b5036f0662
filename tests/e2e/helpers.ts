// Shared helpers for the end-to-end tests.
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const EMAIL = process.env.ADMIN_EMAIL ?? 'e2e-editor@wellread.test'
export const PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-password-Wellread-1'

export const text = (t: string) => ({
  type: 'text',
  version: 1,
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

export const paragraph = (t: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [text(t)],
})

export const doc = (...children: unknown[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

/** Authorization headers for the CMS REST API, signed in as the e2e editor. */
export async function editorHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const res = await request.post('/api/cms/users/login', { data: { email: EMAIL, password: PASSWORD } })
  expect(res.ok(), await res.text()).toBe(true)
  return { Authorization: `JWT ${(await res.json()).token}` }
}

/**
 * The title of the page's own article. Next-article scroll may append the following article (with its own
 * h1) as soon as a short article's end is in view, so article pages are queried through their first article.
 */
export function ownArticleTitle(page: Page) {
  return page.locator('main article').first().getByRole('heading', { level: 1 })
}
