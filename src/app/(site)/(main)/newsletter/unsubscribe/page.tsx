import type { Metadata } from 'next'
import { isToken } from '@/services/newsletter/rules'
import styles from '../newsletter.module.css'
import { firstParam, ResultView, type SearchParams } from '../ResultView'

// Reads the token from the query: rendered per request, never cached (`private, no-store`).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

/**
 * `/newsletter/unsubscribe?token=…`, the link in every newsletter email: one button that posts the token to
 * `POST /api/newsletter/unsubscribe`. Opening the page changes nothing: mail scanners open links.
 */
export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token)
  if (!isToken(token))
    return (
      <ResultView title="This unsubscribe link is incomplete">
        <p>
          Open the Unsubscribe link in the newsletter email again, or copy the whole link into your browser’s
          address bar.
        </p>
      </ResultView>
    )
  return (
    <ResultView title="Unsubscribe from Wellread newsletters">
      <p>You’ll stop getting every Wellread newsletter at this email address.</p>
      <form className={styles.form} method="post" action="/api/newsletter/unsubscribe">
        <input type="hidden" name="token" value={token} />
        <button className={styles.button} type="submit">
          Unsubscribe
        </button>
      </form>
    </ResultView>
  )
}
